import type { ImportLimits } from '../../config';
import type { MessageKey, MessageParams } from '../../i18n';
import { WorkerOutOfMemoryError, WorkerTimeoutError, workerEntry, type WorkerSlots } from '../../workerThread';
import type { SheetContent } from './sheetReader';

/** What a workbook may hold: the configured costs and the template's rows and columns. */
export interface WorkbookLimits extends Pick<ImportLimits, 'maxEntries' | 'maxEntryBytes' | 'maxExpandedBytes' | 'maxRatio'> {
  /** Rows including the header row. */
  maxRows: number;
  maxColumns: number;
}

/** A workbook that is refused before or while reading it: the answer's status and message. */
export interface Refusal<K extends MessageKey = MessageKey> {
  status: 400 | 413 | 422;
  key: K;
  params: MessageParams<K>;
}

export class WorkbookRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key);
  }
}

export const refusal = <K extends MessageKey>(status: Refusal['status'], key: K, ...params: MessageParams<K>): Refusal =>
  ({ status, key, params }) as Refusal;

export const refuse = <K extends MessageKey>(status: Refusal['status'], key: K, ...params: MessageParams<K>) =>
  new WorkbookRefusal(refusal(status, key, ...params));

export const unreadable = () => refuse(400, 'user.importUnreadable');

/** Parts up to this expanded size are not held to the compression ratio (small parts may compress well). */
export const RATIO_GRACE_BYTES = 1024 * 1024;

export const mebibytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** What the reading thread answers. */
export type SheetAnswer = { sheet: SheetContent } | { refusal: Refusal };

const SHEET_WORKER = workerEntry(__dirname, 'sheetWorker');

/**
 * Reads the first sheet in a worker thread within the time and memory limits; a file that
 * passes either is refused like any other unacceptable file.
 */
export async function readSheetInWorker(
  slots: WorkerSlots,
  file: Buffer,
  limits: ImportLimits,
  template: Pick<WorkbookLimits, 'maxRows' | 'maxColumns'>,
): Promise<SheetAnswer> {
  const { maxEntries, maxEntryBytes, maxExpandedBytes, maxRatio } = limits;
  const workbookLimits: WorkbookLimits = { maxEntries, maxEntryBytes, maxExpandedBytes, maxRatio, ...template };
  try {
    return await slots.run<SheetAnswer>(SHEET_WORKER, { file, limits: workbookLimits }, {
      timeoutMs: limits.parseTimeoutMs,
      memoryMb: limits.workerMemoryMb,
    });
  } catch (error) {
    if (error instanceof WorkerTimeoutError) {
      return { refusal: refusal(422, 'user.importTimeout', { seconds: limits.parseTimeoutMs / 1000 }) };
    }
    if (error instanceof WorkerOutOfMemoryError) {
      return { refusal: refusal(413, 'user.importOutOfMemory', { limit: limits.workerMemoryMb }) };
    }
    throw error;
  }
}
