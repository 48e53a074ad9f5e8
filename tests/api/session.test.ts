import { APP_START_MS, ADMIN_PASSWORD, createTestApp, manualClock, sessionCookieOf, signIn, signedInCookie, type TestApp } from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { sessionTtlHours: 12 } });
}, APP_START_MS);
afterAll(() => t.close());

const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth/currentUser', headers: cookie ? { cookie } : {}, payload: {} });

const UNAUTHORIZED = {
  success: false,
  status: 401,
  msg: '未登录或登录已过期',
  errorCode: '401',
  errorMessage: '未登录或登录已过期',
  showType: 9,
};

test('without a session every protected call answers 401 with the redirect show type', async () => {
  for (const request of [
    { method: 'POST' as const, url: '/api/oauth/currentUser' },
    { method: 'GET' as const, url: '/api/sys/profile' },
  ]) {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  }
});

test('an unknown token is refused', async () => {
  const response = await currentUser('fssc_session=not-a-real-token');
  expect(response.statusCode).toBe(401);
});

test('a session stops working when it expires', async () => {
  const cookie = await signedInCookie(t.app);
  expect((await currentUser(cookie)).statusCode).toBe(200);
  clock.advance(12 * 3_600_000 + 1000);
  const response = await currentUser(cookie);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(UNAUTHORIZED);
});

test('sign-out revokes the session and clears the cookie', async () => {
  const cookie = await signedInCookie(t.app);
  const other = await signedInCookie(t.app);
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/signout', headers: { cookie }, payload: {} });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 200, msg: 'ok', data: null });
  const cleared = sessionCookieOf(response);
  expect(cleared?.value).toBe('');
  expect(cleared?.maxAge).toBe(0);

  expect((await currentUser(cookie)).statusCode).toBe(401);
  // Another session of the same user is untouched.
  expect((await currentUser(other)).statusCode).toBe(200);
});

test('sign-out works without a session', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/signout', payload: {} });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 200, msg: 'ok', data: null });
});

test('sign-in and the captcha are reachable without a session', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/verifyCode/create' })).statusCode).toBe(200);
  const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
  expect(response.statusCode).toBe(200);
});

test('an unknown /api path answers 404 with the error body', async () => {
  const cookie = await signedInCookie(t.app);
  for (const headers of [{ cookie }, {}]) {
    const response = await t.app.inject({ method: 'POST', url: '/api/no/such/thing?x=1', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      status: 404,
      msg: '资源不存在：POST /api/no/such/thing',
      errorCode: '404',
      errorMessage: '资源不存在：POST /api/no/such/thing',
      showType: 2,
    });
  }
});
