import { and, asc, eq, gt, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { exports, feedback, fileChunks, files, noticeAttachments } from '../schema';

/** A stored file without its content. */
export type FileInfo = typeof files.$inferSelect;
/** A stored file with its content. */
export type StoredFile = FileInfo & { content: Buffer };
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'> & { content: Buffer };

/**
 * The largest piece of a file's content one statement writes or reads. The embedded database
 * runs every statement on the server's main thread: a 7 MB export stored in one statement held
 * it for about 0.3 s, in 256 KiB pieces no statement takes more than a few milliseconds, and
 * requests are served in between.
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Lets the event loop take a turn between two pieces. The embedded database answers in promise
 * callbacks: without a turn, the pieces of a file follow each other within one task, and requests
 * arriving meanwhile are not even read until the whole file is done.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/*
 * The content travels as text, turned into bytes by the database itself (decode on the way in,
 * encode on the way out): the embedded database's own handling of a bytea parameter or column
 * is slow and runs on the server's main thread (7 MB: about 3 s in and 2 s out, as text about
 * 0.3 s and 0.06 s). PostgreSQL does the same work either way.
 */

/**
 * Stores a file: its row, then its content piece by piece. Inside a transaction the whole file
 * appears at once; outside one (an export), the caller links the file to what uses it only
 * after this answers, and `deleteUnreferencedFiles` removes one cut off half-way.
 */
export async function insertFile(db: Database, file: NewFile): Promise<number> {
  const { content, ...info } = file;
  const [row] = await db.insert(files).values(info).returning({ id: files.id });
  for (let seq = 0; seq * FILE_CHUNK_BYTES < content.length; seq += 1) {
    if (seq > 0) await nextTurn();
    const piece = content.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES);
    await db.insert(fileChunks).values({ fileId: row.id, seq, content: sql`decode(${piece.toString('base64')}, 'base64')` });
  }
  return row.id;
}

/**
 * A file with its content, or undefined; the pieces are read one statement each. A file deleted
 * while it is read is not found either.
 */
export async function findFile(db: Database, id: number): Promise<StoredFile | undefined> {
  const [info] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!info) return undefined;
  const pieces: Buffer[] = [];
  for (let last = -1; ; ) {
    const [piece] = await db
      .select({ seq: fileChunks.seq, hex: sql<string>`encode(${fileChunks.content}, 'hex')` })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, id), gt(fileChunks.seq, last)))
      .orderBy(asc(fileChunks.seq))
      .limit(1);
    if (!piece) break;
    pieces.push(Buffer.from(piece.hex, 'hex'));
    last = piece.seq;
    await nextTurn();
  }
  const content = Buffer.concat(pieces);
  return content.length === info.size ? { ...info, content } : undefined;
}

/** The files of `ids` without their content, in id order. */
export async function fileInfos(db: Database, ids: number[]): Promise<FileInfo[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids)).orderBy(files.id);
}

export async function deleteFiles(db: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, ids));
}

/** How long a file nothing names is kept: an upload waits that long for the notice it goes with. */
export const UNREFERENCED_FILE_KEPT_MS = 24 * 3600_000;

/**
 * The tables that hold a file id, each with its column: a file no row of them names is of no
 * use. tests/api/fileStore.test.ts checks this list against the database's foreign keys to `files`.
 */
export const FILE_REFERENCES = [
  { table: noticeAttachments, column: noticeAttachments.fileId },
  { table: feedback, column: feedback.screenshotFileId },
  { table: exports, column: exports.fileId },
] as const;

/** Conditions on `files`: no row of FILE_REFERENCES names the file. */
export function unreferencedFile(db: Database): SQL[] {
  return FILE_REFERENCES.map(({ table, column }) => notExists(db.select({ one: sql`1` }).from(table).where(eq(column, files.id))));
}

/** Deletes one file if nothing names it (an upload no notice took); whether it did. */
export async function deleteUnreferencedFile(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(files)
    .where(and(eq(files.id, id), ...unreferencedFile(db)))
    .returning({ id: files.id });
  return rows.length > 0;
}

/**
 * Deletes the files stored before `before` that nothing names: what a crash cut off between
 * storing a file and linking it (an export's), and uploads left behind. Answers how many.
 */
export async function deleteUnreferencedFiles(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(files)
    .where(and(lt(files.createdAt, before), ...unreferencedFile(db)))
    .returning({ id: files.id });
  return rows.length;
}
