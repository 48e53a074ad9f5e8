import { findOrgByNo, insertOrg } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
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

interface Node {
  id: number;
  postNo: string;
  children: Node[];
}

const findNode = (nodes: Node[], postNo: string): Node | undefined => {
  for (const node of nodes) {
    if (node.postNo === postNo) return node;
    const inner = findNode(node.children, postNo);
    if (inner) return inner;
  }
  return undefined;
};

const tree = async (): Promise<Node[]> => {
  const response = await admin.get('/api/posts');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const create = async (payload: object) => {
  const response = await admin.post('/api/posts', payload);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** A role granting exactly these actions of these modules. */
async function role(roleCode: string, grants: Record<string, string[]>, dataScope: DataScopeValue = DATA_SCOPE.all) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope }))!;
  for (const [moduleNo, actions] of Object.entries(grants)) await grantModuleActions(t.db, id, moduleNo, actions);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
}, APP_START_MS);
afterAll(() => t.close());

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/posts' },
    { method: 'POST', url: '/api/posts', payload: { parentId: null, postNo: 'X', name: 'x' } },
    { method: 'GET', url: '/api/users/1/posts' },
  ]);
});

test('create builds a tree with roles and holder counts; each creation is logged', async () => {
  const finance = await create({ parentId: null, postNo: 'FIN', name: '财务岗', nameEn: 'Finance', sort: 10 });
  expect(finance).toEqual({
    id: expect.any(Number),
    parentId: null,
    postNo: 'FIN',
    name: '财务岗',
    nameEn: 'Finance',
    sort: 10,
    status: 1,
    roleIds: [],
    userCount: 0,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  const accountant = await create({ parentId: finance.id, postNo: 'ACC', name: '会计', sort: 2 });
  await create({ parentId: finance.id, postNo: 'CASH', name: '出纳', sort: 1 });
  await create({ parentId: accountant.id, postNo: 'ACC_AP', name: '应付会计' });
  await create({ parentId: null, postNo: 'HR', name: '人事岗', sort: 20, status: 0 });

  const roots = await tree();
  expect(roots.map((node) => node.postNo)).toEqual(['FIN', 'HR']);
  expect(roots[0].children.map((node) => node.postNo)).toEqual(['CASH', 'ACC']);
  expect(findNode(roots, 'ACC')!.children).toEqual([
    expect.objectContaining({ postNo: 'ACC_AP', parentId: accountant.id, nameEn: null, status: 1, children: [] }),
  ]);
  expect(findNode(roots, 'HR')).toMatchObject({ status: 0 });

  const [row] = await auditRows(t.db, 'post.create');
  expect(row).toMatchObject({ result: 'success', target: `${finance.id} FIN` });
  expect(row.detail).toMatchObject({ after: { postNo: 'FIN', name: '财务岗', parentId: null } });
});

test('validation, an unknown parent and a taken number', async () => {
  expectError(await admin.post('/api/posts', { parentId: null, name: 'x' }), 400, 'postNo is required');
  expectError(
    await admin.post('/api/posts', { parentId: null, postNo: 'X1', name: 'x', colour: 'red' }),
    400,
    'unknown field colour',
  );
  expectError(await admin.put('/api/posts/1', {}), 400, 'request body is invalid');
  expectError(
    await admin.post('/api/posts', { parentId: 99999, postNo: 'X1', name: 'x' }),
    400,
    'parentId: the parent post does not exist',
  );
  expectError(
    await admin.post('/api/posts', { parentId: null, postNo: 'FIN', name: 'x' }),
    409,
    'postNo: post number FIN is already in use',
  );
  const zh = await adminSession(t);
  expectError(
    await zh.post('/api/posts', { parentId: null, postNo: 'FIN', name: 'x' }),
    409,
    'postNo 岗位编号 FIN 已存在',
  );
  const failures = (await auditRows(t.db, 'post.create')).filter((row) => row.result === 'failure');
  expect(failures.map((row) => row.errorMessage)).toContain('postNo 岗位编号 FIN 已存在');
});

test('update moves a post, never under itself or below it', async () => {
  const roots = await tree();
  const finance = findNode(roots, 'FIN')!;
  const accountant = findNode(roots, 'ACC')!;
  const payables = findNode(roots, 'ACC_AP')!;
  const hr = findNode(roots, 'HR')!;

  expectError(
    await admin.put(`/api/posts/${accountant.id}`, { parentId: accountant.id }),
    400,
    /itself or one below it/,
  );
  expectError(await admin.put(`/api/posts/${finance.id}`, { parentId: payables.id }), 400, /itself or one below it/);
  expectError(await admin.put(`/api/posts/${accountant.id}`, { parentId: 99999 }), 400, /parent post does not exist/);
  expectError(await admin.put(`/api/posts/${accountant.id}`, { postNo: 'CASH' }), 409, /CASH is already in use/);
  expectError(await admin.put('/api/posts/99999', { name: 'x' }), 404, 'Post not found');

  const moved = await admin.put(`/api/posts/${accountant.id}`, {
    parentId: hr.id,
    name: '总账会计',
    nameEn: 'Accountant',
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().data).toMatchObject({
    id: accountant.id,
    parentId: hr.id,
    name: '总账会计',
    nameEn: 'Accountant',
  });
  expect(findNode(await tree(), 'HR')!.children.map((node) => node.postNo)).toEqual(['ACC']);

  const toRoot = await admin.put(`/api/posts/${accountant.id}`, { parentId: null });
  expect(toRoot.json().data.parentId).toBeNull();

  const updates = (await auditRows(t.db, 'post.update')).filter((row) => row.result === 'success');
  expect(updates[0]).toMatchObject({ target: `${accountant.id} ACC` });
  expect(updates[0].detail).toMatchObject({
    before: { name: '会计', parentId: finance.id },
    after: { name: '总账会计', parentId: hr.id },
  });
  const cycle = (await auditRows(t.db, 'post.update')).find((row) => row.result === 'failure');
  expect(cycle!.errorMessage).toBe('parentId 不能是该岗位自身或其下级岗位');
});

test('the roles of a post: unknown ids are named, the set is replaced and logged', async () => {
  const cash = findNode(await tree(), 'CASH')!;
  const first = await role('post_role_a', {});
  const second = await role('post_role_b', {});
  expectError(
    await admin.put(`/api/posts/${cash.id}/roles`, { roleIds: [first, 99998, 99999] }),
    400,
    'roleIds: no role with id 99998, 99999',
  );
  expectError(await admin.put('/api/posts/99999/roles', { roleIds: [] }), 404, 'Post not found');

  const given = await admin.put(`/api/posts/${cash.id}/roles`, { roleIds: [second, first, first] });
  expect(given.statusCode).toBe(200);
  expect(given.json().data.roleIds).toEqual([first, second]);
  const replaced = await admin.put(`/api/posts/${cash.id}/roles`, { roleIds: [second] });
  expect(replaced.json().data.roleIds).toEqual([second]);
  expect(findNode(await tree(), 'CASH')).toMatchObject({ roleIds: [second] });

  const rows = (await auditRows(t.db, 'post.roles')).filter((row) => row.result === 'success');
  expect(rows.map((row) => row.detail)).toEqual([
    { before: { roleIds: [] }, after: { roleIds: [first, second] } },
    { before: { roleIds: [first, second] }, after: { roleIds: [second] } },
  ]);
});

test('the posts of a user; delete answers 409 while children or holders remain', async () => {
  const roots = await tree();
  const cash = findNode(roots, 'CASH')!;
  const finance = findNode(roots, 'FIN')!;
  const holder = await createUser(t.db, { account: 'post_holder' });

  expect((await admin.get(`/api/users/${holder}/posts`)).json().data).toEqual({ postIds: [] });
  expectError(
    await admin.put(`/api/users/${holder}/posts`, { postIds: [cash.id, 99999] }),
    400,
    'postIds: no post with id 99999',
  );
  expectError(await admin.get('/api/users/99999/posts'), 404, 'User not found');
  expectError(await admin.put('/api/users/99999/posts', { postIds: [] }), 404, 'User not found');

  const given = await admin.put(`/api/users/${holder}/posts`, { postIds: [cash.id, cash.id] });
  expect(given.json().data).toEqual({ postIds: [cash.id] });
  expect((await admin.get(`/api/users/${holder}/posts`)).json().data).toEqual({ postIds: [cash.id] });
  expect(findNode(await tree(), 'CASH')).toMatchObject({ userCount: 1 });
  const [logged] = (await auditRows(t.db, 'user.posts')).filter((row) => row.result === 'success');
  expect(logged).toMatchObject({ target: `${holder} post_holder` });
  expect(logged.detail).toEqual({ before: { postIds: [] }, after: { postIds: [cash.id] } });

  expectError(
    await admin.del(`/api/posts/${finance.id}`),
    409,
    'The post still has 1 child post; it cannot be deleted',
  );
  expectError(await admin.del(`/api/posts/${cash.id}`), 409, 'The post still has 1 user; it cannot be deleted');
  expect((await admin.put(`/api/users/${holder}/posts`, { postIds: [] })).json().data).toEqual({ postIds: [] });

  expect((await admin.del(`/api/posts/${cash.id}`)).json()).toEqual({ success: true, data: null });
  expect(findNode(await tree(), 'CASH')).toBeUndefined();
  expect((await admin.del(`/api/posts/${finance.id}`)).statusCode).toBe(200);
  expectError(await admin.del(`/api/posts/${cash.id}`), 404, 'Post not found');
  const deletions = (await auditRows(t.db, 'post.delete')).filter((row) => row.result === 'success');
  expect(deletions[0].detail).toMatchObject({ before: { postNo: 'CASH', userCount: 0 } });
});

test('post rights: the tree needs post:view or user:view, changes need post rights', async () => {
  await role('post_viewer', { post: ['view'] });
  await role('user_viewer', { user: ['view'] });
  const plain = as(t.app, (await createSignedInUser(t, { account: 'post_plain' })).cookie, EN);
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'post_viewer', roles: ['post_viewer'] })).cookie, EN);
  const userViewer = as(
    t.app,
    (await createSignedInUser(t, { account: 'post_user_viewer', roles: ['user_viewer'] })).cookie, EN,
  );
  const someId = findNode(await tree(), 'HR')!.id;

  expectError(await plain.get('/api/posts'), 403, /"view" right of module Posts \(post\)/, 'FORBIDDEN');
  expect((await viewer.get('/api/posts')).statusCode).toBe(200);
  expect((await userViewer.get('/api/posts')).statusCode).toBe(200);
  expectError(
    await viewer.post('/api/posts', { parentId: null, postNo: 'NOPE', name: 'x' }),
    403,
    /"create" right of module Posts/,
    'FORBIDDEN',
  );
  expectError(
    await viewer.put(`/api/posts/${someId}`, { name: 'x' }),
    403,
    /"update" right of module Posts/,
    'FORBIDDEN',
  );
  expectError(await viewer.put(`/api/posts/${someId}/roles`, { roleIds: [] }), 403, /"update"/, 'FORBIDDEN');
  expectError(await viewer.del(`/api/posts/${someId}`), 403, /"delete" right of module Posts/, 'FORBIDDEN');
  expectError(await viewer.get('/api/users/1/posts'), 403, /"view" right of module Users/, 'FORBIDDEN');
  expectError(
    await userViewer.put('/api/users/1/posts', { postIds: [] }),
    403,
    /"update" right of module Users/,
    'FORBIDDEN',
  );
});

test('the posts of a user outside the caller’s data scope are answered 404', async () => {
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  const east = await insertOrg(t.db, { parentId: root.id, orgNo: 'P_EAST', name: '华东' }, root.path, new Date());
  const west = await insertOrg(t.db, { parentId: root.id, orgNo: 'P_WEST', name: '华西' }, root.path, new Date());
  const ownOrg = (await insertRoleIfAbsent(t.db, {
    roleCode: 'post_own_org',
    name: 'own org',
    dataScope: DATA_SCOPE.ownOrg,
  }))!;
  await grantModuleActions(t.db, ownOrg, 'user', ['view', 'update']);
  const manager = await createSignedInUser(t, {
    account: 'post_east_manager',
    orgId: east.id,
    roles: ['post_own_org'],
  });
  const caller = as(t.app, manager.cookie, EN);
  const colleague = await createUser(t.db, { account: 'post_east_member', orgId: east.id });
  const stranger = await createUser(t.db, { account: 'post_west_member', orgId: west.id });
  const hr = findNode(await tree(), 'HR')!;

  expect((await caller.put(`/api/users/${colleague}/posts`, { postIds: [hr.id] })).json().data).toEqual({
    postIds: [hr.id],
  });
  expect((await caller.get(`/api/users/${colleague}/posts`)).json().data).toEqual({ postIds: [hr.id] });
  expectError(await caller.get(`/api/users/${stranger}/posts`), 404, 'User not found');
  expectError(await caller.put(`/api/users/${stranger}/posts`, { postIds: [hr.id] }), 404, 'User not found');
  expect((await admin.get(`/api/users/${stranger}/posts`)).json().data).toEqual({ postIds: [] });
});

test('a role given through a post takes effect while the user holds the enabled post', async () => {
  const viaPost = await role('via_post_user_view', { user: ['view'] }, DATA_SCOPE.self);
  const post = await create({ parentId: null, postNo: 'VIA', name: '授权岗' });
  const holder = await createSignedInUser(t, { account: 'via_post_holder' });
  const caller = as(t.app, holder.cookie, EN);

  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');
  await admin.put(`/api/posts/${post.id}/roles`, { roleIds: [viaPost] });
  await admin.put(`/api/users/${holder.id}/posts`, { postIds: [post.id] });
  const seen = await caller.get('/api/users');
  expect(seen.statusCode).toBe(200);
  // The role's data scope comes with it: self.
  expect(seen.json().data.list.map((user: { account: string }) => user.account)).toEqual(['via_post_holder']);
  // The tree follows too: a user:view right lets the user form pick posts.
  expect((await caller.get('/api/posts')).statusCode).toBe(200);

  expect((await admin.put(`/api/posts/${post.id}`, { status: 0 })).statusCode).toBe(200);
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');
  await admin.put(`/api/posts/${post.id}`, { status: 1 });
  expect((await caller.get('/api/users')).statusCode).toBe(200);

  await admin.put(`/api/users/${holder.id}/posts`, { postIds: [] });
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');

  await admin.put(`/api/users/${holder.id}/posts`, { postIds: [post.id] });
  expect((await caller.get('/api/users')).statusCode).toBe(200);
  await admin.put(`/api/posts/${post.id}/roles`, { roleIds: [] });
  expectError(await caller.get('/api/users'), 403, /"view" right of module Users/, 'FORBIDDEN');
});

test('the OpenAPI document lists the post routes with their rights', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations: [string, string, RegExp][] = [
    ['/api/posts', 'get', /post:view, user:view or role:view/],
    ['/api/posts', 'post', /post:create/],
    ['/api/posts/{id}', 'put', /post:update/],
    ['/api/posts/{id}', 'delete', /post:delete/],
    ['/api/posts/{id}/roles', 'put', /post:update/],
    ['/api/users/{id}/posts', 'get', /user:view/],
    ['/api/users/{id}/posts', 'put', /user:update/],
  ];
  for (const [path, method, right] of operations) {
    const operation = doc.paths[path]?.[method];
    expect({ path, method, tags: operation?.tags }).toEqual({ path, method, tags: ['posts'] });
    expect(operation.summary).toMatch(right);
  }
});
