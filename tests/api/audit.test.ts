import { asc } from 'drizzle-orm';
import { operationLogs } from '../../server/db/schema';
import { redact } from '../../server/plugins/audit';
import { APP_START_MS, ADMIN_PASSWORD, createTestApp, signIn, signedInCookie, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);
afterAll(() => t.close());

const logs = () => t.db.select().from(operationLogs).orderBy(asc(operationLogs.id));

test('sign-in success, failure and sign-out each leave a row, with secrets redacted', async () => {
  await signIn(t.app, 'admin', 'Wrong#Pass', { 'user-agent': 'jest' });
  await signIn(t.app, 'ghost', 'Ghost#Pass');
  const cookie = await signedInCookie(t.app);
  await t.app.inject({ method: 'POST', url: '/api/oauth/signout', headers: { cookie }, payload: {} });

  const rows = await logs();
  expect(rows.map((r) => [r.action, r.account, r.result])).toEqual([
    ['auth.signin', 'admin', 'failure'],
    ['auth.signin', 'ghost', 'failure'],
    ['auth.signin', 'admin', 'success'],
    ['auth.signout', 'admin', 'success'],
  ]);
  const [wrong, ghost, success, signout] = rows;

  expect(wrong.userId).toEqual(success.userId);
  expect(wrong.errorMessage).toBe('账号或密码错误，还可尝试 4 次');
  expect(wrong.detail).toEqual({ device: 'jest', account: 'admin', password: '***', validateCode: '***', loginFlag: 1 });
  expect(wrong.ip).toBe('127.0.0.1');
  expect(wrong.durationMs).toBeGreaterThanOrEqual(0);
  expect(ghost.userId).toBeNull();
  expect(success.errorMessage).toBeNull();
  expect(success.detail).toMatchObject({ password: '***', loginFlag: 0 });
  expect(signout.userId).toBe(success.userId);

  const stored = JSON.stringify(rows);
  for (const secret of ['Wrong#Pass', 'Ghost#Pass', ADMIN_PASSWORD]) expect(stored).not.toContain(secret);
});

test('redact replaces secret-looking keys at any depth', () => {
  expect(redact({ a: 1, newPassword: 'x', nested: [{ token: 't', keep: 'k' }], validateCode: 'abcd' })).toEqual({
    a: 1,
    newPassword: '***',
    nested: [{ token: '***', keep: 'k' }],
    validateCode: '***',
  });
});

describe('redact masks every secret of a logged body, nested included', () => {
  test.each<[string, unknown, unknown]>([
    ['sign-in', { account: 'a', password: 'p', validateCode: 'c', device: 'd' }, { account: 'a', password: '***', validateCode: '***', device: 'd' }],
    ['password change', { oldPassword: 'o', newPassword: 'n' }, { oldPassword: '***', newPassword: '***' }],
    ['tokens', { token: 't', accessToken: 'a', refresh_token: 'r', tokenHash: 'h' }, { token: '***', accessToken: '***', refresh_token: '***', tokenHash: '***' }],
    [
      'keys',
      { apiKey: 'k', api_key: 'k', integrationKey: 'k', keyHash: 'h', keyPrefix: 'fssc_abc', key: 'theme' },
      { apiKey: '***', api_key: '***', integrationKey: '***', keyHash: '***', keyPrefix: 'fssc_abc', key: 'theme' },
    ],
    ['headers', { headers: { Authorization: 'Bearer x', cookie: 's=1', 'set-cookie': 's=2', host: 'h' } }, { headers: { Authorization: '***', cookie: '***', 'set-cookie': '***', host: 'h' } }],
    ['secrets', { clientSecret: 's', secret: 's', credentials: { user: 'u' }, credential: 'c' }, { clientSecret: '***', secret: '***', credentials: '***', credential: '***' }],
    // Where a password came from (generated or given) is what an auditor needs, not a secret.
    ['a word about credentials', { credentialOrigin: 'generated' }, { credentialOrigin: 'generated' }],
    ['phone sign-in', { phoneNumber: '13800000000', code: '123456' }, { phoneNumber: '13800000000', code: '***' }],
    ['sms codes', { smsCode: '1', verifyCode: '2', otp: '3', otpCode: '4' }, { smsCode: '***', verifyCode: '***', otp: '***', otpCode: '***' }],
    ['a code that is no secret', { code: 'reimbursementReview', name: 'Review' }, { code: 'reimbursementReview', name: 'Review' }],
    [
      'nested in arrays and objects',
      { rows: [{ account: 'x', password: 'p' }, [{ deep: { validateCode: 'v', keep: 1 } }]], after: { notPublished: true } },
      { rows: [{ account: 'x', password: '***' }, [{ deep: { validateCode: '***', keep: 1 } }]], after: { notPublished: true } },
    ],
    ['plain values', 'text', 'text'],
  ])('%s', (_name, body, masked) => {
    expect(redact(body)).toEqual(masked);
  });
});
