import { eq } from 'drizzle-orm';
import { assignRoles, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { menus, modules } from '../../server/db/schema';
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

interface SystemAnswer {
  id: number;
  systemNo: string;
  applications: { id: number; applicationNo: string }[];
}

const systemByNo = async (systemNo: string): Promise<SystemAnswer | undefined> =>
  (await ok(await admin.get('/api/systems'))).find((s: SystemAnswer) => s.systemNo === systemNo);

test('lists every system with its applications in display order', async () => {
  const systems = await ok(await admin.get('/api/systems'));
  expect(systems.map((s: SystemAnswer) => s.systemNo)).toEqual(['FSSC', 'RETAIL', 'PORTAL']);
  expect(systems[0]).toMatchObject({
    systemNo: 'FSSC',
    name: '财务共享服务中心',
    nameEn: 'Finance Shared Service Center',
    sort: 10,
    createdAt: expect.any(String),
    applications: [
      expect.objectContaining({
        systemNo: 'FSSC',
        applicationNo: '10',
        name: '财务共享门户',
        homePageUrl: null,
        sort: 10,
      }),
      expect.objectContaining({ applicationNo: '20', nameEn: 'Expense reimbursement' }),
    ],
  });
  const one = await ok(await admin.get(`/api/systems/${systems[1].id}`));
  expect(one).toMatchObject({ systemNo: 'RETAIL', applications: [expect.objectContaining({ applicationNo: '30' })] });
  expectError(await admin.get('/api/systems/99999'), 404, 'System not found');
});

test('creates, changes and deletes a system; numbers are unique and checked', async () => {
  const created = await ok(await admin.post('/api/systems', { systemNo: 'HR', name: '人力', nameEn: 'HR', sort: 40 }));
  expect(created).toMatchObject({ systemNo: 'HR', name: '人力', nameEn: 'HR', sort: 40 });
  expect(await systemByNo('HR')).toMatchObject({ applications: [] });
  expectError(
    await admin.post('/api/systems', { systemNo: 'HR', name: 'x' }),
    409,
    'systemNo: system number HR is already in use',
  );
  expectError(await admin.post('/api/systems', { systemNo: 'H R', name: 'x' }), 400, 'systemNo is invalid');
  expectError(await admin.post('/api/systems', { systemNo: 'X', name: 'x', color: 'red' }), 400, 'unknown field color');
  expectError(await admin.put(`/api/systems/${created.id}`, {}), 400, /request body/);
  expectError(
    await admin.put(`/api/systems/${created.id}`, { systemNo: 'FSSC' }),
    409,
    'systemNo: system number FSSC is already in use',
  );

  const changed = await ok(await admin.put(`/api/systems/${created.id}`, { name: '人力资源', sort: 45 }));
  expect(changed).toMatchObject({ systemNo: 'HR', name: '人力资源', sort: 45 });
  const [update] = (await auditRows(t.db, 'system.update')).filter((row) => row.result === 'success');
  expect(update.detail).toMatchObject({ before: { name: '人力', sort: 40 }, after: { name: '人力资源', sort: 45 } });

  expect(await ok(await admin.del(`/api/systems/${created.id}`))).toBeNull();
  expect(await systemByNo('HR')).toBeUndefined();
  const [removed] = (await auditRows(t.db, 'system.delete')).filter((row) => row.result === 'success');
  expect(removed.detail).toMatchObject({ before: { systemNo: 'HR', name: '人力资源' } });
  expect((await auditRows(t.db, 'system.create'))[0]).toMatchObject({
    result: 'success',
    detail: { after: { systemNo: 'HR' } },
  });
  expectError(await admin.del(`/api/systems/${created.id}`), 404, 'System not found');
});

test('a system with applications cannot be deleted; the portal system keeps its number', async () => {
  const fssc = (await systemByNo('FSSC'))!;
  expectError(
    await admin.del(`/api/systems/${fssc.id}`),
    409,
    'The system still has applications (2); delete or move them first',
  );
  const failure = (await auditRows(t.db, 'system.delete')).filter((row) => row.result === 'failure').at(-1);
  expect(failure).toMatchObject({ target: `${fssc.id} FSSC`, errorMessage: '该系统下还有 2 个应用，不能删除' });
  const portal = (await systemByNo('PORTAL'))!;
  expectError(await admin.put(`/api/systems/${portal.id}`, { systemNo: 'PORTAL2' }), 409, /portal's own/);
  expect(await ok(await admin.put(`/api/systems/${portal.id}`, { nameEn: 'The portal' }))).toMatchObject({
    nameEn: 'The portal',
  });
});

test('applications: system, home page and number are checked', async () => {
  const created = await ok(
    await admin.post('/api/applications', {
      systemNo: 'RETAIL',
      applicationNo: 'store-1',
      name: '门店',
      homePageUrl: 'https://retail.example.com/home?x=1',
      sort: 20,
    }),
  );
  expect(created).toMatchObject({
    systemNo: 'RETAIL',
    applicationNo: 'store-1',
    homePageUrl: 'https://retail.example.com/home?x=1',
  });
  expect(await ok(await admin.get(`/api/applications/${created.id}`))).toEqual(created);
  expect((await systemByNo('RETAIL'))!.applications.map((a) => a.applicationNo)).toEqual(['30', 'store-1']);

  expectError(
    await admin.post('/api/applications', { systemNo: 'NOPE', applicationNo: '1', name: 'x' }),
    400,
    'systemNo: system NOPE does not exist',
  );
  for (const homePageUrl of ['javascript:alert(1)', 'ftp://example.com', '//evil.example.com', 'home', '/a b', 'https:///path']) {
    expectError(
      await admin.post('/api/applications', { systemNo: 'RETAIL', applicationNo: '31', name: 'x', homePageUrl }),
      400,
      'homePageUrl must be a route starting with / or an http(s) URL',
    );
  }
  expectError(
    await admin.post('/api/applications', { systemNo: 'RETAIL', applicationNo: 'store-1', name: 'x' }),
    409,
    'applicationNo: application number store-1 is already in use in system RETAIL',
  );
  // The same number in another system is another application.
  const other = await ok(
    await admin.post('/api/applications', {
      systemNo: 'FSSC',
      applicationNo: 'store-1',
      name: '门店',
      homePageUrl: '/store',
    }),
  );
  expect(other).toMatchObject({ systemNo: 'FSSC', homePageUrl: '/store' });

  const changed = await ok(await admin.put(`/api/applications/${other.id}`, { homePageUrl: null, name: '门店 2' }));
  expect(changed).toMatchObject({ homePageUrl: null, name: '门店 2' });
  expectError(
    await admin.put(`/api/applications/${other.id}`, { systemNo: 'RETAIL' }),
    409,
    'applicationNo: application number store-1 is already in use in system RETAIL',
  );
  expectError(
    await admin.put(`/api/applications/${other.id}`, { systemNo: 'NOPE' }),
    400,
    'systemNo: system NOPE does not exist',
  );
  expectError(await admin.put('/api/applications/99999', { name: 'x' }), 404, 'Application not found');
  const [update] = (await auditRows(t.db, 'application.update')).filter((row) => row.result === 'success');
  expect(update.detail).toMatchObject({
    before: { homePageUrl: '/store' },
    after: { homePageUrl: null, name: '门店 2' },
  });

  expect(await ok(await admin.del(`/api/applications/${other.id}`))).toBeNull();
  expect((await auditRows(t.db, 'application.delete')).at(-1)).toMatchObject({
    result: 'success',
    detail: { before: { systemNo: 'FSSC', applicationNo: 'store-1' } },
  });
  expect((await auditRows(t.db, 'application.create'))[0]).toMatchObject({
    result: 'success',
    detail: { after: { applicationNo: 'store-1', homePageUrl: 'https://retail.example.com/home?x=1' } },
  });
});

test('new numbers carry menus and modules along; an application in use cannot be deleted', async () => {
  const system = await ok(await admin.post('/api/systems', { systemNo: 'TAX', name: '税务' }));
  const application = await ok(
    await admin.post('/api/applications', { systemNo: 'TAX', applicationNo: '1', name: '税务申报' }),
  );
  const menu = await ok(
    await admin.post('/api/menus', {
      systemNo: 'TAX',
      applicationNo: '1',
      parentId: null,
      name: '申报',
      path: '/taxReturn',
    }),
  );
  const module = await ok(
    await admin.post('/api/modules', { moduleNo: 'taxReturn', name: '申报', systemNo: 'TAX', applicationNo: '1' }),
  );

  await ok(await admin.put(`/api/systems/${system.id}`, { systemNo: 'TAXES' }));
  await ok(await admin.put(`/api/applications/${application.id}`, { applicationNo: 'returns' }));
  const tree = await ok(await admin.get('/api/menus?systemNo=TAXES&applicationNo=returns'));
  expect(tree).toEqual([expect.objectContaining({ id: menu.id, systemNo: 'TAXES', applicationNo: 'returns' })]);
  const [moved] = await t.db.select().from(modules).where(eq(modules.id, module.id));
  expect(moved).toMatchObject({ systemNo: 'TAXES', applicationNo: 'returns' });

  expectError(
    await admin.del(`/api/applications/${application.id}`),
    409,
    'The application still has menus (1) and modules (1); it cannot be deleted',
  );
  await t.db.delete(menus).where(eq(menus.id, menu.id));
  expectError(
    await admin.del(`/api/applications/${application.id}`),
    409,
    'The application still has menus (0) and modules (1); it cannot be deleted',
  );
  await ok(await admin.del(`/api/modules/${module.id}`));
  await ok(await admin.del(`/api/applications/${application.id}`));
  await ok(await admin.del(`/api/systems/${system.id}`));
});

test('the portal application keeps its numbers and stays', async () => {
  const portal = (await systemByNo('PORTAL'))!.applications[0];
  expectError(await admin.put(`/api/applications/${portal.id}`, { applicationNo: '1' }), 409, /portal's own/);
  expectError(await admin.del(`/api/applications/${portal.id}`), 409, /portal's own/);
});

test('reading needs application, menu, module or role view; changes need application rights', async () => {
  const plain = await createSignedInUser(t, { account: 'sys_plain' });
  const caller = as(t.app, plain.cookie, EN);
  expectError(
    await caller.get('/api/systems'),
    403,
    /"view" right of module Systems and applications \(application\)/,
    'FORBIDDEN',
  );
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'menu_viewer', name: 'menu viewer' }))!;
  await grantModuleActions(t.db, roleId, 'menu', ['view']);
  await assignRoles(t.db, plain.id, ['menu_viewer']);
  expect((await caller.get('/api/systems')).statusCode).toBe(200);
  expectError(
    await caller.post('/api/systems', { systemNo: 'Z', name: 'z' }),
    403,
    /"create" right of module Systems and applications \(application\)/,
    'FORBIDDEN',
  );
  expectError(
    await caller.post('/api/applications', { systemNo: 'FSSC', applicationNo: 'z', name: 'z' }),
    403,
    /"create" right/,
    'FORBIDDEN',
  );
  const fssc = (await systemByNo('FSSC'))!;
  expectError(await caller.put(`/api/systems/${fssc.id}`, { name: 'x' }), 403, /"update" right/, 'FORBIDDEN');
  expectError(await caller.del(`/api/applications/${fssc.applications[0].id}`), 403, /"delete" right/, 'FORBIDDEN');
  await grantModuleActions(t.db, roleId, 'application', ['create']);
  expect((await caller.post('/api/systems', { systemNo: 'BYMENU', name: 'z' })).statusCode).toBe(200);
});
