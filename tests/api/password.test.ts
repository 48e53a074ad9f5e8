import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import {
  USER_PASSWORD,
  auditRows,
  caller,
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
});
afterAll(() => t.close());

const update = (cookie: string, payload: object, headers: Record<string, string> = { 'accept-language': 'en' }) =>
  caller(t.app, cookie, headers).post('/api/user/updatePassword', payload);

test('a wrong current password answers 400 WRONG_PASSWORD', async () => {
  expectError(await update(first, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }), 400, 'Current password is wrong', 'WRONG_PASSWORD');
  expectError(await update(first, { oldPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD }, {}), 400, '原密码不正确', 'WRONG_PASSWORD');
});

test.each([
  ['too short', 'Ab#1234', 'New password must be 8 to 128 characters long'],
  ['too long', 'Aa#1'.repeat(33), 'New password must be 8 to 128 characters long'],
  ['two kinds of characters', 'abcdefgh123', 'New password must contain at least 3 of: lower case letters, upper case letters, digits, symbols'],
  ['letters only', 'abcdEFGHijkl', 'New password must contain at least 3 of: lower case letters, upper case letters, digits, symbols'],
  ['the account', ACCOUNT.toLowerCase(), 'New password must not be the same as the account'],
  ['the current password', USER_PASSWORD, 'New password must differ from the current password'],
])('a new password that is %s answers 400 naming the rule', async (_case, newPassword, message) => {
  expectError(await update(first, { oldPassword: USER_PASSWORD, newPassword }), 400, message, 'PASSWORD_POLICY');
});

test('policy messages are in Chinese by default', async () => {
  expectError(await update(first, { oldPassword: USER_PASSWORD, newPassword: 'short' }, {}), 400, '新密码长度须为 8 到 128 个字符', 'PASSWORD_POLICY');
});

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

  const me = (cookie: string) => caller(t.app, cookie).post('/api/oauth/currentUser', {});
  expect((await me(first)).statusCode).toBe(200);
  expect((await me(second)).statusCode).toBe(401);

  expect((await signIn(t.app, ACCOUNT, USER_PASSWORD)).json().data.loginFlag).toBe(1);
  expect((await signIn(t.app, ACCOUNT, NEW_PASSWORD)).json().data.loginFlag).toBe(0);
});

test('every attempt is logged with the passwords redacted', async () => {
  const rows = await auditRows(t.db, 'user.updatePassword');
  expect(rows.map((r) => [r.account, r.result])).toEqual([
    ...Array(2).fill([ACCOUNT, 'failure']),
    ...Array(7).fill([ACCOUNT, 'failure']),
    [ACCOUNT, 'success'],
  ]);
  expect(rows[0]).toMatchObject({ target: ACCOUNT, errorMessage: '原密码不正确', detail: { oldPassword: '***', newPassword: '***' } });
  expect(rows.at(-1)!.detail).toEqual({ oldPassword: '***', newPassword: '***', revokedSessions: 1 });
  const stored = JSON.stringify(rows);
  for (const secret of [USER_PASSWORD, NEW_PASSWORD, 'Wrong#Pass1', 'abcdefgh123']) expect(stored).not.toContain(secret);
});

test('updatePassword needs a session', async () => {
  await expectUnauthorized(t.app, [{ method: 'POST', url: '/api/user/updatePassword', payload: { oldPassword: 'a', newPassword: 'b' } }]);
});
