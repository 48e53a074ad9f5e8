import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import {
  findRoleByCode,
  grantModuleActions,
  insertRoleIfAbsent,
  setRoleFieldRights,
} from '../../server/db/repositories/roles';
import { postRoles, posts, roleOrgs, userPosts } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  ADMIN_PASSWORD,
  EN,
  USER_PASSWORD,
  adminSession,
  as,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  signIn,
  signedInCookie,
  type TestApp,
} from './helpers';

/*
 * A non-administrator with rights of the back office can administer others but never raise
 * their own rights, nor give, change or take what they do not hold: server/access/escalation.ts.
 * Every mutating route is attacked in tests/api/escalationRoutes.test.ts; here are the reported
 * cases and the rules one by one.
 */

let t: TestApp;
let manager: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let managerId: number;
let otherId: number;
let ids: { helper: number; managerRole: number; adminRole: number; group: number; post: number };
const org: Record<'root' | 'east' | 'eastSub' | 'west', Org> = {} as never;

const OWN_ROLES = 'Forbidden: you cannot change which roles you hold (directly, through a user group or a post)';
const ADMINISTRATORS =
  "Forbidden: only an administrator may change an administrator's account, roles, user groups or posts, or who is an administrator";

/** A role with exactly these module actions and data scope. */
async function role(roleCode: string, actions: Record<string, string[]>, dataScope: DataScopeValue, isAdmin = false) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope, isAdmin }))!;
  for (const [moduleNo, granted] of Object.entries(actions)) await grantModuleActions(t.db, id, moduleNo, granted);
  return id;
}

/** A signed-in user holding a new role with these actions and data scope. */
async function signedInWith(
  account: string,
  actions: Record<string, string[]>,
  dataScope: DataScopeValue,
  orgId = org.east.id,
) {
  const roleId = await role(`r_${account}`, actions, dataScope);
  const { id, cookie } = await createSignedInUser(t, { account, roles: [`r_${account}`], orgId });
  return { id, roleId, api: as(t.app, cookie, EN) };
}

const isAdmin = async (account: string) =>
  (await as(t.app, await signedInCookie(t.app, account, USER_PASSWORD), EN).get('/api/home/isAdmin')).json().data;

beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);

beforeAll(async () => {
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const now = new Date();
  org.east = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'EAST', name: 'East' }, org.root.path, now);
  org.eastSub = await insertOrg(
    t.db,
    { parentId: org.east.id, orgNo: 'EAST_SUB', name: 'East sub' },
    org.east.path,
    now,
  );
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'WEST', name: 'West' }, org.root.path, now);
  const managerRole = await role('manager', {}, DATA_SCOPE.all);
  for (const module of ['user', 'role', 'userGroup', 'post'])
    await grantModuleActions(t.db, managerRole, module, ['view', 'create', 'update']);
  const helper = await role('helper', { user: ['view'] }, DATA_SCOPE.self);
  const signedIn = await createSignedInUser(t, { account: 'manager', roles: ['manager'] });
  managerId = signedIn.id;
  manager = as(t.app, signedIn.cookie, EN);
  admin = await adminSession(t, EN);
  otherId = await createUser(t.db, { account: 'other' });
  const group = (await admin.post('/api/user-groups', { groupNo: 'G1', name: 'Group' })).json().data.id;
  const post = (await admin.post('/api/posts', { parentId: null, postNo: 'P1', name: 'Post' })).json().data.id;
  ids = { helper, managerRole, adminRole: (await findRoleByCode(t.db, 'admin'))!.id, group, post };
});
afterAll(() => t.close());

test('others are given roles, groups and posts; the caller cannot give any to themselves', async () => {
  expect((await manager.put(`/api/users/${otherId}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expectError(
    await manager.put(`/api/users/${managerId}/roles`, { roleIds: [ids.managerRole, ids.helper] }),
    403,
    OWN_ROLES,
    'FORBIDDEN',
  );
  expectError(
    await manager.post(`/api/roles/${ids.helper}/users`, { userIds: [managerId] }),
    403,
    OWN_ROLES,
    'FORBIDDEN',
  );

  expect((await manager.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expect((await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [otherId] })).statusCode).toBe(200);
  expectError(
    await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [managerId] }),
    403,
    OWN_ROLES,
    'FORBIDDEN',
  );

  expect((await manager.put(`/api/posts/${ids.post}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expectError(await manager.put(`/api/users/${managerId}/posts`, { postIds: [ids.post] }), 403, OWN_ROLES, 'FORBIDDEN');
});

test('the roles of a group the caller is in, and a role the caller holds, are out of their reach', async () => {
  // An administrator puts the manager into a group; the manager may not now change what it gives.
  const group = (await admin.post('/api/user-groups', { groupNo: 'G2', name: 'Mine' })).json().data.id;
  expect((await admin.post(`/api/user-groups/${group}/members`, { userIds: [managerId] })).statusCode).toBe(200);
  expectError(
    await manager.put(`/api/user-groups/${group}/roles`, { roleIds: [ids.helper] }),
    403,
    OWN_ROLES,
    'FORBIDDEN',
  );
  expectError(
    await manager.put(`/api/roles/${ids.managerRole}`, { dataScope: DATA_SCOPE.all, description: 'wider' }),
    403,
    'Forbidden: you cannot change a role you hold',
    'FORBIDDEN',
  );
  expectError(
    await manager.put(`/api/roles/${ids.managerRole}/fields/user`, { fields: {} }),
    403,
    /role you hold/,
    'FORBIDDEN',
  );
  expect((await manager.put(`/api/roles/${ids.helper}`, { description: 'for helpers' })).statusCode).toBe(200);
});

test('an administrator role is given through no group or post by a non-administrator', async () => {
  expectError(
    await manager.put(`/api/posts/${ids.post}/roles`, { roleIds: [ids.adminRole] }),
    403,
    /admin/,
    'FORBIDDEN',
  );
  expectError(
    await manager.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.adminRole] }),
    403,
    /admin/,
    'FORBIDDEN',
  );
  // An administrator may, and a non-administrator then cannot add members to that group.
  expect((await admin.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.adminRole] })).statusCode).toBe(200);
  const third = await createUser(t.db, { account: 'third' });
  expectError(
    await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [third] }),
    403,
    /admin/,
    'FORBIDDEN',
  );
  expect((await admin.post(`/api/user-groups/${ids.group}/members`, { userIds: [third] })).statusCode).toBe(200);
});

describe('reported cases', () => {
  test('a post editor neither enables a post that makes its holder an administrator nor disables one', async () => {
    const editor = await signedInWith('rc_post_editor', { post: ['view', 'update'] }, DATA_SCOPE.self);
    const [dormant, active] = await t.db
      .insert(posts)
      .values([
        { postNo: 'RC_DORMANT', name: 'Dormant', status: 0 },
        { postNo: 'RC_ACTIVE', name: 'Active' },
      ])
      .returning();
    await t.db.insert(postRoles).values([
      { postId: dormant.id, roleId: ids.adminRole },
      { postId: active.id, roleId: ids.adminRole },
    ]);
    const waiting = await createUser(t.db, { account: 'rc_waiting' });
    const holder = await createUser(t.db, { account: 'rc_holder' });
    await t.db.insert(userPosts).values([
      { postId: dormant.id, userId: waiting },
      { postId: active.id, userId: holder },
    ]);

    expectError(
      await editor.api.put(`/api/posts/${dormant.id}`, { status: 1 }),
      403,
      /administrator role admin$/,
      'FORBIDDEN',
    );
    expectError(
      await editor.api.put(`/api/posts/${active.id}`, { status: 0 }),
      403,
      /administrator role admin$/,
      'FORBIDDEN',
    );
    expect(await isAdmin('rc_waiting')).toBe(false);
    expect(await isAdmin('rc_holder')).toBe(true);
    // Posts that give no role beyond the editor stay theirs to change.
    const plain = (
      await admin.post('/api/posts', { parentId: null, postNo: 'RC_PLAIN', name: 'Plain', status: 0 })
    ).json().data.id;
    expect((await editor.api.put(`/api/posts/${plain}`, { name: 'Renamed', status: 1 })).statusCode).toBe(200);
  });

  test('a group deleter deletes no group that makes its members administrators, nor one that gives them their own roles', async () => {
    const deleter = await signedInWith('rc_group_deleter', { userGroup: ['view', 'delete'] }, DATA_SCOPE.self);
    const member = await createUser(t.db, { account: 'rc_member' });
    const admins = (await admin.post('/api/user-groups', { groupNo: 'RC_ADMINS', name: 'Admins' })).json().data.id;
    await admin.put(`/api/user-groups/${admins}/roles`, { roleIds: [ids.adminRole] });
    await admin.post(`/api/user-groups/${admins}/members`, { userIds: [member] });
    expectError(await deleter.api.del(`/api/user-groups/${admins}`), 403, /administrator role admin$/, 'FORBIDDEN');
    expect(await isAdmin('rc_member')).toBe(true);

    const mine = (await admin.post('/api/user-groups', { groupNo: 'RC_MINE', name: 'Mine' })).json().data.id;
    await admin.put(`/api/user-groups/${mine}/roles`, { roleIds: [await role('rc_nothing', {}, DATA_SCOPE.self)] });
    await admin.post(`/api/user-groups/${mine}/members`, { userIds: [deleter.id] });
    expectError(await deleter.api.del(`/api/user-groups/${mine}`), 403, OWN_ROLES, 'FORBIDDEN');
    expect((await admin.get(`/api/user-groups/${mine}`)).statusCode).toBe(200);
  });

  test('a user updater neither takes over nor disables nor changes an administrator', async () => {
    const updater = await signedInWith('rc_user_updater', { user: ['update'] }, DATA_SCOPE.all);
    const target = await createUser(t.db, { account: 'rc_admin', roles: ['admin'] });
    const reset = await updater.api.post(`/api/users/${target}/resetPassword`);
    expectError(reset, 403, ADMINISTRATORS, 'FORBIDDEN');
    expect(reset.body).not.toContain('password');
    expectError(await updater.api.post(`/api/users/${target}/status`, { status: 0 }), 403, ADMINISTRATORS, 'FORBIDDEN');
    expectError(
      await updater.api.put(`/api/users/${target}`, { email: 'mine@example.com' }),
      403,
      ADMINISTRATORS,
      'FORBIDDEN',
    );
    expect((await signIn(t.app, 'rc_admin', USER_PASSWORD)).json().data.loginFlag).toBe(0);
    expect((await admin.get(`/api/users/${target}`)).json().data).toMatchObject({ status: 1, email: null });
    // The admin's own account too: the seeded administrator keeps their password.
    const adminId = (await admin.get('/api/users?keyword=admin&pageSize=1&sorter=account:ascend')).json().data.list[0]
      .id;
    expectError(await updater.api.post(`/api/users/${adminId}/resetPassword`), 403, ADMINISTRATORS, 'FORBIDDEN');
    expect((await signIn(t.app, 'admin', ADMIN_PASSWORD)).json().data.loginFlag).toBe(0);
    // Other users stay theirs to manage.
    const plain = await createUser(t.db, { account: 'rc_plain' });
    expect((await updater.api.post(`/api/users/${plain}/resetPassword`)).statusCode).toBe(200);
  });

  test('a user updater does not move themselves to widen their own data scope', async () => {
    const ownOrg = await signedInWith('rc_own_org', { user: ['view', 'update'] }, DATA_SCOPE.ownOrg);
    expectError(
      await ownOrg.api.put(`/api/users/${ownOrg.id}`, { orgId: org.root.id }),
      403,
      /^Forbidden: /,
      'FORBIDDEN',
    );
    const below = await signedInWith('rc_below', { user: ['view', 'update'] }, DATA_SCOPE.ownOrgAndBelow);
    expectError(
      await below.api.put(`/api/users/${below.id}`, { orgId: org.eastSub.id }),
      403,
      'Forbidden: you cannot change your own organisation',
      'FORBIDDEN',
    );
    expect((await admin.get(`/api/users/${ownOrg.id}`)).json().data.orgId).toBe(org.east.id);
    expect((await admin.get(`/api/users/${below.id}`)).json().data.orgId).toBe(org.east.id);
    // Their own name is theirs to change.
    expect((await below.api.put(`/api/users/${below.id}`, { name: 'Renamed' })).statusCode).toBe(200);
  });

  test('a role manager makes no puppet that sees more than they do', async () => {
    const roleManager = await signedInWith(
      'rc_role_manager',
      { role: ['view', 'create', 'update'], user: ['view', 'create', 'update'] },
      DATA_SCOPE.ownOrg,
    );
    expectError(
      await roleManager.api.post('/api/roles', { roleCode: 'rc_puppet', name: 'Puppet', dataScope: DATA_SCOPE.all }),
      403,
      'Forbidden: the data scope of role rc_puppet is wider than your own',
      'FORBIDDEN',
    );
    expect((await admin.get('/api/roles?keyword=rc_puppet')).json().data.total).toBe(0);
    // A role within the manager's scope is made and given; widening it afterwards is refused.
    const created = await roleManager.api.post('/api/roles', {
      roleCode: 'rc_clerk',
      name: 'Clerk',
      dataScope: DATA_SCOPE.ownOrg,
    });
    expect(created.statusCode).toBe(200);
    const clerk = created.json().data.id;
    expect((await roleManager.api.put(`/api/roles/${clerk}/modules/user`, { actions: ['view'] })).statusCode).toBe(200);
    const made = await roleManager.api.post('/api/users', {
      account: 'rc_puppet_user',
      name: 'Puppet',
      jobNo: 'RC01',
      email: 'puppet@example.com',
      orgId: org.east.id,
    });
    expect(made.statusCode).toBe(200);
    const { user: puppetUser, password: puppetPassword } = made.json().data;
    const puppet = puppetUser.id;
    expect((await roleManager.api.put(`/api/users/${puppet}/roles`, { roleIds: [clerk] })).statusCode).toBe(200);
    expectError(
      await roleManager.api.put(`/api/roles/${clerk}`, { dataScope: DATA_SCOPE.all }),
      403,
      'Forbidden: the data scope of role rc_clerk is wider than your own',
      'FORBIDDEN',
    );
    const seen = await as(t.app, await signedInCookie(t.app, 'rc_puppet_user', puppetPassword), EN).get(
      '/api/users?pageSize=100',
    );
    const accounts = seen.json().data.list.map((user: { account: string }) => user.account);
    expect(accounts).toContain('rc_role_manager');
    expect(accounts).not.toContain('other');
    expect(accounts).not.toContain('admin');
  });
});

describe('a role lies within the caller’s own rights', () => {
  test('custom organisations only within the caller’s data scope', async () => {
    const east = await signedInWith('wr_east', { role: ['view', 'create', 'update'] }, DATA_SCOPE.ownOrgAndBelow);
    expectError(
      await east.api.post('/api/roles', {
        roleCode: 'wr_west',
        name: 'West',
        dataScope: DATA_SCOPE.customOrgs,
        orgIds: [org.west.id],
      }),
      403,
      `Forbidden: custom organisations ${org.west.id} of role wr_west lie outside your data scope`,
      'FORBIDDEN',
    );
    expect(
      (
        await east.api.post('/api/roles', {
          roleCode: 'wr_sub',
          name: 'Sub',
          dataScope: DATA_SCOPE.customOrgs,
          orgIds: [org.eastSub.id],
        })
      ).statusCode,
    ).toBe(200);
    // A scope the caller's own covers: own organisation and below gives own organisation and below.
    expect(
      (await east.api.post('/api/roles', { roleCode: 'wr_below', name: 'Below', dataScope: DATA_SCOPE.ownOrgAndBelow }))
        .statusCode,
    ).toBe(200);
  });

  test('no field shown to the holders that the caller’s field rights hide or make read-only', async () => {
    const masked = await signedInWith(
      'wr_masked',
      { role: ['view', 'create', 'update'], user: ['view'] },
      DATA_SCOPE.all,
    );
    await setRoleFieldRights(t.db, masked.roleId, 'user', { phone: 'hidden', email: 'readonly' });
    const target = (await masked.api.post('/api/roles', { roleCode: 'wr_target', name: 'Target' })).json().data.id;
    // Field rights count for the holders of a role that grants the module's view action.
    expect((await masked.api.put(`/api/roles/${target}/fields/user`, { fields: { phone: 'hidden' } })).statusCode).toBe(
      200,
    );
    expectError(
      await masked.api.put(`/api/roles/${target}/modules/user`, { actions: ['view'] }),
      403,
      'Forbidden: field email of module Users (user) is read-only for you; a role may not restrict it less',
      'FORBIDDEN',
    );
    expect(
      (await masked.api.put(`/api/roles/${target}/fields/user`, { fields: { phone: 'hidden', email: 'hidden' } }))
        .statusCode,
    ).toBe(200);
    expect((await masked.api.put(`/api/roles/${target}/modules/user`, { actions: ['view'] })).statusCode).toBe(200);
    expectError(
      await masked.api.put(`/api/roles/${target}/fields/user`, { fields: { email: 'hidden' } }),
      403,
      'Forbidden: field phone of module Users (user) is hidden from you; a role may not restrict it less',
      'FORBIDDEN',
    );
  });

  test('a role of "own organisation" scope reaches, for each holder, only organisations within the caller’s scope', async () => {
    const east = await signedInWith(
      'wr_holders',
      {
        role: ['view', 'create', 'update'],
        user: ['view', 'update'],
        userGroup: ['view', 'update'],
        post: ['view', 'update'],
      },
      DATA_SCOPE.ownOrgAndBelow,
    );
    const local = (
      await east.api.post('/api/roles', { roleCode: 'wr_local', name: 'Local', dataScope: DATA_SCOPE.ownOrg })
    ).json().data.id;
    const westerner = await createUser(t.db, { account: 'wr_westerner', orgId: org.west.id });
    const easterner = await createUser(t.db, { account: 'wr_easterner', orgId: org.eastSub.id });
    const group = (await admin.post('/api/user-groups', { groupNo: 'WR_MIXED', name: 'Mixed' })).json().data.id;
    await admin.post(`/api/user-groups/${group}/members`, { userIds: [westerner] });
    const beyond = `Forbidden: role wr_local gives the data scope of its holder's own organisation, which for user ${westerner} reaches beyond your data scope`;
    // Through a group whose member the caller does not see, the role would show them the west.
    expectError(await east.api.put(`/api/user-groups/${group}/roles`, { roleIds: [local] }), 403, beyond, 'FORBIDDEN');
    expectError(await east.api.put(`/api/roles/${local}/groups`, { groupIds: [group] }), 403, beyond, 'FORBIDDEN');
    const post = (await admin.post('/api/posts', { parentId: null, postNo: 'WR_POST', name: 'Post' })).json().data.id;
    await admin.put(`/api/users/${westerner}/posts`, { postIds: [post] });
    expectError(await east.api.put(`/api/posts/${post}/roles`, { roleIds: [local] }), 403, beyond, 'FORBIDDEN');
    expect((await admin.get(`/api/authorized?roleId=${local}`)).json().data.total).toBe(0);
    // Within the caller's scope the same role is given freely, and its holder stays within it.
    expect((await east.api.put(`/api/users/${easterner}/roles`, { roleIds: [local] })).statusCode).toBe(200);
    expectError(
      await east.api.put(`/api/users/${easterner}`, { orgId: org.root.id }),
      403,
      `Forbidden: role wr_local gives the data scope of its holder's own organisation, which for user ${easterner} reaches beyond your data scope`,
      'FORBIDDEN',
    );
    // A user holding no such role may still be moved out of the caller's scope.
    const leaver = await createUser(t.db, { account: 'wr_leaver', orgId: org.eastSub.id });
    expect((await east.api.put(`/api/users/${leaver}`, { orgId: org.west.id })).statusCode).toBe(200);
  });
});

describe('the caller’s own rights stay as they are, whatever the path', () => {
  test('deleting an organisation of their own custom data scope would narrow it', async () => {
    const empty = (await admin.post('/api/orgs', { parentId: org.west.id, orgNo: 'OWN_EMPTY', name: 'Empty' })).json()
      .data;
    const custom = await signedInWith('own_custom', { org: ['view', 'delete'] }, DATA_SCOPE.customOrgs, org.west.id);
    await t.db.insert(roleOrgs).values([
      { roleId: custom.roleId, orgId: org.west.id },
      { roleId: custom.roleId, orgId: empty.id },
    ]);
    expectError(
      await custom.api.del(`/api/orgs/${empty.id}`),
      403,
      'Forbidden: you cannot change your own rights (the functions, menus, fields or data scope your roles grant)',
      'FORBIDDEN',
    );
    expect((await admin.get(`/api/roles/${custom.roleId}`)).json().data.orgIds).toEqual(
      [org.west.id, empty.id].sort((a, b) => a - b),
    );
  });

  test('a module change that drops a button granted to the caller', async () => {
    const modules = await signedInWith(
      'own_modules',
      { module: ['view', 'update'], user: ['view', 'export'] },
      DATA_SCOPE.self,
    );
    const userModule = (await admin.get('/api/modules?keyword=user'))
      .json()
      .data.list.find((module: { moduleNo: string }) => module.moduleNo === 'user');
    const buttons = userModule.buttons.filter((button: { code: string }) => button.code !== 'export');
    expectError(
      await modules.api.put(`/api/modules/${userModule.id}`, { buttons }),
      403,
      'Forbidden: roles grant user:export; only an administrator may remove, renumber or redirect what roles grant',
      'FORBIDDEN',
    );
    expect((await admin.get(`/api/modules/${userModule.id}`)).json().data.buttons).toEqual(userModule.buttons);
  });
});

describe('organisations follow the caller’s data scope', () => {
  test('created, moved and deleted within it only', async () => {
    const east = await signedInWith(
      'org_east',
      { org: ['view', 'create', 'update', 'delete'] },
      DATA_SCOPE.ownOrgAndBelow,
    );
    expectError(
      await east.api.post('/api/orgs', { parentId: null, orgNo: 'ORG_TOP', name: 'Top' }),
      403,
      'Forbidden: only a user whose data scope is "all" may create or move an organisation at the top level',
      'FORBIDDEN',
    );
    expectError(
      await east.api.put(`/api/orgs/${org.west.id}`, { parentId: org.east.id }),
      403,
      'Forbidden: organisation WEST lies outside your data scope',
      'FORBIDDEN',
    );
    expectError(
      await east.api.put(`/api/orgs/${org.eastSub.id}`, { parentId: org.west.id }),
      403,
      'Forbidden: organisation WEST lies outside your data scope',
      'FORBIDDEN',
    );
    const created = await east.api.post('/api/orgs', { parentId: org.eastSub.id, orgNo: 'ORG_NEW', name: 'New' });
    expect(created.statusCode).toBe(200);
    expect(
      (await east.api.put(`/api/orgs/${created.json().data.id}`, { parentId: org.east.id, name: 'Moved' })).statusCode,
    ).toBe(200);
    expect((await east.api.del(`/api/orgs/${created.json().data.id}`)).statusCode).toBe(200);
  });
});
