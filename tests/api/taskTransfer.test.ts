/**
 * Tasks in and out of Excel: the import template, an import checked row by row with the rules of
 * a task created by hand (all rows or none, every refused row reported), the jobs an import sends,
 * and the export through the download centre within the requester's data scope and language.
 */
import { Workbook } from 'exceljs';
import { asc, inArray, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { taskHistory, tasks } from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { APP_START_MS, EN, as, auditRows, createSignedInUser, createTestApp, expectError, exportedFile, manualClock, signedInCookie, type TestApp } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HOUR = 3_600_000;
const HEADER = ['Type code', 'Title', 'Organisation number', 'Applicant', 'Amount', 'Currency', 'Priority', 'Source system', 'Source reference'];

const clock = manualClock();
let t: TestApp;
let admin: ReturnType<typeof caller>;
let eastImporter: ReturnType<typeof caller>;
let eastCookie: string;
let adminCookie: string;
const org = {} as Record<'root' | 'east' | 'west', Org>;

/** Calls in English as the holder of the cookie, who can also upload a workbook. */
function caller(cookie: string) {
  const api = as(t.app, cookie, EN);
  return { ...api, upload: (payload: Buffer) => api.post('/api/tasks/import', payload, { 'content-type': XLSX }) };
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('Tasks');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetRows(body: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets[0].getSheetValues().filter(Boolean).map((row) => Array.from((row as unknown[]).slice(1), (value) => value ?? null));
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  adminCookie = await signedInCookie(t.app);
  admin = caller(adminCookie);
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'TT_EAST', name: '华东', nameEn: 'East' }, org.root.path, new Date());
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'TT_WEST', name: '华西', nameEn: 'West' }, org.root.path, new Date());
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'tt_importer', name: 'x', dataScope: DATA_SCOPE.ownOrgAndBelow }))!;
  await grantModuleActions(t.db, roleId, 'task', ['view', 'create', 'import', 'export']);
  eastCookie = (await createSignedInUser(t, { account: 'tt_east', orgId: org.east.id, roles: ['tt_importer'] })).cookie;
  eastImporter = caller(eastCookie);
  for (const body of [
    { code: 'ttReview', name: '审核', nameEn: 'Review', serviceHours: 24 },
    { code: 'ttPay', name: '付款', nameEn: 'Pay', serviceHours: 4 },
    { code: 'ttOff', name: '停用', serviceHours: 4, enabled: false },
  ])
    expect((await admin.post('/api/taskTypes', body)).statusCode).toBe(200);
}, APP_START_MS);
afterAll(() => t?.close());

describe('import', () => {
  test('the template has the import columns in the caller’s language', async () => {
    const response = await admin.get('/api/tasks/import/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
    const chinese = await as(t.app, adminCookie).get('/api/tasks/import/template');
    expect((await sheetRows(chinese.rawPayload))[0]).toEqual(['任务类型编码', '标题', '组织编号', '申请人', '金额', '币种', '优先级', '来源系统', '来源单号']);
  });

  test('a valid import creates every row with its number, due time and history, sends their jobs and is audited', async () => {
    const file = await workbook([
      // Headers are recognised in either language or by their keys, in any order.
      ['title', '任务类型编码', 'Organisation number', 'Amount', 'Priority', 'Source system', 'Source reference', 'Applicant'],
      ['Hotel invoices', 'ttReview', 'TT_EAST', 1234.5, 3, 'ERP', 'IMP-1', 'Li Si'],
      ['Wire transfer', 'ttPay', 'TT_WEST', '', '', '', '', ''],
      ['Taxi receipts', 'ttReview', 'TT_EAST', '88', 1, 'ERP', 'IMP-2', ''],
    ]);
    const response = await admin.upload(file);
    expect(response.statusCode).toBe(200);
    const { imported, taskNos } = response.json().data;
    expect(imported).toBe(3);
    expect(taskNos).toHaveLength(3);
    const rows = await t.db.select().from(tasks).where(inArray(tasks.taskNo, taskNos)).orderBy(asc(tasks.id));
    expect(rows.map((row) => row.taskNo)).toEqual(taskNos);
    const now = clock.now().getTime();
    expect(rows.map((row) => [row.title, row.amount, row.currency, row.priority, row.sourceSystem, row.sourceRef, row.applicant, row.dueAt.getTime() - now])).toEqual([
      ['Hotel invoices', '1234.50', 'CNY', 3, 'ERP', 'IMP-1', 'Li Si', 24 * HOUR],
      ['Wire transfer', null, 'CNY', 2, null, null, null, 4 * HOUR],
      ['Taxi receipts', '88.00', 'CNY', 1, 'ERP', 'IMP-2', null, 24 * HOUR],
    ]);
    expect(rows[1].orgId).toBe(org.west.id);
    const history = await t.db.select().from(taskHistory).where(inArray(taskHistory.taskId, rows.map((row) => row.id))).orderBy(asc(taskHistory.id));
    // Dispatch may have followed at once; what dispatch does is not this test's.
    const created = history.filter((entry) => entry.action === 'create');
    expect(created.map((entry) => [entry.taskId, entry.toStatus])).toEqual(rows.map((row) => [row.id, 'new']));
    const ids = rows.map((row) => row.id);
    const { rows: jobs } = (await t.db.execute(
      sql`SELECT name, data FROM pgboss.job WHERE (name = 'task.dispatch' AND data->'taskIds' @> ${JSON.stringify(ids)}::jsonb) OR (name = 'task.breach' AND (data->'ids' @> ${JSON.stringify([ids[0]])}::jsonb OR data->>'id' = ${String(ids[1])}))`,
    )) as unknown as { rows: { name: string; data: Record<string, unknown> }[] };
    // One breach check per due time: both reviews in one job, the payment in another.
    expect(jobs.map((job) => [job.name, job.data]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      ['task.breach', { id: ids[1] }],
      ['task.breach', { ids: [ids[0], ids[2]] }],
      ['task.dispatch', { taskIds: ids }],
    ]);
    expect((await auditRows(t.db, 'task.import')).at(-1)).toMatchObject({ result: 'success', detail: { imported: 3, first: taskNos[0], last: taskNos[2] } });
  });

  test('invalid rows: every one is reported by row and field, and nothing is created', async () => {
    await admin.post('/api/tasks', { typeId: (await typeId('ttReview')), orgId: org.east.id, title: 'Taken before', sourceSystem: 'ERP', sourceRef: 'BAD-TAKEN' });
    const taken = (await admin.get('/api/tasks?keyword=Taken%20before')).json().data.list[0].taskNo;
    const file = await workbook([
      HEADER,
      ['ttReview', 'Fine', 'TT_EAST', '', '', '', '', '', ''],
      ['ttNope', 'Unknown type', 'TT_EAST'],
      ['ttOff', 'Disabled type', 'TT_EAST'],
      ['ttReview', 'Unknown org', 'TT_NOPE'],
      ['ttReview', 'Out of reach', 'TT_WEST'],
      ['ttReview', 'Bad amount', 'TT_EAST', '', '12.345'],
      ['ttReview', '', 'TT_EAST', 'No title'],
      ['ttReview', 'Bad priority', 'TT_EAST', '', '', '', 'high'],
      ['ttReview', 'First ref', 'TT_EAST', '', '', '', '', 'ERP', 'BAD-1'],
      ['ttReview', 'Same ref', 'TT_EAST', '', '', '', '', 'ERP', 'BAD-1'],
      ['ttReview', 'Taken ref', 'TT_EAST', '', '', '', '', 'ERP', 'BAD-TAKEN'],
      ['ttReview', 'Ref alone', 'TT_EAST', '', '', '', '', '', 'BAD-2'],
    ]);
    const before = await admin.get('/api/tasks?pageSize=1');
    const response = await eastImporter.upload(file);
    expectError(response, 422, 'The file has 10 errors; no task was imported', 'IMPORT_INVALID');
    const errors = response.json().data.errors as { row: number; field: string; message: string }[];
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'typeCode', 'typeCode: task type ttNope does not exist or is disabled'],
      [4, 'typeCode', 'typeCode: task type ttOff does not exist or is disabled'],
      [5, 'orgNo', 'orgNo: organisation TT_NOPE does not exist'],
      [6, 'orgNo', 'orgNo: organisation TT_WEST lies outside your data scope'],
      [7, 'amount', expect.stringMatching(/^amount /)],
      [8, 'title', 'title is required'],
      [9, 'priority', 'priority must be an integer'],
      [11, 'sourceRef', 'sourceRef: BAD-1 repeats row 10'],
      [12, 'sourceRef', `sourceRef: source reference BAD-TAKEN already has task ${taken}`],
      [13, 'sourceSystem', 'sourceSystem: a source reference needs its source system'],
    ]);
    expect((await admin.get('/api/tasks?pageSize=1')).json().data.total).toBe(before.json().data.total);
    expect((await auditRows(t.db, 'task.import')).at(-1)).toMatchObject({ result: 'failure', errorMessage: expect.stringContaining('10') });
  });

  test('unreadable files, unknown or missing columns, empty sheets and callers without the right are refused', async () => {
    expectError(await admin.upload(Buffer.from('not a workbook')), 400, /cannot be read/);
    expectError(await admin.upload(await workbook([[...HEADER.slice(0, 3), 'Salary'], ['ttReview', 'x', 'TT_EAST']])), 400, /Unknown column "Salary"/);
    expectError(await admin.upload(await workbook([['Type code', 'Title'], ['ttReview', 'x']])), 400, /Required column "Organisation number"/);
    expectError(await admin.upload(await workbook([HEADER])), 400, 'The file has no data rows');
    expectError(await admin.upload(await workbook([[...HEADER, 'Extra'], ['ttReview', 'x', 'TT_EAST']])), 422, /at most 9 columns \(A–I\)/);
    const viewer = (await createSignedInUser(t, { account: 'tt_plain', orgId: org.east.id })).cookie;
    expectError(await caller(viewer).upload(await workbook([HEADER])), 403, /lack the "import" right of module Task dispatch/, 'FORBIDDEN');
    expectError(await caller(viewer).get('/api/tasks/import/template'), 403, /lack the "import" right/, 'FORBIDDEN');
  });
});

async function typeId(code: string): Promise<number> {
  return (await admin.get('/api/taskTypes')).json().data.find((type: { code: string }) => type.code === code).id;
}

describe('export', () => {
  beforeAll(async () => {
    const create = async (title: string, orgId: number, extra: Record<string, unknown> = {}) =>
      expect((await admin.post('/api/tasks', { typeId: await typeId('ttReview'), orgId, title, ...extra })).statusCode).toBe(200);
    await create('Export east one', org.east.id, { amount: 10.5, priority: 4, applicant: 'Wang' });
    await create('Export east two', org.east.id, { amount: 99 });
    await create('Export west', org.west.id);
  });

  test('the rows of the list’s filters within the requester’s data scope, in their order, headers in their language', async () => {
    const response = await exportedFile(t.app, eastCookie, 'tasks', { keyword: 'Export', sorter: 'amount:descend' }, EN);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header).toEqual([
      'Task number',
      'Type',
      'Title',
      'Organisation',
      'Applicant',
      'Amount',
      'Currency',
      'Priority',
      'Status',
      'SLA',
      'Assignee',
      'Rule',
      'Due',
      'Created',
      'Source system',
      'Source reference',
    ]);
    expect(rows.map((row) => row.slice(1, 10))).toEqual([
      ['Review', 'Export east two', 'East', null, 99, 'CNY', 'Normal', expect.stringMatching(/^(New|Queued)$/), 'On track'],
      ['Review', 'Export east one', 'East', 'Wang', 10.5, 'CNY', 'Urgent', expect.stringMatching(/^(New|Queued)$/), 'On track'],
    ]);
    expect(rows[0][12]).toBeInstanceOf(Date);
  });

  test('in Chinese by default; the filters are checked; the export right is needed', async () => {
    const response = await exportedFile(t.app, adminCookie, 'tasks', { keyword: 'Export west' });
    const [header, row] = await sheetRows(response.rawPayload);
    expect(header.slice(0, 3)).toEqual(['任务编号', '任务类型', '标题']);
    expect(row.slice(1, 4)).toEqual(['审核', 'Export west', '华西']);
    expectError(await exportedFile(t.app, adminCookie, 'tasks', { sla: 'late' }, EN), 400, /^query\.sla must be one of/);
    const plain = (await createSignedInUser(t, { account: 'tt_no_export', orgId: org.east.id })).cookie;
    expectError(await exportedFile(t.app, plain, 'tasks', {}, EN), 403, /lack the "export" right of module Task dispatch/, 'FORBIDDEN');
  });
});

