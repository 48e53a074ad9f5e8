import { and, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { EXPORT_STATUS, type ExportStatus } from '../../plugins/downloads/constants';
import type { Locale } from '../../i18n';
import type { Database } from '../client';
import { exports, files } from '../schema';

export type ExportRow = typeof exports.$inferSelect;

/** What `exports.params` holds: the requester's language and what the kind prepared at request time. */
export interface StoredParams {
  locale: Locale;
  params: unknown;
}

/** An export as its owner sees it: without its parameters, with the name and size of its file. */
export interface ExportInfo {
  id: number;
  userId: number;
  kind: string;
  status: ExportStatus;
  progress: number;
  rowCount: number | null;
  fileId: number | null;
  fileName: string | null;
  size: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date;
}

const infoColumns = {
  id: exports.id,
  userId: exports.userId,
  kind: exports.kind,
  status: sql<ExportStatus>`${exports.status}`,
  progress: exports.progress,
  rowCount: exports.rowCount,
  fileId: exports.fileId,
  fileName: files.fileName,
  size: files.size,
  error: exports.error,
  createdAt: exports.createdAt,
  finishedAt: exports.finishedAt,
  expiresAt: exports.expiresAt,
};

const selectInfo = (db: Database) => db.select(infoColumns).from(exports).leftJoin(files, eq(files.id, exports.fileId));

export async function insertExport(
  db: Database,
  row: { userId: number; kind: string; params: unknown; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(exports).values(row).returning({ id: exports.id });
  return inserted.id;
}

/** One export of this user, or undefined (another user's export is not found either). */
export async function findOwnExport(db: Database, userId: number, id: number): Promise<ExportInfo | undefined> {
  const [row] = await selectInfo(db).where(and(eq(exports.id, id), eq(exports.userId, userId))).limit(1);
  return row;
}

/** One page of a user's exports, newest first. */
export async function pageOwnExports(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ExportInfo[]; total: number }> {
  const rows = await selectInfo(db)
    .where(eq(exports.userId, userId))
    .orderBy(desc(exports.createdAt), desc(exports.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(exports).where(eq(exports.userId, userId));
  return { rows, total: Number(n) };
}

/**
 * Takes an export up to run it: queued (or running, when a run was cut off and its job is tried
 * again) becomes running from 0 %. Answers what to export, or undefined when there is nothing to
 * run: deleted, finished, failed or expired meanwhile.
 */
export async function startExport(db: Database, id: number): Promise<Pick<ExportRow, 'userId' | 'kind' | 'params'> | undefined> {
  const [row] = await db
    .update(exports)
    .set({ status: EXPORT_STATUS.running, progress: 0, error: null })
    .where(and(eq(exports.id, id), inArray(exports.status, [EXPORT_STATUS.queued, EXPORT_STATUS.running])))
    .returning({ userId: exports.userId, kind: exports.kind, params: exports.params });
  return row;
}

/** Records how far a running export is; false when it is no longer running (deleted meanwhile). */
export async function setExportProgress(db: Database, id: number, progress: number): Promise<boolean> {
  const rows = await db
    .update(exports)
    .set({ progress })
    .where(and(eq(exports.id, id), eq(exports.status, EXPORT_STATUS.running)))
    .returning({ id: exports.id });
  return rows.length > 0;
}

/** Marks a running export done with its stored file; false when it is no longer running (deleted meanwhile). */
export async function finishExport(
  db: Database,
  id: number,
  done: { fileId: number; rowCount: number; finishedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(exports)
    .set({ status: EXPORT_STATUS.done, progress: 100, rowCount: done.rowCount, fileId: done.fileId, finishedAt: done.finishedAt, error: null })
    .where(and(eq(exports.id, id), eq(exports.status, EXPORT_STATUS.running)))
    .returning({ id: exports.id });
  return rows.length > 0;
}

/**
 * Records a failed run: `failed` with the message when no attempt is left, else back to
 * `queued` (with the message) until the queue tries again. Answers the owner, or undefined when
 * the export is gone or no longer runs.
 */
export async function failExport(
  db: Database,
  id: number,
  failure: { error: string; final: boolean; at: Date },
): Promise<number | undefined> {
  const rows = await db
    .update(exports)
    .set(
      failure.final
        ? { status: EXPORT_STATUS.failed, error: failure.error, finishedAt: failure.at }
        : { status: EXPORT_STATUS.queued, error: failure.error, progress: 0 },
    )
    .where(and(eq(exports.id, id), inArray(exports.status, [EXPORT_STATUS.queued, EXPORT_STATUS.running])))
    .returning({ userId: exports.userId });
  return rows[0]?.userId;
}

/**
 * Marks failed, with the message in each requester's language, the exports still queued or
 * running that were requested before `before`: their job was lost. Answers their owners.
 */
export async function failStaleExports(
  db: Database,
  before: Date,
  at: Date,
  message: (locale: Locale) => string,
): Promise<number[]> {
  const stale = await db
    .select({ id: exports.id, userId: exports.userId, params: exports.params })
    .from(exports)
    .where(and(lte(exports.createdAt, before), inArray(exports.status, [EXPORT_STATUS.queued, EXPORT_STATUS.running])));
  for (const row of stale) {
    await db
      .update(exports)
      .set({ status: EXPORT_STATUS.failed, error: message((row.params as StoredParams).locale), finishedAt: at })
      .where(and(eq(exports.id, row.id), inArray(exports.status, [EXPORT_STATUS.queued, EXPORT_STATUS.running])));
  }
  return [...new Set(stale.map((row) => row.userId))];
}

/** Deletes an export and its file. */
export async function deleteExport(db: Database, id: number): Promise<void> {
  const [row] = await db.delete(exports).where(eq(exports.id, id)).returning({ fileId: exports.fileId });
  if (row?.fileId) await db.delete(files).where(eq(files.id, row.fileId));
}

/**
 * Marks every export past its expiry time as expired and deletes their files; answers the users
 * whose exports expired (each once).
 */
export async function expireExports(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: exports.id, userId: exports.userId, fileId: exports.fileId })
      .from(exports)
      .where(and(lte(exports.expiresAt, now), ne(exports.status, EXPORT_STATUS.expired)))
      .for('update');
    if (due.length === 0) return [];
    await tx
      .update(exports)
      .set({ status: EXPORT_STATUS.expired, fileId: null })
      .where(inArray(exports.id, due.map((row) => row.id)));
    const fileIds = due.flatMap((row) => (row.fileId === null ? [] : [row.fileId]));
    if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    return [...new Set(due.map((row) => row.userId))];
  });
}
