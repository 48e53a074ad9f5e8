import { and, count, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { applications, menus, systems, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { signIn, testConfig, throwawayDatabase } from './helpers';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await throwawayDatabase();
});
afterAll(() => database.close());

async function counts() {
  const db = database.db;
  const [[u], [s], [a], [m]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(systems),
    db.select({ n: count() }).from(applications),
    db.select({ n: count() }).from(menus),
  ]);
  return { users: u.n, systems: s.n, applications: a.n, menus: m.n };
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
  expect(afterFirst).toEqual({ users: 1, systems: 2, applications: 3, menus: 16 });

  const again = await seed(database.db, { adminPassword: 'Other#Pass' });
  expect(again.generatedAdminPassword).toBeNull();
  expect(await counts()).toEqual(afterFirst);

  // A restart never resets the admin password, whatever ADMIN_PASSWORD says now.
  expect(await canSignIn(first.generatedAdminPassword!)).toBe(true);
  expect(await canSignIn('Other#Pass')).toBe(false);
});

test('the admin, systems, applications and the FSSC/10 menu tree are as specified', async () => {
  const [admin] = await database.db.select().from(users).where(eq(users.account, 'admin'));
  expect(admin).toMatchObject({ userNo: 'U0001', jobNo: 'A0001', name: 'Administrator', zoneNo: 'FSSC', region: 'HQ', status: 1 });
  expect(admin.passwordHash).toMatch(/^\$argon2id\$/);

  const apps = await database.db.select().from(applications).orderBy(applications.systemNo, applications.applicationNo);
  expect(apps.map((a) => [a.systemNo, a.applicationNo, a.name, a.homePageUrl])).toEqual([
    ['FSSC', '10', 'FSSC portal', null],
    ['FSSC', '20', 'Expense reimbursement', null],
    ['RETAIL', '30', 'Retail finance', null],
  ]);

  const fssc = and(eq(menus.systemNo, 'FSSC'), eq(menus.applicationNo, '10'));
  const top = await database.db.select().from(menus).where(and(fssc, isNull(menus.parentId))).orderBy(menus.sort);
  expect(top.map((m) => [m.nameEn, m.path])).toEqual([
    ['System administration', null],
    ['Notices', '/noticeManage'],
    ['Tasks', null],
    ['To-do', '/lazarToDo'],
    ['Data dictionary', '/dataDictionary'],
    ['Personal center', '/personalCenter'],
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
    '/operationLog',
  ]);
  const tasks = await database.db.select().from(menus).where(eq(menus.parentId, top[2].id)).orderBy(menus.sort);
  expect(tasks.map((m) => m.path)).toEqual(['/taskHome', '/taskMy', '/taskRule']);
});
