import fs from 'fs';
import path from 'path';
import { messages as enUSShell } from '@/locales/en-US';
import type { PageMessages } from '@/hooks/usePageT';
import { catalogue, catalogueFile, catalogueFiles, type Locale, type Messages } from '../../../tests/unit/messages';
import { missingKeys, withFallback } from '../locale';

describe('withFallback', () => {
  it('completes a locale from zh-CN with one warning per missing key', () => {
    const warn = jest.fn();
    const merged = withFallback({ hi: 'Hello' }, { hi: '你好', a: '甲', b: '乙' }, 'en-US', warn);
    expect(merged).toEqual({ hi: 'Hello', a: '甲', b: '乙' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"a"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"b"'));
  });

  it('keeps keys only the locale has and warns about nothing when complete', () => {
    const warn = jest.fn();
    expect(withFallback({ hi: 'Hello', extra: 'x' }, { hi: '你好' }, 'en-US', warn)).toEqual({
      hi: 'Hello',
      extra: 'x',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps an empty translation (it is a translation)', () => {
    const warn = jest.fn();
    expect(withFallback({ hi: '' }, { hi: '你好' }, 'en-US', warn)).toEqual({ hi: '' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('locale files', () => {
  const zhCN = catalogue('zh-CN');
  // Without the zh-CN fallback of the shell's en-US file: only what is translated.
  const enUSPages = catalogueFiles('en-US').slice(1).map(catalogueFile);
  const enUSOwn: Messages = Object.assign({ ...enUSShell }, ...enUSPages);

  it('gathers the shell catalogue and every page catalogue', () => {
    const pages = (locale: Locale) => catalogueFiles(locale).map((file) => file.replace(/^.*\/src\//, 'src/'));
    expect(pages('zh-CN')).toContain('src/locales/zh-CN.ts');
    expect(pages('en-US')).toContain('src/locales/en-US.ts');
    expect(pages('en-US')).toEqual(pages('zh-CN').map((file) => file.replace('zh-CN', 'en-US')));
    expect(zhCN).toHaveProperty(['app.title']);
  });

  it('translates every zh-CN key into en-US and has no en-US key without a zh-CN one', () => {
    expect(missingKeys(enUSOwn, zhCN)).toEqual([]);
    expect(missingKeys(zhCN, enUSOwn)).toEqual([]);
  });

  it('defines each key in one file only', () => {
    (['zh-CN', 'en-US'] as const).forEach((locale) => {
      const owners = new Map<string, string[]>();
      catalogueFiles(locale).forEach((file) =>
        Object.keys(catalogueFile(file)).forEach((id) => owners.set(id, [...(owners.get(id) ?? []), file])),
      );
      const twice = [...owners].filter(([, files]) => files.length > 1);
      expect(twice).toEqual([]);
    });
  });

  it('has no empty message', () => {
    [zhCN, enUSOwn].forEach((messages) =>
      Object.entries(messages).forEach(([id, text]) => expect({ id, text: text.trim() }).not.toEqual({ id, text: '' })),
    );
  });
});

describe('texts loaded with their page or gallery component (messages/)', () => {
  const SRC = path.resolve(__dirname, '../..');
  const pageMessageFolders = ['pages', 'components'].flatMap((top) =>
    (fs.readdirSync(path.join(SRC, top), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((entry) => path.basename(entry) === 'messages' && fs.statSync(path.join(SRC, top, entry)).isDirectory())
      .map((entry) => path.join(SRC, top, entry)),
  );
  const zhCN = catalogue('zh-CN');

  it('are found (the gallery pages keep theirs there)', () => {
    const found = pageMessageFolders.map((folder) => path.relative(SRC, folder));
    expect(found).toContain(path.join('pages', 'demo', 'request', 'messages'));
    expect(found).toContain(path.join('components', 'GalleryPage', 'messages'));
    expect(found).toContain(path.join('pages', 'userManage', 'messages'));
  });

  it.each(pageMessageFolders.map((folder) => [path.relative(SRC, folder), folder]))(
    '%s: both languages, the same keys, none empty, none also in the catalogue',
    (_, folder) => {
      const { default: messages } = require(folder) as { default: PageMessages };
      expect(missingKeys(messages['en-US'], messages['zh-CN'])).toEqual([]);
      expect(missingKeys(messages['zh-CN'], messages['en-US'])).toEqual([]);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        for (const [id, text] of Object.entries(messages[locale])) expect({ id, text: text.trim() }).not.toEqual({ id, text: '' });
      }
      expect(Object.keys(messages['zh-CN']).filter((id) => id in zhCN)).toEqual([]);
    },
  );
});
