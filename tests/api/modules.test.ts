import { and, eq } from 'drizzle-orm';
import {
  assignRoles,
  grantModuleActions,
  insertRoleIfAbsent,
  setRoleFieldRights,
} from '../../server/db/repositories/roles';
import { menus, moduleItems, roleFieldRights, roleModuleActions } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  expectError,
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

const INVOICE = {
  moduleNo: 'invoice',
  name: '发票',
  nameEn: 'Invoices',
  systemNo: 'FSSC',
  applicationNo: '20',
  sort: 5,
  buttons: [
    { code: 'view', name: '查看', nameEn: 'View' },
    { code: 'create', name: '新增' },
    { code: 'approve', name: '审批', nameEn: 'Approve' },
  ],
  fields: [
    { code: 'amount', name: '金额', sort: 20 },
    { code: 'payee', name: '收款人', sort: 10 },
  ],
};

const grantsOf = async (roleId: number, moduleNo: string) =>
  (
    await t.db
      .select({ action: roleModuleActions.action })
      .from(roleModuleActions)
      .where(and(eq(roleModuleActions.roleId, roleId), eq(roleModuleActions.moduleNo, moduleNo)))
  )
    .map((row) => row.action)
    .sort();

const fieldRightsOf = async (roleId: number, moduleNo: string) =>
  Object.fromEntries(
    (
      await t.db
        .select()
        .from(roleFieldRights)
        .where(and(eq(roleFieldRights.roleId, roleId), eq(roleFieldRights.moduleNo, moduleNo)))
    ).map((row) => [row.field, row.mode]),
  );

test('lists the seeded modules with their buttons and fields; filters, pages and sorts', async () => {
  const page = await ok(await admin.get('/api/modules?current=1&pageSize=3'));
  expect(page.total).toBe(17);
  expect(page.list.map((m: { moduleNo: string }) => m.moduleNo)).toEqual(['user', 'org', 'post']);
  expect(page.list[0]).toMatchObject({
    moduleNo: 'user',
    name: '用户管理',
    nameEn: 'Users',
    systemNo: 'FSSC',
    applicationNo: '10',
    sort: 10,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect(page.list[0].buttons.map((b: { code: string }) => b.code)).toEqual([
    'view',
    'create',
    'update',
    'delete',
    'export',
    'import',
  ]);
  expect(page.list[0].buttons[0]).toEqual({ code: 'view', name: '查看', nameEn: 'View', sort: 1 });
  expect(page.list[0].fields.map((f: { code: string }) => f.code)).toEqual([
    'account',
    'name',
    'jobNo',
    'email',
    'phone',
    'orgId',
  ]);
  expect(page.list[1].fields).toEqual([]);

  const users = await ok(await admin.get('/api/modules?keyword=user&sorter=moduleNo:descend'));
  expect(users.list.map((m: { moduleNo: string }) => m.moduleNo)).toEqual(['userGroup', 'userDevice', 'user']);
  expect(users.total).toBe(3);
  expect((await ok(await admin.get(`/api/modules?keyword=${encodeURIComponent('角色')}`))).list).toEqual([
    expect.objectContaining({ moduleNo: 'role' }),
  ]);
  expect((await ok(await admin.get('/api/modules?systemNo=FSSC&applicationNo=20'))).total).toBe(0);
  expectError(await admin.get('/api/modules?sorter=buttons:ascend'), 400, /^sorter must be one of/);
  expectError(await admin.get('/api/modules?color=red'), 400, 'unknown field color');

  const one = await ok(await admin.get(`/api/modules/${page.list[2].id}`));
  expect(one).toEqual(page.list[2]);
  expectError(await admin.get('/api/modules/99999'), 404, 'Module not found');
});

test('creates a module with its buttons and fields', async () => {
  const created = await ok(await admin.post('/api/modules', INVOICE));
  expect(created).toMatchObject({
    moduleNo: 'invoice',
    name: '发票',
    nameEn: 'Invoices',
    systemNo: 'FSSC',
    applicationNo: '20',
    sort: 5,
  });
  // A missing sort is the position in the list; items answer in their order.
  expect(created.buttons).toEqual([
    { code: 'view', name: '查看', nameEn: 'View', sort: 1 },
    { code: 'create', name: '新增', nameEn: null, sort: 2 },
    { code: 'approve', name: '审批', nameEn: 'Approve', sort: 3 },
  ]);
  expect(created.fields.map((f: { code: string }) => f.code)).toEqual(['payee', 'amount']);
  expect((await ok(await admin.get('/api/modules?systemNo=FSSC&applicationNo=20'))).list).toEqual([created]);
  const [row] = await auditRows(t.db, 'module.create');
  expect(row).toMatchObject({ result: 'success', target: `${created.id} invoice` });
  expect(row.detail).toMatchObject({
    after: { moduleNo: 'invoice', buttons: expect.arrayContaining([expect.objectContaining({ code: 'approve' })]) },
  });

  const bare = await ok(await admin.post('/api/modules', { moduleNo: 'bare', name: '空' }));
  expect(bare).toMatchObject({ systemNo: null, applicationNo: null, sort: 0, buttons: [], fields: [] });
});

test('numbers, codes and the application are checked', async () => {
  expectError(
    await admin.post('/api/modules', { moduleNo: 'invoice', name: 'x' }),
    409,
    'moduleNo: module number invoice is already in use',
  );
  expectError(
    await admin.post('/api/modules', {
      moduleNo: 'receipt',
      name: 'x',
      buttons: [
        { code: 'view', name: 'a' },
        { code: 'view', name: 'b' },
      ],
    }),
    400,
    'buttons: code view is listed more than once',
  );
  expectError(
    await admin.post('/api/modules', {
      moduleNo: 'receipt',
      name: 'x',
      fields: [
        { code: 'a', name: 'a' },
        { code: 'a', name: 'b' },
      ],
    }),
    400,
    'fields: code a is listed more than once',
  );
  // The same code as a button and as a field is fine.
  await ok(
    await admin.post('/api/modules', {
      moduleNo: 'receipt',
      name: '收据',
      buttons: [{ code: 'amount', name: '金额按钮' }],
      fields: [{ code: 'amount', name: '金额' }],
    }),
  );
  expectError(await admin.post('/api/modules', { moduleNo: '1abc', name: 'x' }), 400, 'moduleNo is invalid');
  expectError(
    await admin.post('/api/modules', { moduleNo: 'abc', name: 'x', buttons: [{ code: 'do:it', name: 'x' }] }),
    400,
    'buttons[0].code is invalid',
  );
  expectError(
    await admin.post('/api/modules', {
      moduleNo: 'abc',
      name: 'x',
      buttons: [{ code: 'ok', name: 'x', color: 'red' }],
    }),
    400,
    'unknown field buttons[0].color',
  );
  expectError(
    await admin.post('/api/modules', { moduleNo: 'abc', name: 'x', systemNo: 'FSSC' }),
    400,
    'systemNo and applicationNo are given together or both left empty',
  );
  expectError(
    await admin.post('/api/modules', { moduleNo: 'abc', name: 'x', systemNo: 'FSSC', applicationNo: '30' }),
    400,
    'applicationNo: system FSSC has no application 30',
  );
  const failure = (await auditRows(t.db, 'module.create')).filter((row) => row.result === 'failure').at(-1)!;
  expect(failure.errorMessage).toBe('applicationNo：系统 FSSC 下不存在应用 30');
});

test('new buttons and fields replace the old ones; removed ones take their rights with them', async () => {
  const invoice = (await ok(await admin.get('/api/modules?keyword=invoice'))).list[0];
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'invoice_clerk', name: 'invoice clerk' }))!;
  await grantModuleActions(t.db, roleId, 'invoice', ['view', 'create', 'approve']);
  await setRoleFieldRights(t.db, roleId, 'invoice', { amount: 'hidden', payee: 'readonly' });

  const changed = await ok(
    await admin.put(`/api/modules/${invoice.id}`, {
      buttons: [
        { code: 'view', name: '查看' },
        { code: 'create', name: '新建', nameEn: 'New' },
        { code: 'export', name: '导出' },
      ],
      fields: [{ code: 'payee', name: '收款方' }],
    }),
  );
  expect(changed.buttons.map((b: { code: string; name: string }) => `${b.code}:${b.name}`)).toEqual([
    'view:查看',
    'create:新建',
    'export:导出',
  ]);
  expect(changed.fields).toEqual([{ code: 'payee', name: '收款方', nameEn: null, sort: 1 }]);
  expect(changed).toMatchObject({ name: '发票', sort: 5 });
  expect(await grantsOf(roleId, 'invoice')).toEqual(['create', 'view']);
  expect(await fieldRightsOf(roleId, 'invoice')).toEqual({ payee: 'readonly' });

  const update = (await auditRows(t.db, 'module.update')).filter((row) => row.result === 'success').at(-1)!;
  expect(update.detail).toMatchObject({
    before: { buttons: expect.arrayContaining([expect.objectContaining({ code: 'approve' })]) },
    after: { buttons: expect.not.arrayContaining([expect.objectContaining({ code: 'approve' })]) },
    removed: { buttons: ['approve'], fields: ['amount'] },
  });

  // Lists that are not given stay as they are.
  const renamed = await ok(await admin.put(`/api/modules/${invoice.id}`, { name: '发票管理' }));
  expect(renamed.buttons).toEqual(changed.buttons);
  expect(renamed.fields).toEqual(changed.fields);
  expectError(
    await admin.put(`/api/modules/${invoice.id}`, {
      fields: [
        { code: 'x', name: 'a' },
        { code: 'x', name: 'b' },
      ],
    }),
    400,
    'fields: code x is listed more than once',
  );
  expect((await ok(await admin.get(`/api/modules/${invoice.id}`))).fields).toEqual(changed.fields);
  expectError(await admin.put(`/api/modules/${invoice.id}`, { applicationNo: null }), 400, /given together/);
  expectError(await admin.put(`/api/modules/${invoice.id}`, {}), 400, /request body/);
  expectError(await admin.put('/api/modules/99999', { name: 'x' }), 404, 'Module not found');
});

test('a new module number carries its items, grants, field rights and menus along', async () => {
  const invoice = (await ok(await admin.get('/api/modules?keyword=invoice'))).list[0];
  const menu = await ok(
    await admin.post('/api/menus', {
      systemNo: 'FSSC',
      applicationNo: '20',
      parentId: null,
      name: '发票',
      path: '/invoice',
      moduleNo: 'invoice',
    }),
  );
  expectError(
    await admin.put(`/api/modules/${invoice.id}`, { moduleNo: 'receipt' }),
    409,
    'moduleNo: module number receipt is already in use',
  );
  const renumbered = await ok(await admin.put(`/api/modules/${invoice.id}`, { moduleNo: 'invoices' }));
  expect(renumbered).toMatchObject({ moduleNo: 'invoices', buttons: invoice.buttons, fields: invoice.fields });
  const { roleId } = (await t.db.select().from(roleModuleActions).where(eq(roleModuleActions.moduleNo, 'invoices')))[0];
  expect(await grantsOf(roleId, 'invoices')).toEqual(['create', 'view']);
  expect(await fieldRightsOf(roleId, 'invoices')).toEqual({ payee: 'readonly' });
  const [pointing] = await t.db.select().from(menus).where(eq(menus.id, menu.id));
  expect(pointing.moduleNo).toBe('invoices');
  expect(await t.db.select().from(moduleItems).where(eq(moduleItems.moduleNo, 'invoice'))).toEqual([]);
});

test('a module granted by roles or opened by menus cannot be deleted', async () => {
  const invoices = (await ok(await admin.get('/api/modules?keyword=invoices'))).list[0];
  expectError(
    await admin.del(`/api/modules/${invoices.id}`),
    409,
    'The module is still granted by roles (1) and opened by menus (1); it cannot be deleted',
  );
  await t.db.update(menus).set({ moduleNo: null }).where(eq(menus.moduleNo, 'invoices'));
  await t.db.delete(roleModuleActions).where(eq(roleModuleActions.moduleNo, 'invoices'));
  expect(await ok(await admin.del(`/api/modules/${invoices.id}`))).toBeNull();
  expect(await t.db.select().from(moduleItems).where(eq(moduleItems.moduleNo, 'invoices'))).toEqual([]);
  expect(await t.db.select().from(roleFieldRights).where(eq(roleFieldRights.moduleNo, 'invoices'))).toEqual([]);
  const [deleted] = (await auditRows(t.db, 'module.delete')).filter((row) => row.result === 'success');
  expect(deleted.detail).toMatchObject({
    before: { moduleNo: 'invoices', fields: [expect.objectContaining({ code: 'payee' })] },
  });
  const [refused] = (await auditRows(t.db, 'module.delete')).filter((row) => row.result === 'failure');
  expect(refused.errorMessage).toBe('该模块仍被 1 个角色授权、1 个菜单引用，不能删除');
  expectError(await admin.del(`/api/modules/${invoices.id}`), 404, 'Module not found');
});

test('reading needs module:view or role:view; changes need module rights', async () => {
  const plain = await createSignedInUser(t, { account: 'module_plain' });
  const caller = as(t.app, plain.cookie, EN);
  expectError(await caller.get('/api/modules'), 403, /"view" right of module Modules \(module\)/, 'FORBIDDEN');
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'authoriser', name: 'authoriser' }))!;
  await grantModuleActions(t.db, roleId, 'role', ['view']);
  await assignRoles(t.db, plain.id, ['authoriser']);
  expect((await ok(await caller.get('/api/modules'))).total).toBeGreaterThan(0);
  expectError(
    await caller.post('/api/modules', { moduleNo: 'sneaky', name: 'x' }),
    403,
    /"create" right of module Modules \(module\)/,
    'FORBIDDEN',
  );
  const bare = (await ok(await admin.get('/api/modules?keyword=bare'))).list[0];
  expectError(await caller.put(`/api/modules/${bare.id}`, { name: 'x' }), 403, /"update" right/, 'FORBIDDEN');
  expectError(await caller.del(`/api/modules/${bare.id}`), 403, /"delete" right/, 'FORBIDDEN');
  await grantModuleActions(t.db, roleId, 'module', ['delete']);
  expect(await ok(await caller.del(`/api/modules/${bare.id}`))).toBeNull();
});
