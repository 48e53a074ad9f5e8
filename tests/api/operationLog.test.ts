/**
 * The operation log and the sign-in log (/api/operationLogs): who may read them (the right, the
 * data scope, rows without a user for administrators only), every filter, keyset paging through
 * rows written in the same instant and far down the table, the 400s naming the field, the detail
 * with before and after, secrets masked in rows written by real sign-ins, password changes and
 * integration keys, that no route changes a row, both exports, and the retention job.
 */
import { Workbook } from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { listOperationLogsAfter } from '../../server/db/repositories/operationLog';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { operationLogs } from '../../server/db/schema';
import { OPERATION_LOG_RETENTION_JOB, SIGN_IN_ACTIONS } from '../../server/plugins/operationLog/constants';
import { removeExpiredLogs } from '../../server/plugins/operationLog/routes';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  ADMIN_PASSWORD,
  APP_START_MS,
  EN,
  USER_PASSWORD,
  as,
  completedJob,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  exportedFile,
  signIn,
  signedInCookie,
  type TestApp,
} from './helpers';

type Caller = ReturnType<typeof as>;
type Answer = { statusCode: number; body: string; json: () => any };
type Row = { id: number; action: string; account: string | null; [key: string]: unknown };

let t: TestApp;
let admin: Caller;
let adminCookie: string;
/** Reads the east organisation's rows (own-organisation scope) and may export. */
let viewer: Caller;
let viewerCookie: string;
/** Signed in, without the operation log's right. */
let plain: Caller;
const ids = {} as Record<'viewer' | 'east' | 'west' | 'plain', number>;
const org = {} as Record<'root' | 'east' | 'west', Org>;
/** The ids of the rows every filter test reads, in the order written. */
const rowIds: Record<string, number> = {};

async function ok(response: Answer | Promise<Answer>) {
  const { statusCode, body, json } = await response;
  expect({ statusCode, body: statusCode === 200 ? '' : body }).toEqual({ statusCode: 200, body: '' });
  return json().data;
}

/** Writes a log row as the audit does, answering its id. */
async function logRow(row: Partial<typeof operationLogs.$inferInsert> & { action: string }, name?: string) {
  const [inserted] = await t.db
    .insert(operationLogs)
    .values({ result: 'success', durationMs: 1, ...row })
    .returning({ id: operationLogs.id });
  if (name) rowIds[name] = inserted.id;
  return inserted.id;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The rows of a statement. */
const rowsOf = async <T>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The rows of one page of the operation log as the caller reads them, filtered. */
const listed = async (caller: Caller, params: Record<string, string | number> = {}, path = '/api/operationLogs') =>
  (await ok(caller.get(`${path}?${query({ pageSize: 100, ...params })}`))) as { data: Row[]; nextCursor: number | null };

const idsOf = (page: { data: Row[] }) => page.data.map((row) => row.id);

/** Ids of the named rows, newest first, as a list answers them. */
const named = (...names: string[]) => names.map((name) => rowIds[name]).sort((a, b) => b - a);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInCookie(t.app);
  admin = as(t.app, adminCookie, EN);
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (orgNo: string) => insertOrg(t.db, { parentId: org.root.id, orgNo, name: `组织${orgNo}`, nameEn: orgNo }, org.root.path, new Date());
  org.east = await child('OL_EAST');
  org.west = await child('OL_WEST');
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'ol_viewer', name: '日志查看', nameEn: 'Log viewer', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, roleId, 'operationLog', ['view', 'export']);
  await insertRoleIfAbsent(t.db, { roleCode: 'ol_plain', name: '普通', nameEn: 'Plain', dataScope: DATA_SCOPE.all });
  const signedIn = await createSignedInUser(t, { account: 'ol_viewer', orgId: org.east.id, roles: ['ol_viewer'] });
  ids.viewer = signedIn.id;
  viewerCookie = signedIn.cookie;
  viewer = as(t.app, viewerCookie, EN);
  const east = await createSignedInUser(t, { account: 'ol_east', jobNo: 'OL-E01', orgId: org.east.id, roles: [] });
  ids.east = east.id;
  const west = await createSignedInUser(t, { account: 'ol_west', orgId: org.west.id, roles: [] });
  ids.west = west.id;
  const other = await createSignedInUser(t, { account: 'ol_plain', orgId: org.east.id, roles: ['ol_plain'] });
  ids.plain = other.id;
  plain = as(t.app, other.cookie, EN);

  const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000);
  await logRow({ action: 'user.create', userId: ids.east, account: 'olx_east', target: '7 Zhang San', ip: '10.1.2.3', createdAt: hoursAgo(5) }, 'eastCreate');
  await logRow(
    { action: 'user.update', userId: ids.east, account: 'olx_east', target: '7 Zhang San', result: 'failure', errorMessage: 'name 50%_off taken', ip: '10.1.9.9', createdAt: hoursAgo(4) },
    'eastUpdate',
  );
  await logRow({ action: 'userGroup.create', userId: ids.west, account: 'OLX_West', target: 'Finance 50xxoff', ip: '192.168.0.1', createdAt: hoursAgo(3) }, 'westGroup');
  await logRow({ action: 'task.claim', userId: ids.west, account: 'OLX_West', target: 'T0001', ip: '192.168.0.2', createdAt: hoursAgo(2) }, 'westTask');
  await logRow({ action: 'auth.signin', userId: null, account: 'olx_ghost', target: 'olx_ghost', result: 'failure', errorMessage: 'wrong', ip: '10.9.9.9', createdAt: hoursAgo(1) }, 'ghost');
}, APP_START_MS);
afterAll(() => t?.close());

describe('who may read the log', () => {
  test('a signed-out caller gets 401, a caller without the right 403 on every route', async () => {
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/operationLogs' },
      { method: 'GET', url: '/api/operationLogs/signIns' },
      { method: 'GET', url: `/api/operationLogs/${rowIds.eastCreate}` },
    ]);
    for (const url of ['/api/operationLogs', '/api/operationLogs/signIns', `/api/operationLogs/${rowIds.eastCreate}`]) {
      expectError(await plain.get(url), 403, /lack the "view" right of module Operation log/, 'FORBIDDEN');
    }
  });

  test('a viewer reads the rows of the users in their data scope; rows of others and rows without a user only administrators', async () => {
    const own = await listed(viewer, { account: 'olx_' });
    expect(idsOf(own)).toEqual(named('eastCreate', 'eastUpdate'));
    const all = await listed(admin, { account: 'olx_' });
    expect(idsOf(all)).toEqual(named('eastCreate', 'eastUpdate', 'westGroup', 'westTask', 'ghost'));
    // The detail follows the same scope.
    expect((await ok(viewer.get(`/api/operationLogs/${rowIds.eastUpdate}`))).id).toBe(rowIds.eastUpdate);
    expectError(await viewer.get(`/api/operationLogs/${rowIds.westTask}`), 404, 'This log entry does not exist or is outside your data scope');
    expectError(await viewer.get(`/api/operationLogs/${rowIds.ghost}`), 404, /does not exist/);
    expectError(await admin.get('/api/operationLogs/999999999'), 404, /does not exist/);
  });

  test('a non-administrator whose scope is all still sees no row without a user', async () => {
    const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'ol_all', name: '全部日志', nameEn: 'All logs', dataScope: DATA_SCOPE.all }))!;
    await grantModuleActions(t.db, roleId, 'operationLog', ['view']);
    const wide = await createSignedInUser(t, { account: 'ol_wide', orgId: org.west.id, roles: ['ol_all'] });
    const page = await listed(as(t.app, wide.cookie, EN), { account: 'olx_' });
    expect(idsOf(page)).toEqual(named('eastCreate', 'eastUpdate', 'westGroup', 'westTask'));
  });
});

describe('filters', () => {
  const byFilter = async (params: Record<string, string | number>) => idsOf(await listed(admin, { account: 'olx_', ...params }));

  test('by user, account prefix in any case, module, action and result', async () => {
    expect(await byFilter({ userId: ids.east })).toEqual(named('eastCreate', 'eastUpdate'));
    expect(await byFilter({ account: 'OLX_w' })).toEqual(named('westGroup', 'westTask'));
    // `user` is the first segment of user.create and user.update, not of userGroup.create.
    expect(await byFilter({ module: 'user' })).toEqual(named('eastCreate', 'eastUpdate'));
    expect(await byFilter({ module: 'userGroup' })).toEqual(named('westGroup'));
    expect(await byFilter({ action: 'task.claim' })).toEqual(named('westTask'));
    expect(await byFilter({ result: 'failure' })).toEqual(named('eastUpdate', 'ghost'));
  });

  test('by time range, address prefix and keyword (wildcards taken literally)', async () => {
    const at = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    expect(await byFilter({ from: at(4.5), to: at(2.5) })).toEqual(named('eastUpdate', 'westGroup'));
    expect(await byFilter({ from: at(1.5) })).toEqual(named('ghost'));
    expect(await byFilter({ to: at(4.5) })).toEqual(named('eastCreate'));
    expect(await byFilter({ ip: '10.1.' })).toEqual(named('eastCreate', 'eastUpdate'));
    expect(await byFilter({ ip: '192.168.0.2' })).toEqual(named('westTask'));
    expect(await byFilter({ keyword: 'zhang' })).toEqual(named('eastCreate', 'eastUpdate'));
    // In the error message; `%` and `_` match only themselves, so "50xxoff" is not found by "50%_off".
    expect(await byFilter({ keyword: '50%_off' })).toEqual(named('eastUpdate'));
    expect(await byFilter({ keyword: '%' })).toEqual(named('eastUpdate'));
  });

  test('answers 400 naming the field for a reversed range, a page too large, an unknown field or a bad value', async () => {
    expectError(
      await admin.get(`/api/operationLogs?from=${encodeURIComponent('2025-02-01T00:00:00Z')}&to=${encodeURIComponent('2025-01-01T00:00:00Z')}`),
      400,
      'from: the start time must not be after the end time (to)',
    );
    expectError(await admin.get('/api/operationLogs/signIns?from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z'), 400, /^from: /);
    expectError(await admin.get('/api/operationLogs?pageSize=101'), 400, /^pageSize /);
    expectError(await admin.get('/api/operationLogs?current=2'), 400, /current/);
    expectError(await admin.get('/api/operationLogs?sorter=id'), 400, /sorter/);
    expectError(await admin.get('/api/operationLogs?after=0'), 400, /^after /);
    expectError(await admin.get('/api/operationLogs?from=yesterday'), 400, /^from /);
    expectError(await admin.get('/api/operationLogs?result=maybe'), 400, /^result /);
    expectError(await admin.get('/api/operationLogs/signIns?action=user.update'), 400, /^action /);
    expectError(await admin.get('/api/operationLogs/abc'), 400, /^id /);
  });
});

describe('keyset paging', () => {
  test('pages through rows written in the same instant newest first, each row once, and ends with no cursor', async () => {
    const instant = new Date(Date.now() - 10 * 3600_000);
    const written: number[] = [];
    for (let i = 0; i < 23; i++) written.push(await logRow({ action: 'tie.row', account: 'tie', createdAt: instant }));
    const seen: number[] = [];
    let after: number | null = null;
    let pages = 0;
    do {
      const page: { data: Row[]; nextCursor: number | null } = await listed(admin, { action: 'tie.row', pageSize: 5, ...(after && { after }) });
      expect(page.data.length).toBeLessThanOrEqual(5);
      seen.push(...idsOf(page));
      after = page.nextCursor;
      pages++;
    } while (after !== null);
    expect(pages).toBe(5);
    expect(seen).toEqual([...written].reverse());
    // A page that ends exactly at the last row says so: no cursor.
    const exact = await listed(admin, { action: 'tie.row', pageSize: 23 });
    expect(exact.data).toHaveLength(23);
    expect(exact.nextCursor).toBeNull();
  });

  test('a deep page (cursor near the end of a large table) answers the rows below the cursor', async () => {
    await t.db.execute(sql`
      INSERT INTO operation_logs (user_id, account, action, target, result, ip, duration_ms, created_at)
      SELECT ${ids.east}, 'ol_bulk', 'bulk.row', 'row ' || n, 'success', '10.0.0.1', 0, now() - interval '1 day' + n * interval '1 millisecond'
      FROM generate_series(1, 5000) AS n`);
    const [{ first }] = await rowsOf<{ first: number }>(sql`SELECT min(id)::int AS first FROM operation_logs WHERE action = 'bulk.row'`);
    const page = await listed(admin, { module: 'bulk', after: first + 10, pageSize: 20 });
    expect(idsOf(page)).toEqual(Array.from({ length: 10 }, (_, i) => first + 9 - i));
    expect(page.nextCursor).toBeNull();
    // The first page is the newest, and names the cursor of the next.
    const top = await listed(admin, { module: 'bulk', pageSize: 3 });
    expect(top.data.map((row) => row.target)).toEqual(['row 5000', 'row 4999', 'row 4998']);
    expect(top.nextCursor).toBe(top.data[2].id);
    const next = await listed(admin, { module: 'bulk', pageSize: 3, after: top.nextCursor! });
    expect(next.data.map((row) => row.target)).toEqual(['row 4997', 'row 4996', 'row 4995']);
  });

  test('a search without an index reads a bounded window per page and names where to read on, missing and repeating nothing', async () => {
    const written: number[] = [];
    for (let i = 0; i < 12; i++) written.push(await logRow({ action: 'window.row', account: i % 4 === 0 ? 'win_hit' : 'win_miss' }));
    const hits = written.filter((_, i) => i % 4 === 0).reverse();
    const seen: number[] = [];
    let after: number | null = null;
    let pages = 0;
    do {
      const page: { rows: { id: number }[]; nextCursor: number | null } = await listOperationLogsAfter(
        t.db,
        sql`true`,
        { action: 'window.row', account: 'win_hit' },
        after,
        2,
        { scanRows: 3 },
      );
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.map((row) => row.id));
      after = page.nextCursor;
      pages++;
    } while (after !== null && pages < 20);
    expect(seen).toEqual(hits);
    // Twelve rows read three at a time: a page per window, some of them empty, and a last one that finds none.
    expect(pages).toBe(5);
  });
});

describe('what a row records', () => {
  test('a change shows the row before and after; the item names its module, address, browser and duration', async () => {
    const created = await ok(admin.post('/api/todos', { title: 'Close the books', matters: [], assigneeIds: [] }));
    await ok(admin.put(`/api/todos/${created.id}`, { title: 'Close the year', matters: [], assigneeIds: [] }, { 'user-agent': 'Mozilla/5.0 (Jest)' }));
    const [row] = (await listed(admin, { action: 'todo.update', pageSize: 1 })).data;
    expect(row).toMatchObject({
      action: 'todo.update',
      module: 'todo',
      account: 'admin',
      userName: expect.any(String),
      target: `${created.id} Close the year`,
      result: 'success',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Jest)',
      durationMs: expect.any(Number),
    });
    // The device of the session the change was made in.
    const [session] = await rowsOf<{ deviceId: number | null }>(
      sql`SELECT device_id AS "deviceId" FROM sessions WHERE user_id = ${row.userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(row.deviceId).toBe(session.deviceId);
    const detail = await ok(admin.get(`/api/operationLogs/${row.id}`));
    expect(detail.detail.before).toMatchObject({ title: 'Close the books' });
    expect(detail.detail.after).toMatchObject({ title: 'Close the year' });
  });

  test('the user agent is kept up to 512 characters', async () => {
    await signIn(t.app, 'ol_nobody', 'Wrong#Pass1', { 'user-agent': 'x'.repeat(600) });
    const [stored] = await t.db.select().from(operationLogs).where(eq(operationLogs.account, 'ol_nobody'));
    expect(stored.userAgent).toBe('x'.repeat(512));
  });

  test('the sign-in log shows sign-ins with job number, name, result, reason, loginFlag, address, device and browser, with the same filters', async () => {
    await signIn(t.app, 'ol_east', 'Wrong#Pass2', { 'user-agent': 'UA-east' });
    await signIn(t.app, 'ol_east', USER_PASSWORD, { 'user-agent': 'UA-east' });
    const page = await listed(admin, { account: 'ol_east', pageSize: 2 }, '/api/operationLogs/signIns');
    expect(page.data).toEqual([
      expect.objectContaining({ action: 'auth.signin', result: 'success', loginFlag: 0, reason: null, device: 'jest', userAgent: 'UA-east', ip: '127.0.0.1', userId: ids.east, jobNo: 'OL-E01' }),
      expect.objectContaining({ action: 'auth.signin', result: 'failure', loginFlag: 1, reason: expect.stringContaining('账号或密码错误'), device: 'jest' }),
    ]);
    const failures = await listed(admin, { account: 'ol_east', result: 'failure' }, '/api/operationLogs/signIns');
    expect(failures.data.every((row) => row.result === 'failure')).toBe(true);
    // Only sign-in actions, whatever else the account did.
    const all = await listed(admin, { pageSize: 100 }, '/api/operationLogs/signIns');
    expect(all.data.every((row) => (SIGN_IN_ACTIONS as readonly string[]).includes(row.action))).toBe(true);
    // The viewer's scope applies: the unknown account's sign-in is the administrators'.
    const viewed = await listed(viewer, { account: 'ol' }, '/api/operationLogs/signIns');
    expect(viewed.data.some((row) => row.account === 'olx_ghost' || row.account === 'ol_nobody')).toBe(false);
    expect(viewed.data.some((row) => row.account === 'ol_east')).toBe(true);
  });
});

describe('secrets', () => {
  test('no password, key, code or token reaches a stored row through sign-in, password change or integration keys', async () => {
    const [{ id: before }] = await rowsOf<{ id: number }>(sql`SELECT max(id)::int AS id FROM operation_logs`);
    const secrets = ['Wrong#Secret9', 'New#Pass2025x', 'Captcha-7731'];
    await t.app.inject({
      method: 'POST',
      url: '/api/oauth/signin',
      payload: { device: 'jest', account: 'ol_east', password: secrets[0], validateCode: secrets[2] },
    });
    const east = await signedInCookie(t.app, 'ol_east', USER_PASSWORD);
    const changed = await as(t.app, east, EN).post('/api/user/updatePassword', { oldPassword: USER_PASSWORD, newPassword: secrets[1] });
    expect(changed.statusCode).toBe(200);
    const wrongOld = await as(t.app, await signedInCookie(t.app, 'ol_east', secrets[1]), EN).post('/api/user/updatePassword', {
      oldPassword: 'Not#TheOne77',
      newPassword: 'Other#Pass2025',
    });
    expect(wrongOld.statusCode).toBe(400);
    secrets.push('Not#TheOne77', 'Other#Pass2025', ADMIN_PASSWORD);
    const key = (await ok(admin.post('/api/integrations', { name: 'OL system', sourceSystem: 'OLS', scopes: ['tasks:create'] }))).key as string;
    secrets.push(key);
    await t.app.inject({ method: 'POST', url: '/api/tasks/intake', headers: { authorization: `Bearer ${key}` }, payload: { tasks: [] } });
    await t.app.inject({ method: 'POST', url: '/api/tasks/intake', headers: { authorization: `Bearer ${key}x` }, payload: { tasks: [{}] } });
    const rows = await t.db.select().from(operationLogs).where(sql`${operationLogs.id} > ${before}`).orderBy(asc(operationLogs.id));
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['auth.signin', 'user.updatePassword', 'integration.create']));
    const stored = JSON.stringify(rows);
    for (const secret of [...secrets, key.slice(12)]) expect(stored).not.toContain(secret);
    const signin = rows.find((row) => row.action === 'auth.signin' && row.result === 'failure')!;
    expect(signin.detail).toMatchObject({ password: '***', validateCode: '***' });
    // And the detail answered through the API is the stored, masked one.
    const answered = await ok(admin.get(`/api/operationLogs/${signin.id}`));
    expect(answered.detail).toMatchObject({ password: '***', validateCode: '***', device: 'jest' });
  });
});

describe('read-only', () => {
  test('no method changes or deletes a row: PUT, PATCH, DELETE and POST answer 404 or 405 and the rows stay as they were', async () => {
    const snapshot = async () => t.db.select().from(operationLogs).where(eq(operationLogs.id, rowIds.eastUpdate));
    const count = async () => (await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM operation_logs`))[0].n;
    const was = await snapshot();
    const n = await count();
    for (const url of ['/api/operationLogs', `/api/operationLogs/${rowIds.eastUpdate}`, '/api/operationLogs/signIns']) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
        const response = await t.app.inject({ method, url, headers: { cookie: adminCookie, 'accept-language': 'en' }, payload: { result: 'success' } });
        expect({ method, url, status: [404, 405].includes(response.statusCode) }).toEqual({ method, url, status: true });
      }
    }
    expect(await snapshot()).toEqual(was);
    expect(await count()).toBe(n);
  });
});

describe('exports', () => {
  async function sheetRows(body: Buffer) {
    const book = new Workbook();
    await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
    return book.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
  }

  test('the operation log of the filters, newest first, within the requester’s scope', async () => {
    const file = await exportedFile(t.app, viewerCookie, 'operationLogs', { account: 'olx_east', module: 'user' }, EN);
    expect(file.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(file.rawPayload);
    expect(header.slice(0, 8)).toEqual(['Time', 'Account', 'Name', 'Module', 'Action', 'Target', 'Result', 'Reason']);
    expect(rows.map((row) => [row[1], row[4], row[6]])).toEqual([
      ['olx_east', 'user.update', 'Failure'],
      ['olx_east', 'user.create', 'Success'],
    ]);
  });

  test('an export holds only the rows of the requester’s scope', async () => {
    // The west user's rows are outside the viewer's scope: the header alone.
    const west = await sheetRows((await exportedFile(t.app, viewerCookie, 'operationLogs', { account: 'olx_w' }, EN)).rawPayload);
    expect(west).toHaveLength(1);
  });

  test('the sign-in log, in Chinese by default', async () => {
    const file = await exportedFile(t.app, adminCookie, 'signIns', { account: 'olx_ghost' });
    const [header, ...rows] = await sheetRows(file.rawPayload);
    expect(header).toEqual(['时间', '账号', '姓名', '工号', '操作', '结果', '失败原因', 'IP 地址', '设备', '浏览器标识']);
    expect(rows).toEqual([[expect.anything(), 'olx_ghost', undefined, undefined, 'auth.signin', '失败', 'wrong', '10.9.9.9']]);
  });

  test('the right and the filters are checked when an export is requested', async () => {
    expectError(await plain.post('/api/downloads/exports', { kind: 'signIns', query: {} }), 403, /lack the "export" right of module Operation log/, 'FORBIDDEN');
    expectError(
      await admin.post('/api/downloads/exports', { kind: 'operationLogs', query: { from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' } }),
      400,
      /^from: /,
    );
    expectError(await admin.post('/api/downloads/exports', { kind: 'operationLogs', query: { after: 5 } }), 400, /after/);
  });
});

describe('retention', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000);
  const writeOld = (count: number, days: number) =>
    t.db.execute(sql`
      INSERT INTO operation_logs (action, account, result, duration_ms, created_at)
      SELECT 'old.row', 'ol_old', 'success', 0, ${daysAgo(days).toISOString()}::timestamptz FROM generate_series(1, ${count}::int)`);
  const oldRows = () => t.db.select({ id: operationLogs.id }).from(operationLogs).where(eq(operationLogs.action, 'old.row'));

  test('the job removes only rows older than the retention and logs how many it removed', async () => {
    await writeOld(3, 200);
    const kept = await logRow({ action: 'old.row', account: 'ol_recent', createdAt: daysAgo(179) });
    const id = (await t.app.queue.send(OPERATION_LOG_RETENTION_JOB, {}, { singletonKey: 'test' }))!;
    const job = await completedJob(t.app, OPERATION_LOG_RETENTION_JOB, id);
    expect(job.output).toMatchObject({ removed: 3 });
    expect(await oldRows()).toEqual([{ id: kept }]);
    const [logged] = await t.db.select().from(operationLogs).where(eq(operationLogs.action, OPERATION_LOG_RETENTION_JOB));
    expect(logged).toMatchObject({ result: 'success', userId: null, target: '3' });
    expect(logged.detail).toMatchObject({ by: 'job', removed: 3, retentionDays: 180 });
    // What was written in the last days is all there.
    expect((await ok(admin.get(`/api/operationLogs/${rowIds.eastCreate}`))).id).toBe(rowIds.eastCreate);
  });

  test('it deletes in batches until none is left', async () => {
    await writeOld(7, 365);
    expect(await removeExpiredLogs(t.app, 2)).toMatchObject({ removed: 7 });
    expect(await oldRows()).toHaveLength(1);
  });
});
