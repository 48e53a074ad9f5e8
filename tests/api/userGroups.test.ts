import { eq } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { userGroupMembers } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  expectUnauthorized,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
const org: Record<string, Org> = {};

const create = async (payload: object) => {
  const response = await admin.post('/api/user-groups', payload);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** A role granting exactly these actions of these modules. */
async function role(roleCode: string, grants: Record<string, string[]>, dataScope: DataScopeValue = DATA_SCOPE.all) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope }))!;
  for (const [moduleNo, actions] of Object.entries(grants)) await grantModuleActions(t.db, id, moduleNo, actions);
  return id;
}

const accounts = (response: { json(): { data: { list: { account: string }[] } } }) =>
  response.json().data.list.map((member) => member.account);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  const now = new Date();
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(
    t.db,
    { parentId: org.root.id, orgNo: 'G_EAST', name: '华东', nameEn: 'East' },
    org.root.path,
    now,
  );
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'G_WEST', name: '华西' }, org.root.path, now);
}, APP_START_MS);
afterAll(() => t.close());

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/user-groups' },
    { method: 'GET', url: '/api/user-groups/1' },
    { method: 'POST', url: '/api/user-groups', payload: { groupNo: 'G', name: 'g' } },
    { method: 'GET', url: '/api/user-groups/1/members' },
    { method: 'POST', url: '/api/user-groups/1/members', payload: { userIds: [1] } },
  ]);
});

test('create, read, list with keyword, sorter and paging, update; each change is logged', async () => {
  const auditors = await create({ groupNo: 'AUDIT', name: '审计组', nameEn: 'Auditors', description: '内审' });
  expect(auditors).toEqual({
    id: expect.any(Number),
    groupNo: 'AUDIT',
    name: '审计组',
    nameEn: 'Auditors',
    description: '内审',
    memberCount: 0,
    roleIds: [],
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  await create({ groupNo: 'BUDGET', name: '预算组' });
  await create({ groupNo: 'AP', name: '应付组' });

  expect((await admin.get(`/api/user-groups/${auditors.id}`)).json().data).toEqual(auditors);
  const byNo = await admin.get('/api/user-groups?sorter=groupNo:ascend');
  expect(byNo.json().data).toMatchObject({ total: 3 });
  expect(byNo.json().data.list.map((g: { groupNo: string }) => g.groupNo)).toEqual(['AP', 'AUDIT', 'BUDGET']);
  const page2 = (await admin.get('/api/user-groups?sorter=groupNo:descend&pageSize=2&current=2')).json().data;
  expect(page2).toMatchObject({ total: 3, list: [{ groupNo: 'AP' }] });
  const filtered = (await admin.get('/api/user-groups?keyword=A')).json().data;
  expect(filtered.total).toBe(2);
  expect((await admin.get('/api/user-groups?keyword=Audi')).json().data.list).toEqual([auditors]);
  expect((await admin.get('/api/user-groups?keyword=预算')).json().data.list[0].groupNo).toBe('BUDGET');
  expect((await admin.get('/api/user-groups?keyword=%25')).json().data.total).toBe(0);
  expectError(await admin.get('/api/user-groups?sorter=memberCount:ascend'), 400, /sorter must be one of/);

  const updated = await admin.put(`/api/user-groups/${auditors.id}`, { name: '内审组', description: null });
  expect(updated.json().data).toMatchObject({ groupNo: 'AUDIT', name: '内审组', description: null });

  const [created] = await auditRows(t.db, 'userGroup.create');
  expect(created).toMatchObject({ result: 'success', target: `${auditors.id} AUDIT` });
  expect(created.detail).toMatchObject({ after: { groupNo: 'AUDIT', name: '审计组' } });
  const [change] = await auditRows(t.db, 'userGroup.update');
  expect(change.detail).toMatchObject({
    before: { name: '审计组', description: '内审' },
    after: { name: '内审组', description: null },
  });
});

test('validation, taken numbers and unknown groups', async () => {
  const budget = (await admin.get('/api/user-groups?keyword=BUDGET')).json().data.list[0];
  expectError(await admin.post('/api/user-groups', { name: 'x' }), 400, 'groupNo is required');
  expectError(await admin.post('/api/user-groups', { groupNo: 'X', name: 'x', owner: 1 }), 400, 'unknown field owner');
  expectError(await admin.put(`/api/user-groups/${budget.id}`, {}), 400, 'request body is invalid');
  expectError(
    await admin.post('/api/user-groups', { groupNo: 'AUDIT', name: 'x' }),
    409,
    'groupNo: group number AUDIT is already in use',
  );
  expectError(
    await admin.put(`/api/user-groups/${budget.id}`, { groupNo: 'AP' }),
    409,
    'groupNo: group number AP is already in use',
  );
  // Keeping its own number is no conflict.
  expect((await admin.put(`/api/user-groups/${budget.id}`, { groupNo: 'BUDGET' })).statusCode).toBe(200);
  const zh = await adminSession(t);
  expectError(
    await zh.post('/api/user-groups', { groupNo: 'AUDIT', name: 'x' }),
    409,
    'groupNo 用户组编号 AUDIT 已存在',
  );
  for (const response of [
    await admin.get('/api/user-groups/99999'),
    await admin.put('/api/user-groups/99999', { name: 'x' }),
    await admin.del('/api/user-groups/99999'),
    await admin.get('/api/user-groups/99999/members'),
    await admin.post('/api/user-groups/99999/members', { userIds: [1] }),
    await admin.put('/api/user-groups/99999/roles', { roleIds: [] }),
  ])
    expectError(response, 404, 'User group not found');
  const failures = (await auditRows(t.db, 'userGroup.create')).filter((row) => row.result === 'failure');
  expect(failures.map((row) => row.errorMessage)).toContain('groupNo 用户组编号 AUDIT 已存在');
});

test('members: add, list within the caller’s scope, remove; every change is logged', async () => {
  const group = await create({ groupNo: 'MEMBERS', name: '成员组' });
  const anna = await createUser(t.db, { account: 'g_anna', name: 'Anna', jobNo: 'GJ01', orgId: org.east.id });
  const bob = await createUser(t.db, { account: 'g_bob', name: 'Bob', orgId: org.west.id });
  const cleo = await createUser(t.db, { account: 'g_cleo', name: 'Cleo' });

  expectError(
    await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [anna, 99998, 99999] }),
    404,
    'userIds: no user with id 99998, 99999',
  );
  expectError(
    await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [] }),
    400,
    'userIds must have at least 1 item',
  );
  const added = await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [bob, anna, anna] });
  expect(added.json().data).toMatchObject({ id: group.id, memberCount: 2 });
  const again = await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [anna, cleo] });
  expect(again.json().data.memberCount).toBe(3);

  const members = await admin.get(`/api/user-groups/${group.id}/members`);
  expect(members.json().data).toEqual({
    total: 3,
    list: [
      { id: anna, account: 'g_anna', name: 'Anna', jobNo: 'GJ01', orgName: 'East' },
      { id: bob, account: 'g_bob', name: 'Bob', jobNo: null, orgName: '华西' },
      { id: cleo, account: 'g_cleo', name: 'Cleo', jobNo: null, orgName: null },
    ],
  });
  expect(accounts(await admin.get(`/api/user-groups/${group.id}/members?keyword=GJ`))).toEqual(['g_anna']);
  expect(accounts(await admin.get(`/api/user-groups/${group.id}/members?keyword=Bo`))).toEqual(['g_bob']);
  const page = (await admin.get(`/api/user-groups/${group.id}/members?pageSize=2&current=2`)).json().data;
  expect(page).toMatchObject({ total: 3, list: [{ account: 'g_cleo' }] });

  const adds = (await auditRows(t.db, 'userGroup.members.add')).filter((row) => row.result === 'success');
  expect(adds.map((row) => row.detail)).toEqual([
    { userIds: [anna, bob], added: [anna, bob], before: { memberCount: 0 }, after: { memberCount: 2 } },
    { userIds: [anna, cleo], added: [cleo], before: { memberCount: 2 }, after: { memberCount: 3 } },
  ]);

  expect((await admin.del(`/api/user-groups/${group.id}/members/${cleo}`)).json()).toEqual({
    success: true,
    data: null,
  });
  expectError(
    await admin.del(`/api/user-groups/${group.id}/members/${cleo}`),
    404,
    'The user is not a member of this group',
  );
  expectError(await admin.del(`/api/user-groups/${group.id}/members/99999`), 404, 'User not found');
  expect((await admin.get(`/api/user-groups/${group.id}`)).json().data.memberCount).toBe(2);
  const [removal] = (await auditRows(t.db, 'userGroup.members.remove')).filter((row) => row.result === 'success');
  expect(removal).toMatchObject({ target: `${group.id} MEMBERS` });
  expect(removal.detail).toEqual({
    userId: cleo,
    account: 'g_cleo',
    before: { memberCount: 3 },
    after: { memberCount: 2 },
  });
});

test('a caller sees, adds and removes only members inside their data scope (404 outside)', async () => {
  await role('group_keeper_east', { userGroup: ['view', 'update'] }, DATA_SCOPE.ownOrg);
  const keeper = await createSignedInUser(t, { account: 'g_keeper', orgId: org.east.id, roles: ['group_keeper_east'] });
  const caller = as(t.app, keeper.cookie, EN);
  const group = (await admin.get('/api/user-groups?keyword=MEMBERS')).json().data.list[0];
  const [anna, bob] = (await admin.get(`/api/user-groups/${group.id}/members`))
    .json()
    .data.list.map((m: { id: number }) => m.id);
  const dan = await createUser(t.db, { account: 'g_dan', orgId: org.east.id });
  const erin = await createUser(t.db, { account: 'g_erin', orgId: org.west.id });

  const seen = await caller.get(`/api/user-groups/${group.id}/members`);
  expect(seen.json().data).toMatchObject({ total: 1, list: [{ id: anna }] });
  // The group itself still counts every member.
  expect((await caller.get(`/api/user-groups/${group.id}`)).json().data.memberCount).toBe(2);

  expectError(
    await caller.post(`/api/user-groups/${group.id}/members`, { userIds: [dan, erin] }),
    404,
    `userIds: no user with id ${erin}`,
  );
  expect((await caller.get(`/api/user-groups/${group.id}`)).json().data.memberCount).toBe(2);
  expect((await caller.post(`/api/user-groups/${group.id}/members`, { userIds: [dan] })).json().data.memberCount).toBe(
    3,
  );
  expectError(await caller.del(`/api/user-groups/${group.id}/members/${bob}`), 404, 'User not found');
  expect((await caller.del(`/api/user-groups/${group.id}/members/${dan}`)).statusCode).toBe(200);
  expect(accounts(await admin.get(`/api/user-groups/${group.id}/members`))).toEqual(['g_anna', 'g_bob']);

  const refused = (await auditRows(t.db, 'userGroup.members.add')).filter((row) => row.result === 'failure');
  expect(refused.at(-1)).toMatchObject({ account: 'g_keeper', errorMessage: `userIds 中的用户不存在：${erin}` });
});

test('the roles of a group: unknown ids are named, the set is replaced and logged', async () => {
  const group = (await admin.get('/api/user-groups?keyword=AP')).json().data.list[0];
  const first = await role('group_role_a', {});
  const second = await role('group_role_b', {});
  expectError(
    await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [99999, second] }),
    400,
    'roleIds: no role with id 99999',
  );
  const given = await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [second, first, second] });
  expect(given.json().data).toMatchObject({ id: group.id, roleIds: [first, second] });
  const cleared = await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [] });
  expect(cleared.json().data.roleIds).toEqual([]);
  const rows = (await auditRows(t.db, 'userGroup.roles')).filter((row) => row.result === 'success');
  expect(rows.map((row) => row.detail)).toEqual([
    { before: { roleIds: [] }, after: { roleIds: [first, second] } },
    { before: { roleIds: [first, second] }, after: { roleIds: [] } },
  ]);
});

test('delete removes the group with its memberships and is logged', async () => {
  const group = await create({ groupNo: 'DOOMED', name: '待删组' });
  const member = await createUser(t.db, { account: 'g_doomed_member' });
  await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [member] });
  expect((await admin.del(`/api/user-groups/${group.id}`)).json()).toEqual({ success: true, data: null });
  expectError(await admin.get(`/api/user-groups/${group.id}`), 404, 'User group not found');
  expect(await t.db.select().from(userGroupMembers).where(eq(userGroupMembers.groupId, group.id))).toEqual([]);
  const [row] = (await auditRows(t.db, 'userGroup.delete')).filter((r) => r.result === 'success');
  expect(row).toMatchObject({ target: `${group.id} DOOMED` });
  expect(row.detail).toMatchObject({ before: { groupNo: 'DOOMED', memberCount: 1 } });
});

test('group rights: a caller with only userGroup:view may read but not change', async () => {
  await role('group_viewer', { userGroup: ['view'] });
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'g_viewer', roles: ['group_viewer'] })).cookie, EN);
  const plain = as(t.app, (await createSignedInUser(t, { account: 'g_plain' })).cookie, EN);
  const group = (await admin.get('/api/user-groups?keyword=AP')).json().data.list[0];

  expectError(
    await plain.get('/api/user-groups'),
    403,
    /"view" right of module User groups \(userGroup\)/,
    'FORBIDDEN',
  );
  expect((await viewer.get('/api/user-groups')).statusCode).toBe(200);
  expect((await viewer.get(`/api/user-groups/${group.id}/members`)).statusCode).toBe(200);
  const denied = [
    ['create', () => viewer.post('/api/user-groups', { groupNo: 'NOPE', name: 'x' })],
    ['update', () => viewer.put(`/api/user-groups/${group.id}`, { name: 'x' })],
    ['delete', () => viewer.del(`/api/user-groups/${group.id}`)],
    ['update', () => viewer.post(`/api/user-groups/${group.id}/members`, { userIds: [1] })],
    ['update', () => viewer.del(`/api/user-groups/${group.id}/members/1`)],
    ['update', () => viewer.put(`/api/user-groups/${group.id}/roles`, { roleIds: [] })],
  ] as const;
  for (const [action, call] of denied)
    expectError(await call(), 403, new RegExp(`"${action}" right of module User groups`), 'FORBIDDEN');
});

test('a role given through a group takes effect while the user is a member', async () => {
  const viaGroup = await role('via_group_user_view', { user: ['view'] }, DATA_SCOPE.self);
  const group = await create({ groupNo: 'VIA', name: '授权组' });
  const member = await createSignedInUser(t, { account: 'g_via_member' });
  const caller = as(t.app, member.cookie, EN);

  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');
  await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [viaGroup] });
  await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [member.id] });
  const seen = await caller.get('/api/users');
  expect(seen.statusCode).toBe(200);
  expect(accounts(seen)).toEqual(['g_via_member']);

  await admin.del(`/api/user-groups/${group.id}/members/${member.id}`);
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');

  await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [member.id] });
  expect((await caller.get('/api/users')).statusCode).toBe(200);
  await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [] });
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');

  await admin.put(`/api/user-groups/${group.id}/roles`, { roleIds: [viaGroup] });
  expect((await caller.get('/api/users')).statusCode).toBe(200);
  await admin.del(`/api/user-groups/${group.id}`);
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');
});

test('the OpenAPI document lists the user-group routes with their rights', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations: [string, string, RegExp][] = [
    ['/api/user-groups', 'get', /userGroup:view/],
    ['/api/user-groups', 'post', /userGroup:create/],
    ['/api/user-groups/{id}', 'get', /userGroup:view/],
    ['/api/user-groups/{id}', 'put', /userGroup:update/],
    ['/api/user-groups/{id}', 'delete', /userGroup:delete/],
    ['/api/user-groups/{id}/members', 'get', /userGroup:view/],
    ['/api/user-groups/{id}/members', 'post', /userGroup:update/],
    ['/api/user-groups/{id}/members/{userId}', 'delete', /userGroup:update/],
    ['/api/user-groups/{id}/roles', 'put', /userGroup:update/],
  ];
  for (const [path, method, right] of operations) {
    const operation = doc.paths[path]?.[method];
    expect({ path, method, tags: operation?.tags }).toEqual({ path, method, tags: ['user-groups'] });
    expect(operation.summary).toMatch(right);
  }
});
