import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { createTestApp, signedInCookie, type TestApp } from './helpers';

const dist = mkdtempSync(path.join(os.tmpdir(), 'fssc-dist-'));
const INDEX = '<!doctype html><title>FSSC</title>';
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'api'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'umi.3f2a9c1d.js'), 'console.log("app")');
  mkdirSync(path.join(dist, 'downloads'));
  writeFileSync(path.join(dist, 'downloads', 'index.json'), '[]');
  writeFileSync(path.join(dist, 'api', 'leak.json'), '{"leak":true}');
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

test('index.html is served at / without caching', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(INDEX);
  expect(response.headers['cache-control']).toBe('no-cache');
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
    expect(response.headers['cache-control']).toBe('no-cache');
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
