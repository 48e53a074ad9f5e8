import { eq, sql } from 'drizzle-orm';
import { Workbook } from 'exceljs';
import { seed } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { APP_START_MS, EN, adminSession, as, createTestApp, createUser, expectError, type TestApp } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Account', 'Name', 'Job number', 'E-mail'];

let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  await createUser(t.db, { account: 'wang.wu', jobNo: 'W001' });
}, APP_START_MS);
afterAll(() => t.close());

async function upload(rows: string[][]) {
  const book = new Workbook();
  const sheet = book.addWorksheet('Users');
  [HEADER, ...rows].forEach((row) => sheet.addRow(row));
  const payload = Buffer.from(await book.xlsx.writeBuffer());
  return admin.post('/api/users/import', payload as unknown as object, { 'content-type': XLSX });
}

test('an account that differs only in letter case cannot be created', async () => {
  const response = await admin.post('/api/users', {
    account: 'Wang.Wu',
    name: 'Other',
    jobNo: 'W002',
    email: 'w2@example.com',
  });
  expectError(response, 409, 'account: Wang.Wu is already in use');
  expectError(
    await admin.post('/api/users', { account: 'ADMIN', name: 'Admin 2', jobNo: 'W003', email: 'a2@example.com' }),
    409,
    /ADMIN/,
  );
});

test('an account cannot be renamed to another one in a different letter case, but to its own', async () => {
  const created = await admin.post('/api/users', {
    account: 'zhao.liu',
    name: 'Zhao',
    jobNo: 'Z001',
    email: 'z@example.com',
  });
  const id = created.json().data.user.id;
  expectError(await admin.put(`/api/users/${id}`, { account: 'WANG.WU' }), 409, 'account: WANG.WU is already in use');
  expect((await admin.put(`/api/users/${id}`, { account: 'Zhao.Liu' })).json().data.account).toBe('Zhao.Liu');
});

test('an import refuses accounts taken in another letter case, and repeats within the file', async () => {
  const response = await upload([
    ['WANG.WU', 'Taken', 'I001', 'i1@example.com'],
    ['new.one', 'New', 'I002', 'i2@example.com'],
    ['NEW.ONE', 'Again', 'I003', 'i3@example.com'],
  ]);
  expectError(response, 422, /2 errors/, 'IMPORT_INVALID');
  expect(response.json().data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
    [2, 'account'],
    [4, 'account'],
  ]);
});

test('the database itself refuses a second account in another letter case', async () => {
  await expect(createUser(t.db, { account: 'Wang.WU' })).rejects.toThrow(/exists already/);
  await expect(
    t.db.insert(users).values({ userNo: 'U-dup', account: 'WANG.wu', name: 'Dup', passwordHash: 'x' }),
  ).rejects.toThrow();
});

test('the seed does not add an admin beside an existing Admin', async () => {
  await t.db.update(users).set({ account: 'Admin' }).where(eq(users.account, 'admin'));
  await seed(t.db, t.config);
  const admins = await t.db
    .select({ account: users.account })
    .from(users)
    .where(eq(sql`lower(${users.account})`, 'admin'));
  expect(admins).toEqual([{ account: 'Admin' }]);
});
