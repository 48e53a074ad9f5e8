import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { passwordPolicyProblem } from '../../server/plugins/user/passwordPolicy';
import { messages, users } from '../../server/db/schema';
import {
  APP_START_MS,
  USER_PASSWORD,
  auditRows,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  signIn,
  signedInCookie,
  type TestApp,
} from './helpers';

const ACCOUNT = 'Ledger.Clerk1';
const NEW_PASSWORD = 'New#Secret2025';
let t: TestApp;
let first: string;

beforeAll(async () => {
  t = await createTestApp();
  first = (await createSignedInUser(t, { account: ACCOUNT })).cookie;
}, APP_START_MS);
afterAll(() => t.close());

const update = (cookie: string, payload: object, headers: Record<string, string> = { 'accept-language': 'en' }) =>
  as(t.app, cookie, headers).post('/api/user/updatePassword', payload);

test('a wrong current password answers 400 WRONG_PASSWORD with the attempts left', async () => {
  expectError(
    await update(first, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }),
    400,
    'Current password is wrong; 4 attempts left',
    'WRONG_PASSWORD',
  );
  expectError(await update(first, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }, {}), 400, '原密码不正确，还可尝试 3 次', 'WRONG_PASSWORD');
});

test('wrong current passwords lock the account like wrong passwords at sign-in', async () => {
  const { cookie } = await createSignedInUser(t, { account: 'guessed.clerk' });
  for (let left = 4; left > 0; left--) {
    expectError(
      await update(cookie, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }),
      400,
      new RegExp(`; ${left} attempts? left$`),
      'WRONG_PASSWORD',
    );
  }
  const locked = 'Account locked; try again in 15 minutes';
  expectError(await update(cookie, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }), 423, locked, 'ACCOUNT_LOCKED');
  expectError(await update(cookie, { oldPassword: USER_PASSWORD, newPassword: NEW_PASSWORD }), 423, locked, 'ACCOUNT_LOCKED');
  expect((await signIn(t.app, 'guessed.clerk', USER_PASSWORD)).json().data.loginFlag).toBe(3);
});

test('sign-in and password change count into the same attempts', async () => {
  const { cookie } = await createSignedInUser(t, { account: 'shared.count' });
  for (let i = 0; i < 3; i++) await signIn(t.app, 'Shared.Count', 'Wrong#Pass1');
  expectError(
    await update(cookie, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }),
    400,
    'Current password is wrong; 1 attempt left',
    'WRONG_PASSWORD',
  );
  expect((await signIn(t.app, 'shared.count', 'Wrong#Pass1')).json().data.loginFlag).toBe(3);
});

test.each([
  ['too short', 'Ab#1234', 'New password must be 8 to 128 characters long'],
  ['too long', 'Aa#1'.repeat(33), 'New password must be 8 to 128 characters long'],
  ['two kinds of characters', 'abcdefgh123', 'New password must contain at least 3 of: lower case letters, upper case letters, digits, symbols'],
  ['letters only', 'abcdEFGHijkl', 'New password must contain at least 3 of: lower case letters, upper case letters, digits, symbols'],
  ['the account', ACCOUNT.toLowerCase(), 'New password must not be the same as the account'],
  ['the current password', USER_PASSWORD, 'New password must differ from the current password'],
  ['a common password', 'Password1', 'New password is a common password and easy to guess; choose another'],
  ['a common password with a symbol', 'Admin@123', 'New password is a common password and easy to guess; choose another'],
  ['a keyboard pattern', 'Qwerty123', 'New password is a common password and easy to guess; choose another'],
  ['a common password in disguise', 'P@ssw0rd!', 'New password is a common password and easy to guess; choose another'],
  ['the account with a symbol added', `${ACCOUNT}!`, 'New password must not be the same as the account'],
  ['a word and a year', 'Welcome@2024', 'New password is too easy to guess; make it longer and less predictable'],
])('a new password that is %s answers 400 naming the rule', async (_case, newPassword, message) => {
  expectError(await update(first, { oldPassword: USER_PASSWORD, newPassword }), 400, message, 'PASSWORD_POLICY');
});

test('policy messages are in Chinese by default', async () => {
  expectError(await update(first, { oldPassword: USER_PASSWORD, newPassword: 'short' }, {}), 400, '新密码长度须为 8 到 128 个字符', 'PASSWORD_POLICY');
  expectError(await update(first, { oldPassword: USER_PASSWORD, newPassword: 'Password1' }, {}), 400, '新密码是常见密码，很容易被猜中，请换一个', 'PASSWORD_POLICY');
});

test.each(['Admin#Pass2025', 'User#Pass2025', 'New#Secret2025', 'Li#Si-Pass2025', 'Given#Pass2025', 'E2e-Admin-Pass-1', 'Bench-Pass-1'])(
  'a password the tests and scripts use, %s, passes the policy',
  (password) => {
    const request = { headers: { 'accept-language': 'en' } } as unknown as FastifyRequest;
    expect(passwordPolicyProblem(request, { account: 'someone', oldPassword: '', newPassword: password })).toBeNull();
  },
);

test.each([
  [{ oldPassword: USER_PASSWORD }, 'newPassword is required'],
  [{ newPassword: NEW_PASSWORD }, 'oldPassword is required'],
  [{ oldPassword: '', newPassword: NEW_PASSWORD }, 'oldPassword must not be empty'],
  [{ oldPassword: USER_PASSWORD, newPassword: 12345678 }, 'newPassword must be a string'],
  [{ oldPassword: USER_PASSWORD, newPassword: NEW_PASSWORD, account: 'x' }, 'unknown field account'],
])('body %p answers 400: %s', async (payload, message) => {
  expectError(await update(first, payload), 400, message);
});

test('success changes the hash, keeps this session and ends the others', async () => {
  const second = await signedInCookie(t.app, ACCOUNT, USER_PASSWORD);
  const before = (await t.db.select().from(users).where(eq(users.account, ACCOUNT)))[0];

  const response = await update(first, { oldPassword: USER_PASSWORD, newPassword: NEW_PASSWORD });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, data: null });

  const after = (await t.db.select().from(users).where(eq(users.account, ACCOUNT)))[0];
  expect(after.passwordHash).toMatch(/^\$argon2id\$/);
  expect(after.passwordHash).not.toBe(before.passwordHash);
  expect(after.passwordChangedAt).toBeInstanceOf(Date);

  const me = (cookie: string) => as(t.app, cookie).post('/api/oauth/currentUser', {});
  expect((await me(first)).statusCode).toBe(200);
  expect((await me(second)).statusCode).toBe(401);

  expect((await signIn(t.app, ACCOUNT, USER_PASSWORD)).json().data.loginFlag).toBe(1);
  expect((await signIn(t.app, ACCOUNT, NEW_PASSWORD)).json().data.loginFlag).toBe(0);
});

test('a changed password sends the user a security message in their language; refused attempts send none', async () => {
  const { id, cookie } = await createSignedInUser(t, { account: 'told.clerk' });
  const securityMessages = () => t.db.select().from(messages).where(and(eq(messages.userId, id), eq(messages.group, 'security')));
  await update(cookie, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
  expect(await securityMessages()).toEqual([]);
  expect((await update(cookie, { oldPassword: USER_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  expect(await securityMessages()).toEqual([
    expect.objectContaining({
      title: 'Your password was changed',
      content: expect.stringMatching(/^Your password has just been changed, and you were signed out on every other device\./),
      level: 2,
      readAt: null,
    }),
  ]);
  const unread = await as(t.app, cookie).get('/api/message/getUserMessage?status=unread&group=security');
  expect(unread.json().data).toMatchObject({ total: 1, list: [{ title: 'Your password was changed', group: 'security' }] });
});

test('every attempt is logged with the passwords redacted', async () => {
  const rows = (await auditRows(t.db, 'user.updatePassword')).filter((row) => row.account === ACCOUNT);
  expect(rows.map((r) => [r.account, r.result])).toEqual([
    ...Array(2).fill([ACCOUNT, 'failure']),
    ...Array(14).fill([ACCOUNT, 'failure']),
    [ACCOUNT, 'success'],
  ]);
  expect(rows[0]).toMatchObject({ target: ACCOUNT, errorMessage: '原密码不正确，还可尝试 4 次', detail: { oldPassword: '***', newPassword: '***' } });
  expect(rows.at(-1)!.detail).toEqual({ oldPassword: '***', newPassword: '***', revokedSessions: 1 });
  const stored = JSON.stringify(rows);
  for (const secret of [USER_PASSWORD, NEW_PASSWORD, 'Wrong#Pass1', 'abcdefgh123']) expect(stored).not.toContain(secret);
});

test('updatePassword needs a session', async () => {
  await expectUnauthorized(t.app, [{ method: 'POST', url: '/api/user/updatePassword', payload: { oldPassword: 'a', newPassword: 'b' } }]);
});
