import { workerEntry, startWorker } from '../../workerThread';
import type { ExportColumn, ExportRow } from './registry';

/** What the job posts to the workbook's thread: the sheet first, then batches of rows, then the end. */
export type WorkbookMessage =
  | { start: { sheetName: string; columns: ExportColumn[] } }
  | { rows: ExportRow[] }
  | { end: true };

/** What the thread answers: a batch written, the file, or why it failed. */
type WorkbookAnswer = { consumed: number } | { file: Uint8Array } | { error: string };

const WORKBOOK_WORKER = workerEntry(__dirname, 'workbookWorker');

/** Old-generation heap of the thread; the rows wait in it only while it catches up (at most BATCHES_AHEAD batches). */
const WORKER_MEMORY_MB = 512;
/** Batches posted but not yet written: the reading of the next batch overlaps the writing of this one. */
const BATCHES_AHEAD = 2;

export interface WorkbookBuilder {
  /** Hands over a batch of rows; waits while the thread is behind. */
  add(rows: ExportRow[]): Promise<void>;
  /** The finished .xlsx file. */
  finish(): Promise<Buffer>;
  /** Stops the thread (the export was deleted, or failed). */
  abort(): void;
}

/**
 * A one-sheet workbook written in a worker thread as the rows come. Any failure of the thread
 * (an error, running out of memory) rejects the pending and every later call.
 */
export function workbookInWorker(sheetName: string, columns: ExportColumn[]): WorkbookBuilder {
  const worker = startWorker(WORKBOOK_WORKER, WORKER_MEMORY_MB);
  let ahead = 0;
  let failure: Error | undefined;
  let file: Buffer | undefined;
  /** The one call waiting, for what it waits for. */
  let waiter: { ready: () => boolean; resolve: () => void; reject: (error: Error) => void } | undefined;

  const settle = () => {
    const current = waiter;
    if (!current || (!failure && !current.ready())) return;
    waiter = undefined;
    if (failure) current.reject(failure);
    else current.resolve();
  };
  const fail = (error: Error) => {
    failure ??= error;
    settle();
    void worker.terminate();
  };
  worker.on('message', (answer: WorkbookAnswer) => {
    if ('consumed' in answer) ahead -= 1;
    else if ('file' in answer) file = Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength);
    else fail(new Error(answer.error));
    settle();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!file) fail(new Error(`the workbook's thread stopped (exit code ${code})`));
  });
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      if (ready()) return resolve();
      waiter = { ready, resolve, reject };
    });

  worker.postMessage({ start: { sheetName, columns } } satisfies WorkbookMessage);
  return {
    async add(rows) {
      if (failure) throw failure;
      worker.postMessage({ rows } satisfies WorkbookMessage);
      ahead += 1;
      await until(() => ahead < BATCHES_AHEAD);
    },
    async finish() {
      worker.postMessage({ end: true } satisfies WorkbookMessage);
      await until(() => file !== undefined);
      void worker.terminate();
      return file!;
    },
    abort() {
      fail(new Error('aborted'));
    },
  };
}
