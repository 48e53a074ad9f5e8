import path from 'node:path';
import { Worker, parentPort } from 'node:worker_threads';

/**
 * Runs CPU-heavy work on untrusted input in a worker thread, so that the event loop keeps
 * serving other requests, the work ends after a time limit, and running out of memory ends the
 * worker instead of the server.
 */

export interface WorkerLimits {
  timeoutMs: number;
  /** Old-generation heap of the worker, MiB. */
  memoryMb: number;
}

export class WorkerTimeoutError extends Error {}
export class WorkerOutOfMemoryError extends Error {}
/** Every slot is taken; the caller should answer 503 and let the client retry. */
export class WorkersBusyError extends Error {}

/**
 * The server runs its TypeScript through tsx (`npm start`, dev) or ts-jest (tests). A worker
 * starts without the parent's flags and outside ts-jest's transform, so a .ts entry registers
 * tsx's require hook itself; a compiled .js entry loads as it is.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.tsx) require(workerData.tsx).register();
require(workerData.entry);
`;

/** The path of a worker module beside `dirname`, with the extension this code runs under. */
export const workerEntry = (dirname: string, name: string) => path.join(dirname, name + path.extname(__filename));

/**
 * At most `parallel` workers at a time. `run` posts `input` to a new worker running `entry`
 * (a module that answers one message with one message) and resolves with its answer.
 */
export function workerSlots(parallel: number) {
  let running = 0;
  return {
    async run<T>(entry: string, input: unknown, limits: WorkerLimits): Promise<T> {
      if (running >= parallel) throw new WorkersBusyError();
      running += 1;
      try {
        return await runOnce<T>(entry, input, limits);
      } finally {
        running -= 1;
      }
    },
  };
}

export type WorkerSlots = ReturnType<typeof workerSlots>;

/** A worker thread running `entry` (see workerEntry), with an old-generation heap of `memoryMb` MiB. */
export function startWorker(entry: string, memoryMb: number): Worker {
  const tsx = entry.endsWith('.ts') ? require.resolve('tsx/cjs/api') : null;
  return new Worker(BOOTSTRAP, {
    eval: true,
    execArgv: [],
    workerData: { entry, tsx },
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
}

function runOnce<T>(entry: string, input: unknown, limits: WorkerLimits): Promise<T> {
  const worker = startWorker(entry, limits.memoryMb);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new WorkerTimeoutError());
      void worker.terminate();
    }, limits.timeoutMs);
    const settle = (done: () => void) => {
      clearTimeout(timer);
      done();
      void worker.terminate();
    };
    worker.once('message', (answer: T) => settle(() => resolve(answer)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemoryError(error.message) : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`worker exited with code ${code} before answering`))));
    worker.postMessage(input);
  });
}

/** Makes the calling module a worker entry: it answers the one message it gets with `handle`'s result. */
export function answerOnce<I, O>(handle: (input: I) => Promise<O>): void {
  parentPort!.once('message', (input: I) => {
    handle(input).then((answer) => parentPort!.postMessage(answer));
  });
}
