import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { fileInfos } from '../../db/repositories/files';
import { apiError } from '../errors';

/** Text the user typed, trimmed; blank text is refused like an empty field, before anything is recorded. */
export function filledText(request: FastifyRequest, text: string, field: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw apiError(request, 400, null, 'field.notEmpty', { field });
  return trimmed;
}

/** The stored screenshot of a feedback without its bytes, or null. */
export async function screenshotOf(db: Database, fileId: number | null) {
  if (fileId === null) return null;
  const [file] = await fileInfos(db, [fileId]);
  return file ? { id: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size } : null;
}

/** The first characters of a text for a message, with an ellipsis when cut. */
export function excerpt(text: string, max = 200): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
