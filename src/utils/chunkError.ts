/**
 * Page chunks (spec sections 8 and 9): a page's script or stylesheet chunk can fail to load
 * (network error, 404 after a new release, the 120 s timeout). Such a failure is worth a
 * retry; any other error in a page is a bug of the page. Pure: the error boundary decides
 * what to show from the classification.
 */

/** Webpack's chunk load timeout (output.chunkLoadTimeout in .umirc.ts), spec section 9. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type LoadErrorKind = 'chunk' | 'css-chunk' | 'other';

/** Why webpack gave up on a chunk: its `error.type` ('missing' is a 404 or an empty answer). */
export type ChunkFailureReason = 'timeout' | 'missing' | 'error' | 'unknown';

export interface LoadErrorClassification {
  kind: LoadErrorKind;
  reason?: ChunkFailureReason;
  /** The chunk id webpack named, when the message carries one. */
  chunkId?: string;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  type?: unknown;
}

/** Script chunk (webpack): `Loading chunk 12 failed.\n(timeout: https://.../12.js)`. */
const SCRIPT_CHUNK = /Loading chunk (\S+) failed/i;
/** Stylesheet chunk (mini-css-extract-plugin): `Loading CSS chunk 12 failed.\n(https://.../12.css)`. */
const CSS_CHUNK = /Loading CSS chunk (\S+) failed/i;
/** Native dynamic import (Chrome, Firefox, Safari wording), for ESM builds. */
const DYNAMIC_IMPORT = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

function reasonOf(type: unknown): ChunkFailureReason {
  return type === 'timeout' || type === 'missing' || type === 'error' ? type : 'unknown';
}

export function classifyLoadError(error: unknown): LoadErrorClassification {
  if (!error || (typeof error !== 'object' && typeof error !== 'string')) return { kind: 'other' };
  const e: ErrorLike = typeof error === 'string' ? { message: error } : (error as ErrorLike);
  const message = typeof e.message === 'string' ? e.message : '';

  const css = CSS_CHUNK.exec(message);
  if (e.code === 'CSS_CHUNK_LOAD_FAILED' || css) {
    return { kind: 'css-chunk', reason: reasonOf(e.type), chunkId: css?.[1] };
  }
  const script = SCRIPT_CHUNK.exec(message);
  if (e.name === 'ChunkLoadError' || script) {
    return { kind: 'chunk', reason: reasonOf(e.type), chunkId: script?.[1]?.replace(/\.$/, '') };
  }
  if (DYNAMIC_IMPORT.test(message)) return { kind: 'chunk', reason: 'unknown' };
  return { kind: 'other' };
}

/** True for a failed script or stylesheet chunk: the page can be fetched again. */
export function isChunkLoadError(error: unknown): boolean {
  return classifyLoadError(error).kind !== 'other';
}

/** The text of any thrown value, for the generic error screen. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  const message = (error as ErrorLike | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
