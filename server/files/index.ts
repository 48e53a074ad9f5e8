import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../db/repositories/files';
import { apiError } from '../plugins/errors';
import { FILE_KINDS, FILE_NAME_MAX, type FileKind } from './constants';
import { contentIs, extensionOf, kindOfName } from './sniff';

/*
 * Stored files for every area: raw uploads checked by their content, and downloads that a
 * browser can only save, never run or render in the portal's origin.
 *
 * An upload is the file itself as the request body (`application/octet-stream`), its name in the
 * query (`?fileName=`): no multipart parsing, one file per request, and the size is known from
 * Content-Length before a byte is read.
 */

const OCTET_STREAM = 'application/octet-stream';

/** The file name a request names, for messages before the query is validated. */
function namedFile(request: FastifyRequest): string {
  const name = (request.query as { fileName?: unknown } | undefined)?.fileName;
  return typeof name === 'string' ? name.slice(0, FILE_NAME_MAX) : '';
}

/** "20 MB", "512 KB": a limit as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/**
 * Makes the routes of this plugin take raw uploads of up to `maxBytes`: the body arrives as a
 * Buffer. A larger declared size is refused before reading with a message naming the file.
 */
export function acceptFileUploads(app: FastifyInstance, maxBytes: number): void {
  app.addHook('preParsing', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith(OCTET_STREAM)) return;
    const declared = Number(request.headers['content-length']);
    if (declared > maxBytes) throw apiError(request, 413, 'FILE_TOO_LARGE', 'file.tooLarge', { file: namedFile(request), limit: sizeText(maxBytes) });
  });
  app.addContentTypeParser(OCTET_STREAM, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
}

export interface UploadRules {
  maxBytes: number;
  allowed: readonly FileKind[];
}

/**
 * Checks an uploaded file against the rules; answers its kind and the type it is served as, or
 * throws a 400 naming the file and the rule it breaks.
 */
export function checkUpload(request: FastifyRequest, bytes: Buffer, fileName: string, rules: UploadRules): { kind: FileKind; mimeType: string } {
  const file = fileName.slice(0, FILE_NAME_MAX);
  if (!file.trim()) throw apiError(request, 400, null, 'file.nameRequired');
  if (bytes.length === 0) throw apiError(request, 400, 'FILE_EMPTY', 'file.empty', { file });
  if (bytes.length > rules.maxBytes) throw apiError(request, 413, 'FILE_TOO_LARGE', 'file.tooLarge', { file, limit: sizeText(rules.maxBytes) });
  const kind = kindOfName(file, rules.allowed);
  if (!kind) {
    const allowed = rules.allowed.flatMap((k) => FILE_KINDS[k].extensions.map((e) => `.${e}`)).join(' ');
    throw apiError(request, 400, 'FILE_TYPE', 'file.typeNotAllowed', { file, allowed });
  }
  if (!contentIs(kind, bytes)) throw apiError(request, 400, 'FILE_CONTENT', 'file.contentMismatch', { file, extension: extensionOf(file) });
  return { kind, mimeType: FILE_KINDS[kind].mimeType };
}

/**
 * Content-Disposition of a download (RFC 6266): an ASCII `filename` for old clients (other
 * characters, in runs, become _) and the real name, UTF-8 and percent-encoded (RFC 5987), in `filename*`.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/(?:[^\x20-\x7e]|["\\])+/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Answers a stored file as a download: saved, never sniffed into something the browser runs, never cached. */
export function sendFile(reply: FastifyReply, file: Pick<StoredFile, 'fileName' | 'mimeType' | 'content'>): FastifyReply {
  return reply
    .type(file.mimeType)
    .header('content-disposition', attachment(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
