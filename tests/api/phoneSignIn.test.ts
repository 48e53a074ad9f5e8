import { eq } from 'drizzle-orm';
import { phoneCodes, signInAttempts, users } from '../../server/db/schema';
import { DEVICE_COOKIE } from '../../server/plugins/devices/identity';
import { PENDING_COOKIE } from '../../server/plugins/phoneSignIn/constants';
import { maskPhone, normalisePhone } from '../../server/plugins/phoneSignIn/phone';
import type { SmsMessage } from '../../server/plugins/phoneSignIn/senders';
import {
  ADMIN_PASSWORD,
  APP_START_MS,
  EN,
  TEST_DEVICE_KEY,
  USER_PASSWORD,
  adminSession,
  as,
  auditRows,
  createTestApp,
  createUser,
  expectError,
  manualClock,
  sessionCookieOf,
  signIn,
  testConfig,
  type TestApp,
} from './helpers';

// A fixed morning, so no test crosses midnight (the day limit counts per UTC day).
const START = new Date('2026-03-02T08:00:00.000Z');
const MINUTE = 60_000;

/** A sender that keeps what it is given, as an SMS gateway would receive it. */
function keptSender() {
  const sent: SmsMessage[] = [];
  return {
    sent,
    send: async (message: SmsMessage) => {
      sent.push(message);
    },
    last: (phoneNumber: string) => [...sent].reverse().find((message) => message.phoneNumber === phoneNumber),
  };
}

async function setPhone(t: TestApp, account: string, phone: string) {
  await t.db.update(users).set({ phone }).where(eq(users.account, account));
}

let address = 0;
/** A client address of its own for each call, so the per-address limit stays out of the way unless a test wants it. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

describe('pure helpers', () => {
  test.each([
    ['13800000001', '13800000001'],
    [' 138 0000-0001 ', '13800000001'],
    ['+86 (138) 0000.0001', '13800000001'],
    ['0086 138 0000 0001', '13800000001'],
    ['8613800000001', '13800000001'],
    // Only a mainland mobile number loses the country code.
    ['+86 10 6552 9988', '+861065529988'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', '12345'],
  ])('normalisePhone(%p) is %p', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));

  test.each(['', '1234', '+', '++8613800000001', '138x0000001', '1'.repeat(21), '1380000000１'])('normalisePhone(%p) is null', (raw) =>
    expect(normalisePhone(raw)).toBeNull(),
  );

  test.each([
    ['13800000000', '138****0000'],
    ['+8613800000000', '+861****0000'],
    ['12345678', '****5678'],
    ['12345', '****5'],
  ])('maskPhone(%p) is %p', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});

describe('sign-in by phone code (verification off)', () => {
  const clock = manualClock(START);
  const sms = keptSender();
  let t: TestApp;

  beforeAll(async () => {
    const sms5 = { ...testConfig().sms, perAddressPerHour: 5 };
    t = await createTestApp({ clock: clock.now, smsSender: sms.send, config: { lockMinutes: 15, sms: sms5 } });
    for (const account of ['phone.one', 'phone.json', 'phone.lock', 'phone.day', 'phone.twin1', 'phone.twin2', 'phone.known']) {
      await createUser(t.db, { account });
    }
    await createUser(t.db, { account: 'phone.off', status: 0 });
    await setPhone(t, 'phone.one', '138 0000 0001');
    await setPhone(t, 'phone.json', '13800000010');
    await setPhone(t, 'phone.lock', '13800000011');
    await setPhone(t, 'phone.day', '13800000012');
    await setPhone(t, 'phone.known', '13800000013');
    await setPhone(t, 'phone.twin1', '13800000002');
    await setPhone(t, 'phone.twin2', '13800000002');
    await setPhone(t, 'phone.off', '13800000003');
  }, APP_START_MS);
  afterAll(() => t.close());

  const sendCode = (phoneNumber: string, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/oauth/sendSmsCode', remoteAddress, headers, payload: { phoneNumber } });

  /** The portal's form-data sign-in. */
  const loginForm = (phoneNumber: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/loginByPhoneNumber',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${DEVICE_COOKIE}=${TEST_DEVICE_KEY}`, ...headers },
      payload: new URLSearchParams({ phoneNumber, code, device: 'jest' }).toString(),
    });
  const answerOf = async (phoneNumber: string, code: string) => (await loginForm(phoneNumber, code)).json().data;

  test('a code goes out for a number of one enabled account; every other number gets the same answer and no SMS', async () => {
    sms.sent.length = 0;
    const answers = [];
    for (const number of ['13800000001', '13900000099', '13800000002', '13800000003']) {
      const response = await sendCode(number);
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, msg: 'ok', data: { resendAfter: 60, expiresIn: 300 } });
    // Only the account's number was sent a code: unknown, shared and disabled numbers were not.
    expect(sms.sent.map(({ phoneNumber, purpose }) => ({ phoneNumber, purpose }))).toEqual([{ phoneNumber: '13800000001', purpose: 'signin' }]);
    expect(sms.sent[0].code).toMatch(/^\d{6}$/);
    expect(sms.sent[0].text).toBe(`您的登录验证码为 ${sms.sent[0].code}，5 分钟内有效。请勿告诉他人。`);
    // Each number holds one code, stored only as a digest.
    const rows = await t.db.select().from(phoneCodes);
    const stored = rows.filter((row) => ['13800000001', '13900000099', '13800000002', '13800000003'].includes(row.phone));
    expect(stored).toHaveLength(4);
    expect(stored.every((row) => row.codeHash.length === 64 && !row.codeHash.includes(sms.sent[0].code))).toBe(true);
  });

  test('the form-data sign-in opens a session like the password sign-in, once per code, and logs the code masked', async () => {
    const code = sms.last('13800000001')!.code;
    const response = await loginForm('138-0000-0001', code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
    const session = sessionCookieOf(response)!;
    expect(session.httpOnly).toBe(true);
    expect(response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value).toBe(TEST_DEVICE_KEY);
    const me = await as(t.app, `${session.name}=${session.value}`).post('/api/oauth/currentUser');
    expect(me.json().data.account).toBe('phone.one');

    // Used once.
    expect(await answerOf('13800000001', code)).toEqual({ loginFlag: 1, loginMsg: '验证码错误或已过期，还可尝试 4 次' });

    const rows = await auditRows(t.db, 'auth.phoneSignin');
    const [success, again] = rows.slice(-2);
    expect(success).toMatchObject({ result: 'success', account: 'phone.one', target: '13800000001' });
    expect(success.detail).toEqual({ phoneNumber: '13800000001', code: '***', device: 'jest', loginFlag: 0 });
    expect(again).toMatchObject({ result: 'failure', account: 'phone.one', errorMessage: '验证码错误或已过期，还可尝试 4 次' });
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  test('JSON bodies work too, and answers follow the caller’s language', async () => {
    await sendCode('13800000010');
    const code = sms.last('13800000010')!.code;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/loginByPhoneNumber',
      headers: EN,
      payload: { phoneNumber: '13800000010', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().data).toEqual({ loginFlag: 1, loginMsg: 'The code is wrong or expired; 4 attempts left' });
    const right = await t.app.inject({ method: 'POST', url: '/api/oauth/loginByPhoneNumber', payload: { phoneNumber: '13800000010', code } });
    expect(right.json().data.loginFlag).toBe(0);
    expect(sessionCookieOf(right)).toBeDefined();
  });

  test('one code a minute per number (429 with Retry-After), known or not', async () => {
    for (const number of ['13800000013', '13900000013']) {
      expect((await sendCode(number)).statusCode).toBe(200);
      clock.advance(20_000);
      const again = await sendCode(number);
      expectError(again, 429, '请求过于频繁，请 40 秒后再试', 'RATE_LIMITED');
      expect(again.headers['retry-after']).toBe('40');
      clock.advance(40_000);
      expect((await sendCode(number)).statusCode).toBe(200);
    }
  });

  test('ten codes a day per number; the eleventh waits for the next day', async () => {
    const before = sms.sent.length;
    for (let i = 0; i < 10; i++) {
      expect((await sendCode('13800000012')).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    expect(sms.sent.length - before).toBe(10);
    const refused = await sendCode('13800000012');
    expect(refused.statusCode).toBe(429);
    const midnight = Date.UTC(2026, 2, 3);
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil((midnight - clock.now().getTime()) / 1000));
    // The last code still works.
    const last = sms.last('13800000012')!.code;
    expect(await answerOf('13800000012', last)).toMatchObject({ loginFlag: 0 });
  });

  test('a client address may ask for SMS_LIMIT_PER_ADDRESS codes an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendCode(`1370000000${i}`, '10.200.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect((await sendCode('13700000009', '10.200.0.2')).statusCode).toBe(200);
  });

  test('a code expires after 5 minutes (the app clock)', async () => {
    clock.advance(2 * MINUTE);
    await sendCode('13800000013');
    const code = sms.last('13800000013')!.code;
    clock.advance(5 * MINUTE + 1000);
    expect(await answerOf('13800000013', code)).toEqual({ loginFlag: 1, loginMsg: '验证码错误或已过期，还可尝试 4 次' });
    // That wrong attempt is forgotten with the next successful sign-in.
    await sendCode('13800000013');
    expect(await answerOf('13800000013', sms.last('13800000013')!.code)).toMatchObject({ loginFlag: 0 });
  });

  test('five wrong codes in a row lock the number and its account, the password door included; the code is dropped', async () => {
    clock.advance(2 * MINUTE);
    await sendCode('13800000011');
    const code = sms.last('13800000011')!.code;
    const wrong = code === '999999' ? '888888' : '999999';
    const flags = [];
    for (let i = 0; i < 5; i++) flags.push((await answerOf('13800000011', wrong)).loginFlag);
    expect(flags).toEqual([1, 1, 1, 1, 3]);
    expect(await answerOf('13800000011', code)).toEqual({ loginFlag: 3, loginMsg: '账号已锁定，请 15 分钟后再试' });
    expect((await signIn(t.app, 'phone.lock', USER_PASSWORD)).json().data.loginFlag).toBe(3);
    expect(await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '13800000011'))).toEqual([]);
    const keys = (await t.db.select().from(signInAttempts)).map((row) => row.accountKey);
    expect(keys).toEqual(expect.arrayContaining(['phone:13800000011', 'phone.lock']));
  });

  test('an administrator’s unlock opens both doors; the number may be typed with +86', async () => {
    const admin = await adminSession(t);
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'phone.lock'));
    expect((await admin.post(`/api/users/${id}/unlock`)).statusCode).toBe(200);
    expect(await t.db.select().from(signInAttempts).where(eq(signInAttempts.accountKey, 'phone:13800000011'))).toEqual([]);
    clock.advance(2 * MINUTE);
    await sendCode('+86 138 0000 0011');
    expect(await answerOf('0086-13800000011', sms.last('13800000011')!.code)).toMatchObject({ loginFlag: 0 });
  });

  test('a number of no account (unknown, shared by two accounts) answers, counts and locks exactly like a known one', async () => {
    const sequence = async (number: string) => {
      await sendCode(number);
      // Never the code that was sent (a number of no account has one too, unsent).
      const wrong = sms.last(number)?.code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await answerOf(number, wrong));
      return answers;
    };
    const known = await sequence('13800000013');
    expect(known.map((a) => a.loginFlag)).toEqual([1, 1, 1, 1, 3, 3]);
    expect(await sequence('13900000077')).toEqual(known);
    expect(await sequence('13800000002')).toEqual(known);
  });

  test('a number that is not one is refused with 400; a missing code too', async () => {
    expectError(await sendCode('12ab'), 400, '请输入正确的手机号', 'PHONE_INVALID');
    expectError(await sendCode('12ab', nextAddress(), EN), 400, 'Enter a valid phone number', 'PHONE_INVALID');
    expect((await loginForm('13800000001', '')).statusCode).toBe(400);
    expect((await loginForm('x', '123456')).statusCode).toBe(400);
  });

  test('form bodies are read by these routes only, and never from another site', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/loginByPhoneNumber',
      headers: { ...form, origin: 'http://evil.example.com', ...EN },
      payload: 'phoneNumber=13800000001&code=123456',
    });
    expectError(crossSite, 403, 'Refused: changes are not accepted from another site; use the portal itself');
    const password = await t.app.inject({ method: 'POST', url: '/api/oauth/signin', headers: { ...form, ...EN }, payload: 'account=admin&password=x' });
    expectError(password, 415, 'Unsupported Content-Type: application/x-www-form-urlencoded; send application/json');
    // Unknown fields are refused as in JSON.
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/loginByPhoneNumber',
      headers: form,
      payload: 'phoneNumber=13800000001&code=123456&role=admin',
    });
    expect(extra.statusCode).toBe(400);
  });

  test('the password sign-in is unchanged when the verification is off', async () => {
    const response = await signIn(t.app, 'phone.json', USER_PASSWORD);
    expect(response.json().data).toEqual({ loginFlag: 0, loginMsg: 'ok' });
    expect(response.cookies.find((cookie) => cookie.name === PENDING_COOKIE)).toBeUndefined();
    const admin = await adminSession(t);
    const flags = (await admin.get('/api/dev/info')).json().data.flags;
    expect(flags).toContainEqual({ key: 'loginMobileVerification', on: false });
  });
});

describe('login mobile verification (second step after the password)', () => {
  const clock = manualClock(START);
  const sms = keptSender();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, smsSender: sms.send, config: { lockMinutes: 15, loginMobileVerification: true } });
    for (const account of ['step.one', 'step.lock', 'step.nophone', 'step.resend']) await createUser(t.db, { account });
    await setPhone(t, 'step.one', '13900000001');
    await setPhone(t, 'step.lock', '13900000002');
    await setPhone(t, 'step.resend', '13900000003');
  }, APP_START_MS);
  afterAll(() => t.close());

  const pendingOf = (response: Awaited<ReturnType<typeof signIn>>) => {
    const cookie = response.cookies.find((item) => item.name === PENDING_COOKIE);
    return cookie ? `${PENDING_COOKIE}=${cookie.value}` : '';
  };
  const verify = (pending: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/verifyPhoneCode',
      headers: { cookie: [pending, `${DEVICE_COOKIE}=${TEST_DEVICE_KEY}`].filter(Boolean).join('; ') },
      payload: { code },
    });

  test('the right password asks for the code sent to the account’s phone; the code finishes the sign-in once', async () => {
    const first = await signIn(t.app, 'step.one', USER_PASSWORD);
    expect(first.json().data).toEqual({ loginFlag: 6, loginMsg: '请输入发送到 139****0001 的短信验证码', maskedPhone: '139****0001' });
    expect(sessionCookieOf(first)).toBeUndefined();
    const pendingCookie = first.cookies.find((item) => item.name === PENDING_COOKIE)!;
    expect(pendingCookie).toMatchObject({ httpOnly: true, path: '/api/oauth', maxAge: 300 });
    const pending = pendingOf(first);
    const { code, purpose } = sms.last('13900000001')!;
    expect(purpose).toBe('verify');

    const wrong = await verify(pending, code === '000000' ? '111111' : '000000');
    // The password attempt and this one: three left.
    expect(wrong.json().data).toEqual({ loginFlag: 1, loginMsg: '验证码错误或已过期，还可尝试 3 次' });
    // The code works only with the cookie of the browser that gave the password.
    expect((await verify('', code)).json().data.loginFlag).toBe(8);

    const right = await verify(pending, code);
    expect(right.json().data).toEqual({ loginFlag: 0, loginMsg: 'ok' });
    const session = sessionCookieOf(right)!;
    expect((await as(t.app, `${session.name}=${session.value}`).post('/api/oauth/currentUser')).json().data.account).toBe('step.one');
    // Both used up.
    expect((await verify(pending, code)).json().data).toEqual({ loginFlag: 8, loginMsg: '验证已过期，请重新登录' });

    const rows = (await auditRows(t.db, 'auth.signin')).filter((row) => row.account === 'step.one');
    expect(rows.map((row) => [row.result, (row.detail as { loginFlag: number }).loginFlag])).toEqual([
      ['failure', 6],
      ['failure', 1],
      ['success', 0],
      ['failure', 8],
    ]);
    expect(rows[2].detail).toMatchObject({ step: 'phoneCode', phoneNumber: '139****0001', code: '***' });
  });

  test('an account without a phone is refused with a message to ask an administrator', async () => {
    const response = await signIn(t.app, 'step.nophone', USER_PASSWORD, EN);
    expect(response.json().data).toEqual({
      loginFlag: 7,
      loginMsg: 'Sign-in needs a phone code, but your account has no phone number; contact your administrator',
    });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(pendingOf(response)).toBe('');
  });

  test('wrong codes share the account’s lock with the password; an expired step answers loginFlag 8', async () => {
    const response = await signIn(t.app, 'step.lock', USER_PASSWORD);
    const pending = pendingOf(response);
    const code = sms.last('13900000002')!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const flags = [];
    for (let i = 0; i < 4; i++) flags.push((await verify(pending, wrong)).json().data.loginFlag);
    // The password took the first of the five attempts.
    expect(flags).toEqual([1, 1, 1, 3]);
    expect((await signIn(t.app, 'step.lock', USER_PASSWORD)).json().data.loginFlag).toBe(3);
    expect((await verify(pending, code)).json().data.loginFlag).toBe(8);
  });

  test('a new code at most once a minute; the new one replaces the old; the step expires after 5 minutes', async () => {
    const pending = pendingOf(await signIn(t.app, 'step.resend', USER_PASSWORD));
    const old = sms.last('13900000003')!.code;
    const resend = () => t.app.inject({ method: 'POST', url: '/api/oauth/resendPhoneCode', headers: { cookie: pending }, payload: {} });
    const early = await resend();
    expectError(early, 429, /请求过于频繁/, 'RATE_LIMITED');
    clock.advance(MINUTE);
    expect((await resend()).json()).toEqual({ status: 200, msg: 'ok', data: { resendAfter: 60, expiresIn: 300 } });
    const fresh = sms.last('13900000003')!.code;
    if (fresh !== old) expect((await verify(pending, old)).json().data.loginFlag).toBe(1);
    clock.advance(5 * MINUTE);
    expect((await verify(pending, fresh)).json().data.loginFlag).toBe(8);
    expectError(await t.app.inject({ method: 'POST', url: '/api/oauth/resendPhoneCode', headers: { cookie: pending }, payload: {} }), 400, '验证已过期，请重新登录', 'STEP_EXPIRED');
  });

  test('/dev shows the setting', async () => {
    clock.advance(MINUTE);
    // The administrator needs the second step too: sign in through it.
    const first = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    expect(first.json().data.loginFlag).toBe(7);
    await setPhone(t, 'admin', '13900000009');
    const again = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const session = sessionCookieOf(await verify(pendingOf(again), sms.last('13900000009')!.code))!;
    const flags = (await as(t.app, `${session.name}=${session.value}`).get('/api/dev/info')).json().data.flags;
    expect(flags).toContainEqual({ key: 'loginMobileVerification', on: true });
  });
});
