/** Worker-thread entry: reads one uploaded workbook (see importLimits.ts, readSheetInWorker). */
import { answerOnce } from '../../workerThread';
import { WorkbookRefusal, type SheetAnswer, type WorkbookLimits } from './importLimits';
import { readFirstSheet } from './sheetReader';

answerOnce(async ({ file, limits }: { file: Uint8Array; limits: WorkbookLimits }): Promise<SheetAnswer> => {
  try {
    return { sheet: await readFirstSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), limits) };
  } catch (error) {
    if (error instanceof WorkbookRefusal) return { refusal: error.refusal };
    throw error;
  }
});
