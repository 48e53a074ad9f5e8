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

describe('recent pages', () => {
  let reader: { id: number; cookie: string };
  const recent = async (cookie: string, query = '') => {
    const response = await as(t.app, cookie, EN).get(`/api/pageView/recent${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { path: string; pageName: string; moduleNo: string | null; openedAt: string }[];
  };

  beforeAll(async () => {
    reader = await createSignedInUser(t, { account: 'reader' });
  });

  test('one row per address, with its latest name, the latest opened first; views without an address are left out', async () => {
    await post(reader.cookie, { ...VIEW, pageName: 'Users', path: '/userManage' });
    await post(reader.cookie, { ...VIEW, pageName: 'Roles', moduleNo: 'role', path: '/roleManage' });
    await post(reader.cookie, { ...VIEW, pageName: 'User administration', path: '/userManage' });
    await post(reader.cookie, { ...VIEW, pageName: 'Without an address' });
    // The portal's address rule: only the first question mark stays.
    await post(reader.cookie, { ...VIEW, pageName: 'Notice', moduleNo: null, path: '/portal/notices?id=5?x=1' });
    const pages = await recent(reader.cookie);
    expect(pages.map((page) => [page.path, page.pageName, page.moduleNo])).toEqual([
      ['/portal/notices?id=5&x=1', 'Notice', null],
      ['/userManage', 'User administration', 'M01'],
      ['/roleManage', 'Roles', 'role'],
    ]);
    expect((await recent(reader.cookie, '?limit=2')).map((page) => page.path)).toEqual(['/portal/notices?id=5&x=1', '/userManage']);
  });

  test('each user sees only their own pages, of the last 30 days', async () => {
    expect((await recent(clerk.cookie)).map((page) => page.path)).toEqual([]);
    await t.db.update(pageViews).set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) }).where(eq(pageViews.userId, reader.id));
    expect(await recent(reader.cookie)).toEqual([]);
  });

  test('a limit out of range or an address over 2,000 characters answers 400', async () => {
    expectError(await as(t.app, reader.cookie, EN).get('/api/pageView/recent?limit=21'), 400, 'limit must be at most 20');
    expectError(await post(reader.cookie, { ...VIEW, path: `/${'p'.repeat(2000)}` }), 400, 'path must be at most 2000 characters');
  });

  test('recent pages need a session', async () => {
    await expectUnauthorized(t.app, [{ method: 'GET', url: '/api/pageView/recent' }]);
  });
});
