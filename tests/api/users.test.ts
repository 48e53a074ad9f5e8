import { findOrgByNo } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  signIn,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminId: number;
let rootOrgId: number;

const valid = { account: 'zhang.san', name: '张三', jobNo: 'J1001', email: 'zhang@example.com', phone: '13800138000' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  rootOrgId = (await findOrgByNo(t.db, 'FSSC'))!.id;
  adminId = (await admin.get('/api/users?keyword=admin')).json().data.list[0].id;
}, APP_START_MS);
afterAll(() => t.close());

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: '/api/users/1' },
    { method: 'POST', url: '/api/users', payload: valid },
    { method: 'POST', url: '/api/users/1/unlock' },
  ]);
});

test('create answers the user and a generated password once; the user can sign in with it', async () => {
  const response = await admin.post('/api/users', { ...valid, orgId: rootOrgId });
  expect(response.statusCode).toBe(200);
  const { user, password } = response.json().data;
  expect(user).toMatchObject({
    account: 'zhang.san',
    jobNo: 'J1001',
    orgId: rootOrgId,
    orgName: 'Finance Shared Service Center',
    status: 1,
    locked: false,
  });
  expect(user.userNo).toMatch(/^U\d{4,}$/);
  expect(response.body).not.toMatch(/password_?hash/i);
  expect(typeof password).toBe('string');
  expect((await signIn(t.app, 'zhang.san', password)).json().data.loginFlag).toBe(0);
  const read = await admin.get(`/api/users/${user.id}`);
  expect(read.json().data).toEqual({ ...user, updatedAt: expect.any(String) });
  expect(read.body).not.toMatch(/hash|argon/i);

  const [row] = await auditRows(t.db, 'user.create');
  expect(row).toMatchObject({ result: 'success', userId: adminId, target: `${user.id} zhang.san` });
  expect(row.detail).toMatchObject({ after: { account: 'zhang.san', jobNo: 'J1001' }, credentialOrigin: 'generated' });
  expect(JSON.stringify(row.detail)).not.toMatch(/argon|passwordHash/);
  expect(JSON.stringify(row.detail)).not.toContain(password);
});

test('a given password must pass the policy and is not answered', async () => {
  const weak = await admin.post('/api/users', { ...valid, account: 'li.si', jobNo: 'J1002', password: 'short' });
  expectError(weak, 400, /8 to 128/, 'PASSWORD_POLICY');
  const ok = await admin.post('/api/users', { ...valid, account: 'li.si', jobNo: 'J1002', password: 'Li#Si-Pass2025' });
  expect(ok.json().data.password).toBeNull();
});

test('validation names the field', async () => {
  expectError(
    await admin.post('/api/users', { ...valid, account: 'x1', jobNo: 'X1', email: 'not-mail' }),
    400,
    'email is invalid',
  );
  expectError(
    await admin.post('/api/users', { ...valid, account: 'x1', jobNo: 'X1', phone: '12345678901' }),
    400,
    'phone is invalid',
  );
  const { email: _e, ...noEmail } = valid;
  expectError(await admin.post('/api/users', { ...noEmail, account: 'x1', jobNo: 'X1' }), 400, 'email is required');
  expectError(
    await admin.post('/api/users', { ...valid, account: 'x1', jobNo: 'X1', passwordHash: 'x' }),
    400,
    'unknown field passwordHash',
  );
  expectError(
    await admin.post('/api/users', { ...valid, account: 'x1', jobNo: 'X1', orgId: 99999 }),
    400,
    'orgId: the organisation does not exist',
  );
  expectError(await admin.get('/api/users?sorter=password:ascend'), 400, /sorter must be one of/);
});

test('duplicates of account or job number answer 409 naming the field, and are logged as failures', async () => {
  expectError(
    await admin.post('/api/users', { ...valid, jobNo: 'J9999' }),
    409,
    'account: zhang.san is already in use',
  );
  expectError(
    await admin.post('/api/users', { ...valid, account: 'other' }),
    409,
    'jobNo: job number J1001 is already in use',
  );
  const id = (await admin.get('/api/users?keyword=li.si')).json().data.list[0].id;
  expectError(await admin.put(`/api/users/${id}`, { jobNo: 'J1001' }), 409, /jobNo/);
  const failures = (await auditRows(t.db, 'user.create')).filter((r) => r.result === 'failure');
  expect(failures.map((r) => r.errorMessage)).toEqual(expect.arrayContaining(['account 账号 zhang.san 已存在']));
});

test('list filters, sorts and pages', async () => {
  const page = (await admin.get('/api/users?keyword=J100&sorter=account:descend&pageSize=1&current=2')).json().data;
  expect(page.total).toBe(2);
  expect(page.list.map((u: { account: string }) => u.account)).toEqual(['li.si']);
  expect((await admin.get('/api/users?keyword=%25')).json().data.total).toBe(0);
  expect((await admin.get(`/api/users?orgId=${rootOrgId}&status=1`)).json().data.total).toBe(2);
});

test('update records before and after; status, unlock and reset password work and are audited', async () => {
  const id = (await admin.get('/api/users?keyword=zhang')).json().data.list[0].id;
  const updated = await admin.put(`/api/users/${id}`, { name: '张三丰', phone: null });
  expect(updated.json().data).toMatchObject({ name: '张三丰', phone: null });
  const [update] = (await auditRows(t.db, 'user.update')).filter((r) => r.result === 'success');
  expect(update.detail).toMatchObject({
    before: { name: '张三', phone: '13800138000' },
    after: { name: '张三丰', phone: null },
  });

  expect((await admin.post(`/api/users/${id}/status`, { status: 0 })).json().data.status).toBe(0);
  expectError(await admin.post(`/api/users/${id}/status`, { status: 2 }), 400, /status/);
  expect((await admin.post(`/api/users/${id}/status`, { status: 1 })).json().data.status).toBe(1);
  expect((await auditRows(t.db, 'user.status'))[0].detail).toMatchObject({
    before: { status: 1 },
    after: { status: 0 },
  });

  const reset = await admin.post(`/api/users/${id}/resetPassword`);
  const { password } = reset.json().data;
  expect((await signIn(t.app, 'zhang.san', password)).json().data.loginFlag).toBe(0);
  const [resetRow] = await auditRows(t.db, 'user.resetPassword');
  expect(JSON.stringify(resetRow.detail)).not.toContain(password);
  expect(JSON.stringify(resetRow.detail)).not.toMatch(/argon/);

  for (let i = 0; i < 5; i++) await signIn(t.app, 'zhang.san', 'wrong');
  expect((await admin.get(`/api/users/${id}`)).json().data.locked).toBe(true);
  expect((await admin.post(`/api/users/${id}/unlock`)).json().data.locked).toBe(false);
  expect((await auditRows(t.db, 'user.unlock'))[0].result).toBe('success');
});

test('you cannot delete or disable yourself; delete removes another user', async () => {
  expectError(await admin.del(`/api/users/${adminId}`), 409, 'You cannot delete your own account');
  expectError(
    await admin.post(`/api/users/${adminId}/status`, { status: 0 }),
    409,
    'You cannot disable your own account',
  );
  const id = (await admin.get('/api/users?keyword=li.si')).json().data.list[0].id;
  expect((await admin.del(`/api/users/${id}`)).statusCode).toBe(200);
  expectError(await admin.get(`/api/users/${id}`), 404, 'User not found');
  expect((await auditRows(t.db, 'user.delete')).find((r) => r.result === 'success')!.detail).toMatchObject({
    before: { account: 'li.si' },
  });
});

test('a missing function right answers 403 FORBIDDEN naming the module and action', async () => {
  const viewer = await createSignedInUser(t, { account: 'viewer' });
  const noRights = as(t.app, viewer.cookie, EN);
  expectError(
    await noRights.get('/api/users'),
    403,
    'Forbidden: you lack the "view" right of module Users (user)',
    'FORBIDDEN',
  );
  const roleId = (await insertRoleIfAbsent(t.db, {
    roleCode: 'user_viewer',
    name: 'viewer',
    dataScope: DATA_SCOPE.all,
  }))!;
  await grantModuleActions(t.db, roleId, 'user', ['view']);
  const { assignRoles } = await import('../../server/db/repositories/roles');
  await assignRoles(t.db, viewer.id, ['user_viewer']);
  expect((await noRights.get('/api/users')).statusCode).toBe(200);
  expectError(await noRights.post('/api/users', valid), 403, /"create" right of module Users/, 'FORBIDDEN');
  expectError(await noRights.del(`/api/users/${adminId}`), 403, /"delete"/, 'FORBIDDEN');
  const zh = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${adminId}`,
    payload: { name: 'x' },
    headers: { cookie: viewer.cookie },
  });
  expectError(zh, 403, '无权限：缺少模块 用户管理 (user) 的「修改」权限', 'FORBIDDEN');
});
