/**
 * The demo data (server/db/demo): seeded once into a fresh database, every demo account signs
 * in and sees what its role allows, and it never goes into a database with real users.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CLERK_ACCOUNT, DEMO_LEADER_ACCOUNT, DEMO_PASSWORD } from '../../server/db/demo/accounts';
import { seedDemoData, type DemoSeedOutcome } from '../../server/db/demo/demoData';
import { findOrgByNo, orgSubtreeIds } from '../../server/db/repositories/orgs';
import { feedback, orgs, tasks, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { FEEDBACK_STATUSES } from '../../server/plugins/feedback/constants';
import { TASK_STATUSES } from '../../server/plugins/tasks/constants';
import { APP_START_MS, createUser, signedInCookie, testConfig, throwawayDatabase } from './helpers';

let database: DatabaseHandle;
let app: FastifyInstance;
let outcome: DemoSeedOutcome;
/** Tasks per state straight after the seed: the dispatch engine takes the new and returned ones once the app runs. */
let tasksByState: Map<string, number>;

beforeAll(async () => {
  database = await throwawayDatabase();
  const config = testConfig();
  await seed(database.db, config);
  outcome = await seedDemoData(database.db);
  const rows = await database.db.select({ status: tasks.status, n: count() }).from(tasks).groupBy(tasks.status);
  tasksByState = new Map(rows.map((row) => [row.status, row.n]));
  app = await buildApp({ db: database.db, config });
  await app.ready();
}, APP_START_MS);
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const userCount = async () => (await database.db.select({ n: count() }).from(users))[0].n;

test('the seed puts in 300 staff in 20 organisations, tasks in every state and feedback in every state', async () => {
  expect(outcome).toBe('seeded');
  expect(await userCount()).toBe(301);
  expect((await database.db.select({ n: count() }).from(orgs))[0].n).toBe(20);
  expect(TASK_STATUSES.filter((state) => !((tasksByState.get(state) ?? 0) > 0))).toEqual([]);
  const states = await database.db.select({ status: feedback.status, n: count() }).from(feedback).groupBy(feedback.status);
  expect(new Set(states.filter((row) => row.n > 0).map((row) => row.status))).toEqual(new Set(FEEDBACK_STATUSES));
});

test('admin sees every user', async () => {
  const cookie = await signedInCookie(app);
  const response = await get('/api/users?pageSize=1', cookie);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.total).toBe(301);
});

test('the team leader sees the users, tasks and notices of their department and the teams below it', async () => {
  const cookie = await signedInCookie(app, DEMO_LEADER_ACCOUNT, DEMO_PASSWORD);
  const department = (await findOrgByNo(database.db, 'FSSC-EXP'))!;
  const subtree = await orgSubtreeIds(database.db, department.id);
  const [{ n: inSubtree }] = await database.db.select({ n: count() }).from(users).where(inArray(users.orgId, subtree));

  const listed = await get('/api/users?pageSize=100', cookie);
  expect(listed.statusCode).toBe(200);
  expect(listed.json().data.total).toBe(inSubtree);
  expect(inSubtree).toBeLessThan(301);
  expect(listed.json().data.list.every((user: { orgId: number }) => subtree.includes(user.orgId))).toBe(true);

  const taskList = await get('/api/tasks?pageSize=100', cookie);
  expect(taskList.statusCode).toBe(200);
  expect(taskList.json().data.total).toBeGreaterThan(0);
  expect(taskList.json().data.list.every((task: { org: { id: number } }) => subtree.includes(task.org.id))).toBe(true);

  // The notices the department published, not the center's.
  const notices = await get('/api/noticeManage?pageSize=100', cookie);
  expect(notices.statusCode).toBe(200);
  expect(notices.json().data.list.map((notice: { topic: string }) => notice.topic)).toContain('费用审核部11月质量抽检结果通报');
  expect(notices.json().data.list.map((notice: { topic: string }) => notice.topic)).not.toContain('11月月结工作安排');
});

test('the clerk may not list users and sees the tasks given to them', async () => {
  const cookie = await signedInCookie(app, DEMO_CLERK_ACCOUNT, DEMO_PASSWORD);
  expect((await get('/api/users', cookie)).statusCode).toBe(403);
  const mine = await get('/api/tasks/my?pageSize=100', cookie);
  expect(mine.statusCode).toBe(200);
  const list: { assignee: { account: string } | null; status: string }[] = mine.json().data.list;
  expect(list.length).toBeGreaterThanOrEqual(8);
  expect(list.every((task) => task.assignee?.account === DEMO_CLERK_ACCOUNT)).toBe(true);
  expect(new Set(list.map((task) => task.status))).toEqual(new Set(['assigned', 'inProgress', 'completed']));
});

test('the profile says the data is demo data, and the login page gets the demo accounts without a session', async () => {
  const cookie = await signedInCookie(app, DEMO_CLERK_ACCOUNT, DEMO_PASSWORD);
  expect((await get('/api/sys/profile', cookie)).json().data.demoData).toBe(true);
  const accounts = await get('/api/sys/demoAccounts');
  expect(accounts.statusCode).toBe(200);
  // This server's admin password is its own (ADMIN_PASSWORD), never shown.
  expect(accounts.json().data.accounts).toEqual([
    { kind: 'admin', account: 'admin', password: null },
    { kind: 'leader', account: DEMO_LEADER_ACCOUNT, password: DEMO_PASSWORD },
    { kind: 'clerk', account: DEMO_CLERK_ACCOUNT, password: DEMO_PASSWORD },
  ]);
});

test('a second seed adds nothing', async () => {
  const before = await userCount();
  expect(await seedDemoData(database.db)).toBe('present');
  expect(await userCount()).toBe(before);
});

test('DEMO_DATA=on leaves a database with real users alone; without demo data the login page lists no accounts', async () => {
  expect(loadConfig({ DEMO_DATA: 'on' }).demoData).toBe(true);
  expect(loadConfig({}).demoData).toBe(false);
  const real = await throwawayDatabase();
  try {
    const config = testConfig();
    await seed(real.db, config);
    await createUser(real.db, { account: 'wang.fang' });
    expect(await seedDemoData(real.db)).toBe('refused');
    expect((await real.db.select({ n: count() }).from(orgs))[0].n).toBe(1);
    expect((await real.db.select({ n: count() }).from(users).where(eq(users.account, DEMO_LEADER_ACCOUNT)))[0].n).toBe(0);
    const other = await buildApp({ db: real.db, config });
    try {
      expect((await other.inject({ method: 'GET', url: '/api/sys/demoAccounts' })).json().data.accounts).toEqual([]);
    } finally {
      await other.close();
    }
  } finally {
    await real.close();
  }
}, APP_START_MS);
