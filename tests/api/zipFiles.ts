/**
 * Hand-made .xlsx files for the import limits: a zip writer whose declared sizes may lie, and
 * deflate streams of any length built without compressing that many bytes.
 */
import { constants, deflateRawSync } from 'zlib';

export interface ZipPart {
  name: string;
  /** Raw deflate data of the part. */
  deflated: Buffer;
  /** The expanded size the zip declares; by default the true one. */
  declaredSize?: number;
}

/** A part from its content, deflated. */
export const part = (name: string, content: string | Buffer, declaredSize?: number): ZipPart => {
  const data = Buffer.from(content);
  return { name, deflated: deflateRawSync(data), declaredSize: declaredSize ?? data.length };
};

const MIB = 1024 * 1024;

/**
 * Deflate data of `head`, then `body` repeated `times` times, then `tail`, built without
 * compressing the repeats: each piece is compressed on its own and ends with a sync flush, so
 * the compressed body can follow itself any number of times.
 */
export function deflatedRepeat(body: string | Buffer, times: number, head = '', tail = ''): Buffer {
  const piece = (data: string | Buffer) => deflateRawSync(Buffer.from(data), { finishFlush: constants.Z_SYNC_FLUSH });
  const block = piece(body);
  return Buffer.concat([piece(head), ...Array.from({ length: times }, () => block), deflateRawSync(Buffer.from(tail))]);
}

/** Deflate data of `mebibytes` MiB of one repeated byte. */
export const repeatedByte = (byte: number, mebibytes: number) => deflatedRepeat(Buffer.alloc(MIB, byte), mebibytes);

/** A zip (deflate, no zip64) of the parts in order. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, declaredSize } of parts) {
    const fileName = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0x00210000, at + 6); // 1980-01-01 00:00
      header.writeUInt32LE(0, at + 10); // CRC-32: not checked by the readers
      header.writeUInt32LE(deflated.length, at + 14);
      header.writeUInt32LE(declaredSize ?? 0, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** The parts of a one-sheet workbook around the sheet part (and the shared strings part, when given). */
export function workbookParts(sheet: ZipPart, sharedStrings?: ZipPart): ZipPart[] {
  return [
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', ROOT_RELS),
    part('xl/workbook.xml', WORKBOOK),
    part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    sheet,
    ...(sharedStrings ? [sharedStrings] : []),
  ];
}

const SHEET_START = '<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** Sheet XML: an optional dimension and rows of cells given as raw `<c>` XML. */
export function sheetXml(rows: { r: number; cells: string }[], dimension?: string): string {
  const rowsXml = rows.map(({ r, cells }) => `<row r="${r}">${cells}</row>`).join('');
  return `${SHEET_START}${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rowsXml}</sheetData></worksheet>`;
}

/** An inline-string cell. */
export const textCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
