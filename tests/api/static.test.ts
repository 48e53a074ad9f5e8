import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import { createHash } from 'crypto';
import { APP_START_MS, createTestApp, signedInCookie, type TestApp } from './helpers';

const dist = mkdtempSync(path.join(os.tmpdir(), 'fssc-dist-'));
const INDEX = '<!doctype html><title>FSSC</title>';
const BIG_ASSET = `export const rows = [${'"a row of the user list", '.repeat(400)}];`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'api'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'umi.3f2a9c1d.js'), 'console.log("app")');
  // As scripts/precompress.mjs leaves them: compressed siblings of a large asset.
  writeFileSync(path.join(dist, 'p__userManage.5e6f7a8b.async.js'), BIG_ASSET);
  writeFileSync(path.join(dist, 'p__userManage.5e6f7a8b.async.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(path.join(dist, 'p__userManage.5e6f7a8b.async.js.gz'), gzipSync(BIG_ASSET));
  mkdirSync(path.join(dist, 'downloads'));
  writeFileSync(path.join(dist, 'downloads', 'index.json'), '[]');
  writeFileSync(path.join(dist, 'api', 'leak.json'), '{"leak":true}');
  t = await createTestApp({ config: { distDir: dist } });
}, APP_START_MS);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

test('the CSP allows exactly the inline scripts of the current index.html, read again when it changes', async () => {
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const scriptSrc = async () =>
    /script-src ([^;]*)/.exec(String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']))?.[1].trim();
  expect(await scriptSrc()).toBe("'self'");
  const loader = 'var login=/^#\\/login/.test(location.hash);';
  const other = 'document.title="other";';
  try {
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${loader}</script><script src="./umi.3f2a9c1d.js"></script><script>${other}</script>`);
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 2000));
    expect(await scriptSrc()).toBe(`'self' ${sha(loader)} ${sha(other)}`);
    // A script of the page changed by a build: the old hash no longer allows anything.
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${other}</script>`);
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(await scriptSrc()).toBe(`'self' ${sha(other)}`);
  } finally {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 10000));
  }
  expect(await scriptSrc()).toBe("'self'");
});

test('index.html is served at / and never cached', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(INDEX);
  expect(response.headers['cache-control']).toBe('no-store');
});

test('a built file is sent in the encoding made at build time that the browser accepts', async () => {
  const url = '/p__userManage.5e6f7a8b.async.js';
  const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_ASSET);

  const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_ASSET);

  const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(BIG_ASSET);
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
});

test('the compressed siblings are not files of their own', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/p__userManage.5e6f7a8b.async.js.br' });
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toBe(INDEX);
});

test('API answers above the threshold are compressed, small ones are not', async () => {
  const cookie = await signedInCookie(t.app);
  const large = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie, 'accept-encoding': 'br, gzip' } });
  expect(large.statusCode).toBe(200);
  expect(large.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
  const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie, 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const small = await t.app.inject({ method: 'GET', url: '/api/sys/profile', headers: { cookie, 'accept-encoding': 'br, gzip' } });
  expect(small.statusCode).toBe(200);
  expect(Number(small.headers['content-length'] ?? small.rawPayload.length)).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
});

test('built assets with a content hash are served with a long max-age', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/umi.3f2a9c1d.js' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('console.log');
  expect(response.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
});

test('files without a content hash (public/ files) are revalidated', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/downloads/index.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
});

test('a client-side route falls back to index.html', async () => {
  for (const url of ['/userManage', '/portal/myFeedback?x=1', '/index.html']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-store');
  }
  expect((await t.app.inject({ method: 'HEAD', url: '/taskHome' })).statusCode).toBe(200);
});

test('nothing is served for /api paths, even files under dist/api', async () => {
  const cookie = await signedInCookie(t.app);
  for (const url of ['/api/leak.json', '/api/unknown']) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: 404 });
  }
});

test('other methods on unknown paths answer the 404 error body', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/userManage' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false, status: 404, errorCode: '404' });
});
