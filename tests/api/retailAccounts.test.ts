import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { USER_DISABLED } from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  auditRows,
  as,
  createSignedInUser,
  createUser,
  createTestApp,
  expectError,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let manager: { id: number; cookie: string };
let userManager: { id: number; cookie: string };
let shop01: number;
let shop02: number;
let closed: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t.app, await signedInCookie(t.app), EN);
  manager = await createSignedInUser(t, { account: 'manager', name: 'Retail manager' });
  shop01 = await createUser(t.db, { account: 'shop01', name: 'Shop 01' });
  shop02 = await createUser(t.db, { account: 'shop02', name: 'Shop 02' });
  closed = await createUser(t.db, { account: 'closed', name: 'Closed shop', status: USER_DISABLED });
  // Every user right and every user in scope, but no administrator role.
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'user_admin', name: '用户管理员', dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, roleId, 'user', ['view', 'create', 'update', 'delete']);
  userManager = await createSignedInUser(t, { account: 'usermanager', roles: ['user_admin'] });
}, APP_START_MS);
afterAll(() => t.close());

const linksOf = async (userId: number) => (await admin.get(`/api/users/${userId}/retailAccounts`)).json().data;

test('an administrator links accounts; the user may then switch to the enabled ones', async () => {
  const response = await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [shop02, shop01, closed] });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([
    { id: closed, account: 'closed', name: 'Closed shop', status: 0 },
    { id: shop01, account: 'shop01', name: 'Shop 01', status: 1 },
    { id: shop02, account: 'shop02', name: 'Shop 02', status: 1 },
  ]);
  const mine = await as(t.app, manager.cookie).get('/api/oauth/retailAccounts');
  expect(mine.json().data).toEqual([
    { account: 'shop01', name: 'Shop 01' },
    { account: 'shop02', name: 'Shop 02' },
  ]);
  const [row] = (await auditRows(t.db, 'user.retailAccounts')).slice(-1);
  expect(row).toMatchObject({ result: 'success', target: `${manager.id} manager` });
  expect(row.detail).toEqual({ before: [], after: ['closed', 'shop01', 'shop02'] });
});

test('links are replaced as a whole; an empty list unlinks every account', async () => {
  await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [shop01] });
  expect((await linksOf(manager.id)).map((u: { account: string }) => u.account)).toEqual(['shop01']);
  await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [] });
  expect(await linksOf(manager.id)).toEqual([]);
});

test('no account is linked to itself, to a user that does not exist, or twice in one list', async () => {
  expectError(await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [manager.id] }), 400, 'An account cannot be linked to itself');
  expectError(
    await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [shop01, 999_999] }),
    400,
    'userIds names users that do not exist: 999999',
  );
  const repeated = await admin.put(`/api/users/${manager.id}/retailAccounts`, { userIds: [shop01, shop01] });
  expect(repeated.statusCode).toBe(400);
  expectError(await admin.put('/api/users/999999/retailAccounts', { userIds: [] }), 404, 'User not found');
  expect(await linksOf(manager.id)).toEqual([]);
});

test('only an administrator sees or changes links: a link lets one account act as another', async () => {
  const asUserManager = as(t.app, userManager.cookie, EN);
  const forbidden = /^Forbidden: only an administrator may see and link retail accounts/;
  // Linking their own account to the administrator's would let them switch into it.
  const adminId = (await admin.get('/api/users?keyword=admin')).json().data.list[0].id;
  expectError(await asUserManager.put(`/api/users/${userManager.id}/retailAccounts`, { userIds: [adminId] }), 403, forbidden, 'FORBIDDEN');
  expectError(await asUserManager.get(`/api/users/${manager.id}/retailAccounts`), 403, forbidden, 'FORBIDDEN');
  expect(await linksOf(userManager.id)).toEqual([]);
  const [row] = (await auditRows(t.db, 'user.retailAccounts')).slice(-1);
  expect(row).toMatchObject({ result: 'failure', account: 'usermanager' });
  // Without the user module's rights the function-rights check answers first.
  expectError(await as(t.app, manager.cookie, EN).put(`/api/users/${shop01}/retailAccounts`, { userIds: [] }), 403, /^Forbidden: /, 'FORBIDDEN');
});
