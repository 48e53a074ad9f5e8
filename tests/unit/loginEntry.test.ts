import { withEntryLoader } from '../../config/plugins/loginEntry';

const HTML = '<html><head></head><body><div id="root"></div>\n<script src="./umi.1a2b3c4d.js"></script>\n</body></html>';

test('index.html gets the loader in place of the app\'s script tag, naming both entries', () => {
  const page = withEntryLoader(HTML, ['./umi.1a2b3c4d.js'], ['./login.5e6f7a8b.css', './login.9c0d1e2f.js']);
  expect(page).not.toContain('<script src=');
  const [, loader] = /<script>([\s\S]*)<\/script>/.exec(page)!;
  expect(loader).toContain('"./umi.1a2b3c4d.js"');
  expect(loader).toContain('"./login.9c0d1e2f.js"');
  expect(loader).toContain('"./login.5e6f7a8b.css"');
  expect(page.indexOf('<div id="root">')).toBeLessThan(page.indexOf('<script>'));
});

test('a page without the app\'s script tag fails the build instead of loading nothing', () => {
  expect(() => withEntryLoader(HTML, ['./umi.ffffffff.js'], ['./login.9c0d1e2f.js'])).toThrow('index.html lacks');
});
