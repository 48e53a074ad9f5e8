import { SaxesParser } from 'saxes';
import { WorkbookRefusal, refuse, unreadable, type WorkbookLimits } from './importLimits';
import { openCheckedZip, type CheckedZip } from './workbookZip';

/** The header texts and the rows with content (trimmed texts, row numbers as in the sheet) of the first sheet. */
export interface SheetContent {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

/**
 * Reads the first sheet of an .xlsx file as a stream of XML events, within the limits: the
 * zip is checked first, the sheet may not reach past the template's rows and columns (by its
 * declared dimension or by any cell), and every row and cell read counts against a budget.
 * Only cells with content are kept, and only the shared strings they use.
 */
export async function readFirstSheet(file: Buffer, limits: WorkbookLimits): Promise<SheetContent> {
  const zip = await openCheckedZip(file, limits);
  try {
    const parts = await workbookParts(zip);
    const cells = await readCells(part(zip, parts.sheet), limits);
    const strings = parts.sharedStrings ? await readSharedStrings(zip.bytesOf(parts.sharedStrings), cells) : new Map<number, string>();
    return contentOf(cells, strings);
  } catch (error) {
    throw error instanceof WorkbookRefusal ? error : unreadable();
  } finally {
    zip.close();
  }
}

function part(zip: CheckedZip, name: string): AsyncIterable<Buffer> {
  const bytes = zip.bytesOf(name);
  if (!bytes) throw unreadable();
  return bytes;
}

interface XmlHandler {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
  /** True when the rest of the part is not needed. */
  done?(): boolean;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Feeds a part's bytes to a SAX parser; element names without their namespace prefix. */
async function readXml(bytes: AsyncIterable<Buffer>, handler: XmlHandler): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handler.open?.(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on('text', (text) => handler.text?.(text));
  parser.on('cdata', (text) => handler.text?.(text));
  parser.on('closetag', (tag) => handler.close?.(localName(tag.name)));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of bytes) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (handler.done?.()) return;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** The first sheet's part and the shared strings' part, found through the workbook's relationships. */
async function workbookParts(zip: CheckedZip): Promise<{ sheet: string; sharedStrings: string | null }> {
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  await readXml(part(zip, 'xl/_rels/workbook.xml.rels'), {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Target) return;
      const target = attributes.Target.startsWith('/') ? attributes.Target.slice(1) : `xl/${attributes.Target}`;
      targets.set(attributes.Id, target);
      if (attributes.Type?.endsWith('/sharedStrings')) sharedStrings = target;
    },
  });
  let sheet: string | undefined;
  await readXml(part(zip, 'xl/workbook.xml'), {
    open(name, attributes) {
      if (name !== 'sheet' || sheet !== undefined) return;
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      sheet = id === undefined ? undefined : targets.get(id);
    },
    done: () => sheet !== undefined,
  });
  if (!sheet) throw unreadable();
  return { sheet, sharedStrings };
}

/** A cell with content: its text, or the index of its shared string. */
type CellValue = string | { shared: number };

interface Cells {
  rows: Map<number, CellValue[]>;
  width: number;
}

/** Column number of letters such as "A" or "GR"; Infinity past three letters (beyond any sheet). */
function columnNumber(letters: string): number {
  if (letters.length > 3) return Infinity;
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Row and column of a reference such as "B12"; null when it is not one. */
function parseReference(reference: string): { row: number; column: number } | null {
  const match = /^\$?([A-Za-z]+)\$?(\d+)$/.exec(reference);
  return match ? { column: columnNumber(match[1].toUpperCase()), row: Number(match[2]) } : null;
}

async function readCells(bytes: AsyncIterable<Buffer>, limits: WorkbookLimits): Promise<Cells> {
  const tooLarge = () =>
    refuse(422, 'user.importSheetTooLarge', {
      rows: limits.maxRows - 1,
      columns: limits.maxColumns,
      lastColumn: columnLetters(limits.maxColumns),
    });
  const within = (row: number, column: number) => {
    if (row > limits.maxRows || column > limits.maxColumns) throw tooLarge();
  };
  const budget = limits.maxRows * (limits.maxColumns + 1);
  let spent = 0;
  const spend = () => {
    spent += 1;
    if (spent > budget) throw refuse(422, 'user.importTooManyCells', { max: budget });
  };

  const rows = new Map<number, CellValue[]>();
  let width = 0;
  let row = 0;
  let column = 0;
  let type = 'n';
  let text: string | null = null;
  let capturing = false;
  let inPhonetic = false;
  let inSheetData = false;
  let finished = false;

  await readXml(bytes, {
    open(name, attributes) {
      switch (name) {
        case 'dimension': {
          const end = parseReference(attributes.ref?.split(':').pop() ?? '');
          if (end) within(end.row, end.column);
          return;
        }
        case 'sheetData':
          inSheetData = true;
          return;
        case 'row': {
          if (!inSheetData) return;
          spend();
          row = attributes.r === undefined ? row + 1 : Number(attributes.r);
          if (!Number.isInteger(row) || row < 1) throw unreadable();
          within(row, 0);
          column = 0;
          return;
        }
        case 'c': {
          if (!inSheetData) return;
          spend();
          const reference = attributes.r === undefined ? null : parseReference(attributes.r);
          if (attributes.r !== undefined && !reference) throw unreadable();
          column = reference ? reference.column : column + 1;
          within(Math.max(row, reference?.row ?? 0), column);
          type = attributes.t ?? 'n';
          text = null;
          return;
        }
        case 'v':
        case 'is':
          if (!inSheetData) return;
          text ??= '';
          capturing = true;
          return;
        case 'rPh':
          inPhonetic = true;
          return;
      }
    },
    text(chunk) {
      if (capturing && !inPhonetic) text += chunk;
    },
    close(name) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 'v' || name === 'is') capturing = false;
      else if (name === 'sheetData') {
        inSheetData = false;
        finished = true;
      }
      else if (name === 'c' && inSheetData && text !== null) {
        const value = cellValue(type, text);
        text = null;
        if (value === '') return;
        const cells = rows.get(row) ?? [];
        cells[column - 1] = value;
        rows.set(row, cells);
        width = Math.max(width, column);
      }
    },
    done: () => finished,
  });
  return { rows, width };
}

/** A cell's value by its type: shared string, boolean, number or text as written. */
function cellValue(type: string, raw: string): CellValue {
  switch (type) {
    case 's': {
      const index = Number(raw);
      if (!Number.isInteger(index) || index < 0) throw unreadable();
      return { shared: index };
    }
    case 'b':
      return raw.trim() === '1' ? 'true' : 'false';
    case 'n': {
      const number = Number(raw);
      return raw.trim() !== '' && Number.isFinite(number) ? String(number) : raw;
    }
    default:
      return raw;
  }
}

/** The shared strings the cells use, read until the last of them. */
async function readSharedStrings(bytes: AsyncIterable<Buffer> | null, cells: Cells): Promise<Map<number, string>> {
  const wanted = new Set<number>();
  for (const values of cells.rows.values()) {
    for (const value of values) if (typeof value === 'object') wanted.add(value.shared);
  }
  const strings = new Map<number, string>();
  if (!bytes || wanted.size === 0) return strings;
  const last = Math.max(...wanted);
  let index = -1;
  let text: string | null = null;
  let inPhonetic = false;
  await readXml(bytes, {
    open(name) {
      if (name === 'si') {
        index += 1;
        text = wanted.has(index) ? '' : null;
      } else if (name === 'rPh') inPhonetic = true;
    },
    text(chunk) {
      if (text !== null && !inPhonetic) text += chunk;
    },
    close(name) {
      if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && text !== null) {
        strings.set(index, text);
        text = null;
      }
    },
    done: () => index > last,
  });
  return strings;
}

function contentOf(cells: Cells, strings: Map<number, string>): SheetContent {
  const textsOf = (values: CellValue[] = []) =>
    Array.from({ length: cells.width }, (_, i) => {
      const value = values[i];
      return (typeof value === 'object' ? strings.get(value.shared) ?? '' : value ?? '').trim();
    });
  const rows = [...cells.rows.keys()]
    .filter((row) => row > 1)
    .sort((a, b) => a - b)
    .map((row) => ({ row, cells: textsOf(cells.rows.get(row)) }))
    .filter(({ cells: texts }) => texts.some(Boolean));
  return { headers: cells.rows.has(1) ? textsOf(cells.rows.get(1)) : [], rows };
}
