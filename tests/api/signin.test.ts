import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/crypto';
import { insertUserIfAbsent } from '../../server/db/repositories/users';
import { USER_DISABLED, signInAttempts } from '../../server/db/schema';
import { APP_START_MS, ADMIN_PASSWORD, as, createTestApp, manualClock, sessionCookieOf, signIn, type TestApp } from './helpers';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { lockMinutes: 15, sessionTtlHours: 12 } });
  const passwordHash = await hashPassword('Clerk#1');
  await insertUserIfAbsent(t.db, { userNo: 'U0100', account: 'clerk', name: 'Clerk', passwordHash, zoneNo: 'Z1', zoneName: 'Zone 1', region: 'North' });
  await insertUserIfAbsent(t.db, { userNo: 'U0101', account: 'gone', name: 'Gone', passwordHash, status: USER_DISABLED });
  await insertUserIfAbsent(t.db, { userNo: 'U0102', account: 'victim', name: 'Victim', passwordHash });
}, APP_START_MS);
afterAll(() => t.close());

const attemptsOf = async (account: string) => (await t.db.select().from(signInAttempts).where(eq(signInAttempts.accountKey, account)))[0];

test('success answers flag 0 and sets an HttpOnly, SameSite=Lax session cookie', async () => {
  const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
  const cookie = sessionCookieOf(response);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);

  const me = await t.app.inject({ method: 'POST', url: '/api/oauth/currentUser', cookies: { fssc_session: cookie!.value }, payload: {} });
  expect(me.json()).toEqual({
    success: true,
    data: {
      userNo: 'U0001',
      jobNo: 'A0001',
      name: 'Administrator',
      zoneNo: 'FSSC',
      zoneName: '财务共享服务中心',
      region: 'HQ',
      account: 'admin',
    },
  });
  // The zone is the root organisation: named in the caller's language.
  const inEnglish = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/currentUser',
    cookies: { fssc_session: cookie!.value },
    headers: { 'accept-language': 'en-US' },
    payload: {},
  });
  expect(inEnglish.json().data.zoneName).toBe('Finance Shared Service Center');
});

test('jobNo falls back to userNo for a user without a job number', async () => {
  const cookie = sessionCookieOf(await signIn(t.app, 'clerk', 'Clerk#1'))!;
  const me = await t.app.inject({ method: 'POST', url: '/api/oauth/currentUser', cookies: { fssc_session: cookie.value }, payload: {} });
  expect(me.json().data).toMatchObject({ userNo: 'U0100', jobNo: 'U0100', account: 'clerk', region: 'North' });
});

test('a wrong password is flag 1 and says how many attempts are left', async () => {
  const response = await signIn(t.app, 'clerk', 'wrong');
  expect(response.json().data).toEqual({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
  expect(sessionCookieOf(response)).toBeUndefined();
  expect((await attemptsOf('clerk')).failures).toBe(1);
});

test('a successful sign-in ends the failure count', async () => {
  await signIn(t.app, 'clerk', 'Clerk#1');
  expect(await attemptsOf('clerk')).toBeUndefined();
  expect((await signIn(t.app, 'clerk', 'wrong')).json().data.loginMsg).toBe('账号或密码错误，还可尝试 4 次');
  await signIn(t.app, 'clerk', 'Clerk#1');
});

test('the account is found regardless of letter case and surrounding spaces', async () => {
  const response = await signIn(t.app, ' CLERK ', 'Clerk#1');
  expect(response.json().data.loginFlag).toBe(0);
  const cookie = sessionCookieOf(response)!;
  const me = await as(t.app, `${cookie.name}=${cookie.value}`).post('/api/oauth/currentUser', {});
  expect(me.json().data.account).toBe('clerk');
});

test('an unknown account answers like a wrong password', async () => {
  const response = await signIn(t.app, 'nobody', 'whatever');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
});

test('a disabled account says so only after the right password, and every attempt counts toward the lock', async () => {
  expect((await signIn(t.app, 'gone', 'wrong')).json().data).toEqual({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
  const response = await signIn(t.app, 'gone', 'Clerk#1');
  expect(response.json().data).toEqual({ loginFlag: 4, loginMsg: '账号已停用，请联系管理员' });
  expect(sessionCookieOf(response)).toBeUndefined();
  expect((await attemptsOf('gone')).failures).toBe(2);
  for (let i = 0; i < 3; i++) await signIn(t.app, 'gone', 'Clerk#1');
  expect((await signIn(t.app, 'gone', 'Clerk#1')).json().data.loginFlag).toBe(3);
});

test('five wrong passwords lock the account, even against the right one, until the lock ends', async () => {
  const left = [];
  for (let i = 0; i < 4; i++) left.push((await signIn(t.app, 'victim', 'wrong')).json().data);
  expect(left.map((d) => d.loginFlag)).toEqual([1, 1, 1, 1]);
  expect(left.map((d) => d.loginMsg)).toEqual([4, 3, 2, 1].map((n) => `账号或密码错误，还可尝试 ${n} 次`));

  const fifth = (await signIn(t.app, 'victim', 'wrong')).json().data;
  expect(fifth).toEqual({ loginFlag: 3, loginMsg: '账号已锁定，请 15 分钟后再试' });
  const rightButLocked = await signIn(t.app, 'victim', 'Clerk#1');
  expect(rightButLocked.json().data.loginFlag).toBe(3);
  expect(sessionCookieOf(rightButLocked)).toBeUndefined();

  clock.advance(10 * 60_000);
  expect((await signIn(t.app, 'victim', 'Clerk#1')).json().data).toEqual({ loginFlag: 3, loginMsg: '账号已锁定，请 5 分钟后再试' });

  clock.advance(5 * 60_000 + 1000);
  expect((await signIn(t.app, 'victim', 'Clerk#1')).json().data.loginFlag).toBe(0);
  expect(await attemptsOf('victim')).toBeUndefined();
});

test('failures are forgotten after a quiet spell as long as the lock', async () => {
  for (let i = 0; i < 4; i++) await signIn(t.app, 'victim', 'wrong');
  clock.advance(15 * 60_000 + 1000);
  expect((await signIn(t.app, 'victim', 'wrong')).json().data.loginMsg).toBe('账号或密码错误，还可尝试 4 次');
  await signIn(t.app, 'victim', 'Clerk#1');
});

test('rounds that are over are deleted when a new one starts', async () => {
  await signIn(t.app, 'stale.name', 'wrong');
  clock.advance(15 * 60_000 + 1000);
  await signIn(t.app, 'fresh.name', 'wrong');
  expect(await attemptsOf('stale.name')).toBeUndefined();
  expect((await attemptsOf('fresh.name')).failures).toBe(1);
});

test('the cookie is Secure when the request came over https', async () => {
  const proxied = await createTestApp({ config: { trustProxy: true } });
  try {
    const response = await signIn(proxied.app, 'admin', ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(sessionCookieOf(response)?.secure).toBe(true);
  } finally {
    await proxied.close();
  }
}, APP_START_MS);
