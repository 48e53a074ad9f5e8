import { FILE_KINDS, type FileKind } from './constants';

/*
 * What a file's bytes are, by their signature ("magic bytes"), never by what the client says.
 * A file is taken as the kind its extension names only when its content is that kind: an .exe
 * renamed .pdf has no PDF header and is refused.
 */

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** Compound File Binary: the container of legacy Word, Excel and PowerPoint files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isZip = (bytes: Buffer) => startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP);

/** An Office Open XML package: a zip holding [Content_Types].xml and the part folder of its application. */
const isOfficePackage = (bytes: Buffer, folder: string) =>
  startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes(folder);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text (a BOM allowed) without NUL or other control characters than tab, line breaks and form feed. */
function isText(bytes: Buffer): boolean {
  try {
    strictUtf8.decode(bytes);
  } catch {
    return false;
  }
  for (const byte of bytes) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
}

const MATCHES: Record<FileKind, (bytes: Buffer) => boolean> = {
  pdf: (bytes) => startsWith(bytes, '%PDF-'),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes) => startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a'),
  webp: (bytes) => startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8),
  docx: (bytes) => isOfficePackage(bytes, 'word/'),
  xlsx: (bytes) => isOfficePackage(bytes, 'xl/'),
  pptx: (bytes) => isOfficePackage(bytes, 'ppt/'),
  doc: (bytes) => startsWith(bytes, OLE),
  xls: (bytes) => startsWith(bytes, OLE),
  ppt: (bytes) => startsWith(bytes, OLE),
  zip: isZip,
  txt: isText,
  csv: isText,
};

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The kind among `allowed` that the file name's extension names, or null. */
export function kindOfName(fileName: string, allowed: readonly FileKind[]): FileKind | null {
  const extension = extensionOf(fileName);
  return allowed.find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension)) ?? null;
}

/** Whether the bytes are a file of `kind`. */
export function contentIs(kind: FileKind, bytes: Buffer): boolean {
  return MATCHES[kind](bytes);
}
