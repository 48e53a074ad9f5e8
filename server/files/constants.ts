/**
 * Plain values of stored files: the kinds an area may accept, by extension, with the type a
 * download is served as. No imports, so forms read them too (an upload's `accept`).
 */

export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], mimeType: 'application/pdf' },
  png: { extensions: ['png'], mimeType: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  gif: { extensions: ['gif'], mimeType: 'image/gif' },
  webp: { extensions: ['webp'], mimeType: 'image/webp' },
  docx: { extensions: ['docx'], mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extensions: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { extensions: ['pptx'], mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  doc: { extensions: ['doc'], mimeType: 'application/msword' },
  xls: { extensions: ['xls'], mimeType: 'application/vnd.ms-excel' },
  ppt: { extensions: ['ppt'], mimeType: 'application/vnd.ms-powerpoint' },
  zip: { extensions: ['zip'], mimeType: 'application/zip' },
  txt: { extensions: ['txt'], mimeType: 'text/plain; charset=utf-8' },
  csv: { extensions: ['csv'], mimeType: 'text/csv; charset=utf-8' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf', ...IMAGE_KINDS, 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'zip', 'txt', 'csv'];

/** The `accept` attribute of an upload taking these kinds, e.g. ".pdf,.png". */
export function acceptOf(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => FILE_KINDS[kind].extensions.map((extension) => `.${extension}`)).join(',');
}

/** Longest stored file name, in characters. */
export const FILE_NAME_MAX = 255;
