import { eq } from 'drizzle-orm';
import { operationLogs, pageViews } from '../../server/db/schema';
import { APP_START_MS, EN, as, createSignedInUser, createTestApp, expectError, expectUnauthorized, type TestApp } from './helpers';

let t: TestApp;
let clerk: { id: number; cookie: string };
let noJob: { id: number; cookie: string };

const VIEW = {
  systemNo: 'FSSC',
  systemName: 'finance shared service center',
  applicationNo: '10',
  applicationName: 'FSSC portal',
  moduleNo: 'M01',
  pageName: 'Users',
};

beforeAll(async () => {
  t = await createTestApp();
  clerk = await createSignedInUser(t, { account: 'clerk', jobNo: 'J042', zoneNo: 'Z1', zoneName: 'Zone 1', region: 'North' });
  noJob = await createSignedInUser(t, { account: 'nojob' });
}, APP_START_MS);
afterAll(() => t.close());

const post = (cookie: string, payload: object) => as(t.app, cookie, EN).post('/api/pageView', payload);
const viewsOf = (userId: number) => t.db.select().from(pageViews).where(eq(pageViews.userId, userId)).orderBy(pageViews.id);

test('stores the page with the user’s job number, zone and region', async () => {
  const response = await post(clerk.cookie, VIEW);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, data: null });
  const [row] = await viewsOf(clerk.id);
  expect(row).toMatchObject({ ...VIEW, userId: clerk.id, jobNo: 'J042', zoneNo: 'Z1', zoneName: 'Zone 1', region: 'North' });
  expect(row.createdAt).toBeInstanceOf(Date);
});

test('jobNo falls back to the user number; moduleNo may be left out or null', async () => {
  const { moduleNo: _omitted, ...withoutModule } = VIEW;
  expect((await post(noJob.cookie, withoutModule)).statusCode).toBe(200);
  expect((await post(noJob.cookie, { ...VIEW, moduleNo: null })).statusCode).toBe(200);
  const rows = await viewsOf(noJob.id);
  expect(rows.map((r) => [r.jobNo, r.zoneNo, r.moduleNo])).toEqual([
    ['U-nojob', null, null],
    ['U-nojob', null, null],
  ]);
});

test('the server fills in who viewed: jobNo and zone in the body are refused', async () => {
  expectError(await post(clerk.cookie, { ...VIEW, jobNo: 'FAKE' }), 400, 'unknown field jobNo');
});

test.each([
  ['no pageName', { ...VIEW, pageName: undefined }, 'pageName is required'],
  ['an empty pageName', { ...VIEW, pageName: '' }, 'pageName must not be empty'],
  ['a pageName over 200', { ...VIEW, pageName: 'p'.repeat(201) }, 'pageName must be at most 200 characters'],
  ['a systemNo over 32', { ...VIEW, systemNo: 's'.repeat(33) }, 'systemNo must be at most 32 characters'],
  ['an applicationName over 128', { ...VIEW, applicationName: 'a'.repeat(129) }, 'applicationName must be at most 128 characters'],
  ['a numeric applicationNo', { ...VIEW, applicationNo: 10 }, 'applicationNo must be a string'],
])('%s answers 400', async (_case, payload, message) => {
  expectError(await post(clerk.cookie, JSON.parse(JSON.stringify(payload))), 400, message);
});

test('page views are not written to the operation log', async () => {
  const rows = await t.db.select().from(operationLogs).where(eq(operationLogs.userId, clerk.id));
  expect(rows.map((r) => r.action)).toEqual(['auth.signin']);
});

test('pageView needs a session', async () => {
  await expectUnauthorized(t.app, [{ method: 'POST', url: '/api/pageView', payload: VIEW }]);
});
