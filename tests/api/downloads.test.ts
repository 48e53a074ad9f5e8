/**
 * The download centre: an export is answered at once, queued, and written by a job with the
 * data scope, field rights and language its requester had when asking; only its owner lists,
 * downloads and deletes it; it expires after 7 days and the retention job removes its file; a
 * failing export ends failed with its message.
 */
import { Workbook } from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent, setRoleFieldRights } from '../../server/db/repositories/roles';
import { exports, files, roles } from '../../server/db/schema';
import { registerExport } from '../../server/plugins/downloads/registry';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  manualClock,
  settledExport,
  signedInCookie,
  type ExportAnswer,
  type TestApp,
} from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 24 * 3600_000;

let t: TestApp;
const clock = manualClock();
let adminCookie: string;
let eastId: number;

async function sheetRows(body: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
}

/** Waits until the condition holds (the job runs on its own). */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const storedExport = async (id: number) => (await t.db.select().from(exports).where(eq(exports.id, id)))[0];

/** Requests an export as the cookie's holder; the answer's export. */
async function requestExport(cookie: string, kind: string, query: object = {}): Promise<ExportAnswer> {
  const response = await as(t.app, cookie, EN).post('/api/downloads/exports', { kind, query });
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { queuePollSeconds: 0.5 } });
  adminCookie = await signedInCookie(t.app);
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  const east = await insertOrg(t.db, { parentId: root.id, orgNo: 'DL_EAST', name: '华东', nameEn: 'East' }, root.path, new Date());
  const west = await insertOrg(t.db, { parentId: root.id, orgNo: 'DL_WEST', name: '华西', nameEn: 'West' }, root.path, new Date());
  eastId = east.id;
  for (const [account, orgId] of [['dl_e1', east.id], ['dl_e2', east.id], ['dl_w1', west.id]] as const) {
    await createUser(t.db, { account, name: `Name ${account}`, jobNo: account.toUpperCase(), orgId });
  }
  const scoped = (await insertRoleIfAbsent(t.db, { roleCode: 'dl_east_exporter', name: 'x', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, scoped, 'user', ['view', 'export']);
  await setRoleFieldRights(t.db, scoped, 'user', { phone: 'hidden' });
  const viewer = (await insertRoleIfAbsent(t.db, { roleCode: 'dl_viewer', name: 'x', dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, viewer, 'user', ['view']);
}, APP_START_MS);
afterAll(() => t.close());

test('an export of users is answered queued at once; its job writes the rows and columns of the list', async () => {
  const requested = await requestExport(adminCookie, 'users', { keyword: 'dl_', sorter: 'account:ascend' });
  expect(requested).toMatchObject({ kind: 'users', status: 'queued', progress: 0, rowCount: null, fileName: null, error: null });
  expect(Date.parse(requested.expiresAt) - Date.parse(requested.createdAt)).toBe(7 * DAY_MS);

  const done = await settledExport(t.app, adminCookie, requested.id);
  expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: 3, fileName: 'users.xlsx', error: null });
  expect(done.size).toBeGreaterThan(0);

  const file = await as(t.app, adminCookie, EN).get(`/api/downloads/exports/${requested.id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers).toMatchObject({
    'content-type': XLSX,
    'content-disposition': 'attachment; filename="users.xlsx"; filename*=UTF-8\'\'users.xlsx',
    'x-content-type-options': 'nosniff',
  });
  expect(file.rawPayload.length).toBe(done.size);
  const [header, ...rows] = await sheetRows(file.rawPayload);
  expect(header).toEqual(['User number', 'Account', 'Name', 'Job number', 'E-mail', 'Phone', 'Organisation number', 'Organisation', 'Status', 'Created']);
  expect(rows.map((row) => [row[1], row[6], row[7], row[8]])).toEqual([
    ['dl_e1', 'DL_EAST', 'East', 'Enabled'],
    ['dl_e2', 'DL_EAST', 'East', 'Enabled'],
    ['dl_w1', 'DL_WEST', 'West', 'Enabled'],
  ]);

  const [audit] = await auditRows(t.db, 'user.export');
  expect(audit).toMatchObject({
    result: 'success',
    target: `${requested.id} users`,
    detail: { kind: 'users', query: { keyword: 'dl_', sorter: 'account:ascend' }, columns: expect.arrayContaining(['account', 'phone']) },
  });
});

test('the data scope and hidden fields of the requester when asking apply, whatever changes before the job runs', async () => {
  const { cookie } = await createSignedInUser(t, { account: 'dl_scoped', roles: ['dl_east_exporter'], orgId: eastId });
  // The job is sent by hand below, after the requester's access has widened.
  const send = jest.spyOn(t.app.queue, 'send').mockResolvedValueOnce('held');
  const requested = await requestExport(cookie, 'users', { sorter: 'account:ascend' });
  expect(send).toHaveBeenCalledWith('export.run', { exportId: requested.id });
  send.mockRestore();
  await t.db.update(roles).set({ dataScope: DATA_SCOPE.all }).where(eq(roles.roleCode, 'dl_east_exporter'));
  const [role] = await t.db.select().from(roles).where(eq(roles.roleCode, 'dl_east_exporter'));
  await setRoleFieldRights(t.db, role.id, 'user', {});
  await t.app.queue.send('export.run', { exportId: requested.id });

  expect(await settledExport(t.app, cookie, requested.id)).toMatchObject({ status: 'done', rowCount: 3 });
  const file = await as(t.app, cookie, EN).get(`/api/downloads/exports/${requested.id}/file`);
  const [header, ...rows] = await sheetRows(file.rawPayload);
  expect(header).not.toContain('Phone');
  expect(header).toContain('E-mail');
  expect(rows.map((row) => row[header.indexOf('Account')])).toEqual(['dl_e1', 'dl_e2', 'dl_scoped']);
});

test('an export queued before the list took organisation ids keeps its organisation filter', async () => {
  // Held, then stored as it was before: `orgId` (the organisation and those below it) in place of `orgIds`.
  const send = jest.spyOn(t.app.queue, 'send').mockResolvedValueOnce('held');
  const requested = await requestExport(adminCookie, 'users', { orgId: eastId, sorter: 'account:ascend' });
  send.mockRestore();
  const stored = (await storedExport(requested.id)).params as { params: { filter: { orgIds?: number[]; orgId?: number } } };
  expect(stored.params.filter.orgIds).toEqual([eastId]);
  delete stored.params.filter.orgIds;
  stored.params.filter.orgId = eastId;
  await t.db.update(exports).set({ params: stored }).where(eq(exports.id, requested.id));
  await t.app.queue.send('export.run', { exportId: requested.id });

  expect(await settledExport(t.app, adminCookie, requested.id)).toMatchObject({ status: 'done' });
  const file = await as(t.app, adminCookie, EN).get(`/api/downloads/exports/${requested.id}/file`);
  const [header, ...rows] = await sheetRows(file.rawPayload);
  expect(rows.map((row) => row[header.indexOf('Organisation')])).toEqual(rows.map(() => 'East'));
  expect(rows.map((row) => row[header.indexOf('Account')])).toEqual(expect.arrayContaining(['dl_e1', 'dl_e2']));
  expect(rows.map((row) => row[header.indexOf('Account')])).not.toContain('dl_w1');
});

test('another user can neither list, download nor delete an export (404)', async () => {
  const requested = await requestExport(adminCookie, 'users', { keyword: 'dl_e' });
  await settledExport(t.app, adminCookie, requested.id);
  const { cookie } = await createSignedInUser(t, { account: 'dl_other', roles: ['dl_viewer'] });
  const other = as(t.app, cookie, EN);
  expect((await other.get('/api/downloads/exports')).json().data).toEqual({ list: [], total: 0 });
  expectError(await other.get(`/api/downloads/exports/${requested.id}/file`), 404, 'Export not found');
  expectError(await other.del(`/api/downloads/exports/${requested.id}`), 404, 'Export not found');
  expect(await storedExport(requested.id)).toMatchObject({ status: 'done' });
  // Nor can anyone signed out.
  expect((await as(t.app).get(`/api/downloads/exports/${requested.id}/file`)).statusCode).toBe(401);
});

test('an export needs the right of its kind; an unknown kind or a bad query is refused naming the field', async () => {
  const { cookie } = await createSignedInUser(t, { account: 'dl_no_export', roles: ['dl_viewer'] });
  const viewer = as(t.app, cookie, EN);
  expectError(await viewer.post('/api/downloads/exports', { kind: 'users' }), 403, /lack the "export" right of module/, 'FORBIDDEN');
  const admin = as(t.app, adminCookie, EN);
  expectError(await admin.post('/api/downloads/exports', { kind: 'salaries' }), 400, 'kind: there is no export of salaries');
  expectError(await admin.post('/api/downloads/exports', { kind: 'users', query: { orgId: 'x' } }), 400, 'query.orgId must be an integer');
  expectError(await admin.post('/api/downloads/exports', { kind: 'users', query: { orgId: 2 ** 40 } }), 400, /query.orgId must be at most/);
  expectError(await admin.post('/api/downloads/exports', { kind: 'users', query: { current: 1 } }), 400, 'unknown field query.current');
  const scoped = (await insertRoleIfAbsent(t.db, { roleCode: 'dl_org_hidden', name: 'x', dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, scoped, 'user', ['view', 'export']);
  await setRoleFieldRights(t.db, scoped, 'user', { orgId: 'hidden' });
  const hidden = as(t.app, (await createSignedInUser(t, { account: 'dl_org_hidden', roles: ['dl_org_hidden'] })).cookie, EN);
  expectError(await hidden.post('/api/downloads/exports', { kind: 'users', query: { orgId: eastId } }), 403, /field orgId is hidden/, 'FIELD_FORBIDDEN');
  expect((await auditRows(t.db, 'user.export')).filter((row) => row.result === 'failure')).toHaveLength(1);
});

test('an expired export cannot be downloaded, and the retention job marks it expired and deletes its file', async () => {
  const requested = await requestExport(adminCookie, 'users', { keyword: 'dl_w' });
  const done = await settledExport(t.app, adminCookie, requested.id);
  expect(done.status).toBe('done');
  const { fileId } = await storedExport(requested.id);
  clock.advance(7 * DAY_MS + 60_000);
  // The session has lapsed as well.
  const cookie = (adminCookie = await signedInCookie(t.app));
  const [listed] = (await as(t.app, cookie, EN).get('/api/downloads/exports?pageSize=1')).json().data.list;
  expect(listed).toMatchObject({ id: requested.id, status: 'expired', fileName: null, size: null });
  expectError(await as(t.app, cookie, EN).get(`/api/downloads/exports/${requested.id}/file`), 410, 'The export has expired; please export again', 'EXPORT_EXPIRED');

  // The hourly run, brought forward.
  await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'export.retention' AND state = 'created'`);
  const expired = await until(() => storedExport(requested.id), (row) => row.status === 'expired');
  expect(expired.fileId).toBeNull();
  expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, fileId!))).toEqual([]);
  // The next run waits an hour.
  const next = await until(
    async () =>
      ((await t.db.execute(
        sql`SELECT start_after > now() + interval '59 minutes' AS later FROM pgboss.job WHERE name = 'export.retention' AND state = 'created'`,
      )) as unknown as { rows: { later: boolean }[] }).rows,
    (rows) => rows.length === 1,
  );
  expect(next).toEqual([{ later: true }]);
});

test('a failing export is retried, then ends failed with its message', async () => {
  registerExport(t.app, 'dl_broken', {
    moduleNo: 'user',
    action: 'export',
    prepare: async () => ({}),
    async *rows() {
      throw new Error('the source went away');
    },
    columns: () => [{ key: 'a', header: 'A' }],
    fileName: () => 'broken.xlsx',
  });
  const requested = await requestExport(adminCookie, 'dl_broken');
  // After the first attempt it waits, queued with the message, for the next one...
  const waiting = await until(() => storedExport(requested.id), (row) => row.error !== null);
  expect(waiting).toMatchObject({ status: 'queued', error: 'the source went away' });
  // ...which the test makes the last one, and brings forward, once the queue has recorded the failure.
  await until(
    async () =>
      ((await t.db.execute(
        sql`UPDATE pgboss.job SET retry_count = retry_limit, start_after = now()
            WHERE name = 'export.run' AND state = 'retry' AND data->>'exportId' = ${String(requested.id)} RETURNING id`,
      )) as unknown as { rows: unknown[] }).rows,
    (rows) => rows.length === 1,
  );
  const failed = await settledExport(t.app, adminCookie, requested.id);
  expect(failed).toMatchObject({ status: 'failed', error: 'the source went away', fileName: null });
  expect(failed.finishedAt).not.toBeNull();
  expectError(await as(t.app, adminCookie, EN).get(`/api/downloads/exports/${requested.id}/file`), 409, /export failed/, 'EXPORT_FAILED');
});

test('the owner deletes an export with its file; the deletion is logged', async () => {
  const requested = await requestExport(adminCookie, 'users', { keyword: 'dl_e1' });
  await settledExport(t.app, adminCookie, requested.id);
  const { fileId } = await storedExport(requested.id);
  const response = await as(t.app, adminCookie, EN).del(`/api/downloads/exports/${requested.id}`);
  expect(response.statusCode).toBe(200);
  expect(await storedExport(requested.id)).toBeUndefined();
  expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, fileId!))).toEqual([]);
  const logged = (await auditRows(t.db, 'export.delete')).at(-1);
  expect(logged).toMatchObject({ result: 'success', target: `${requested.id} users`, detail: { before: { kind: 'users', rowCount: 1 } } });
  expectError(await as(t.app, adminCookie, EN).del(`/api/downloads/exports/${requested.id}`), 404, 'Export not found');
});
