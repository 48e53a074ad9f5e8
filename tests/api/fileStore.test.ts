/**
 * Stored files in the database (server/db/repositories/files.ts): the content is written and read
 * in pieces and comes back byte for byte; a file nothing names is deleted after its keeping time,
 * and the list of what may name a file is the database's own.
 */
import { randomBytes } from 'crypto';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/db/client';
import {
  deleteFiles,
  deleteUnreferencedFile,
  deleteUnreferencedFiles,
  FILE_CHUNK_BYTES,
  FILE_REFERENCES,
  fileInfos,
  findFile,
  insertFile,
  UNREFERENCED_FILE_KEPT_MS,
} from '../../server/db/repositories/files';
import { exports, fileChunks, files, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { APP_START_MS, testConfig, throwawayDatabase } from './helpers';

let database: DatabaseHandle;
let adminId: number;
beforeAll(async () => {
  database = await throwawayDatabase();
  await seed(database.db, testConfig());
  [{ id: adminId }] = await database.db.select({ id: users.id }).from(users).limit(1);
}, APP_START_MS);
afterAll(() => database.close());

const store = (content: Buffer, fileName = 'report.xlsx') =>
  insertFile(database.db, { fileName, mimeType: 'application/octet-stream', size: content.length, content, createdBy: adminId });

const piecesOf = async (fileId: number) =>
  (await database.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileId, fileId)).orderBy(fileChunks.seq)).map(
    (row) => row.seq,
  );

test.each([
  ['one byte', 1],
  ['exactly one piece', FILE_CHUNK_BYTES],
  ['two and a half pieces', Math.floor(FILE_CHUNK_BYTES * 2.5)],
])('a file of %s comes back byte for byte, stored in pieces of at most FILE_CHUNK_BYTES', async (_name, size) => {
  const content = randomBytes(size);
  const id = await store(content);
  const found = await findFile(database.db, id);
  expect(found?.size).toBe(size);
  expect(found?.content.equals(content)).toBe(true);
  expect(await piecesOf(id)).toEqual(Array.from({ length: Math.ceil(size / FILE_CHUNK_BYTES) }, (_, i) => i));
  expect((await fileInfos(database.db, [id]))[0]).not.toHaveProperty('content');
});

test('a deleted file takes its pieces with it, and a file missing a piece is not found', async () => {
  const whole = await store(randomBytes(FILE_CHUNK_BYTES + 1));
  await deleteFiles(database.db, [whole]);
  expect(await findFile(database.db, whole)).toBeUndefined();
  expect(await piecesOf(whole)).toEqual([]);

  const cut = await store(randomBytes(FILE_CHUNK_BYTES * 2));
  await database.db.delete(fileChunks).where(sql`${fileChunks.fileId} = ${cut} AND ${fileChunks.seq} = 1`);
  expect(await findFile(database.db, cut)).toBeUndefined();
});

test('a file nothing names is deleted once older than its keeping time; a named one stays', async () => {
  const unnamed = await store(randomBytes(10), 'cut-off.xlsx');
  const named = await store(randomBytes(10), 'done.xlsx');
  const now = new Date();
  await database.db.insert(exports).values({ userId: adminId, kind: 'users', params: {}, fileId: named, createdAt: now, expiresAt: now });

  // Within the keeping time, nothing goes.
  expect(await deleteUnreferencedFiles(database.db, new Date(now.getTime() - UNREFERENCED_FILE_KEPT_MS))).toBe(0);
  // Past it: every file nothing names (this one and those of the tests above); the named one stays.
  const before = (await database.db.select({ id: files.id }).from(files)).length;
  const later = new Date(now.getTime() + UNREFERENCED_FILE_KEPT_MS + 60_000);
  expect(await deleteUnreferencedFiles(database.db, new Date(later.getTime() - UNREFERENCED_FILE_KEPT_MS))).toBe(before - 1);
  expect(await database.db.select({ id: files.id }).from(files)).toEqual([{ id: named }]);
  expect(await findFile(database.db, unnamed)).toBeUndefined();
  expect((await findFile(database.db, named))?.fileName).toBe('done.xlsx');
  // One at a time, the same rule.
  expect(await deleteUnreferencedFile(database.db, named)).toBe(false);
});

test('every column that names a file is one the deletion of unnamed files checks', async () => {
  const result = (await database.db.execute(sql`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = ${sql.raw(`'${getTableName(files)}'::regclass`)}
  `)) as unknown as { rows: { table: string; column: string }[] };
  const inDatabase = result.rows
    // A file's own pieces are its content, not a use of it.
    .filter((row) => row.table !== getTableName(fileChunks))
    .map((row) => `${row.table}.${row.column}`)
    .sort();
  expect(inDatabase).toEqual(FILE_REFERENCES.map(({ table, column }) => `${getTableName(table)}.${column.name}`).sort());
});
