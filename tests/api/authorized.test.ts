import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import {
  assignRoles,
  grantModuleActions,
  insertRoleIfAbsent,
  setRoleFieldRights,
} from '../../server/db/repositories/roles';
import {
  POST_DISABLED,
  groupRoles,
  postRoles,
  posts,
  userGroupMembers,
  userGroups,
  userPosts,
} from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  USER_PASSWORD,
  adminSession,
  as,
  createTestApp,
  createUser,
  expectError,
  expectUnauthorized,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
const org: Record<string, Org> = {};
const role: Record<string, number> = {};
const user: Record<string, number> = {};
const group: Record<string, number> = {};
const post: Record<string, number> = {};

async function addRole(roleCode: string, name: string, nameEn: string, dataScope: DataScopeValue = DATA_SCOPE.self) {
  role[roleCode] = (await insertRoleIfAbsent(t.db, { roleCode, name, nameEn, dataScope }))!;
}

/*
 * fin_clerk: given directly to ann (east) and bob (west), through group FIN_TEAM (members ann and
 * carl) and through post ACCOUNTANT (held by carl). auditor: given directly to bob and through the
 * disabled post OLD_POST (held by ann), which gives nothing.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  const now = new Date();
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'EAST', name: '华东' }, org.root.path, now);
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'WEST', name: '华西' }, org.root.path, now);

  await addRole('fin_clerk', '财务文员', 'Finance clerk');
  await addRole('auditor', '审计员', 'Auditor');
  user.ann = await createUser(t.db, { account: 'ann', name: '安', orgId: org.east.id, roles: ['fin_clerk'] });
  user.bob = await createUser(t.db, {
    account: 'bob',
    name: '鲍勃',
    orgId: org.west.id,
    roles: ['fin_clerk', 'auditor'],
  });
  user.carl = await createUser(t.db, { account: 'carl', name: '卡尔', orgId: org.east.id });

  const [team] = await t.db
    .insert(userGroups)
    .values({ groupNo: 'FIN_TEAM', name: '财务组', nameEn: 'Finance team' })
    .returning();
  group.team = team.id;
  await t.db.insert(userGroupMembers).values([
    { groupId: team.id, userId: user.ann },
    { groupId: team.id, userId: user.carl },
  ]);
  await t.db.insert(groupRoles).values({ groupId: team.id, roleId: role.fin_clerk });

  const [accountant] = await t.db
    .insert(posts)
    .values({ postNo: 'ACCOUNTANT', name: '会计', nameEn: 'Accountant' })
    .returning();
  const [old] = await t.db
    .insert(posts)
    .values({ postNo: 'OLD_POST', name: '旧岗位', status: POST_DISABLED })
    .returning();
  post.accountant = accountant.id;
  post.old = old.id;
  await t.db.insert(userPosts).values([
    { userId: user.carl, postId: accountant.id },
    { userId: user.ann, postId: old.id },
  ]);
  await t.db.insert(postRoles).values([
    { postId: accountant.id, roleId: role.fin_clerk },
    { postId: old.id, roleId: role.auditor },
  ]);
}, APP_START_MS);
afterAll(() => t.close());

/** A signed-in user in the east organisation holding role:view with this data scope. */
async function viewer(account: string, dataScope: DataScopeValue, actions = ['view']) {
  await addRole(`v_${account}`, account, account, dataScope);
  await grantModuleActions(t.db, role[`v_${account}`], 'role', actions);
  const id = await createUser(t.db, { account, orgId: org.east.id });
  await assignRoles(t.db, id, [`v_${account}`]);
  return as(t.app, await signedInCookie(t.app, account, USER_PASSWORD), EN);
}

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/authorized' },
    { method: 'GET', url: '/api/authorized/users/1' },
  ]);
});

describe('GET /api/authorized', () => {
  test('lists the relations of a role, given directly, through groups and through posts', async () => {
    const response = await admin.get(`/api/authorized?roleId=${role.fin_clerk}`);
    expect(response.statusCode).toBe(200);
    const clerk = { roleId: role.fin_clerk, roleCode: 'fin_clerk', roleName: 'Finance clerk' };
    expect(response.json().data).toEqual({
      list: [
        { ...clerk, via: 'group', subjectId: group.team, subjectCode: 'FIN_TEAM', subjectName: 'Finance team' },
        { ...clerk, via: 'post', subjectId: post.accountant, subjectCode: 'ACCOUNTANT', subjectName: 'Accountant' },
        { ...clerk, via: 'user', subjectId: user.ann, subjectCode: 'ann', subjectName: '安' },
        { ...clerk, via: 'user', subjectId: user.bob, subjectCode: 'bob', subjectName: '鲍勃' },
      ],
      total: 4,
    });
    // Names follow Accept-Language.
    const zh = await (await adminSession(t)).get(
      `/api/authorized?roleId=${role.fin_clerk}&via=group`,
    );
    expect(zh.json().data.list).toEqual([expect.objectContaining({ roleName: '财务文员', subjectName: '财务组' })]);
  });

  test('filters by kind and keyword, and pages', async () => {
    const users = (await admin.get(`/api/authorized?via=user&keyword=bo`)).json().data;
    expect(users.total).toBe(2);
    expect(
      users.list.map((row: { roleCode: string; subjectCode: string }) => `${row.roleCode}/${row.subjectCode}`),
    ).toEqual(['auditor/bob', 'fin_clerk/bob']);
    // The keyword also matches the role's code; a disabled post's relation is still listed.
    const posts = (await admin.get('/api/authorized?via=post&keyword=audit')).json().data;
    expect(posts.list).toEqual([
      expect.objectContaining({ roleCode: 'auditor', via: 'post', subjectCode: 'OLD_POST' }),
    ]);
    // The keyword is a prefix, with LIKE wildcards taken literally.
    expect((await admin.get('/api/authorized?keyword=%25')).json().data.total).toBe(0);

    const first = (await admin.get(`/api/authorized?roleId=${role.fin_clerk}&pageSize=3`)).json().data;
    const second = (await admin.get(`/api/authorized?roleId=${role.fin_clerk}&pageSize=3&current=2`)).json().data;
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([first.list.length, second.list.length]).toEqual([3, 1]);
    expect(second.list[0].subjectCode).toBe('bob');

    expectError(await admin.get('/api/authorized?via=role'), 400, 'via must be one of user, group, post');
    expectError(await admin.get('/api/authorized?roleId=x'), 400, 'roleId must be an integer');
  });

  test("users appear only within the caller's data scope; groups and posts always", async () => {
    const eastViewer = await viewer('east_viewer', DATA_SCOPE.ownOrg);
    const { list, total } = (await eastViewer.get(`/api/authorized?roleId=${role.fin_clerk}`)).json().data;
    expect(total).toBe(3);
    expect(list.map((row: { via: string; subjectCode: string }) => `${row.via}/${row.subjectCode}`)).toEqual([
      'group/FIN_TEAM',
      'post/ACCOUNTANT',
      'user/ann',
    ]);
    const self = await viewer('self_viewer', DATA_SCOPE.self);
    expect((await self.get('/api/authorized?via=user&pageSize=100')).json().data.list).toEqual([
      expect.objectContaining({ roleCode: 'v_self_viewer', subjectCode: 'self_viewer' }),
    ]);
  });

  test("the caller's field rights hide users' accounts and names: not answered, searched or sorted by", async () => {
    await addRole('v_masked', 'masked', 'masked', DATA_SCOPE.all);
    await grantModuleActions(t.db, role.v_masked, 'role', ['view']);
    await grantModuleActions(t.db, role.v_masked, 'user', ['view']);
    await setRoleFieldRights(t.db, role.v_masked, 'user', { account: 'hidden', name: 'hidden', jobNo: 'readonly' });
    await createUser(t.db, { account: 'masked', orgId: org.east.id, roles: ['v_masked'] });
    const masked = as(t.app, await signedInCookie(t.app, 'masked', USER_PASSWORD), EN);

    const clerk = { roleId: role.fin_clerk, roleCode: 'fin_clerk', roleName: 'Finance clerk' };
    expect((await masked.get(`/api/authorized?roleId=${role.fin_clerk}`)).json().data.list).toEqual([
      { ...clerk, via: 'group', subjectId: group.team, subjectCode: 'FIN_TEAM', subjectName: 'Finance team' },
      { ...clerk, via: 'post', subjectId: post.accountant, subjectCode: 'ACCOUNTANT', subjectName: 'Accountant' },
      { ...clerk, via: 'user', subjectId: user.ann },
      { ...clerk, via: 'user', subjectId: user.bob },
    ]);
    // A hidden account or name cannot be guessed by prefix; the role's code still matches.
    expect((await masked.get('/api/authorized?via=user&keyword=bo')).json().data.total).toBe(0);
    expect((await masked.get(`/api/authorized?via=user&keyword=${encodeURIComponent('鲍')}`)).json().data.total).toBe(
      0,
    );
    expect((await masked.get('/api/authorized?via=user&keyword=fin_')).json().data.total).toBe(2);
    expect((await admin.get('/api/authorized?via=user&keyword=bo')).json().data.total).toBe(2);

    expect((await masked.get(`/api/authorized/users/${user.ann}`)).json().data).toEqual([
      { ...clerk, via: 'group', viaId: group.team, viaName: 'Finance team' },
      { ...clerk, via: 'user', viaId: user.ann },
    ]);
  });

  test('needs role:view', async () => {
    const other = await viewer('no_view', DATA_SCOPE.all, ['update']);
    expectError(await other.get('/api/authorized'), 403, /"view" right of module Roles \(role\)/, 'FORBIDDEN');
    expectError(await other.get(`/api/authorized/users/${user.ann}`), 403, /"view"/, 'FORBIDDEN');
  });
});

describe('GET /api/authorized/users/:userId', () => {
  test('every role the user holds and how; a disabled post gives nothing', async () => {
    const ann = (await admin.get(`/api/authorized/users/${user.ann}`)).json().data;
    const clerk = { roleId: role.fin_clerk, roleCode: 'fin_clerk', roleName: 'Finance clerk' };
    expect(ann).toEqual([
      { ...clerk, via: 'group', viaId: group.team, viaName: 'Finance team' },
      { ...clerk, via: 'user', viaId: user.ann, viaName: '安' },
    ]);
    const carl = (await admin.get(`/api/authorized/users/${user.carl}`)).json().data;
    expect(carl.map((row: { via: string; viaName: string }) => `${row.via}/${row.viaName}`)).toEqual([
      'group/Finance team',
      'post/Accountant',
    ]);
    const bob = (await admin.get(`/api/authorized/users/${user.bob}`)).json().data;
    expect(bob.map((row: { roleCode: string; via: string }) => `${row.roleCode}/${row.via}`)).toEqual([
      'auditor/user',
      'fin_clerk/user',
    ]);
  });

  test("a user outside the caller's data scope is not found", async () => {
    const eastViewer = await viewer('east_viewer2', DATA_SCOPE.ownOrg);
    expect((await eastViewer.get(`/api/authorized/users/${user.ann}`)).statusCode).toBe(200);
    expectError(await eastViewer.get(`/api/authorized/users/${user.bob}`), 404, 'User not found');
    expectError(await admin.get('/api/authorized/users/99999'), 404, 'User not found');
  });
});
