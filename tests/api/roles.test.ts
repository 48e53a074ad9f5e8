import { and, eq } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { findRoleByCode, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { menus, posts, userGroupMembers, userGroups } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  USER_PASSWORD,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  expectUnauthorized,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminRoleId: number;
const org: Record<string, Org> = {};

/** Creates a role through the API and answers it. */
async function createRole(body: Record<string, unknown>) {
  const response = await admin.post('/api/roles', body);
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; roleCode: string };
}

async function insertGroup(groupNo: string, memberIds: number[] = []) {
  const [group] = await t.db.insert(userGroups).values({ groupNo, name: groupNo }).returning();
  if (memberIds.length > 0)
    await t.db.insert(userGroupMembers).values(memberIds.map((userId) => ({ groupId: group.id, userId })));
  return group.id;
}

async function insertPost(postNo: string) {
  const [post] = await t.db.insert(posts).values({ postNo, name: postNo }).returning();
  return post.id;
}

/** A user holding a test role with these module actions and data scope, signed in. */
async function signedInWith(
  account: string,
  actions: Record<string, string[]>,
  dataScope: DataScopeValue = DATA_SCOPE.all,
) {
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: `r_${account}`, name: account, dataScope }))!;
  for (const [moduleNo, granted] of Object.entries(actions)) await grantModuleActions(t.db, roleId, moduleNo, granted);
  const { id, cookie } = await createSignedInUser(t, { account, roles: [`r_${account}`], orgId: org.east.id });
  return { id, roleId, api: as(t.app, cookie, EN) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  adminRoleId = (await findRoleByCode(t.db, 'admin'))!.id;
  const now = new Date();
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(
    t.db,
    { parentId: org.root.id, orgNo: 'EAST', name: '华东', nameEn: 'East' },
    org.root.path,
    now,
  );
  org.west = await insertOrg(
    t.db,
    { parentId: org.root.id, orgNo: 'WEST', name: '华西', nameEn: 'West' },
    org.root.path,
    now,
  );
}, APP_START_MS);
afterAll(() => t.close());

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/roles' },
    { method: 'GET', url: '/api/roles/options' },
    { method: 'GET', url: '/api/roles/1' },
    { method: 'POST', url: '/api/roles', payload: { roleCode: 'x', name: 'x' } },
    { method: 'GET', url: '/api/roles/1/functions' },
    { method: 'GET', url: '/api/roles/1/users' },
    { method: 'POST', url: '/api/roles/1/users', payload: { userIds: [] } },
    { method: 'GET', url: '/api/users/1/roles' },
  ]);
});

describe('role records', () => {
  test('create answers the role with its defaults and counts, and logs it', async () => {
    const response = await admin.post('/api/roles', { roleCode: 'auditor', name: '审计员', nameEn: 'Auditor' });
    expect(response.statusCode).toBe(200);
    const role = response.json().data;
    expect(role).toEqual({
      id: expect.any(Number),
      roleCode: 'auditor',
      name: '审计员',
      nameEn: 'Auditor',
      description: null,
      isAdmin: false,
      status: 1,
      dataScope: DATA_SCOPE.self,
      sort: 0,
      orgIds: [],
      userCount: 0,
      groupCount: 0,
      postCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await admin.get(`/api/roles/${role.id}`)).json().data).toEqual(role);

    const [row] = await auditRows(t.db, 'role.create');
    expect(row).toMatchObject({ result: 'success', target: `${role.id} auditor` });
    expect(row.detail).toMatchObject({ after: { roleCode: 'auditor', dataScope: 5, isAdmin: false, orgIds: [] } });
  });

  test('custom organisations: required for data scope 2, refused for the others, and they must exist', async () => {
    const created = await createRole({
      roleCode: 'west_viewer',
      name: 'West',
      dataScope: 2,
      orgIds: [org.west.id, org.east.id],
    });
    expect(created).toMatchObject({ dataScope: 2, orgIds: [org.east.id, org.west.id].sort((a, b) => a - b) });

    expectError(
      await admin.post('/api/roles', { roleCode: 'c1', name: 'c1', dataScope: 2 }),
      400,
      'orgIds: data scope 2 (custom organisations) needs at least one organisation',
    );
    expectError(
      await admin.post('/api/roles', { roleCode: 'c1', name: 'c1', dataScope: 2, orgIds: [] }),
      400,
      'orgIds: data scope 2 (custom organisations) needs at least one organisation',
    );
    expectError(
      await admin.post('/api/roles', { roleCode: 'c1', name: 'c1', dataScope: 3, orgIds: [org.west.id] }),
      400,
      'orgIds may only be given with data scope 2 (custom organisations)',
    );
    expectError(
      await admin.post('/api/roles', { roleCode: 'c1', name: 'c1', dataScope: 2, orgIds: [org.west.id, 9998, 9999] }),
      400,
      'orgIds: no organisation with id 9998, 9999',
    );

    // Leaving scope 2 drops the organisations; returning to it needs new ones.
    const own = await admin.put(`/api/roles/${created.id}`, { dataScope: 3 });
    expect(own.json().data).toMatchObject({ dataScope: 3, orgIds: [] });
    expectError(
      await admin.put(`/api/roles/${created.id}`, { dataScope: 2 }),
      400,
      'orgIds: data scope 2 (custom organisations) needs at least one organisation',
    );
    const back = await admin.put(`/api/roles/${created.id}`, { dataScope: 2, orgIds: [org.west.id] });
    expect(back.json().data).toMatchObject({ dataScope: 2, orgIds: [org.west.id] });
    // Staying at scope 2 keeps them.
    expect((await admin.put(`/api/roles/${created.id}`, { name: 'West only' })).json().data.orgIds).toEqual([
      org.west.id,
    ]);
  });

  test('validation names the field; isAdmin is never set through the API', async () => {
    expectError(
      await admin.post('/api/roles', { roleCode: 'v1', name: 'v1', dataScope: 6 }),
      400,
      'dataScope must be at most 5',
    );
    expectError(
      await admin.post('/api/roles', { roleCode: 'v1', name: 'v1', dataScope: 0 }),
      400,
      'dataScope must be at least 1',
    );
    expectError(await admin.post('/api/roles', { name: 'v1' }), 400, 'roleCode is required');
    expectError(await admin.post('/api/roles', { roleCode: 'v 1', name: 'v1' }), 400, 'roleCode is invalid');
    expectError(
      await admin.post('/api/roles', { roleCode: 'v1', name: 'v1', isAdmin: true }),
      400,
      'unknown field isAdmin',
    );
    expectError(await admin.get('/api/roles?sorter=isAdmin:ascend'), 400, /sorter must be one of/);
    const { id } = await createRole({ roleCode: 'v1', name: 'v1' });
    expectError(await admin.put(`/api/roles/${id}`, {}), 400, /request body/);
    expectError(await admin.put(`/api/roles/${id}`, { isAdmin: true }), 400, 'unknown field isAdmin');
    expectError(await admin.get('/api/roles/99999'), 404, 'Role not found');
    expectError(await admin.put('/api/roles/99999', { name: 'x' }), 404, 'Role not found');
  });

  test('a taken role code answers 409 and is logged as a failure', async () => {
    expectError(
      await admin.post('/api/roles', { roleCode: 'auditor', name: 'again' }),
      409,
      'roleCode: role code auditor is already in use',
    );
    const other = await createRole({ roleCode: 'auditor2', name: 'Second' });
    expectError(
      await admin.put(`/api/roles/${other.id}`, { roleCode: 'auditor' }),
      409,
      'roleCode: role code auditor is already in use',
    );
    const failures = (await auditRows(t.db, 'role.create')).filter((row) => row.result === 'failure');
    expect(failures.at(-1)).toMatchObject({ errorMessage: 'roleCode 角色编码 auditor 已存在' });
  });

  test('update answers the role and logs before and after', async () => {
    const { id } = await createRole({ roleCode: 'editor', name: '编辑', sort: 5 });
    const response = await admin.put(`/api/roles/${id}`, { name: '编辑员', status: 0, description: 'Edits' });
    expect(response.json().data).toMatchObject({
      id,
      roleCode: 'editor',
      name: '编辑员',
      status: 0,
      description: 'Edits',
      sort: 5,
    });
    const row = (await auditRows(t.db, 'role.update')).at(-1)!;
    expect(row).toMatchObject({ result: 'success', target: `${id} editor` });
    expect(row.detail).toMatchObject({
      before: { name: '编辑', status: 1, description: null },
      after: { name: '编辑员', status: 0, description: 'Edits' },
    });
  });

  test('the list filters, sorts and pages, with holder counts', async () => {
    const { id } = await createRole({ roleCode: 'lister', name: 'Lister', sort: 1 });
    const u1 = await createUser(t.db, { account: 'l_u1', orgId: org.east.id });
    const u2 = await createUser(t.db, { account: 'l_u2', orgId: org.west.id });
    expect((await admin.put(`/api/users/${u1}/roles`, { roleIds: [id] })).statusCode).toBe(200);
    expect((await admin.post(`/api/roles/${id}/users`, { userIds: [u2] })).statusCode).toBe(200);
    const group = await insertGroup('L_GROUP');
    expect((await admin.put(`/api/roles/${id}/groups`, { groupIds: [group] })).statusCode).toBe(200);

    const found = await admin.get('/api/roles?keyword=list');
    expect(found.json().data).toEqual({
      list: [expect.objectContaining({ roleCode: 'lister', userCount: 2, groupCount: 1, postCount: 0 })],
      total: 1,
    });
    const codesOf = async (query: string) => {
      const { list, total } = (await admin.get(`/api/roles?${query}`)).json().data;
      return { codes: list.map((role: { roleCode: string }) => role.roleCode) as string[], total: total as number };
    };
    const ascending = await codesOf('sorter=roleCode:ascend&pageSize=100');
    expect(ascending.total).toBe(ascending.codes.length);
    expect((await codesOf('sorter=roleCode:descend&pageSize=100')).codes).toEqual([...ascending.codes].reverse());
    expect((await codesOf('sorter=roleCode:ascend&pageSize=2&current=2')).codes).toEqual(ascending.codes.slice(2, 4));
    await createRole({ roleCode: 'quiet_off', name: 'Quiet', status: 0 });
    const disabled = await codesOf('status=0&pageSize=100');
    expect(disabled.codes).toContain('quiet_off');
    expect(disabled.codes).not.toContain('lister');
    expect(disabled.total).toBe(disabled.codes.length);
    expect((await admin.get('/api/roles?keyword=admin')).json().data.list[0]).toMatchObject({
      roleCode: 'admin',
      isAdmin: true,
    });
  });

  test('delete: 409 while held (with the three counts), always 409 for an admin role', async () => {
    const { id } = await createRole({ roleCode: 'held', name: 'Held' });
    const u1 = await createUser(t.db, { account: 'h_u1' });
    const u2 = await createUser(t.db, { account: 'h_u2' });
    await admin.post(`/api/roles/${id}/users`, { userIds: [u1, u2] });
    const group = await insertGroup('H_GROUP');
    await admin.put(`/api/roles/${id}/groups`, { groupIds: [group] });

    expectError(
      await admin.del(`/api/roles/${id}`),
      409,
      'The role is still held by 2 users, 1 group and 0 posts; it cannot be deleted',
    );
    const zh = await (await adminSession(t)).del(`/api/roles/${id}`);
    expectError(zh, 409, '该角色仍被 2 个用户、1 个用户组、0 个岗位持有，不能删除');
    const failure = (await auditRows(t.db, 'role.delete')).at(-1)!;
    expect(failure).toMatchObject({ result: 'failure', target: `${id} held` });

    await admin.del(`/api/roles/${id}/users/${u1}`);
    await admin.del(`/api/roles/${id}/users/${u2}`);
    await admin.put(`/api/roles/${id}/groups`, { groupIds: [] });
    const post = await insertPost('H_POST');
    await admin.put(`/api/roles/${id}/posts`, { postIds: [post] });
    expectError(
      await admin.del(`/api/roles/${id}`),
      409,
      'The role is still held by 0 users, 0 groups and 1 post; it cannot be deleted',
    );
    await admin.put(`/api/roles/${id}/posts`, { postIds: [] });

    const deleted = await admin.del(`/api/roles/${id}`);
    expect(deleted.json()).toEqual({ success: true, data: null });
    expectError(await admin.get(`/api/roles/${id}`), 404, 'Role not found');
    expect((await auditRows(t.db, 'role.delete')).at(-1)).toMatchObject({
      result: 'success',
      detail: { before: { roleCode: 'held' } },
    });

    expectError(await admin.del(`/api/roles/${adminRoleId}`), 409, 'An administrator role cannot be deleted');
    expectError(await admin.del('/api/roles/99999'), 404, 'Role not found');
  });
});

describe('function and field authorisation', () => {
  let roleId: number;
  beforeAll(async () => {
    roleId = (await createRole({ roleCode: 'functions', name: 'Functions' })).id;
  });

  test('module actions replace per module; codes must be buttons of the module', async () => {
    const set = await admin.put(`/api/roles/${roleId}/modules/user`, { actions: ['view', 'update', 'view'] });
    expect(set.json().data).toEqual({ moduleNo: 'user', actions: ['update', 'view'] });
    await admin.put(`/api/roles/${roleId}/modules/org`, { actions: ['view'] });
    const replaced = await admin.put(`/api/roles/${roleId}/modules/user`, { actions: ['export'] });
    expect(replaced.json().data.actions).toEqual(['export']);
    expect((await admin.get(`/api/roles/${roleId}/functions`)).json().data).toEqual({
      modules: [
        { moduleNo: 'org', actions: ['view'] },
        { moduleNo: 'user', actions: ['export'] },
      ],
      menuIds: [],
    });
    const row = (await auditRows(t.db, 'role.modules')).at(-1)!;
    expect(row).toMatchObject({ result: 'success', target: `${roleId} functions` });
    expect(row.detail).toEqual({
      moduleNo: 'user',
      before: { actions: ['update', 'view'] },
      after: { actions: ['export'] },
    });

    expectError(
      await admin.put(`/api/roles/${roleId}/modules/org`, { actions: ['view', 'export', 'approve'] }),
      400,
      'actions: export, approve is not a button of module org',
    );
    expectError(
      await admin.put(`/api/roles/${roleId}/modules/nosuch`, { actions: [] }),
      404,
      'Module nosuch not found',
    );
    expectError(await admin.put(`/api/roles/99999/modules/user`, { actions: [] }), 404, 'Role not found');
    expectError(
      await admin.put(`/api/roles/${roleId}/modules/user`, { actions: 'view' }),
      400,
      'actions must be an array',
    );
  });

  test('menus replace within one application; ids must belong to it', async () => {
    const fssc = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.systemNo, 'FSSC'), eq(menus.applicationNo, '10')));
    const portal = await t.db.select().from(menus).where(eq(menus.systemNo, 'PORTAL'));
    const [a, b] = fssc.map((menu) => menu.id);
    await admin.put(`/api/roles/${roleId}/menus`, { systemNo: 'PORTAL', applicationNo: '0', menuIds: [portal[0].id] });
    const set = await admin.put(`/api/roles/${roleId}/menus`, {
      systemNo: 'FSSC',
      applicationNo: '10',
      menuIds: [b, a],
    });
    expect(set.json().data).toEqual({ systemNo: 'FSSC', applicationNo: '10', menuIds: [a, b].sort((x, y) => x - y) });
    await admin.put(`/api/roles/${roleId}/menus`, { systemNo: 'FSSC', applicationNo: '10', menuIds: [a] });
    // The other application's menus stay.
    expect((await admin.get(`/api/roles/${roleId}/functions`)).json().data.menuIds).toEqual(
      [a, portal[0].id].sort((x, y) => x - y),
    );
    expect((await auditRows(t.db, 'role.menus')).at(-1)!.detail).toMatchObject({
      systemNo: 'FSSC',
      applicationNo: '10',
      before: { menuIds: [a, b].sort((x, y) => x - y) },
      after: { menuIds: [a] },
    });

    expectError(
      await admin.put(`/api/roles/${roleId}/menus`, {
        systemNo: 'FSSC',
        applicationNo: '10',
        menuIds: [a, portal[0].id, 99999],
      }),
      400,
      `menuIds: ${portal[0].id}, 99999 is not a menu of application FSSC/10`,
    );
    expectError(
      await admin.put(`/api/roles/${roleId}/menus`, { systemNo: 'FSSC', applicationNo: '99', menuIds: [] }),
      404,
      'Application FSSC/99 not found',
    );
  });

  test('field rights replace per module; fields must be fields of the module, modes hidden or readonly', async () => {
    const set = await admin.put(`/api/roles/${roleId}/fields/user`, { fields: { phone: 'hidden', email: 'readonly' } });
    expect(set.json().data).toEqual({ fields: { email: 'readonly', phone: 'hidden' } });
    expect((await admin.get(`/api/roles/${roleId}/fields/user`)).json().data).toEqual({
      fields: { email: 'readonly', phone: 'hidden' },
    });
    await admin.put(`/api/roles/${roleId}/fields/user`, { fields: { jobNo: 'readonly' } });
    expect((await admin.get(`/api/roles/${roleId}/fields/user`)).json().data).toEqual({
      fields: { jobNo: 'readonly' },
    });
    expect((await auditRows(t.db, 'role.fields')).at(-1)!.detail).toEqual({
      moduleNo: 'user',
      before: { fields: { email: 'readonly', phone: 'hidden' } },
      after: { fields: { jobNo: 'readonly' } },
    });

    expectError(
      await admin.put(`/api/roles/${roleId}/fields/user`, { fields: { phone: 'hidden', password: 'hidden' } }),
      400,
      'fields: password is not a field of module user',
    );
    expectError(
      await admin.put(`/api/roles/${roleId}/fields/user`, { fields: { phone: 'visible' } }),
      400,
      /fields\.phone/,
    );
    expectError(await admin.get(`/api/roles/${roleId}/fields/nosuch`), 404, 'Module nosuch not found');
    expect((await admin.get(`/api/roles/${roleId}/fields/org`)).json().data).toEqual({ fields: {} });
  });
});

describe('who holds a role', () => {
  test('users directly: add, list within the scope, remove; logged', async () => {
    const { id } = await createRole({ roleCode: 'holders', name: 'Holders' });
    const east = await createUser(t.db, { account: 'ho_east', name: 'Holder East', orgId: org.east.id });
    const west = await createUser(t.db, { account: 'ho_west', name: 'Holder West', orgId: org.west.id });
    expect((await admin.post(`/api/roles/${id}/users`, { userIds: [west, east, east] })).json()).toEqual({
      success: true,
      data: null,
    });
    // Adding again keeps the holders.
    await admin.post(`/api/roles/${id}/users`, { userIds: [east] });
    const listed = (await admin.get(`/api/roles/${id}/users`)).json().data;
    expect(listed).toEqual({
      list: [
        { id: east, account: 'ho_east', name: 'Holder East', jobNo: null, orgName: 'East' },
        { id: west, account: 'ho_west', name: 'Holder West', jobNo: null, orgName: 'West' },
      ],
      total: 2,
    });
    expect((await admin.get(`/api/roles/${id}/users?keyword=ho_w`)).json().data.total).toBe(1);
    const added = (await auditRows(t.db, 'role.users.add')).at(-1)!;
    expect(added).toMatchObject({ result: 'success', target: `${id} holders` });
    expect(added.detail).toEqual({ userIds: [east], before: { holders: [east] }, after: { holders: [east] } });

    // A caller who sees only the east organisation lists and reaches only east users.
    const scoped = await signedInWith('ho_scoped', { role: ['view', 'update'] }, DATA_SCOPE.ownOrg);
    expect((await scoped.api.get(`/api/roles/${id}/users`)).json().data).toMatchObject({
      total: 1,
      list: [{ id: east }],
    });
    expectError(
      await scoped.api.post(`/api/roles/${id}/users`, { userIds: [east, west, 99999] }),
      404,
      `userIds: no user with id ${west}, 99999`,
    );
    expectError(await scoped.api.del(`/api/roles/${id}/users/${west}`), 404, 'User not found');

    expect((await admin.del(`/api/roles/${id}/users/${west}`)).statusCode).toBe(200);
    expect((await auditRows(t.db, 'role.users.remove')).at(-1)).toMatchObject({
      result: 'success',
      target: `${id} holders`,
      detail: { userId: west, before: { holds: true }, after: { holds: false } },
    });
    expectError(await admin.del(`/api/roles/${id}/users/${west}`), 404, 'The user does not hold this role directly');
    expect((await auditRows(t.db, 'role.users.remove')).at(-1)).toMatchObject({
      result: 'failure',
      detail: { userId: west },
    });
  });

  test('groups and posts replace; their ids must exist', async () => {
    const { id } = await createRole({ roleCode: 'carried', name: 'Carried' });
    const [g1, g2] = [await insertGroup('C_G1'), await insertGroup('C_G2')];
    const p1 = await insertPost('C_P1');
    expect((await admin.put(`/api/roles/${id}/groups`, { groupIds: [g2, g1] })).json().data).toEqual({
      groupIds: [g1, g2],
    });
    expect((await admin.put(`/api/roles/${id}/groups`, { groupIds: [g2] })).json().data).toEqual({ groupIds: [g2] });
    expect((await auditRows(t.db, 'role.groups')).at(-1)!.detail).toEqual({
      before: { groupIds: [g1, g2] },
      after: { groupIds: [g2] },
    });
    expect((await admin.put(`/api/roles/${id}/posts`, { postIds: [p1] })).json().data).toEqual({ postIds: [p1] });
    expect((await auditRows(t.db, 'role.posts')).at(-1)!.detail).toEqual({
      before: { postIds: [] },
      after: { postIds: [p1] },
    });
    expect((await admin.get(`/api/roles/${id}`)).json().data).toMatchObject({ groupCount: 1, postCount: 1 });

    expectError(
      await admin.put(`/api/roles/${id}/groups`, { groupIds: [g1, 99998] }),
      400,
      'groupIds: no user group with id 99998',
    );
    expectError(await admin.put(`/api/roles/${id}/posts`, { postIds: [99997] }), 400, 'postIds: no post with id 99997');
    expectError(await admin.put(`/api/roles/${id}/posts`, { postIds: [0] }), 400, 'postIds[0] must be at least 1');
  });

  test("a user's direct roles: read and replace within the caller's scope; role ids must exist", async () => {
    const [r1, r2] = [
      (await createRole({ roleCode: 'ur1', name: 'ur1' })).id,
      (await createRole({ roleCode: 'ur2', name: 'ur2' })).id,
    ];
    const user = await createUser(t.db, { account: 'ur_user', orgId: org.west.id });
    expect((await admin.get(`/api/users/${user}/roles`)).json().data).toEqual({ roleIds: [] });
    expect((await admin.put(`/api/users/${user}/roles`, { roleIds: [r2, r1] })).json().data).toEqual({
      roleIds: [r1, r2],
    });
    expect((await admin.put(`/api/users/${user}/roles`, { roleIds: [r2] })).json().data).toEqual({ roleIds: [r2] });
    expect((await admin.get(`/api/users/${user}/roles`)).json().data).toEqual({ roleIds: [r2] });
    const row = (await auditRows(t.db, 'user.roles')).at(-1)!;
    expect(row).toMatchObject({ result: 'success', target: `${user} ur_user` });
    expect(row.detail).toEqual({ before: { roleIds: [r1, r2] }, after: { roleIds: [r2] } });

    expectError(
      await admin.put(`/api/users/${user}/roles`, { roleIds: [r1, 99999] }),
      400,
      'roleIds: no role with id 99999',
    );
    expectError(await admin.get('/api/users/99999/roles'), 404, 'User not found');

    const scoped = await signedInWith('ur_scoped', { user: ['view', 'update'] }, DATA_SCOPE.ownOrg);
    expectError(await scoped.api.get(`/api/users/${user}/roles`), 404, 'User not found');
    expectError(await scoped.api.put(`/api/users/${user}/roles`, { roleIds: [] }), 404, 'User not found');
    expect((await admin.get(`/api/users/${user}/roles`)).json().data).toEqual({ roleIds: [r2] });
  });
});

describe('function rights', () => {
  test('each call needs its right of module role (or user for a user’s roles)', async () => {
    const { api } = await signedInWith('fr_none', { org: ['view'] });
    const forbidden = /^Forbidden: you lack the "(view|create|update|delete)" right of module Roles \(role\)$/;
    expectError(await api.get('/api/roles'), 403, forbidden, 'FORBIDDEN');
    expectError(await api.get('/api/roles/1'), 403, forbidden, 'FORBIDDEN');
    expectError(await api.get('/api/roles/options'), 403, forbidden, 'FORBIDDEN');
    expectError(await api.post('/api/roles', { roleCode: 'x', name: 'x' }), 403, forbidden, 'FORBIDDEN');
    expectError(await api.put('/api/roles/1', { name: 'x' }), 403, forbidden, 'FORBIDDEN');
    expectError(await api.del('/api/roles/1'), 403, forbidden, 'FORBIDDEN');
    expectError(await api.put('/api/roles/1/modules/user', { actions: [] }), 403, forbidden, 'FORBIDDEN');
    expectError(await api.put('/api/roles/1/groups', { groupIds: [] }), 403, forbidden, 'FORBIDDEN');
    expectError(await api.get('/api/users/1/roles'), 403, /module Users \(user\)/, 'FORBIDDEN');

    const viewer = await signedInWith('fr_viewer', { role: ['view'] });
    expect((await viewer.api.get('/api/roles')).statusCode).toBe(200);
    expectError(await viewer.api.post('/api/roles', { roleCode: 'x', name: 'x' }), 403, /"create"/, 'FORBIDDEN');

    // The pickers of the user, user group and post forms read the role options.
    for (const moduleNo of ['user', 'userGroup', 'post']) {
      const picker = await signedInWith(`fr_${moduleNo}`, { [moduleNo]: ['update'] });
      const options = await picker.api.get('/api/roles/options');
      expect(options.statusCode).toBe(200);
      expect(options.json().data).toContainEqual({
        id: adminRoleId,
        roleCode: 'admin',
        name: '系统管理员',
        nameEn: 'Administrator',
        status: 1,
      });
    }
  });

  test('no escalation: a non-admin grants only actions they hold, and never touches an admin role', async () => {
    const manager = await signedInWith('esc_manager', {
      role: ['view', 'create', 'update', 'delete'],
      user: ['view', 'update'],
    });
    const target = await createRole({ roleCode: 'esc_target', name: 'Target' });

    expectError(
      await manager.api.put(`/api/roles/${target.id}/modules/user`, { actions: ['view', 'delete'] }),
      403,
      'Forbidden: you cannot grant a right you do not hold yourself ("delete" of module Users (user))',
      'FORBIDDEN',
    );
    expect((await auditRows(t.db, 'role.modules')).at(-1)).toMatchObject({ result: 'failure', userId: manager.id });
    // The manager's own role is out of reach altogether (tests/api/escalation.test.ts).
    expectError(
      await manager.api.put(`/api/roles/${manager.roleId}/modules/org`, { actions: ['view'] }),
      403,
      'Forbidden: you cannot change a role you hold',
      'FORBIDDEN',
    );
    expect(
      (await manager.api.put(`/api/roles/${target.id}/modules/user`, { actions: ['view', 'update'] })).statusCode,
    ).toBe(200);
    // A role granting an action the manager lacks is beyond them altogether: they may not even
    // take other actions away from it, nor give it to anyone.
    await admin.put(`/api/roles/${target.id}/modules/user`, { actions: ['view', 'delete'] });
    expectError(
      await manager.api.put(`/api/roles/${target.id}/modules/user`, { actions: ['delete'] }),
      403,
      /"delete" of module Users \(user\)/,
      'FORBIDDEN',
    );
    expectError(
      await manager.api.put(`/api/users/${manager.id}/roles`, { roleIds: [manager.roleId, target.id] }),
      403,
      /"delete" of module Users \(user\)/,
      'FORBIDDEN',
    );
    expect((await admin.get(`/api/roles/${target.id}/functions`)).json().data.modules).toEqual([
      { moduleNo: 'user', actions: ['delete', 'view'] },
    ]);
    await admin.put(`/api/roles/${target.id}/modules/user`, { actions: ['view', 'update'] });

    // The administrator role: neither given nor taken away nor changed by a non-admin.
    const someone = await createUser(t.db, { account: 'esc_someone' });
    const adminHolder = await createUser(t.db, { account: 'esc_admin', roles: ['admin'] });
    const adminOnly = 'Forbidden: only an administrator may give, take away or change the administrator role admin';
    expectError(
      await manager.api.put(`/api/users/${someone}/roles`, { roleIds: [adminRoleId] }),
      403,
      adminOnly,
      'FORBIDDEN',
    );
    expectError(
      await manager.api.put(`/api/users/${manager.id}/roles`, { roleIds: [manager.roleId, adminRoleId] }),
      403,
      adminOnly,
      'FORBIDDEN',
    );
    expectError(await manager.api.put(`/api/users/${adminHolder}/roles`, { roleIds: [] }), 403, adminOnly, 'FORBIDDEN');
    expectError(
      await manager.api.post(`/api/roles/${adminRoleId}/users`, { userIds: [someone] }),
      403,
      adminOnly,
      'FORBIDDEN',
    );
    expectError(await manager.api.del(`/api/roles/${adminRoleId}/users/${adminHolder}`), 403, adminOnly, 'FORBIDDEN');
    expectError(
      await manager.api.put(`/api/roles/${adminRoleId}/groups`, { groupIds: [await insertGroup('ESC_G')] }),
      403,
      adminOnly,
      'FORBIDDEN',
    );
    expectError(
      await manager.api.put(`/api/roles/${adminRoleId}/posts`, { postIds: [await insertPost('ESC_P')] }),
      403,
      adminOnly,
      'FORBIDDEN',
    );
    expectError(await manager.api.put(`/api/roles/${adminRoleId}`, { status: 0 }), 403, adminOnly, 'FORBIDDEN');
    expect((await auditRows(t.db, 'user.roles')).at(-1)).toMatchObject({ result: 'failure', userId: manager.id });
    expect((await admin.get(`/api/users/${adminHolder}/roles`)).json().data.roleIds).toEqual([adminRoleId]);
    expect((await admin.get(`/api/roles/${adminRoleId}`)).json().data).toMatchObject({
      status: 1,
      groupCount: 0,
      postCount: 0,
    });

    // Other roles stay the manager's to give, and an administrator may give the admin role.
    expect((await manager.api.put(`/api/users/${someone}/roles`, { roleIds: [target.id] })).statusCode).toBe(200);
    expect(
      (await admin.put(`/api/users/${someone}/roles`, { roleIds: [target.id, adminRoleId] })).json().data.roleIds,
    ).toEqual([target.id, adminRoleId].sort((a, b) => a - b));
  });
});

describe('rights take effect', () => {
  test('a role configured through the API gives its data scope, actions and field rights; a second role through a group widens the scope', async () => {
    const clerkRole = await createRole({
      roleCode: 'clerk',
      name: '文员',
      nameEn: 'Clerk',
      dataScope: DATA_SCOPE.ownOrg,
    });
    await admin.put(`/api/roles/${clerkRole.id}/modules/user`, { actions: ['view'] });
    await admin.put(`/api/roles/${clerkRole.id}/fields/user`, { fields: { phone: 'hidden', email: 'readonly' } });

    const clerk = await createUser(t.db, { account: 'e2e_clerk', orgId: org.east.id });
    await createUser(t.db, { account: 'e2e_east', orgId: org.east.id });
    await createUser(t.db, { account: 'e2e_west', orgId: org.west.id });
    expect((await admin.put(`/api/users/${clerk}/roles`, { roleIds: [clerkRole.id] })).statusCode).toBe(200);

    const api = as(t.app, await signedInCookie(t.app, 'e2e_clerk', USER_PASSWORD), EN);
    const access = (await api.get('/api/home/access')).json().data;
    expect(access.codes).toEqual(['user:view']);
    expect(access.fields.user).toEqual({ phone: 'hidden', email: 'readonly' });

    const visible = async () => {
      const response = await api.get('/api/users?keyword=e2e_&sorter=account:ascend');
      expect(response.statusCode).toBe(200);
      return response.json().data.list as Record<string, unknown>[];
    };
    const own = await visible();
    expect(own.map((user) => user.account)).toEqual(['e2e_clerk', 'e2e_east']);
    expect(own.every((user) => !('phone' in user) && 'email' in user)).toBe(true);
    expectError(
      await api.post('/api/users', { account: 'e2e_new', name: 'New', jobNo: 'E2E1', email: 'n@example.com' }),
      403,
      /"create"/,
      'FORBIDDEN',
    );

    // A second role with scope "all", given through a user group, widens what the clerk sees;
    // it restricts no field, so the union of the two roles shows the phone again.
    const wideRole = await createRole({ roleCode: 'wide', name: 'Wide', dataScope: DATA_SCOPE.all });
    await admin.put(`/api/roles/${wideRole.id}/modules/user`, { actions: ['view'] });
    const group = await insertGroup('E2E_GROUP', [clerk]);
    expect((await admin.put(`/api/roles/${wideRole.id}/groups`, { groupIds: [group] })).statusCode).toBe(200);
    const wide = await visible();
    expect(wide.map((user) => user.account)).toEqual(['e2e_clerk', 'e2e_east', 'e2e_west']);
    expect((await api.get('/api/home/access')).json().data.fields).toEqual({});
    expect(wide.every((user) => 'phone' in user)).toBe(true);
  });
});

test('the OpenAPI document lists the routes under their tags, each summary naming the right it needs', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations: [string, string, string, RegExp][] = [
    ['/api/roles', 'get', 'roles', /role:view/],
    ['/api/roles', 'post', 'roles', /role:create/],
    ['/api/roles/options', 'get', 'roles', /role:view, user:update, userGroup:update or post:update/],
    ['/api/roles/{id}', 'delete', 'roles', /role:delete/],
    ['/api/roles/{id}/modules/{moduleNo}', 'put', 'roles', /role:update/],
    ['/api/roles/{id}/fields/{moduleNo}', 'put', 'roles', /role:update/],
    ['/api/roles/{id}/users/{userId}', 'delete', 'roles', /role:update/],
    ['/api/users/{id}/roles', 'put', 'roles', /user:update/],
    ['/api/authorized', 'get', 'authorized', /role:view/],
    ['/api/authorized/users/{userId}', 'get', 'authorized', /role:view/],
  ];
  for (const [path, method, tag, right] of operations) {
    const operation = doc.paths[path]?.[method];
    expect({ path, method, tags: operation?.tags }).toEqual({ path, method, tags: [tag] });
    expect(operation.summary).toMatch(right);
  }
});
