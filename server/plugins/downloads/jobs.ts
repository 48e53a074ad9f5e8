import type { FastifyInstance } from 'fastify';
import { driverOf } from '../../db/client';
import { deleteFiles, deleteUnreferencedFiles, insertFile, UNREFERENCED_FILE_KEPT_MS } from '../../db/repositories/files';
import {
  expireExports,
  failExport,
  failStaleExports,
  finishExport,
  setExportProgress,
  startExport,
  type StoredParams,
} from '../../db/repositories/exports';
import { XLSX_TYPE } from '../users/spreadsheet';
import { translate } from '../../i18n';
import { exportKind, type ExportRow } from './registry';
import { workbookInWorker } from './workbook';

/** Writes the file of one export, whatever its kind. */
export const EXPORT_JOB = 'export.run';
/**
 * Expires the exports past their time and deletes their files, and the files a crash left
 * unlinked; sends itself again for the next hour.
 */
export const RETENTION_JOB = 'export.retention';

/** Rows handed to the workbook's thread at a time; the event loop gets a turn after each. */
const BATCH_ROWS = 250;
/** The progress is written after so many rows (one cheap UPDATE). */
const PROGRESS_EVERY_ROWS = 5000;
const RETENTION_EVERY_SECONDS = 3600;
/**
 * An export still queued or running this long after it was requested has lost its job (the
 * server died during the last attempt): it is marked failed. Well beyond the queue's longest
 * attempt (15 min) times its attempts (4) with their delays.
 */
const STALE_AFTER_MS = 2 * 3600_000;
/** The longest failure message kept with an export. */
const ERROR_MAX = 500;

/**
 * After each batch, the export gives way. The embedded database runs every query on the server's
 * main thread, one at a time: there the export pauses twice as long as its work took, so that it
 * holds the database at most a third of the time and requests are served in between. PostgreSQL
 * serves requests alongside: there it only lets the event loop take a turn.
 */
const EMBEDDED_PAUSE_FACTOR = 2;

function givingWay(embedded: boolean): (busyMs: number) => Promise<unknown> {
  return (busyMs) =>
    new Promise((resolve) => (embedded ? setTimeout(resolve, busyMs * EMBEDDED_PAUSE_FACTOR) : setImmediate(resolve)));
}

/** A failure that another attempt cannot mend: the export fails at once. */
class PermanentFailure extends Error {}

/**
 * Runs one export: marks it running, reads its rows in batches while a worker thread writes the
 * workbook, records the progress, and stores the file with the export marked done, then tells
 * the owner's browsers. An export deleted meanwhile stops at the next progress mark.
 */
async function runExport(app: FastifyInstance, exportId: number): Promise<unknown> {
  const started = await startExport(app.db, exportId);
  if (!started) return { skipped: 'not queued' };
  const { locale, params } = started.params as StoredParams;
  const definition = exportKind(app, started.kind);
  if (!definition) throw new PermanentFailure(translate(locale, 'download.unknownKind', { kind: started.kind }));

  const total = definition.count ? await definition.count(app.db, params) : null;
  const fileName = definition.fileName(params);
  const sheetName = definition.sheetName?.(params) ?? fileName.replace(/\.[^.]+$/, '');
  const workbook = workbookInWorker(sheetName, definition.columns(params));
  const giveWay = givingWay(driverOf(app.db).kind === 'embedded');
  let rowCount = 0;
  try {
    let batch: ExportRow[] = [];
    let reported = 0;
    let reading = performance.now();
    for await (const row of definition.rows(app.db, params)) {
      batch.push(row);
      if (batch.length < BATCH_ROWS) continue;
      const busyMs = performance.now() - reading;
      await workbook.add(batch);
      rowCount += batch.length;
      batch = [];
      if (rowCount - reported >= PROGRESS_EVERY_ROWS) {
        reported = rowCount;
        const progress = total ? Math.min(99, Math.floor((rowCount * 100) / total)) : 0;
        if (!(await setExportProgress(app.db, exportId, progress))) {
          workbook.abort();
          return { skipped: 'deleted' };
        }
      }
      await giveWay(busyMs);
      reading = performance.now();
    }
    if (batch.length > 0) await workbook.add(batch);
    rowCount += batch.length;
    const content = await workbook.finish();
    // Stored before the export is marked done, outside a transaction and in pieces: the embedded
    // database serves other requests between the statements. A file cut off here is unlinked,
    // and the retention job deletes it.
    const fileId = await insertFile(app.db, { fileName, mimeType: XLSX_TYPE, size: content.length, content, createdBy: started.userId });
    try {
      if (!(await finishExport(app.db, exportId, { fileId, rowCount, finishedAt: app.clock() }))) {
        await deleteFiles(app.db, [fileId]);
        return { skipped: 'deleted' };
      }
    } catch (error) {
      await deleteFiles(app.db, [fileId]);
      throw error;
    }
    await app.push.toUsers([started.userId], { kind: 'export' });
    return { rowCount, size: content.length };
  } catch (error) {
    workbook.abort();
    throw error;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/** The handlers of the download centre's jobs, and the first retention run once the queue is up. */
export async function registerExportJobs(app: FastifyInstance): Promise<void> {
  await app.queue.register<{ exportId: number }>(EXPORT_JOB, async (job) => {
    const { exportId } = job.data;
    try {
      return await runExport(app, exportId);
    } catch (error) {
      // The last attempt leaves the export failed; before that it waits, queued, for the next one.
      const record = error instanceof PermanentFailure ? null : await app.queue.job(EXPORT_JOB, job.id);
      const final = !record || record.retryCount >= record.retryLimit;
      const owner = await failExport(app.db, exportId, { error: messageOf(error), final, at: app.clock() });
      if (owner !== undefined && final) await app.push.toUsers([owner], { kind: 'export' });
      if (error instanceof PermanentFailure) return { failed: error.message };
      throw error;
    }
  });

  await app.queue.register(
    RETENTION_JOB,
    async () => {
      // The next run is sent first, so that a failing run still leaves one.
      await app.queue.send(RETENTION_JOB, {}, { startAfter: RETENTION_EVERY_SECONDS, singletonKey: RETENTION_JOB });
      const now = app.clock();
      const expired = await expireExports(app.db, now);
      const stale = await failStaleExports(app.db, new Date(now.getTime() - STALE_AFTER_MS), now, (locale) =>
        translate(locale, 'download.interrupted'),
      );
      const unlinkedFiles = await deleteUnreferencedFiles(app.db, new Date(now.getTime() - UNREFERENCED_FILE_KEPT_MS));
      const owners = [...new Set([...expired, ...stale])];
      if (owners.length > 0) await app.push.toUsers(owners, { kind: 'export' });
      return { expiredFor: expired.length, staleFor: stale.length, unlinkedFiles };
    },
    // One waiting run at a time, however many servers start.
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.send(RETENTION_JOB, {}, { singletonKey: RETENTION_JOB });
  });
}

