/**
 * The login page's own entry (README "Browsers and delivery"). In a production build:
 * - `src/standalone/login.tsx` is a second entry, `login`, in a webpack layer of its own, where
 *   `@umijs/max` means `src/standalone/max.ts` (the few names the login page uses, without Umi's
 *   runtime); a name missing there fails the build;
 * - index.html loads that entry instead of `umi.js` when the address is the login page
 *   (`src/standalone/loader.ts`). The server allows the inline loader by its hash (CSP).
 * The dev server keeps the one entry: there the login page runs inside the app, as it can.
 */
import type { IApi } from '@umijs/max';
import { writeFileSync } from 'fs';
import path from 'path';
import { loginAntdStyle } from './loginAntdStyle';
import { entryLoaderScript } from '../../src/standalone/loader';

const ENTRY = 'login';
const LAYER = 'login';

/** index.html with the app's entry scripts replaced by the loader that picks one entry. */
export function withEntryLoader(html: string, app: string[], login: string[]): string {
  const appTags = app.map((src) => `<script src="${src}"></script>`);
  const missing = appTags.find((tag) => !html.includes(tag));
  if (missing) throw new Error(`loginEntry: index.html lacks ${missing}`);
  const [first, ...rest] = appTags;
  const withoutRest = rest.reduce((page, tag) => page.replace(tag, ''), html);
  return withoutRest.replace(first, `<script>${entryLoaderScript({ app, login })}</script>`);
}

interface MinimizerPlugin {
  constructor: { new (options: object): unknown; terserMinify: unknown };
  options: { exclude?: unknown };
}

/**
 * The login entry's own files are minified by terser, two passes: 175 KiB gzip against 199 KiB
 * from esbuild, for the first screen. Every other file keeps Umi's esbuild minifier, which takes
 * a fraction of the time.
 */
function minifyLoginWithTerser(minimizers: unknown[] | undefined) {
  const esbuild = minimizers?.find((plugin): plugin is MinimizerPlugin => plugin?.constructor?.name === 'TerserPlugin');
  if (!esbuild) return;
  const own = new RegExp(`^${ENTRY}\\.`);
  esbuild.options.exclude = own;
  minimizers!.push(
    new esbuild.constructor({
      include: own,
      extractComments: false,
      minify: esbuild.constructor.terserMinify,
      terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    }),
  );
}

export default (api: IApi) => {
  if (api.env !== 'production') return;
  let loginFiles: string[] = [];

  api.modifyWebpackConfig((config) => {
    const shim = path.join(api.paths.absSrcPath, 'standalone/max.ts');
    const antdStyle = path.join(api.paths.absTmpPath, 'login-antd.css');
    // The colour the page is drawn in: the build's PORTAL_SETTINGS (.umirc.ts define).
    writeFileSync(antdStyle, loginAntdStyle(api.config.define.PORTAL_SETTINGS.colorPrimary));
    config.entry = {
      ...(config.entry as Record<string, unknown>),
      // antd's styles for the page first, then the page.
      [ENTRY]: { import: [antdStyle, path.join(api.paths.absSrcPath, 'standalone/login.tsx')], layer: LAYER },
    } as typeof config.entry;
    config.experiments = { ...config.experiments, layers: true };
    config.module!.rules!.push({
      issuerLayer: LAYER,
      resolve: { alias: { '@umijs/max': shim } },
      parser: { javascript: { exportsPresence: 'error' } },
    });
    minifyLoginWithTerser(config.optimization?.minimizer);
    return config;
  });

  api.onBuildComplete(({ stats, err }) => {
    if (err) return;
    const { entrypoints } = stats.toJson({ all: false, entrypoints: true, publicPath: true });
    const publicPath = String(api.config.publicPath ?? '/');
    loginFiles = (entrypoints?.[ENTRY]?.assets ?? []).map((asset: { name: string }) => `${publicPath}${asset.name}`);
  });

  api.modifyExportHTMLFiles((files, { markupArgs }) => {
    if (!loginFiles.length) throw new Error('loginEntry: the login entry built no files');
    // The app's scripts as Umi wrote them into index.html (umi.js).
    const app = (markupArgs.scripts as { src?: string }[]).flatMap((script) => (script.src ? [script.src] : []));
    return files.map((file) =>
      file.path === 'index.html' ? { ...file, content: withEntryLoader(file.content, app, loginFiles) } : file,
    );
  });
};
