/**
 * The cases of the request demo (spec section 8) and how an outcome is described: pure, so what
 * the page says about an answer is tested without a server.
 */
import { errorDisplay, errorInfoOf, type ErrorDisplay } from '@/utils/errorDisplay';
import { GALLERY_DELAY_DEFAULT_MS } from '../../../../server/plugins/gallery/constants';

export const REQUEST_CASES = [
  'success',
  'business',
  'noInfo',
  'silent',
  'warning',
  'error',
  'notification',
  'redirect',
  'http',
  'timeout',
  'network',
  'cancel',
  'skip',
] as const;
export type RequestCase = (typeof REQUEST_CASES)[number];

/** The client's timeout in the timeout case: well under the server's delay, so it always fires. */
export const TIMEOUT_MS = 300;
export const SLOW_MS = GALLERY_DELAY_DEFAULT_MS;

export type Outcome =
  | { ok: true; data: unknown }
  | {
      ok: false;
      /** The error's class: BizError, ResponseError, RequestError, TypeError, AbortError… */
      name: string;
      /** umi-request's kind of failure (HttpError, Timeout), when it gives one. */
      type?: string;
      message: string;
      status?: number;
      errorCode?: string | number;
      showType?: number;
      /** What the request client showed the user. */
      shown: ErrorDisplay['mode'] | 'nothing';
    };

/** An outcome of a call: its data, or what the error was and what the client showed for it. */
export function outcomeOf(result: { data: unknown } | { error: unknown }, skipped = false): Outcome {
  if ('data' in result) return { ok: true, data: result.data };
  const error = result.error as { name?: string; type?: string; message?: string; response?: { status?: number } } | null;
  const info = errorInfoOf(result.error);
  return {
    ok: false,
    name: error?.name ?? 'Error',
    ...(error?.type && { type: error.type }),
    message: error?.message ?? '',
    ...(error?.response?.status !== undefined && { status: error.response.status }),
    ...(info?.errorCode !== undefined && { errorCode: info.errorCode }),
    ...(info?.showType !== undefined && { showType: info.showType }),
    shown: skipped ? 'nothing' : errorDisplay(result.error).mode,
  };
}
