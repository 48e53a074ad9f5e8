import { PassThrough, type Readable } from 'node:stream';
import { stream as excelStream } from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a sheet: its key and its header in both languages (either is recognised on import). */
export interface SheetColumn<K extends string = string> {
  key: K;
  zh: string;
  en: string;
  width?: number;
}

export const headerOf = (column: SheetColumn, locale: 'zh-CN' | 'en-US') => (locale === 'en-US' ? column.en : column.zh);

/**
 * Writes rows into a one-sheet workbook as they come, without holding the file in memory; the
 * answer is the stream of the .xlsx file.
 */
export function streamWorkbook(
  sheetName: string,
  headers: { key: string; header: string; width?: number }[],
  rows: AsyncIterable<Record<string, unknown>>,
): Readable {
  const out = new PassThrough();
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map(({ key, header, width }) => ({ key, header, width: width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/** Which column each header names (by its Chinese or English header or its key, any case); null for none. */
export function matchHeaders<K extends string>(headers: string[], columns: readonly SheetColumn<K>[]): (K | null)[] {
  const byText = new Map<string, K>();
  for (const column of columns) {
    for (const text of [column.key, column.zh, column.en]) byText.set(text.toLowerCase(), column.key);
  }
  return headers.map((header) => (header ? byText.get(header.toLowerCase()) ?? null : null));
}
