import { Workbook } from 'exceljs';
import { findOrgByNo } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent, setRoleFieldRights } from '../../server/db/repositories/roles';
import { DATA_SCOPE, type FieldMode } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  exportedFile,
  type TestApp,
} from './helpers';

let t: TestApp;
let rootOrgId: number;
let memberId: number;

/** A role over module `user` with these actions and field rights. */
async function role(code: string, actions: string[], fields: Record<string, FieldMode> = {}) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode: code, name: code, dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, id, 'user', actions);
  await setRoleFieldRights(t.db, id, 'user', fields);
}

async function sheetRows(body: Buffer) {
  const workbook = new Workbook();
  await workbook.xlsx.load(body as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  return sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
}

beforeAll(async () => {
  t = await createTestApp();
  rootOrgId = (await findOrgByNo(t.db, 'FSSC'))!.id;
  memberId = await createUser(t.db, { account: 'member', jobNo: 'M001', orgId: rootOrgId });
  await role('phone_hidden', ['view', 'update', 'create', 'export'], { phone: 'hidden', email: 'readonly' });
  await role('org_hidden', ['view'], { orgId: 'hidden', jobNo: 'hidden' });
  await role('plain_viewer', ['view']);
  await role('no_view_phone_visible', ['update']);
}, APP_START_MS);
afterAll(() => t.close());

test('a hidden field is absent from the list, the detail and the export; a read-only one is answered', async () => {
  const { cookie } = await createSignedInUser(t, { account: 'fr_hidden', roles: ['phone_hidden'] });
  const viewer = as(t.app, cookie, EN);
  const list = (await viewer.get('/api/users?keyword=member')).json().data.list;
  expect(list).toHaveLength(1);
  expect(list[0]).not.toHaveProperty('phone');
  expect(list[0]).toHaveProperty('email');
  const detail = (await viewer.get(`/api/users/${memberId}`)).json().data;
  expect(detail).not.toHaveProperty('phone');
  expect(detail.account).toBe('member');

  const exported = await exportedFile(t.app, cookie, 'users', { keyword: 'member' }, EN);
  expect(exported.statusCode).toBe(200);
  const [header, row] = await sheetRows(exported.rawPayload);
  expect(header).not.toContain('Phone');
  expect(header).toEqual(expect.arrayContaining(['Account', 'E-mail', 'Job number']));
  expect(row).toContain('member');
});

test('writes to hidden and read-only fields are refused, other fields are written', async () => {
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fr_writer', roles: ['phone_hidden'] })).cookie, EN);
  expectError(await viewer.put(`/api/users/${memberId}`, { phone: '13900000000' }), 403, 'Forbidden: field phone is hidden from you', 'FIELD_FORBIDDEN');
  expectError(await viewer.put(`/api/users/${memberId}`, { email: 'x@example.com' }), 403, 'Forbidden: field email is read-only for you', 'FIELD_FORBIDDEN');
  expectError(
    await viewer.post('/api/users', { account: 'fr_new', name: 'New', jobNo: 'FRN1', email: 'n@example.com' }),
    403,
    /email is read-only/,
    'FIELD_FORBIDDEN',
  );
  const renamed = await viewer.put(`/api/users/${memberId}`, { name: 'Member Renamed' });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json().data).toMatchObject({ name: 'Member Renamed' });
  expect(renamed.json().data).not.toHaveProperty('phone');
});

test('a hidden organisation hides its name too, and filtering or sorting by a hidden field is refused', async () => {
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fr_org', roles: ['org_hidden'] })).cookie, EN);
  const [row] = (await viewer.get('/api/users?keyword=member')).json().data.list;
  expect(row).not.toHaveProperty('orgId');
  expect(row).not.toHaveProperty('orgName');
  expect(row).not.toHaveProperty('jobNo');
  expectError(await viewer.get(`/api/users?orgId=${rootOrgId}`), 403, /field orgId is hidden/, 'FIELD_FORBIDDEN');
  // The keyword does not search a hidden job number: its values cannot be guessed by prefix.
  expect((await viewer.get('/api/users?keyword=M001')).json().data.total).toBe(0);
});

test('several roles give the union of field rights: a role that shows the field wins', async () => {
  const both = as(t.app, (await createSignedInUser(t, { account: 'fr_both', roles: ['phone_hidden', 'plain_viewer'] })).cookie, EN);
  const [row] = (await both.get('/api/users?keyword=member')).json().data.list;
  expect(row).toHaveProperty('phone');
  // A role without the module's view right does not count.
  const partial = as(
    t.app,
    (await createSignedInUser(t, { account: 'fr_partial', roles: ['phone_hidden', 'no_view_phone_visible'] })).cookie, EN,
  );
  expect((await partial.get('/api/users?keyword=member')).json().data.list[0]).not.toHaveProperty('phone');
});

test('GET home/access answers the codes and restricted fields; * for an administrator', async () => {
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fr_access', roles: ['phone_hidden'] })).cookie, EN);
  const access = (await viewer.get('/api/home/access')).json().data;
  expect(access.codes).toEqual(['user:create', 'user:export', 'user:update', 'user:view']);
  expect(access.fields).toEqual({ user: { phone: 'hidden', email: 'readonly' } });
  const admin = await adminSession(t, EN);
  expect((await admin.get('/api/home/access')).json().data).toEqual(expect.objectContaining({ codes: ['*'], fields: {} }));
  const nobody = as(t.app, (await createSignedInUser(t, { account: 'fr_nobody' })).cookie, EN);
  expect((await nobody.get('/api/home/access')).json().data).toEqual(expect.objectContaining({ codes: [], fields: {} }));
});

test('lists of other areas leave out the hidden user fields too', async () => {
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'group_viewer', name: 'x', dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, roleId, 'userGroup', ['view']);
  await grantModuleActions(t.db, roleId, 'user', ['view']);
  await setRoleFieldRights(t.db, roleId, 'user', { jobNo: 'hidden', orgId: 'hidden' });
  const admin = await adminSession(t, EN);
  const group = (await admin.post('/api/user-groups', { groupNo: 'FRG', name: 'Group' })).json().data.id;
  await admin.post(`/api/user-groups/${group}/members`, { userIds: [memberId] });
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fr_groups', roles: ['group_viewer'] })).cookie, EN);
  const [member] = (await viewer.get(`/api/user-groups/${group}/members`)).json().data.list;
  expect(member).toEqual({ id: memberId, account: 'member', name: 'Member Renamed' });
  // Its keyword does not search the hidden job number either.
  expect((await viewer.get(`/api/user-groups/${group}/members?keyword=M001`)).json().data.total).toBe(0);
  expect((await viewer.get(`/api/user-groups/${group}/members?keyword=memb`)).json().data.total).toBe(1);
  expect((await admin.get(`/api/user-groups/${group}/members?keyword=M001`)).json().data.total).toBe(1);
  expect((await admin.get(`/api/user-groups/${group}/members`)).json().data.list[0]).toMatchObject({ jobNo: 'M001', orgName: expect.any(String) });
});

test('a hidden account does not show through the order of member and holder lists', async () => {
  const roleId = (await insertRoleIfAbsent(t.db, {
    roleCode: 'account_hidden',
    name: 'x',
    dataScope: DATA_SCOPE.all,
  }))!;
  await grantModuleActions(t.db, roleId, 'userGroup', ['view']);
  await grantModuleActions(t.db, roleId, 'role', ['view']);
  await grantModuleActions(t.db, roleId, 'user', ['view']);
  await setRoleFieldRights(t.db, roleId, 'user', { account: 'hidden' });
  const admin = await adminSession(t, EN);
  // Created first, so the lower id, but last by account.
  const first = await createUser(t.db, { account: 'zz_order', orgId: rootOrgId });
  const second = await createUser(t.db, { account: 'aa_order', orgId: rootOrgId });
  const group = (await admin.post('/api/user-groups', { groupNo: 'FR_ORDER', name: 'Order' })).json().data.id;
  await admin.post(`/api/user-groups/${group}/members`, { userIds: [first, second] });
  const held = (await admin.post('/api/roles', { roleCode: 'fr_order', name: 'Order' })).json().data.id;
  await admin.post(`/api/roles/${held}/users`, { userIds: [first, second] });
  const viewer = as(
    t.app,
    (await createSignedInUser(t, { account: 'fr_order_viewer', roles: ['account_hidden'] })).cookie, EN,
  );

  const ids = async (api: ReturnType<typeof as>, url: string) =>
    (await api.get(url)).json().data.list.map((row: { id: number }) => row.id);
  for (const url of [`/api/user-groups/${group}/members`, `/api/roles/${held}/users`]) {
    expect(await ids(admin, url)).toEqual([second, first]);
    expect(await ids(viewer, url)).toEqual([first, second]);
  }
});
