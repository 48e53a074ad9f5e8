/**
 * Hostile uploads to the user import: far-away cells, zip bombs, too many parts, oversized
 * sheets, files that take too long or too much memory. Each is refused with a clear 4xx and
 * the server keeps answering; other requests are served while a file is being read.
 */
import { spawnSync } from 'child_process';
import path from 'path';
import { randomBytes } from 'crypto';
import { Workbook } from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ImportLimits } from '../../server/config';
import { APP_START_MS, createTestApp, expectError, signedInCookie, testConfig, type TestApp } from './helpers';
import { deflatedRepeat, part, repeatedByte, sheetXml, textCell, workbookParts, zip, type ZipPart } from './zipFiles';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MIB = 1024 * 1024;
const HEADER = ['Account', 'Name', 'Job number', 'E-mail', 'Phone', 'Organisation number', 'Initial password'];
const SHEET_TOO_LARGE = 'The sheet is larger than the import template allows: at most 7 columns (A–G) and 1000 rows below the header';

let t: TestApp;
let cookie: string;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInCookie(t.app);
}, APP_START_MS);
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t.close();
});

/** Apps on the same database with other import limits, built before the tests: starting one is no part of what a test checks. */
let endless: FastifyInstance;
let smallReader: FastifyInstance;
let oneReader: FastifyInstance;
beforeAll(async () => {
  endless = await appWith(ENDLESS_LIMITS);
  smallReader = await appWith({ workerMemoryMb: 16, maxRatio: 10_000 });
  oneReader = await appWith({ ...ENDLESS_LIMITS, parallel: 1 });
}, 3 * APP_START_MS);

/** Another app on the same database with other import limits. */
async function appWith(limits: Partial<ImportLimits>): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: testConfig({ importLimits: { ...t.config.importLimits, ...limits } }) });
  await app.ready();
  extraApps.push(app);
  return app;
}

const upload = (file: Buffer, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/users/import', headers: { cookie, 'accept-language': 'en', 'content-type': XLSX }, payload: file });

/** The server still answers, from memory and from the database. */
async function expectAlive(app = t.app) {
  expect((await app.inject({ method: 'GET', url: '/api/sys/profile', headers: { cookie } })).statusCode).toBe(200);
  const users = await app.inject({ method: 'GET', url: '/api/users?pageSize=1', headers: { cookie } });
  expect(users.statusCode).toBe(200);
}

async function excelFile(fill: (sheet: ReturnType<Workbook['addWorksheet']>) => void): Promise<Buffer> {
  const book = new Workbook();
  fill(book.addWorksheet('Users'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const headerCells = HEADER.map((text, i) => textCell(`${String.fromCharCode(65 + i)}1`, text)).join('');
const rowCells = (r: number, values: string[]) => values.map((text, i) => textCell(`${String.fromCharCode(65 + i)}${r}`, text)).join('');

/** A hand-made workbook of the header and the given rows; extra parts are appended. */
const handMade = (rows: { r: number; cells: string }[], dimension?: string, extra: ZipPart[] = []) =>
  zip([...workbookParts(part('xl/worksheets/sheet1.xml', sheetXml([{ r: 1, cells: headerCells }, ...rows], dimension))), ...extra]);

test.each(['ALL20000', 'GR20000'])('a lone cell at %s is refused before anything is read past it', async (reference) => {
  const written = await excelFile((sheet) => {
    sheet.getCell(reference).value = 'x';
  });
  expectError(await upload(written), 422, SHEET_TOO_LARGE);
  // Without a declared dimension the cell itself is refused.
  const row = Number(reference.replace(/^[A-Z]+/, ''));
  expectError(await upload(handMade([{ r: row, cells: textCell(reference, 'x') }])), 422, SHEET_TOO_LARGE);
  await expectAlive();
});

test('a refusal names the limit in the caller’s language, Chinese by default', async () => {
  const file = handMade([{ r: 2, cells: textCell('H2', 'x') }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/users/import', headers: { cookie, 'content-type': XLSX }, payload: file });
  expectError(response, 422, '工作表超出导入模板的范围：最多 7 列（A–G），表头下最多 1000 行');
});

test('a sheet wider or taller than the template is refused by its dimension or by its cells', async () => {
  const valid = ['dim.ok', 'Dimension', 'D001', 'dim@example.com', '', '', 'Given#Pass2025'];
  expectError(await upload(handMade([{ r: 2, cells: rowCells(2, valid) }], 'A1:H2')), 422, SHEET_TOO_LARGE);
  expectError(await upload(handMade([{ r: 2, cells: rowCells(2, valid) }], 'A1:G1002')), 422, SHEET_TOO_LARGE);
  expectError(await upload(handMade([{ r: 2, cells: rowCells(2, valid) + textCell('H2', 'extra') }])), 422, SHEET_TOO_LARGE);
  expectError(await upload(handMade([{ r: 1002, cells: rowCells(1002, valid) }])), 422, SHEET_TOO_LARGE);
  expectError(await upload(handMade([{ r: 2, cells: rowCells(2, valid) }], 'A1:XFD1048576')), 422, SHEET_TOO_LARGE);
  await expectAlive();

  // The template's full size is accepted: data in the last allowed row and column.
  const response = await upload(handMade([{ r: 1001, cells: rowCells(1001, valid) }], 'A1:G1001'));
  expect(response.statusCode).toBe(200);
  expect(response.json().data.imported).toBe(1);
});

test('cells past the budget are refused even when every one is inside the sheet', async () => {
  const repeated = '<c r="A2"><v>1</v></c>'.repeat(9_000);
  expectError(await upload(handMade([{ r: 2, cells: repeated }], 'A1:G2')), 422, 'The sheet has more than the limit of 8008 cells');
  await expectAlive();
});

test('a zip bomb is refused by its declared size, and one that lies about it is stopped while expanding', async () => {
  // About 3 MiB that expands to 3 GiB of spaces.
  const threeGiB = { name: 'xl/worksheets/sheet1.xml', deflated: repeatedByte(0x20, 3 * 1024), declaredSize: 3 * 1024 * MIB };
  expect(threeGiB.deflated.length).toBeLessThan(4 * MIB);
  expectError(await upload(zip(workbookParts(threeGiB))), 413, 'A part of the file expands to more than the limit of 20 MiB');
  await expectAlive();

  // The same kind of data declared as 10 KiB: expanding stops past the declared size.
  const lying = { name: 'xl/worksheets/sheet1.xml', deflated: repeatedByte(0x20, 1024), declaredSize: 10 * 1024 };
  expectError(await upload(zip(workbookParts(lying))), 422, 'A part of the file is larger than it declares; it cannot be imported');
  await expectAlive();
});

test('a compression ratio past the limit and a total expanded size past the limit are refused', async () => {
  const dense = { name: 'xl/worksheets/sheet1.xml', deflated: repeatedByte(0x20, 8), declaredSize: 8 * MIB };
  expectError(
    await upload(zip(workbookParts(dense))),
    422,
    'The file is compressed more than 100:1, over the limit; it cannot be imported',
  );
  // Sixty parts below the ratio's threshold, 0.9 MiB each: 54 MiB in all.
  const parts = Array.from({ length: 60 }, (_, i) => part(`xl/media/image${i}.bin`, '', Math.round(0.9 * MIB)));
  expectError(await upload(handMade([], undefined, parts)), 413, 'The file expands to more than the limit of 50 MiB in total');
  await expectAlive();
});

test('a file of too many parts is refused', async () => {
  const parts = Array.from({ length: 150 }, (_, i) => part(`xl/media/image${i}.bin`, 'x'));
  expectError(
    await upload(handMade([], undefined, parts)),
    422,
    'The file has more than 100 parts; it is not a workbook made from the import template',
  );
  await expectAlive();
});

test('a file larger than the upload limit is refused before it is read', async () => {
  const response = await upload(Buffer.concat([await excelFile(() => undefined), randomBytes(5 * MIB)]));
  expect(response.statusCode).toBe(413);
  await expectAlive();
});

test('a hand-made workbook with shared strings, rich text and numbers imports', async () => {
  const sharedStrings = part(
    'xl/sharedStrings.xml',
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<si><t>unused</t></si><si><t>shared.one</t></si><si><r><t>Shared </t></r><r><t>One</t></r><rPh><t>ふりがな</t></rPh></si></sst>',
  );
  const cells = '<c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c><c r="C2"><v>9001</v></c>' + textCell('D2', 'one@example.com');
  const file = zip([...workbookParts(part('xl/worksheets/sheet1.xml', sheetXml([{ r: 1, cells: headerCells }, { r: 2, cells }])), sharedStrings)]);
  const response = await upload(file);
  expect(response.statusCode).toBe(200);
  const list = (await t.app.inject({ method: 'GET', url: '/api/users?keyword=shared.one', headers: { cookie } })).json().data.list;
  expect(list).toMatchObject([{ account: 'shared.one', name: 'Shared One', jobNo: '9001', email: 'one@example.com' }]);
});

/**
 * A sheet that takes the reader far longer than a second: 256 MiB of small elements (a few
 * hundred KiB compressed) before its first cell. The limits that would refuse it at once are
 * raised, so only the time limit stops it.
 */
function endlessFile(): Buffer {
  const selections = '<selection sqref="A1"/>'.repeat(48 * 1024);
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0">';
  const tail = '</sheetView></sheetViews><sheetData/></worksheet>';
  const times = Math.ceil((256 * MIB) / selections.length);
  const sheet = { name: 'xl/worksheets/sheet1.xml', deflated: deflatedRepeat(selections, times, head, tail), declaredSize: head.length + selections.length * times + tail.length };
  return zip(workbookParts(sheet));
}
const ENDLESS_LIMITS: Partial<ImportLimits> = { maxEntryBytes: 300 * MIB, maxExpandedBytes: 300 * MIB, maxRatio: 1e6, parseTimeoutMs: 1000 };
const TIMED_OUT = 'The file could not be read within the limit of 1 s';

test('other requests are served while a file is being read, and a file read past the time limit is refused', async () => {
  const app = endless;
  let importAnswered = false;
  const importing = upload(endlessFile(), app).then((response) => {
    importAnswered = true;
    return response;
  });
  // The import cannot answer before its time limit; these are answered meanwhile.
  for (let i = 0; i < 10; i += 1) {
    await expectAlive(app);
    expect(importAnswered).toBe(false);
  }
  expectError(await importing, 422, TIMED_OUT);
  await expectAlive(app);
});

test('a file that needs more memory than the reader has is refused and only the reader ends', async () => {
  // One cell of 20 MiB of text, far more than the reader's heap.
  const app = smallReader;
  const text = 'x'.repeat(19 * MIB);
  const file = zip(workbookParts(part('xl/worksheets/sheet1.xml', sheetXml([{ r: 1, cells: textCell('A1', text) }]))));
  expectError(await upload(file, app), 413, 'Reading the file needs more than the limit of 16 MiB of memory');
  await expectAlive(app);
});

test('when every reader is busy an import is answered 503 with Retry-After, and accepted once one is free', async () => {
  const app = oneReader;
  let firstAnswered = false;
  const first = upload(endlessFile(), app).then((response) => {
    firstAnswered = true;
    return response;
  });
  await expectAlive(app);
  const valid = rowCells(2, ['busy.one', 'Busy', 'B001', 'busy@example.com', '', '', 'Given#Pass2025']);
  const busy = await upload(handMade([{ r: 2, cells: valid }]), app);
  expect(firstAnswered).toBe(false);
  expectError(busy, 503, 'Other files are being imported; try again in a moment');
  expect(busy.headers['retry-after']).toBe('5');
  expectError(await first, 422, TIMED_OUT);
  expect((await upload(handMade([{ r: 2, cells: valid }]), app)).statusCode).toBe(200);
});

test('the reader also runs where the server runs its TypeScript through tsx', () => {
  const script = `
    const { readSheetInWorker } = require('./server/plugins/users/importLimits');
    const { workerSlots } = require('./server/workerThread');
    const { loadConfig } = require('./server/config');
    const file = require('fs').readFileSync(0);
    readSheetInWorker(workerSlots(1), file, loadConfig({}).importLimits, { maxRows: 1001, maxColumns: 7 })
      .then((answer) => console.log(JSON.stringify(answer)));
  `;
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const file = handMade([{ r: 2, cells: rowCells(2, ['tsx.one', 'Tsx']) }]);
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: path.resolve(__dirname, '../..'), env, input: file, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ sheet: { headers: HEADER, rows: [{ row: 2, cells: ['tsx.one', 'Tsx', '', '', '', '', ''] }] } });
});

test('the import limits are read from the environment, with defaults', () => {
  expect(loadConfig({}).importLimits).toEqual({
    maxFileBytes: 5 * MIB,
    maxEntries: 100,
    maxEntryBytes: 20 * MIB,
    maxExpandedBytes: 50 * MIB,
    maxRatio: 100,
    parseTimeoutMs: 10_000,
    workerMemoryMb: 128,
    parallel: 2,
  });
  const set = loadConfig({ IMPORT_MAX_FILE_MB: '2', IMPORT_MAX_ENTRY_MB: '8', IMPORT_PARALLEL: '4', IMPORT_PARSE_TIMEOUT_MS: '2500' }).importLimits;
  expect(set).toMatchObject({ maxFileBytes: 2 * MIB, maxEntryBytes: 8 * MIB, parallel: 4, parseTimeoutMs: 2500 });
  expect(() => loadConfig({ IMPORT_MAX_ZIP_ENTRIES: '0' })).toThrow(/IMPORT_MAX_ZIP_ENTRIES must be a positive integer/);
});
