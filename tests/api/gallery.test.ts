/**
 * The request demo's answers (GET /api/gallery/*): signed-in callers only, each failure of the
 * error catalogue in the shape the client reads, in the caller's language, and the delay capped.
 */
import { GALLERY_DELAY_MAX_MS, GALLERY_HTTP_STATUS } from '../../server/plugins/gallery/constants';
import { APP_START_MS, EN, as, createSignedInUser, createTestApp, expectError, expectUnauthorized, type TestApp } from './helpers';

let t: TestApp;
let clerk: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await createSignedInUser(t, { account: 'galleryclerk', roles: ['staff'] });
  clerk = as(t.app, cookie, EN);
}, APP_START_MS);
afterAll(() => t.close());

test('a signed-out caller gets 401 from every route', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/gallery/ok' },
    { method: 'GET', url: '/api/gallery/delay?ms=0' },
    { method: 'GET', url: '/api/gallery/errors/business' },
    { method: 'GET', url: '/api/gallery/errors/network' },
  ]);
});

test('any signed-in user gets the success answers', async () => {
  const ok = await clerk.get('/api/gallery/ok');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ success: true, data: { waitedMs: 0 } });
  const slow = await clerk.get('/api/gallery/delay?ms=20');
  expect(slow.json()).toMatchObject({ success: true, data: { waitedMs: 20 } });
});

test.each([
  ['business', { errorCode: 'GALLERY_BUSINESS', errorMessage: 'The invoice amount of reimbursement BX-2026-0142 differs from the sum of its lines' }],
  ['noInfo', {}],
  ['silent', { errorCode: 'GALLERY_SILENT', showType: 0 }],
  ['warning', { errorCode: 'GALLERY_WARNING', showType: 1 }],
  ['error', { errorCode: 'GALLERY_ERROR', errorMessage: 'Cost centre CC-3100 is frozen and takes no more expenses', showType: 2 }],
  ['notification', { errorCode: 'GALLERY_NOTIFICATION', showType: 4 }],
  ['redirect', { errorCode: 'GALLERY_REDIRECT', errorMessage: 'Voucher PZ-0098 was deleted by someone else', showType: 9 }],
])('%s answers 200 with success false and only its own fields', async (kind, fields) => {
  const response = await clerk.get(`/api/gallery/errors/${kind}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ success: false, ...fields });
  if (kind === 'noInfo') expect(body).toEqual({ success: false });
  if (kind === 'business') expect(body).not.toHaveProperty('showType');
});

test('http answers a non-2xx status with the error envelope, in the caller language', async () => {
  expectError(await clerk.get('/api/gallery/errors/http'), GALLERY_HTTP_STATUS, 'Invoice INV-88017 is already used by another reimbursement', 'GALLERY_HTTP');
  const zh = await clerk.get('/api/gallery/errors/http', { 'accept-language': 'zh-CN' });
  expect(zh.json().errorMessage).toBe('发票 INV-88017 已被另一张报销单使用');
});

test('network redirects to itself, so a browser ends it as a network failure', async () => {
  const response = await clerk.get('/api/gallery/errors/network');
  expect(response.statusCode).toBe(307);
  expect(response.headers.location).toBe('/api/gallery/errors/network');
});

test('odd input answers 400, never 5xx', async () => {
  for (const url of [
    '/api/gallery/errors/nothing',
    '/api/gallery/errors/%00',
    `/api/gallery/delay?ms=${GALLERY_DELAY_MAX_MS + 1}`,
    '/api/gallery/delay?ms=-1',
    '/api/gallery/delay?ms=abc',
    '/api/gallery/delay?ms=0&other=1',
  ]) {
    const response = await clerk.get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
  }
});
