/**
 * Worker-thread entry: writes the .xlsx file of an export from the batches of rows the job
 * posts (see ./workbook.ts), so that turning 100,000 rows into a workbook never holds the
 * server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { streamWorkbook } from '../users/spreadsheet';
import type { WorkbookMessage } from './workbook';
import type { ExportRow } from './registry';

const port = parentPort!;
const batches: ExportRow[][] = [];
let ended = false;
let wake: (() => void) | undefined;

async function* rows(): AsyncGenerator<ExportRow> {
  for (;;) {
    const batch = batches.shift();
    if (batch) {
      for (const row of batch) yield row;
      port.postMessage({ consumed: batch.length });
    } else if (ended) {
      return;
    } else {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  }
}

port.on('message', (message: WorkbookMessage) => {
  if ('start' in message) {
    const chunks: Buffer[] = [];
    const out = streamWorkbook(message.start.sheetName, message.start.columns, rows());
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => port.postMessage({ file: Buffer.concat(chunks) }));
    out.on('error', (error: Error) => port.postMessage({ error: error.message }));
  } else if ('rows' in message) {
    batches.push(message.rows);
  } else {
    ended = true;
  }
  wake?.();
});
