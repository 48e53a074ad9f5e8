/**
 * A locale's whole catalogue for tests, gathered by Umi's locale plugin's rule: src/locales/<locale>.ts
 * (shell and shared texts) plus every locales/<locale>.ts under src/pages (each page's own texts).
 */
import fs from 'fs';
import path from 'path';

export type Locale = 'zh-CN' | 'en-US';
export type Messages = Record<string, string>;

const SRC = path.resolve(__dirname, '../../src');

/** The catalogue files of a locale, the shell's first, then the pages' in path order. */
export function catalogueFiles(locale: Locale): string[] {
  const pages = (fs.readdirSync(path.join(SRC, 'pages'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => path.basename(path.dirname(file)) === 'locales' && path.basename(file) === `${locale}.ts`)
    .sort()
    .map((file) => path.join(SRC, 'pages', file));
  return [path.join(SRC, 'locales', `${locale}.ts`), ...pages];
}

/** The messages of one catalogue file (its default export). */
export function catalogueFile(file: string): Messages {
  return require(file).default as Messages;
}

/** Every text of a locale, as the app has them. */
export function catalogue(locale: Locale): Messages {
  return Object.assign({}, ...catalogueFiles(locale).map(catalogueFile)) as Messages;
}
