/**
 * The one request client of the portal (umi-request). Every service calls the API through
 * it: same-origin credentials, the user's language, 401 -> /login, and errors shown by
 * showType unless a call opts out with `skipErrorHandler`. Also here: the opt-in GET cache
 * (`useCache`) and file export by GET through a hidden form and frame (spec section 7).
 */
import { getIntl, getLocale, history } from '@umijs/max';
import { extend, type RequestOptionsInit } from 'umi-request';
import { message, notification } from '@/components/AppMessages';
import type { StatusEnvelope, SuccessEnvelope } from '../../server/envelopes';
import { BizError, errorDisplay, type ErrorInfo } from '@/utils/errorDisplay';
import { redirectToLogin } from '@/utils/session';

export interface PortalRequestOptions extends RequestOptionsInit {
  /** Rethrow errors untouched and show nothing: the caller handles them. */
  skipErrorHandler?: boolean;
  /**
   * GET only: answer from umi-request's own in-memory cache. umi-request keys an entry by
   * url, params and method, stores only answers with status 200 (any other status, errors
   * included, always goes to the server), keeps each entry `ttl` ms (60000 here, spec
   * section 9) with no size limit, and forgets everything on page reload. Other methods
   * ignore the flag.
   */
  useCache?: boolean;
}

/** Cache lifetime of `useCache` answers (spec section 9). */
export const CACHE_TTL_MS = 60000;

/** Standard envelope of the API (DESIGN.md); a failure adds the error body's fields. */
type Envelope<T> = SuccessEnvelope<T> & ErrorInfo;

function showError(error: unknown): void {
  const display = errorDisplay(error);
  switch (display.mode) {
    case 'silent':
      return;
    case 'warning':
      message.warning(display.message);
      return;
    case 'error':
      message.error(display.message);
      return;
    case 'notification':
      notification.open({ message: display.message, description: display.description });
      return;
    case 'redirect':
      history.push(display.path);
  }
}

const client = extend({
  credentials: 'same-origin',
  timeout: 0,
  ttl: CACHE_TTL_MS,
  maxCache: 0,
  errorHandler(error) {
    const status = (error as { response?: Response }).response?.status;
    // A 401 sends the user to sign in; the message would only flash before the redirect.
    if (status === 401) redirectToLogin();
    else if (!(error.request?.options as PortalRequestOptions | undefined)?.skipErrorHandler) {
      showError(error);
    }
    throw error;
  },
});

/** Methods whose every call must name its content type (the server's cross-site defence). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

client.interceptors.request.use((url, options) => ({
  url,
  options: {
    ...options,
    // A call without data (start a task, publish a notice) still sends JSON: `{}`.
    ...(options.data === undefined && BODY_METHODS.has((options.method ?? 'GET').toUpperCase()) ? { data: {} } : {}),
    headers: { ...options.headers, 'Accept-Language': getLocale() },
  },
}));

export function request<T = unknown>(url: string, options: PortalRequestOptions = {}): Promise<T> {
  return client(url, options) as Promise<T>;
}

/** Calls that answer the standard envelope: data on success, a BizError otherwise. */
export async function requestData<T>(url: string, options: PortalRequestOptions = {}): Promise<T> {
  const body = await request<Envelope<T>>(url, options);
  if (!body.success) {
    const error = new BizError(body);
    if (!options.skipErrorHandler) showError(error);
    throw error;
  }
  return body.data;
}

/** Calls of the status envelope: data when status is 200 and data is present, else reject with msg. */
export async function requestStatusData<T>(url: string, options: PortalRequestOptions = {}): Promise<T> {
  const body = await request<StatusEnvelope<T>>(url, options);
  if (body.status !== 200 || body.data === undefined || body.data === null) {
    throw new Error(body.msg);
  }
  return body.data;
}

/** Name of the hidden frame that receives file exports; created once and reused. */
export const EXPORT_FRAME_NAME = 'fssc-export-frame';

export type ExportParams = Record<string, unknown>;

/** Form values of one param: arrays repeat the key, dates go as ISO text, objects as JSON. */
function formValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(formValues);
  if (value instanceof Date) return [value.toISOString()];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** The error a failed export left in the frame (the server's error body), if any. */
function exportFailure(frame: HTMLIFrameElement): ErrorInfo & { status?: number } | undefined {
  let text: string | null | undefined;
  try {
    text = frame.contentDocument?.body?.textContent;
  } catch {
    return undefined; // Another origin's document: nothing to read.
  }
  if (!text?.trim()) return undefined;
  try {
    const body = JSON.parse(text) as Partial<Envelope<unknown>> & { status?: number; msg?: string };
    if (body && typeof body === 'object' && (body.success === false || body.errorMessage)) {
      return {
        errorCode: body.errorCode,
        errorMessage: body.errorMessage || body.msg,
        showType: body.showType,
        status: body.status,
      };
    }
  } catch {
    // Not JSON: an error page of a proxy or gateway.
  }
  return { errorMessage: getIntl().formatMessage({ id: 'export.failed' }) };
}

function exportFrame(doc: Document): HTMLIFrameElement {
  const found = doc.querySelector<HTMLIFrameElement>(`iframe[name="${EXPORT_FRAME_NAME}"]`);
  if (found) return found;
  const frame = doc.createElement('iframe');
  frame.name = EXPORT_FRAME_NAME;
  frame.title = EXPORT_FRAME_NAME;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  // A download does not replace the frame's document; an error answer does and fires load.
  frame.addEventListener('load', () => {
    if (frame.dataset.pending !== 'true') return;
    delete frame.dataset.pending;
    const failure = exportFailure(frame);
    if (!failure) return;
    if (failure.status === 401) redirectToLogin();
    else showError(new BizError(failure));
  });
  doc.body.appendChild(frame);
  return frame;
}

/**
 * File export by GET (spec section 7): submits a hidden form into a hidden frame, so the
 * browser downloads the file with the session cookie and the page stays where it is. The
 * query of `url` is kept (a GET form would drop it); array values repeat their key. An error
 * answer that lands in the frame is shown like any failed call.
 */
export function exportFile(url: string, params: ExportParams = {}, doc: Document = document): void {
  const frame = exportFrame(doc);
  const at = url.indexOf('?');
  const action = at < 0 ? url : url.slice(0, at);
  const form = doc.createElement('form');
  form.method = 'GET';
  form.action = action;
  form.target = EXPORT_FRAME_NAME;
  form.style.display = 'none';
  const addInput = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  if (at >= 0) new URLSearchParams(url.slice(at + 1)).forEach((value, name) => addInput(name, value));
  Object.entries(params).forEach(([name, value]) => formValues(value).forEach((v) => addInput(name, v)));
  doc.body.appendChild(form);
  frame.dataset.pending = 'true';
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
