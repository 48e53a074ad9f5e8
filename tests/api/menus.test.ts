import { eq } from 'drizzle-orm';
import { assignRoles, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { roleMenus } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  expectError,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
}, APP_START_MS);
afterAll(() => t.close());

const ok = async (response: Awaited<ReturnType<typeof admin.get>>) => {
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

interface Node {
  id: number;
  name: string;
  path: string | null;
  children: Node[];
}

const EXPENSE = { systemNo: 'FSSC', applicationNo: '20' };
const expenseTree = async (): Promise<Node[]> => ok(await admin.get('/api/menus?systemNo=FSSC&applicationNo=20'));
const create = async (payload: object) => ok(await admin.post('/api/menus', { ...EXPENSE, ...payload }));

test('answers the whole tree of an application in sort order', async () => {
  const tree: Node[] = await ok(await admin.get('/api/menus?systemNo=FSSC&applicationNo=10'));
  expect(tree[0]).toMatchObject({
    parentId: null,
    systemNo: 'FSSC',
    applicationNo: '10',
    name: '系统管理',
    nameEn: 'System administration',
    path: null,
    icon: 'SettingOutlined',
    sort: 10,
    moduleNo: null,
    createdAt: expect.any(String),
  });
  expect(tree[0].children.slice(0, 3).map((m) => m.path)).toEqual(['/userManage', '/userGroup', '/roleManage']);
  expect(tree.map((m) => m.name)).toContain('公告管理');
  expect(await expenseTree()).toEqual([]);
  expectError(await admin.get('/api/menus?systemNo=FSSC&applicationNo=99'), 404, 'System FSSC has no application 99');
  expectError(await admin.get('/api/menus?systemNo=FSSC'), 400, 'applicationNo is required');
});

test('creates menus under parents of the same application, in sort order, and the shell shows them', async () => {
  const claims = await create({ parentId: null, name: '报销', nameEn: 'Claims', icon: 'WalletOutlined', sort: 20 });
  expect(claims).toMatchObject({
    ...EXPENSE,
    parentId: null,
    name: '报销',
    path: null,
    icon: 'WalletOutlined',
    moduleNo: null,
  });
  await create({ parentId: null, name: '报表', sort: 10, path: 'https://bi.example.com/expense' });
  await create({ parentId: claims.id, name: '我的报销', path: '/myClaims', sort: 2 });
  await create({ parentId: claims.id, name: '新建报销', path: '/newClaim', sort: 1, moduleNo: 'user' });
  const tree = await expenseTree();
  expect(tree.map((m) => m.name)).toEqual(['报表', '报销']);
  expect(tree[1].children.map((m) => m.name)).toEqual(['新建报销', '我的报销']);
  expect(tree[1].children[0]).toMatchObject({ parentId: claims.id, moduleNo: 'user' });

  const shell = await t.app.inject({
    method: 'POST',
    url: '/api/home/menu',
    headers: { cookie: await signedInCookie(t.app) },
    payload: EXPENSE,
  });
  expect(shell.statusCode).toBe(200);
  expect(shell.json().data).toEqual([
    expect.objectContaining({ name: '报表', path: 'https://bi.example.com/expense' }),
    expect.objectContaining({
      id: claims.id,
      name: '报销',
      children: [expect.objectContaining({ path: '/newClaim' }), expect.objectContaining({ path: '/myClaims' })],
    }),
  ]);
  const [row] = await auditRows(t.db, 'menu.create');
  expect(row).toMatchObject({ result: 'success', detail: { after: { name: '报销', icon: 'WalletOutlined' } } });
});

test('path, parent, module and application are checked', async () => {
  for (const path of ['myClaims', 'javascript:alert(1)', '//evil.example.com', 'ftp://files.example.com', 'https:///path']) {
    expectError(
      await admin.post('/api/menus', { ...EXPENSE, parentId: null, name: 'x', path }),
      400,
      'path must be a route starting with / or an http(s) URL',
    );
  }
  const [system] = (await ok(await admin.get('/api/menus?systemNo=FSSC&applicationNo=10'))) as Node[];
  expectError(
    await admin.post('/api/menus', { ...EXPENSE, parentId: system.id, name: 'x' }),
    400,
    'parentId: the parent menu does not exist in this application',
  );
  expectError(
    await admin.post('/api/menus', { ...EXPENSE, parentId: 99999, name: 'x' }),
    400,
    'parentId: the parent menu does not exist in this application',
  );
  expectError(
    await admin.post('/api/menus', { ...EXPENSE, parentId: null, name: 'x', moduleNo: 'nope' }),
    400,
    'moduleNo: module nope does not exist',
  );
  expectError(
    await admin.post('/api/menus', { systemNo: 'FSSC', applicationNo: '99', parentId: null, name: 'x' }),
    400,
    'System FSSC has no application 99',
  );
  expectError(await admin.post('/api/menus', { ...EXPENSE, name: 'x' }), 400, 'parentId is required');
  expectError(
    await admin.post('/api/menus', { ...EXPENSE, parentId: null, name: 'x', url: '/x' }),
    400,
    'unknown field url',
  );
  const failures = (await auditRows(t.db, 'menu.create')).filter((row) => row.result === 'failure');
  expect(failures.at(-1)!.errorMessage).toBe('系统 FSSC 下不存在应用 99');
});

test('updates move a menu within its application, never below itself', async () => {
  const [reports, claims] = await expenseTree();
  const [newClaim] = claims.children;
  expect(await ok(await admin.get(`/api/menus/${newClaim.id}`))).toMatchObject({ id: newClaim.id, path: '/newClaim' });
  expectError(
    await admin.put(`/api/menus/${claims.id}`, { parentId: claims.id }),
    400,
    'parentId must not be the menu itself or one below it',
  );
  expectError(
    await admin.put(`/api/menus/${claims.id}`, { parentId: newClaim.id }),
    400,
    'parentId must not be the menu itself or one below it',
  );
  expectError(await admin.put(`/api/menus/${claims.id}`, { path: 'claims' }), 400, /^path must be/);
  expectError(
    await admin.put(`/api/menus/${claims.id}`, { moduleNo: 'nope' }),
    400,
    'moduleNo: module nope does not exist',
  );
  expectError(await admin.put(`/api/menus/${claims.id}`, { systemNo: 'RETAIL' }), 400, 'unknown field systemNo');
  expectError(await admin.put('/api/menus/99999', { name: 'x' }), 404, 'Menu not found');

  const moved = await ok(
    await admin.put(`/api/menus/${newClaim.id}`, {
      parentId: reports.id,
      sort: 5,
      nameEn: 'New claim',
      moduleNo: null,
    }),
  );
  expect(moved).toMatchObject({
    parentId: reports.id,
    sort: 5,
    nameEn: 'New claim',
    moduleNo: null,
    path: '/newClaim',
  });
  const tree = await expenseTree();
  expect(tree[0].children.map((m) => m.id)).toEqual([newClaim.id]);
  expect(tree[1].children.map((m) => m.name)).toEqual(['我的报销']);
  const update = (await auditRows(t.db, 'menu.update')).filter((row) => row.result === 'success').at(-1)!;
  expect(update.detail).toMatchObject({
    before: { parentId: claims.id, moduleNo: 'user' },
    after: { parentId: reports.id, moduleNo: null },
  });
  // Back to the top level.
  expect(await ok(await admin.put(`/api/menus/${newClaim.id}`, { parentId: null }))).toMatchObject({ parentId: null });
});

test('a menu with children cannot be deleted; deleting a leaf drops its grants', async () => {
  const claims = (await expenseTree()).find((m) => m.name === '报销')!;
  expectError(
    await admin.del(`/api/menus/${claims.id}`),
    409,
    'The menu still has child menus (1); it cannot be deleted',
  );
  const [leaf] = claims.children;
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'claimant', name: 'claimant' }))!;
  await t.db.insert(roleMenus).values({ roleId, menuId: leaf.id });
  expect(await ok(await admin.del(`/api/menus/${leaf.id}`))).toBeNull();
  expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, leaf.id))).toEqual([]);
  expect(await ok(await admin.del(`/api/menus/${claims.id}`))).toBeNull();
  expect((await expenseTree()).map((m) => m.name)).not.toContain('报销');
  const deleted = (await auditRows(t.db, 'menu.delete')).filter((row) => row.result === 'success');
  expect(deleted.map((row) => row.detail)).toEqual([
    expect.objectContaining({ before: expect.objectContaining({ name: '我的报销', path: '/myClaims' }) }),
    expect.objectContaining({ before: expect.objectContaining({ name: '报销' }) }),
  ]);
  expectError(await admin.del(`/api/menus/${claims.id}`), 404, 'Menu not found');
});

test('reading needs menu:view or role:view; changes need menu rights', async () => {
  const plain = await createSignedInUser(t, { account: 'menu_plain' });
  const caller = as(t.app, plain.cookie, EN);
  expectError(
    await caller.get('/api/menus?systemNo=FSSC&applicationNo=20'),
    403,
    /"view" right of module Menus \(menu\)/,
    'FORBIDDEN',
  );
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'role_viewer', name: 'role viewer' }))!;
  await grantModuleActions(t.db, roleId, 'role', ['view']);
  await assignRoles(t.db, plain.id, ['role_viewer']);
  expect((await caller.get('/api/menus?systemNo=FSSC&applicationNo=20')).statusCode).toBe(200);
  expectError(
    await caller.post('/api/menus', { ...EXPENSE, parentId: null, name: 'x' }),
    403,
    /"create" right of module Menus \(menu\)/,
    'FORBIDDEN',
  );
  const [top] = await expenseTree();
  expectError(await caller.put(`/api/menus/${top.id}`, { name: 'x' }), 403, /"update" right/, 'FORBIDDEN');
  expectError(await caller.del(`/api/menus/${top.id}`), 403, /"delete" right/, 'FORBIDDEN');
});
