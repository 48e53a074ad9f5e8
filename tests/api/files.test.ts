/** Stored files (server/files): a file is the kind its extension names only when its bytes are. */
import { acceptOf, DOCUMENT_KINDS, FILE_KINDS, type FileKind } from '../../server/files/constants';
import { sizeText } from '../../server/files';
import { contentIs, extensionOf, kindOfName } from '../../server/files/sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** The first bytes of a real file of each kind (and what follows them in such a file). */
const SAMPLES: Record<FileKind, Buffer> = {
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  docx: bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'),
  xlsx: bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....xl/workbook.xml'),
  pptx: bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....ppt/presentation.xml'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  xls: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  ppt: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  zip: bytes([0x50, 0x4b, 0x03, 0x04], '....readme.txt'),
  txt: Buffer.from('结算截止日：每月 25 日\r\n\tThanks\n', 'utf8'),
  csv: Buffer.from('\ufeff工号,姓名\n1001,张三\n', 'utf8'),
};

const WINDOWS_EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode');

test.each(Object.keys(SAMPLES) as FileKind[])('a %s file is recognised by its content', (kind) => {
  expect(contentIs(kind, SAMPLES[kind])).toBe(true);
});

test.each(['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'doc', 'zip', 'txt'] as FileKind[])(
  'a Windows program renamed to .%s is not one',
  (kind) => expect(contentIs(kind, WINDOWS_EXE)).toBe(false),
);

test('an Office package is told from another (a workbook is no document) and from a plain zip', () => {
  expect(contentIs('docx', SAMPLES.xlsx)).toBe(false);
  expect(contentIs('xlsx', SAMPLES.docx)).toBe(false);
  expect(contentIs('docx', SAMPLES.zip)).toBe(false);
  expect(contentIs('zip', SAMPLES.docx)).toBe(true);
});

test('text is UTF-8 without NUL or binary control characters', () => {
  expect(contentIs('txt', Buffer.from('a\u0000b'))).toBe(false);
  expect(contentIs('txt', Buffer.from([0x61, 0x07]))).toBe(false);
  // Not UTF-8: GBK bytes of 中文, and a lone continuation byte.
  expect(contentIs('csv', Buffer.from([0xd6, 0xd0, 0xce, 0xc4]))).toBe(false);
  expect(contentIs('txt', Buffer.from([0x80]))).toBe(false);
  expect(contentIs('txt', SAMPLES.png)).toBe(false);
});

test('short or empty content is no file of any kind but text', () => {
  for (const kind of DOCUMENT_KINDS.filter((k) => k !== 'txt' && k !== 'csv')) {
    expect(contentIs(kind, Buffer.alloc(0))).toBe(false);
    expect(contentIs(kind, SAMPLES[kind].subarray(0, 2))).toBe(false);
  }
});

test('the kind comes from the last extension, in any case, among the allowed kinds only', () => {
  expect(kindOfName('报销指南.PDF', DOCUMENT_KINDS)).toBe('pdf');
  expect(kindOfName('photo.JPG', DOCUMENT_KINDS)).toBe('jpeg');
  expect(kindOfName('report.pdf.exe', DOCUMENT_KINDS)).toBeNull();
  expect(kindOfName('archive.tar.gz', DOCUMENT_KINDS)).toBeNull();
  expect(kindOfName('.pdf', DOCUMENT_KINDS)).toBeNull();
  expect(kindOfName('noextension', DOCUMENT_KINDS)).toBeNull();
  expect(kindOfName('scan.pdf', ['png', 'jpeg'])).toBeNull();
  expect(extensionOf('a.b.C')).toBe('c');
});

test('every kind has a served type and an accept list for forms', () => {
  for (const kind of Object.keys(FILE_KINDS) as FileKind[]) expect(FILE_KINDS[kind].mimeType).toMatch(/^[a-z]+\/[\w.+-]+/);
  expect(acceptOf(['pdf', 'jpeg'])).toBe('.pdf,.jpg,.jpeg');
});

test('sizes read as people write them', () => {
  expect(sizeText(20 * 1024 * 1024)).toBe('20 MB');
  expect(sizeText(5 * 1024 * 1024 + 512 * 1024)).toBe('5.5 MB');
  expect(sizeText(2048)).toBe('2 KB');
  expect(sizeText(12)).toBe('12 B');
});
