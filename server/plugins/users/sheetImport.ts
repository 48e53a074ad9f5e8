import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf, t, type MessageParams } from '../../i18n';
import { WorkersBusyError, workerSlots, type WorkerSlots } from '../../workerThread';
import { ApiError, apiError } from '../errors';
import { readSheetInWorker, type SheetAnswer, type WorkbookLimits } from './importLimits';
import type { SheetContent } from './sheetReader';
import { headerOf, matchHeaders, type SheetColumn } from './spreadsheet';

/*
 * What every Excel import of the portal shares (users, tasks): reading the uploaded workbook in a
 * worker thread within the import limits, the rows by column, and the all-or-nothing refusal with
 * a report of every row.
 */

/** When a client may retry an import refused because every reader was busy. */
const BUSY_RETRY_SECONDS = 5;

/** Per server (the areas are separate contexts of one server): its readers, IMPORT_PARALLEL for every import together. */
const readersByServer = new WeakMap<object, WorkerSlots>();

function readersOf(app: FastifyInstance): WorkerSlots {
  let readers = readersByServer.get(app.server);
  if (!readers) readersByServer.set(app.server, (readers = workerSlots(app.config.importLimits.parallel)));
  return readers;
}

/**
 * The first sheet of an upload, read in a worker thread within the import limits and the
 * template's size (rows including the header). A refused file answers 400, 413 or 422; when every
 * reader is busy the answer is 503 with Retry-After.
 */
export async function readUploadedSheet(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Buffer,
  template: Pick<WorkbookLimits, 'maxRows' | 'maxColumns'>,
): Promise<SheetContent> {
  let answer: SheetAnswer;
  try {
    answer = await readSheetInWorker(readersOf(request.server), file, request.server.config.importLimits, template);
  } catch (error) {
    if (!(error instanceof WorkersBusyError)) throw error;
    reply.header('retry-after', String(BUSY_RETRY_SECONDS));
    throw apiError(request, 503, null, 'user.importBusy');
  }
  if ('sheet' in answer) return answer.sheet;
  const { status, key, params } = answer.refusal;
  throw apiError(request, status, null, key, ...(params as MessageParams<typeof key>));
}

/** A refused row of an import: its number in the sheet (the header is row 1), the field and why. */
export interface RowError {
  row: number;
  field: string | null;
  message: string;
}

/** An import refused as a whole: 422 IMPORT_INVALID with every row's error in data.errors, by row. */
export const importRefused = (message: string, errors: RowError[]) =>
  new ApiError(422, message, undefined, 'IMPORT_INVALID', undefined, { errors: [...errors].sort((a, b) => a.row - b.row) });

export type SheetRow<K extends string> = { row: number; values: Partial<Record<K, string>> };

/**
 * The rows of an uploaded sheet by column key (only cells with content). Refuses (400) a header
 * no column has, a missing required column and a sheet without rows; `check` sees the columns
 * present before the rows are read (e.g. to refuse restricted fields).
 */
export function rowsByColumn<K extends string>(
  request: FastifyRequest,
  sheet: SheetContent,
  columns: readonly SheetColumn<K>[],
  required: readonly K[],
  check?: (present: K[]) => void,
): SheetRow<K>[] {
  const keys = matchHeaders(sheet.headers, columns);
  const unknown = sheet.headers.find((header, i) => header && keys[i] === null);
  if (unknown) throw apiError(request, 400, null, 'user.importUnknownColumn', { column: unknown });
  const missing = required.find((key) => !keys.includes(key));
  if (missing) {
    const column = columns.find((c) => c.key === missing)!;
    throw apiError(request, 400, null, 'user.importMissingColumn', { column: headerOf(column, localeOf(request)) });
  }
  check?.(keys.filter((key): key is K => key !== null));
  if (sheet.rows.length === 0) throw apiError(request, 400, null, 'user.importEmpty');
  return sheet.rows.map(({ row, cells }) => {
    const values: Partial<Record<K, string>> = {};
    keys.forEach((key, i) => {
      if (key && cells[i]) values[key] = cells[i];
    });
    return { row, values };
  });
}

/** Values given twice in one file: every repeat after the first is an error naming the first row. */
export function repeatsWithin<K extends string>(
  request: FastifyRequest,
  rows: SheetRow<K>[],
  field: K,
  keyOf: (value: string, values: Partial<Record<K, string>>) => string | null = (value) => value,
  message: (value: string, firstRow: number) => string = (value, firstRow) => t(request, 'user.importRepeated', { field, value, row: firstRow }),
): RowError[] {
  const errors: RowError[] = [];
  const firstRow = new Map<string, number>();
  for (const { row, values } of rows) {
    const value = values[field];
    if (!value) continue;
    const key = keyOf(value, values);
    if (key === null) continue;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    else errors.push({ row, field, message: message(value, first) });
  }
  return errors;
}
