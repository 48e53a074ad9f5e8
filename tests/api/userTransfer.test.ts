import { Workbook } from 'exceljs';
import { findOrgByNo, insertOrg } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
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
  exportedFile,
  signIn,
  signedInCookie,
  type TestApp,
} from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: ReturnType<typeof importer>;

/** Calls in English as the holder of the cookie, who can also upload a workbook for import. */
function importer(cookie: string) {
  const api = as(t.app, cookie, EN);
  return { ...api, upload: (payload: Buffer) => api.post('/api/users/import', payload, { 'content-type': XLSX }) };
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('Users');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetRows(body: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
}

const HEADER = ['Account', 'Name', 'Job number', 'E-mail', 'Phone', 'Organisation number', 'Initial password'];

beforeAll(async () => {
  t = await createTestApp();
  admin = importer(await signedInCookie(t.app));
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  const east = await insertOrg(t.db, { parentId: root.id, orgNo: 'EAST', name: '华东', nameEn: 'East' }, root.path, new Date());
  await createUser(t.db, { account: 'taken', jobNo: 'T001', orgId: east.id });
}, APP_START_MS);
afterAll(() => t.close());

test('the template has the import columns in the caller’s language', async () => {
  const response = await admin.get('/api/users/import/template');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  expect(response.headers['content-disposition']).toContain('attachment');
  expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
});

test('an import with invalid rows reports every row and creates nobody', async () => {
  const file = await workbook([
    ['账号', '姓名', '工号', '邮箱', '手机号', '组织编号'],
    ['imp.ok', 'Fine', 'I001', 'ok@example.com', '13800138001', 'EAST'],
    ['imp.bad-mail', 'Mail', 'I002', 'not-an-email', '', ''],
    ['imp.phone', 'Phone', 'I003', 'p@example.com', '12345', ''],
    ['taken', 'Taken', 'I004', 't@example.com', '', ''],
    ['imp.org', 'Org', 'I005', 'o@example.com', '', 'NOPE'],
    ['imp.ok', 'Again', 'I006', 'a@example.com', '', ''],
    ['imp.noname', '', 'I007', 'n@example.com', '', ''],
  ]);
  const response = await admin.upload(file);
  expectError(response, 422, 'The file has 6 errors; no user was imported', 'IMPORT_INVALID');
  const errors = response.json().data.errors;
  expect(errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
    [3, 'email'],
    [4, 'phone'],
    [5, 'account'],
    [6, 'orgNo'],
    [7, 'account'],
    [8, 'name'],
  ]);
  expect(errors[4].message).toBe('account imp.ok repeats row 2');
  expect((await admin.get('/api/users?keyword=imp.')).json().data.total).toBe(0);
  const [failure] = await auditRows(t.db, 'user.import');
  expect(failure).toMatchObject({ result: 'failure' });
});

test('a valid import creates every row, answers generated passwords once and is audited', async () => {
  const file = await workbook([
    HEADER,
    ['imp.a', 'Import A', 'IA01', 'a@example.com', '13800138002', 'EAST', ''],
    ['imp.b', 'Import B', 'IA02', 'b@example.com', '', '', 'Given#Pass2025'],
  ]);
  const response = await admin.upload(file);
  expect(response.statusCode).toBe(200);
  const { imported, credentials } = response.json().data;
  expect(imported).toBe(2);
  expect(credentials).toEqual([{ account: 'imp.a', password: expect.any(String) }]);
  const list = (await admin.get('/api/users?keyword=imp.&sorter=account:ascend')).json().data.list;
  expect(list.map((u: { account: string; orgName: string | null }) => [u.account, u.orgName])).toEqual([
    ['imp.a', 'East'],
    ['imp.b', null],
  ]);
  expect((await signIn(t.app, 'imp.a', credentials[0].password)).json().data.loginFlag).toBe(0);
  expect((await signIn(t.app, 'imp.b', 'Given#Pass2025')).json().data.loginFlag).toBe(0);
  const rows = await auditRows(t.db, 'user.import');
  expect(rows.at(-1)).toMatchObject({ result: 'success', detail: { imported: 2, accounts: ['imp.a', 'imp.b'] } });
});

test('unreadable files, unknown or missing columns and empty sheets are refused with a message', async () => {
  expectError(await admin.upload(Buffer.from('not a workbook')), 400, /cannot be read/);
  expectError(await admin.upload(await workbook([[...HEADER.slice(0, 4), 'Salary'], ['x', 'x', 'x', 'x@example.com']])), 400, /Unknown column "Salary"/);
  // A column past the template's last is refused by the sheet's size.
  expectError(await admin.upload(await workbook([[...HEADER, 'Salary'], ['x', 'x', 'x', 'x@example.com']])), 422, /at most 7 columns \(A–G\)/);
  expectError(await admin.upload(await workbook([['Account', 'Name'], ['x', 'x']])), 400, /Required column "Job number"/);
  expectError(await admin.upload(await workbook([HEADER])), 400, 'The file has no data rows');
});

test('export and import need their own rights; the export keeps to the data scope', async () => {
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'own_org_exporter', name: 'x', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, roleId, 'user', ['view', 'export']);
  const east = (await findOrgByNo(t.db, 'EAST'))!;
  const exporterCookie = (await createSignedInUser(t, { account: 'exporter', roles: ['own_org_exporter'], orgId: east.id })).cookie;
  const exporter = importer(exporterCookie);
  expectError(await exporter.upload(await workbook([HEADER])), 403, /"import" right of module/, 'FORBIDDEN');
  const response = await exportedFile(t.app, exporterCookie, 'users', { sorter: 'account:ascend' }, EN);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = await sheetRows(response.rawPayload);
  const accounts = rows.map((row) => row[header.indexOf('Account')]);
  expect(accounts).toEqual(['exporter', 'imp.a', 'taken']);
  expect(await auditRows(t.db, 'user.export')).toHaveLength(1);
});
