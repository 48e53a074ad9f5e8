import { eq } from 'drizzle-orm';
import { captchas, users } from '../../server/db/schema';
import { CAPTCHA_TTL_MS } from '../../server/plugins/auth/captcha';
import { ADMIN_PASSWORD, createTestApp, manualClock, signIn, type TestApp } from './helpers';

describe('captcha enabled (real images)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captchaEnabled: true } });
  });
  afterAll(() => t.close());

  test('create answers a token and an SVG data URL, and stores only digests', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/verifyCode/create?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, msg: 'ok', data: { enabled: true } });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.data.image.split(',')[1], 'base64').toString()).toContain('<svg');

    const rows = await t.db.select().from(captchas);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toBe(body.data.token);
  });
});

describe('captcha disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captchaEnabled: false } });
  });
  afterAll(() => t.close());

  test('create says so with an empty token and image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/verifyCode/create?t=1' });
    expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { enabled: false, token: '', image: '' } });
  });

  test('sign-in needs no captcha', async () => {
    const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    expect(response.json().data.loginFlag).toBe(0);
  });
});

describe('sign-in with captcha', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { captchaEnabled: true },
      clock: clock.now,
      generateCaptcha: () => ({ text: 'AbCd', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    });
  });
  afterAll(() => t.close());

  async function newToken(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/verifyCode/create' });
    return response.json().data.token;
  }

  const attempt = (token: string | undefined, validateCode: string | undefined, password = ADMIN_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/signin',
      headers: token ? { token } : {},
      payload: { device: 'jest', account: 'admin', password, ...(validateCode === undefined ? {} : { validateCode }) },
    });

  const failedLogins = async () => (await t.db.select().from(users).where(eq(users.account, 'admin')))[0].failedLogins;

  test('the right answer, in any letter case, signs in', async () => {
    const response = await attempt(await newToken(), ' abcd ');
    expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
  });

  test('a wrong answer is flag 2 and does not count as a wrong password', async () => {
    const response = await attempt(await newToken(), 'zzzz', 'not-the-password');
    expect(response.json().data).toEqual({ loginFlag: 2, loginMsg: '验证码错误或已过期，请刷新后重试' });
    expect(await failedLogins()).toBe(0);
  });

  test('a token works once only, even after a right answer', async () => {
    const token = await newToken();
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(0);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('a token used by a wrong answer cannot be retried', async () => {
    const token = await newToken();
    expect((await attempt(token, 'wxyz')).json().data.loginFlag).toBe(2);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('an expired token is refused', async () => {
    const token = await newToken();
    clock.advance(CAPTCHA_TTL_MS + 1000);
    expect((await attempt(token, 'abcd')).json().data.loginFlag).toBe(2);
  });

  test('a missing token or answer is flag 2 with its own message', async () => {
    const noToken = await attempt(undefined, 'abcd');
    expect(noToken.json().data).toEqual({ loginFlag: 2, loginMsg: '请输入验证码' });
    const noAnswer = await attempt(await newToken(), undefined);
    expect(noAnswer.json().data.loginFlag).toBe(2);
    const unknownToken = await attempt('no-such-token', 'abcd');
    expect(unknownToken.json().data.loginFlag).toBe(2);
  });

  test('creating a captcha removes expired ones', async () => {
    await newToken();
    clock.advance(CAPTCHA_TTL_MS + 1000);
    await newToken();
    const rows = await t.db.select().from(captchas);
    expect(rows.every((row) => row.expiresAt > clock.now())).toBe(true);
  });
});
