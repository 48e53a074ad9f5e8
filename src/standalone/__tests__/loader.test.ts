import { entryLoaderScript, LOGIN_STYLESHEET_ID, stylesheetReady } from '../loader';

const FILES = { app: ['./umi.1a2b3c4d.js'], login: ['./login.5e6f7a8b.css', './login.9c0d1e2f.js'] };

/** Runs the loader as index.html would at the given address; answers what it added to the page. */
function runLoaderAt(hash: string) {
  window.location.hash = hash;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  new Function(entryLoaderScript(FILES))();
  return {
    scripts: [...document.body.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async })),
    styles: [...document.head.querySelectorAll('link')].map((l) => ({ href: l.getAttribute('href'), rel: l.rel, id: l.id })),
  };
}

describe('entry loader of index.html', () => {
  it.each(['#/login', '#/login?redirect=%2Fhome', '#/login/'])('loads the login entry and its stylesheet at %s', (hash) => {
    expect(runLoaderAt(hash)).toEqual({
      scripts: [{ src: './login.9c0d1e2f.js', async: false }],
      styles: [{ href: './login.5e6f7a8b.css', rel: 'stylesheet', id: LOGIN_STYLESHEET_ID }],
    });
  });

  it.each(['', '#/home', '#/loginx', '#/userManage?from=/login'])('loads the app at "%s"', (hash) => {
    expect(runLoaderAt(hash)).toEqual({ scripts: [{ src: './umi.1a2b3c4d.js', async: false }], styles: [] });
  });

  it('keeps several scripts in their built order', () => {
    document.body.innerHTML = '';
    window.location.hash = '#/home';
    new Function(entryLoaderScript({ app: ['./a.js', './b.js'], login: [] }))();
    expect([...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['./a.js', './b.js']);
  });
});

describe('stylesheetReady', () => {
  it('answers at once without a stylesheet', async () => {
    await expect(stylesheetReady(null)).resolves.toBeUndefined();
  });

  it.each(['load', 'error'])('waits for the stylesheet until its %s event', async (event) => {
    const link = document.createElement('link');
    let ready = false;
    const waiting = stylesheetReady(link).then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    link.dispatchEvent(new Event(event));
    await waiting;
    expect(ready).toBe(true);
  });
});
