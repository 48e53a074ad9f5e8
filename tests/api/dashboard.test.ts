/**
 * The dev page's information (GET /api/dev/info) and the admin dashboard (GET /api/dashboard/summary):
 * administrators only; sign-ins per day made through the API, counted exactly with empty days as 0,
 * active sessions, the most used pages from page views sent through the API, the range's bounds,
 * migrations, the job queue's depth and a failed job, and the configuration flags.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { insertOperationLog } from '../../server/db/repositories/auditLog';
import journal from '../../server/db/migrations/meta/_journal.json';
import { pageViews, sessions } from '../../server/db/schema';
import { DASHBOARD_DAYS_MAX } from '../../server/plugins/dashboard/constants';
import {
  APP_START_MS,
  EN,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  jobWhen,
  signIn,
  signedInCookie,
  USER_PASSWORD,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminZh: ReturnType<typeof as>;
let clerk: { id: number; cookie: string };

const DAY_MS = 24 * 3600 * 1000;
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** YYYY-MM-DD of an instant in the server's time zone. */
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

const VIEW = { systemNo: 'FSSC', systemName: 'FSSC', applicationNo: '10', applicationName: 'FSSC portal' };

beforeAll(async () => {
  t = await createTestApp({ config: { queuePollSeconds: 0.5 } });
  // Sign-ins through the API: two right ones (the clerk, the administrator), three wrong ones.
  clerk = await createSignedInUser(t, { account: 'clerk', roles: ['staff'] });
  const adminCookie = await signedInCookie(t.app);
  admin = as(t.app, adminCookie, EN);
  adminZh = as(t.app, adminCookie);
  for (const [account, password] of [['admin', 'wrong-1'], ['admin', 'wrong-2'], ['nobody', 'wrong-3']]) {
    expect((await signIn(t.app, account, password)).json().data.loginFlag).toBe(1);
  }
  // Page views through the API: the users page three times by two people, roles once, a page of no module twice.
  const clerkApi = as(t.app, clerk.cookie, EN);
  for (const caller of [clerkApi, clerkApi, admin]) {
    expect((await caller.post('/api/pageView', { ...VIEW, moduleNo: 'user', pageName: 'Users', path: '/userManage' })).statusCode).toBe(200);
  }
  expect((await admin.post('/api/pageView', { ...VIEW, moduleNo: 'role', pageName: 'Roles', path: '/roleManage' })).statusCode).toBe(200);
  for (let i = 0; i < 2; i++) {
    expect((await clerkApi.post('/api/pageView', { ...VIEW, pageName: 'To-do', path: '/lazarToDo' })).statusCode).toBe(200);
  }
}, APP_START_MS);
afterAll(() => t?.close());

type Summary = {
  days: number;
  from: string;
  to: string;
  signIns: { day: string; success: number; failure: number }[];
  successfulSignIns: number;
  failedSignIns: number;
  usersSignedIn: number;
  activeSessions: number;
  activeUsers: number;
  pageViews: number;
  topPages: { moduleNo: string | null; moduleName: string | null; pageName: string; path: string | null; views: number; users: number }[];
  topModules: { moduleNo: string | null; moduleName: string | null; views: number }[];
};

async function summary(caller = admin, query = ''): Promise<Summary> {
  const response = await caller.get(`/api/dashboard/summary${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('GET /api/dashboard/summary', () => {
  test('counts today’s sign-ins exactly and every other day of the default 14 as 0', async () => {
    const data = await summary();
    const today = dayOf(new Date());
    expect(data.days).toBe(14);
    expect(data.to).toBe(today);
    expect(data.from).toBe(dayOf(new Date(Date.now() - 13 * DAY_MS)));
    expect(data.signIns).toHaveLength(14);
    expect(data.signIns.at(-1)).toEqual({ day: today, success: 2, failure: 3 });
    expect(data.signIns.slice(0, -1).every((day) => day.success === 0 && day.failure === 0)).toBe(true);
    // One entry per consecutive day, oldest first.
    const stamps = data.signIns.map((day) => Date.parse(`${day.day}T00:00:00Z`));
    expect(stamps.slice(1).map((stamp, i) => stamp - stamps[i])).toEqual(Array(13).fill(DAY_MS));
    expect(data).toMatchObject({ successfulSignIns: 2, failedSignIns: 3, usersSignedIn: 2, activeSessions: 2, activeUsers: 2 });
  });

  test('a sign-in of days ago lands on its day, and only within the range asked for', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    const twentyDaysAgo = new Date(Date.now() - 20 * DAY_MS);
    for (const createdAt of [threeDaysAgo, twentyDaysAgo]) {
      await insertOperationLog(t.db, { action: 'auth.signin', result: 'failure', account: 'ghost', target: 'ghost', createdAt });
    }
    const fortnight = await summary();
    expect(fortnight.signIns.find((day) => day.day === dayOf(threeDaysAgo))).toEqual({ day: dayOf(threeDaysAgo), success: 0, failure: 1 });
    expect(fortnight.failedSignIns).toBe(4);
    const month = await summary(admin, '?days=30');
    expect(month.signIns).toHaveLength(30);
    expect(month.signIns.find((day) => day.day === dayOf(twentyDaysAgo))?.failure).toBe(1);
    expect(month.failedSignIns).toBe(5);
    expect(month.successfulSignIns).toBe(2);
    const todayOnly = await summary(admin, '?days=1');
    expect(todayOnly.signIns).toEqual([{ day: dayOf(new Date()), success: 2, failure: 3 }]);
  });

  test('sign-ins by phone code and by QR code count as sign-ins; signing out does not', async () => {
    // Older than every other case's range, so their figures stay as they are.
    const createdAt = new Date(Date.now() - 60 * DAY_MS);
    await insertOperationLog(t.db, { action: 'auth.qrSignin', result: 'success', account: 'admin', target: 'admin', createdAt });
    await insertOperationLog(t.db, { action: 'auth.phoneSignin', result: 'failure', account: 'ghost', target: 'ghost', createdAt });
    await insertOperationLog(t.db, { action: 'auth.signout', result: 'success', account: 'admin', target: 'admin', createdAt });
    const quarter = await summary(admin, '?days=90');
    expect(quarter.signIns.find((day) => day.day === dayOf(createdAt))).toEqual({ day: dayOf(createdAt), success: 1, failure: 1 });
  });

  test('the most used pages and modules, with module names in the caller’s language', async () => {
    const data = await summary();
    expect(data.pageViews).toBe(6);
    expect(data.topPages).toEqual([
      { moduleNo: 'user', moduleName: 'Users', pageName: 'Users', path: '/userManage', views: 3, users: 2 },
      { moduleNo: null, moduleName: null, pageName: 'To-do', path: '/lazarToDo', views: 2, users: 1 },
      { moduleNo: 'role', moduleName: 'Roles', pageName: 'Roles', path: '/roleManage', views: 1, users: 1 },
    ]);
    expect(data.topModules).toEqual([
      { moduleNo: 'user', moduleName: 'Users', views: 3 },
      { moduleNo: null, moduleName: null, views: 2 },
      { moduleNo: 'role', moduleName: 'Roles', views: 1 },
    ]);
    const zh = await summary(adminZh);
    expect(zh.topPages[0].moduleName).toBe('用户管理');
  });

  test('page views older than the range are left out; a page keeps the name it was last opened under', async () => {
    await t.db.insert(pageViews).values({
      ...VIEW,
      userId: clerk.id,
      jobNo: 'J1',
      moduleNo: 'role',
      pageName: 'Old roles',
      path: '/roleManage',
      createdAt: new Date(Date.now() - 20 * DAY_MS),
    });
    expect((await summary()).topPages.find((page) => page.path === '/roleManage')).toMatchObject({ pageName: 'Roles', views: 1 });
    expect((await summary(admin, '?days=30')).topPages.find((page) => page.path === '/roleManage')).toMatchObject({ pageName: 'Roles', views: 2 });
  });

  test('ended and expired sessions are not active', async () => {
    const ended = await signedInCookie(t.app, 'clerk', USER_PASSWORD);
    await signedInCookie(t.app, 'clerk', USER_PASSWORD);
    expect(await summary()).toMatchObject({ activeSessions: 4, activeUsers: 2 });
    expect((await as(t.app, ended, EN).post('/api/oauth/signout')).statusCode).toBe(200);
    const [newest] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, clerk.id)).orderBy(desc(sessions.id)).limit(1);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, newest.id));
    expect(await summary()).toMatchObject({ activeSessions: 2, activeUsers: 2 });
  });

  test.each([
    ['?days=0', 'days must be at least 1'],
    [`?days=${DASHBOARD_DAYS_MAX + 1}`, `days must be at most ${DASHBOARD_DAYS_MAX}`],
    ['?days=seven', 'days must be an integer'],
    ['?days=1.5', 'days must be an integer'],
    ['?since=2025-01-01', 'unknown field since'],
  ])('%s answers 400 naming the field', async (query, message) => {
    expectError(await admin.get(`/api/dashboard/summary${query}`), 400, message);
  });
});

describe('GET /api/dev/info', () => {
  async function info(caller = admin) {
    const response = await caller.get('/api/dev/info');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  test('version, environment, database kind, migration level, docs link and the configuration flags', async () => {
    const data = await info();
    expect(data).toMatchObject({
      version: '1.0.2',
      env: 'test',
      timeZone,
      docsUrl: '/api/docs',
      database: {
        kind: process.env.DATABASE_URL ? 'postgres' : 'embedded',
        migrations: {
          applied: journal.entries.length,
          known: journal.entries.length,
          lastTag: journal.entries.at(-1)!.tag,
          lastWrittenAt: new Date(journal.entries.at(-1)!.when).toISOString(),
        },
      },
    });
    expect(data.database.serverVersion).toMatch(/^\d+/);
    expect(data.flags).toEqual([
      { key: 'phoneRule', on: true },
      { key: 'emailRequired', on: true },
      { key: 'jobNoShown', on: true },
      { key: 'loginMobileVerification', on: false },
    ]);
  });

  test('the build date is the front end’s build stamp, else the server’s start, labelled so', async () => {
    const started = await info();
    expect(started.build).toEqual({ date: started.serverStartedAt, source: 'serverStart', frontEndEnv: null });
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fssc-dist-'));
    const distDir = t.app.config.distDir;
    try {
      writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify({ umiEnv: 'test', builtAt: '2025-04-11T08:30:00.000Z' }));
      t.app.config.distDir = dist;
      expect((await info()).build).toEqual({ date: '2025-04-11T08:30:00.000Z', source: 'build', frontEndEnv: 'test' });
    } finally {
      t.app.config.distDir = distDir;
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('queue depth per job name and a failed job with its error', async () => {
    await t.app.queue.register('test.dashboard.failing', async () => {
      throw new Error('ledger service unreachable');
    }, { retryLimit: 0 });
    const failedId = (await t.app.queue.send('test.dashboard.failing', {}))!;
    await jobWhen(t.app, 'test.dashboard.failing', failedId, ({ state }) => state === 'failed');
    // Two jobs waiting for tomorrow under a name nobody handles.
    for (let i = 0; i < 2; i++) await t.app.queue.send('test.dashboard.later', { i }, { startAfter: new Date(Date.now() + DAY_MS) });

    const { queue } = await info();
    expect(queue.depth).toContainEqual({ name: 'test.dashboard.later', created: 2, retry: 0, active: 0 });
    const [{ count }] = (
      (await t.db.execute(sql`SELECT count(*)::int AS count FROM pgboss.job WHERE state = 'failed'`)) as unknown as { rows: { count: number }[] }
    ).rows;
    expect(queue.failedCount).toBe(count);
    expect(queue.failed).toContainEqual({
      name: 'test.dashboard.failing',
      id: failedId,
      failedAt: expect.any(String),
      retryCount: 0,
      error: 'ledger service unreachable',
    });
    expect(queue.failed.length).toBeLessThanOrEqual(10);
  });
});

describe('administrators only', () => {
  test('a signed-in non-administrator gets 403, in the caller’s language', async () => {
    for (const url of ['/api/dev/info', '/api/dashboard/summary']) {
      expectError(await as(t.app, clerk.cookie, EN).get(url), 403, 'Forbidden: only an administrator may see the system information and the dashboard', 'FORBIDDEN');
      expectError(await as(t.app, clerk.cookie).get(url), 403, '无权限：只有管理员可以查看系统信息和管理看板', 'FORBIDDEN');
    }
  });

  test('a signed-out caller gets 401', async () => {
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/dev/info' },
      { method: 'GET', url: '/api/dashboard/summary' },
    ]);
  });
});
