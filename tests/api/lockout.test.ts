import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { signInAttempts } from '../../server/db/schema';
import { MAX_FAILED_LOGINS } from '../../server/plugins/auth/lockout';
import {
  APP_START_MS,
  USER_PASSWORD,
  as,
  createUser,
  manualClock,
  signIn,
  signedInCookie,
  createTestApp,
  type TestApp,
} from './helpers';

// Password verification, watched: it still verifies. The spy goes on the module object that
// server/crypto.ts calls through (an `import * as` namespace would be a read-only copy).
const verify = jest.spyOn(jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2'), 'verify');

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { lockMinutes: 15 } });
  for (const account of ['burst', 'known', 'two.servers', 'Timed.One', 'Case.Mix']) await createUser(t.db, { account });
}, APP_START_MS);
afterAll(() => t.close());

const attemptsOf = async (key: string) =>
  (await t.db.select().from(signInAttempts).where(eq(signInAttempts.accountKey, key)))[0];
const answer = async (account: string, password: string) => (await signIn(t.app, account, password)).json().data;
const wrongMessage = (left: number) => `账号或密码错误，还可尝试 ${left} 次`;

test('40 wrong passwords at once: exactly five are checked, then the account is locked, even against the right one', async () => {
  verify.mockClear();
  const answers = await Promise.all(Array.from({ length: 40 }, () => answer('burst', 'Wrong#Pass1')));
  expect(verify).toHaveBeenCalledTimes(MAX_FAILED_LOGINS);
  const wrong = answers.filter((a) => a.loginFlag === 1).map((a) => a.loginMsg);
  expect(wrong.sort()).toEqual([1, 2, 3, 4].map(wrongMessage).sort());
  expect(answers.filter((a) => a.loginFlag === 3)).toHaveLength(40 - (MAX_FAILED_LOGINS - 1));
  expect(answers.every((a) => a.loginFlag === 1 || a.loginFlag === 3)).toBe(true);

  expect(await answer('burst', USER_PASSWORD)).toEqual({ loginFlag: 3, loginMsg: '账号已锁定，请 15 分钟后再试' });
  expect((await attemptsOf('burst')).lockedUntil).toEqual(new Date(clock.now().getTime() + 15 * 60_000));
});

test('unknown and known names answer the same messages, count the same and lock the same', async () => {
  const sequence = async (account: string) => {
    const answers = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) answers.push(await answer(account, 'Wrong#Pass1'));
    return answers;
  };
  const known = await sequence('known');
  const unknown = await sequence('no.such.user');
  expect(unknown).toEqual(known);
  expect(known.map((a) => a.loginFlag)).toEqual([1, 1, 1, 1, 3, 3]);
  const { lockedUntil, failures } = await attemptsOf('no.such.user');
  expect({ lockedUntil, failures }).toEqual(
    await attemptsOf('known').then((row) => ({ lockedUntil: row.lockedUntil, failures: row.failures })),
  );
});

test('an unknown name costs the same password hash verification as a known one', async () => {
  verify.mockClear();
  await answer('another.unknown', 'Wrong#Pass1');
  await answer('Timed.One', 'Wrong#Pass1');
  expect(verify).toHaveBeenCalledTimes(2);
  for (const [hash, password] of verify.mock.calls)
    expect([String(hash).slice(0, 10), password]).toEqual(['$argon2id$', 'Wrong#Pass1']);
});

test('letter case and spaces do not make new names: the attempts on one account add up', async () => {
  const answers = [];
  for (const name of ['CASE.MIX', ' case.mix ', 'Case.Mix']) answers.push((await answer(name, 'Wrong#Pass1')).loginMsg);
  expect(answers).toEqual([4, 3, 2].map(wrongMessage));
  expect((await attemptsOf('case.mix')).failures).toBe(3);
});

test('two servers on one database share the count: five attempts in all, whichever server takes them', async () => {
  const second = await buildApp({ db: t.db, config: t.config, clock: clock.now });
  try {
    const flags = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) {
      const app = i % 2 === 0 ? t.app : second;
      flags.push((await signIn(app, 'two.servers', 'Wrong#Pass1')).json().data.loginFlag);
    }
    expect(flags).toEqual([1, 1, 1, 1, 3, 3]);
    expect((await signIn(second, 'two.servers', USER_PASSWORD)).json().data.loginFlag).toBe(3);
  } finally {
    await second.close();
  }
}, APP_START_MS);

test('the administrators see the lock of the account and unlock it, from the same count', async () => {
  const admin = as(t.app, await signedInCookie(t.app));
  const id = (await admin.get('/api/users?keyword=burst')).json().data.list[0].id;
  const locked = (await admin.get(`/api/users/${id}`)).json().data;
  expect(locked).toMatchObject({ locked: true, lockedUntil: expect.any(String) });

  expect((await admin.post(`/api/users/${id}/unlock`)).json().data).toMatchObject({ locked: false, lockedUntil: null });
  expect(await attemptsOf('burst')).toBeUndefined();
  expect(await answer('burst', USER_PASSWORD)).toEqual({ loginFlag: 0, loginMsg: 'ok' });
});
