import { linkAccount } from '../../server/db/repositories/accountLinks';
import { USER_DISABLED } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  auditRows,
  as,
  createSignedInUser,
  createUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  sessionCookieOf,
  type TestApp,
} from './helpers';

let t: TestApp;
let manager: { id: number; cookie: string };
let shop01: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createSignedInUser(t, { account: 'manager', name: 'Retail manager', jobNo: 'J100', zoneNo: 'Z9', zoneName: 'Zone 9', region: 'East' });
  shop01 = await createUser(t.db, { account: 'shop01', name: 'Shop 01', zoneNo: 'S1', zoneName: 'Shop zone', region: 'East' });
  const shop02 = await createUser(t.db, { account: 'shop02', name: 'Shop 02' });
  const closed = await createUser(t.db, { account: 'closed', name: 'Closed shop', status: USER_DISABLED });
  await createUser(t.db, { account: 'other', name: 'Not linked' });
  for (const linked of [shop02, shop01, closed]) await linkAccount(t.db, manager.id, linked);
}, APP_START_MS);
afterAll(() => t.close());

const switchTo = (cookie: string, user: string) => as(t.app, cookie, EN).post('/api/oauth/switchRetailAccount', { user });
const currentUser = (cookie: string) => as(t.app, cookie).post('/api/oauth/currentUser', {});

test('retailAccounts lists the linked, enabled accounts, with the end of each link (none here)', async () => {
  const response = await as(t.app, manager.cookie).get('/api/oauth/retailAccounts');
  expect(response.json()).toEqual({
    success: true,
    data: [
      { account: 'shop01', name: 'Shop 01', validTo: null },
      { account: 'shop02', name: 'Shop 02', validTo: null },
    ],
  });
});

test('an unlinked or disabled account answers 403 and the session stays', async () => {
  for (const account of ['other', 'closed', 'nobody', 'manager']) {
    expectError(await switchTo(manager.cookie, JSON.stringify({ account })), 403, 'You may not switch to this account, or it is disabled');
  }
  expect((await currentUser(manager.cookie)).json().data.account).toBe('manager');
  const failures = await auditRows(t.db, 'auth.switchAccount.out');
  expect(failures.map((r) => [r.account, r.target, r.result])).toEqual([
    ['manager', 'other', 'failure'],
    ['manager', 'closed', 'failure'],
    ['manager', 'nobody', 'failure'],
    ['manager', 'manager', 'failure'],
  ]);
});

test.each([
  ['text that is not JSON', 'shop01'],
  ['JSON without account', '{"name":"shop01"}'],
  ['an empty account', '{"account":" "}'],
  ['a numeric account', '{"account":1}'],
  ['a JSON array', '["shop01"]'],
  ['JSON null', 'null'],
])('%s answers 400', async (_case, user) => {
  expectError(await switchTo(manager.cookie, user), 400, 'user must be JSON text with an account, e.g. {"account":"shop01"}');
});

test.each([
  [{}, 'user is required'],
  [{ user: { account: 'shop01' } }, 'user must be a string'],
  [{ user: '' }, 'user must not be empty'],
])('body %p answers 400: %s', async (payload, message) => {
  expectError(await as(t.app, manager.cookie, EN).post('/api/oauth/switchRetailAccount', payload), 400, message);
});

test('switching changes the current user, sets a new cookie and ends the old session', async () => {
  const response = await switchTo(manager.cookie, '{"account":"shop01"}');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 200,
    msg: 'ok',
    data: { userNo: 'U-shop01', jobNo: 'U-shop01', name: 'Shop 01', zoneNo: 'S1', zoneName: 'Shop zone', region: 'East', account: 'shop01' },
  });
  const cookie = sessionCookieOf(response);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const newCookie = `${cookie!.name}=${cookie!.value}`;

  expect((await currentUser(newCookie)).json().data.account).toBe('shop01');
  expect((await currentUser(manager.cookie)).statusCode).toBe(401);

  // Both sides are in the operation log.
  const [out] = (await auditRows(t.db, 'auth.switchAccount.out')).filter((r) => r.result === 'success');
  expect(out).toMatchObject({ userId: manager.id, account: 'manager', target: 'shop01', detail: { from: 'manager', to: 'shop01' } });
  const [into] = await auditRows(t.db, 'auth.switchAccount.in');
  expect(into).toMatchObject({ userId: shop01, account: 'shop01', target: 'manager', result: 'success', detail: { from: 'manager', to: 'shop01' } });

  // shop01 has no links of its own.
  expect((await as(t.app, newCookie).get('/api/oauth/retailAccounts')).json().data).toEqual([]);
  expectError(await switchTo(newCookie, '{"account":"manager"}'), 403, /may not switch/);
});

test('the switch calls need a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/oauth/retailAccounts' },
    { method: 'POST', url: '/api/oauth/switchRetailAccount', payload: { user: '{"account":"shop01"}' } },
  ]);
});
