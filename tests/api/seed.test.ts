import { and, count, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Database, DatabaseHandle } from '../../server/db/client';
import {
  applications,
  menus,
  messages,
  moduleItems,
  modules,
  notices,
  portalLinks,
  roleMenus,
  roleModuleActions,
  roles,
  seedMarks,
  systems,
  taskTypes,
  userRoles,
  users,
} from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { startDatabase } from '../../server/db/start';
import { APP_START_MS, onFreshPostgresDatabase, onPostgres, signIn, testConfig, throwawayDatabase } from './helpers';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await throwawayDatabase();
}, APP_START_MS);
afterAll(() => database.close());

/** Rows of every seeded table after the first start. */
const SEEDED = {
  users: 1,
  systems: 3,
  applications: 4,
  menus: 48,
  roles: 2,
  userRoles: 1,
  roleMenus: 5,
  // Ten back-office modules; user has six buttons and six fields, notice five buttons, feedback three, the operation log two, the others four.
  modules: 17,
  moduleItems: 76,
  // The admin role is granted every button.
  roleModuleActions: 70,
  portalLinks: 3,
  taskTypes: 4,
  notices: 1,
  messages: 1,
};

async function counts(db: Database = database.db) {
  const tables = {
    users,
    systems,
    applications,
    menus,
    roles,
    userRoles,
    roleMenus,
    modules,
    moduleItems,
    roleModuleActions,
    portalLinks,
    taskTypes,
    notices,
    messages,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0].n] as const),
  );
  return Object.fromEntries(entries);
}

async function canSignIn(password: string): Promise<boolean> {
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    return (await signIn(app, 'admin', password)).json().data.loginFlag === 0;
  } finally {
    await app.close();
  }
}

test('first start generates an admin password when ADMIN_PASSWORD is not set, and seeds once', async () => {
  const first = await seed(database.db, { adminPassword: null });
  expect(first.generatedAdminPassword).toMatch(/^[A-Za-z2-9]{16}$/);
  const afterFirst = await counts();
  expect(afterFirst).toEqual(SEEDED);

  const again = await seed(database.db, { adminPassword: 'Other#Pass' });
  expect(again.generatedAdminPassword).toBeNull();
  expect(await counts()).toEqual(afterFirst);

  // A restart never resets the admin password, whatever ADMIN_PASSWORD says now.
  expect(await canSignIn(first.generatedAdminPassword!)).toBe(true);
  expect(await canSignIn('Other#Pass')).toBe(false);
}, APP_START_MS); // starts an app for each sign-in

test('the admin, systems, applications and the FSSC/10 menu tree are as specified', async () => {
  const [admin] = await database.db.select().from(users).where(eq(users.account, 'admin'));
  expect(admin).toMatchObject({ userNo: 'U0001', jobNo: 'A0001', name: 'Administrator', zoneNo: 'FSSC', region: 'HQ', status: 1 });
  expect(admin.passwordHash).toMatch(/^\$argon2id\$/);

  const apps = await database.db.select().from(applications).orderBy(applications.systemNo, applications.applicationNo);
  expect(apps.map((a) => [a.systemNo, a.applicationNo, a.name, a.nameEn, a.homePageUrl])).toEqual([
    ['FSSC', '10', '财务共享门户', 'FSSC portal', null],
    ['FSSC', '20', '费用报销', 'Expense reimbursement', null],
    ['PORTAL', '0', '门户', 'Portal', null],
    ['RETAIL', '30', '零售财务', 'Retail finance', null],
  ]);
  const allSystems = await database.db.select().from(systems).orderBy(systems.sort);
  expect(allSystems.map((s) => [s.systemNo, s.name, s.nameEn])).toEqual([
    ['FSSC', '财务共享服务中心', 'Finance Shared Service Center'],
    ['RETAIL', '零售财务', 'Retail Finance'],
    ['PORTAL', '门户', 'Portal'],
  ]);

  const fssc = and(eq(menus.systemNo, 'FSSC'), eq(menus.applicationNo, '10'));
  const top = await database.db.select().from(menus).where(and(fssc, isNull(menus.parentId))).orderBy(menus.sort);
  expect(top.map((m) => [m.nameEn, m.path])).toEqual([
    ['System administration', null],
    ['Notices', '/noticeManage'],
    ['Feedback handling', '/feedbackManage'],
    ['Tasks', null],
    ['To-do', '/lazarToDo'],
    ['Data dictionary', '/dataDictionary'],
    ['Personal center', '/personalCenter'],
    ['Embedded page demo', '/frame-demo.html'],
    ['Gallery', null],
  ]);
  expect(top[0].name).toBe('系统管理');
  const admins = await database.db.select().from(menus).where(eq(menus.parentId, top[0].id)).orderBy(menus.sort);
  expect(admins.map((m) => m.path)).toEqual([
    '/userManage',
    '/userGroup',
    '/roleManage',
    '/menuManage',
    '/moduleManage',
    '/PostManage',
    '/application',
    '/authorized',
    '/userDeviceManage',
    '/constAccount',
    '/operationLog',
    '/Inte',
    '/admin',
    '/dev',
  ]);
  const tasks = await database.db.select().from(menus).where(eq(menus.parentId, top[3].id)).orderBy(menus.sort);
  expect(tasks.map((m) => m.path)).toEqual(['/taskHome', '/taskMy', '/taskManage', '/taskRule']);
});

test('the portal area, roles, links, first notice and welcome message are seeded', async () => {
  const db = database.db;
  const portal = await db
    .select()
    .from(menus)
    .where(and(eq(menus.systemNo, 'PORTAL'), eq(menus.applicationNo, '0')))
    .orderBy(menus.sort);
  expect(portal.map((m) => [m.nameEn, m.path, m.parentId])).toEqual([
    ['Personal center', '/personalCenter', null],
    ['My notices', '/portal/notices', null],
    ['Download', '/portal/download', null],
    ['Feedback', '/portal/feedback', null],
    ['My feedback', '/portal/myFeedback', null],
    ['Settings', '/portal/settings', null],
  ]);

  const allRoles = await db.select().from(roles).orderBy(roles.roleCode);
  expect(allRoles.map((r) => [r.roleCode, r.isAdmin, r.status])).toEqual([
    ['admin', true, 1],
    ['staff', false, 1],
  ]);
  const staffMenus = await db
    .select({ nameEn: menus.nameEn })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, allRoles[1].id))
    .orderBy(menus.id);
  // Only pages staff may open: no page of a module they hold no right of (no Notices).
  expect(staffMenus.map((m) => m.nameEn)).toEqual(['Tasks', 'Task home', 'My tasks', 'To-do', 'Personal center']);

  const links = await db.select().from(portalLinks).orderBy(portalLinks.sort);
  expect(links.map((l) => [l.kind, l.name, l.nameEn, l.url])).toEqual([
    ['help', '帮助中心', 'Help center', '/help.html'],
    ['link', '财务制度', 'Finance policies', 'https://example.com/policies'],
    ['link', '报销指南', 'Expense guide', 'https://example.com/expense'],
  ]);

  const [notice] = await db.select().from(notices);
  expect(notice.topic).toBe('系统上线通知');
  expect(notice.content).toMatch(/上线/);
  const [admin] = await db.select().from(users).where(eq(users.account, 'admin'));
  const [welcome] = await db.select().from(messages);
  expect(welcome).toMatchObject({ userId: admin.id, group: 'system', level: 1, readAt: null });
});

test('built-in menus are put in once: an installation from before the marks gets no copies, a deleted one stays deleted, a new one is added below its directory', async () => {
  const { db } = database;
  const fssc = and(eq(menus.systemNo, 'FSSC'), eq(menus.applicationNo, '10'));
  const menuAt = (path: string) => db.select().from(menus).where(and(fssc, eq(menus.path, path)));

  // An installation from before the marks: every menu is there, none marked.
  await db.delete(seedMarks);
  const before = await counts();
  await seed(db, { adminPassword: null });
  expect(await counts()).toEqual(before);

  // An administrator deletes a built-in page from the menu; it does not come back.
  const [devices] = await menuAt('/userDeviceManage');
  await db.delete(menus).where(eq(menus.id, devices.id));
  // A page new in this version: not in the menus and never marked.
  const [log] = await menuAt('/operationLog');
  await db.delete(menus).where(eq(menus.id, log.id));
  await db.delete(seedMarks).where(eq(seedMarks.key, 'menu:FSSC/10:/operationLog'));

  await seed(db, { adminPassword: null });
  expect(await menuAt('/userDeviceManage')).toEqual([]);
  const added = await menuAt('/operationLog');
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ parentId: log.parentId, name: '操作日志', nameEn: 'Operation log', moduleNo: 'operationLog' });
  expect((await counts()).menus).toBe(before.menus - 1);
});


onPostgres('several servers starting at once on one fresh database migrate and seed it exactly once', async () => {
  await onFreshPostgresDatabase(async (databaseUrl) => {
    const config = testConfig({ databaseUrl, adminPassword: null });
    // Each start opens its own pool, as a separate process would.
    const starts = await Promise.all(Array.from({ length: 4 }, () => startDatabase(config)));
    try {
      const generated = starts.map((start) => start.generatedAdminPassword).filter(Boolean);
      expect(generated).toHaveLength(1);
      expect(await counts(starts[0].database.db)).toEqual(SEEDED);
    } finally {
      await Promise.all(starts.map((start) => start.database.close()));
    }
  });
});
