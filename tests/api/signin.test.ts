import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/crypto';
import { insertUserIfAbsent } from '../../server/db/repositories/users';
import { USER_DISABLED, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, createTestApp, manualClock, sessionCookieOf, signIn, type TestApp } from './helpers';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { lockMinutes: 15, sessionTtlHours: 12 } });
  const passwordHash = await hashPassword('Clerk#1');
  await insertUserIfAbsent(t.db, { userNo: 'U0100', account: 'clerk', name: 'Clerk', passwordHash, zoneNo: 'Z1', zoneName: 'Zone 1', region: 'North' });
  await insertUserIfAbsent(t.db, { userNo: 'U0101', account: 'gone', name: 'Gone', passwordHash, status: USER_DISABLED });
  await insertUserIfAbsent(t.db, { userNo: 'U0102', account: 'victim', name: 'Victim', passwordHash });
});
afterAll(() => t.close());

const userRow = async (account: string) => (await t.db.select().from(users).where(eq(users.account, account)))[0];

test('success answers flag 0 and sets an HttpOnly, SameSite=Lax session cookie', async () => {
  const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
  const cookie = sessionCookieOf(response);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);

  const me = await t.app.inject({ method: 'POST', url: '/api/oauth/currentUser', cookies: { fssc_session: cookie!.value } });
  expect(me.json()).toEqual({
    success: true,
    data: {
      userNo: 'U0001',
      jobNo: 'A0001',
      name: 'Administrator',
      zoneNo: 'FSSC',
      zoneName: 'Finance Shared Service Center',
      region: 'HQ',
      account: 'admin',
    },
  });
});

test('jobNo falls back to userNo for a user without a job number', async () => {
  const cookie = sessionCookieOf(await signIn(t.app, 'clerk', 'Clerk#1'))!;
  const me = await t.app.inject({ method: 'POST', url: '/api/oauth/currentUser', cookies: { fssc_session: cookie.value } });
  expect(me.json().data).toMatchObject({ userNo: 'U0100', jobNo: 'U0100', account: 'clerk', region: 'North' });
});

test('a wrong password is flag 1 and says how many attempts are left', async () => {
  const response = await signIn(t.app, 'clerk', 'wrong');
  expect(response.json().data).toEqual({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
  expect(sessionCookieOf(response)).toBeUndefined();
  expect((await userRow('clerk')).failedLogins).toBe(1);
});

test('a successful sign-in resets the failure count', async () => {
  await signIn(t.app, 'clerk', 'Clerk#1');
  expect((await userRow('clerk')).failedLogins).toBe(0);
});

test('an unknown account answers like a wrong password', async () => {
  const response = await signIn(t.app, 'nobody', 'whatever');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
});

test('a disabled account with the right password is flag 4', async () => {
  const response = await signIn(t.app, 'gone', 'Clerk#1');
  expect(response.json().data).toEqual({ loginFlag: 4, loginMsg: '账号已停用，请联系管理员' });
  expect(sessionCookieOf(response)).toBeUndefined();
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
  const row = await userRow('victim');
  expect(row.failedLogins).toBe(0);
  expect(row.lockedUntil).toBeNull();
});

test('the cookie is Secure when the request came over https', async () => {
  const proxied = await createTestApp({ config: { trustProxy: true } });
  try {
    const response = await signIn(proxied.app, 'admin', ADMIN_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(sessionCookieOf(response)?.secure).toBe(true);
  } finally {
    await proxied.close();
  }
});
