/**
 * The one request client of the portal (umi-request). Every service calls the API through
 * it: same-origin credentials, the user's language, 401 -> /login, and errors shown by
 * showType unless a call opts out with `skipErrorHandler`.
 */
import { getLocale, history } from '@umijs/max';
import { message, notification } from 'antd';
import { extend, type RequestOptionsInit } from 'umi-request';
import { BizError, errorDisplay, type ErrorInfo } from '@/utils/errorDisplay';
import { redirectToLogin } from '@/utils/session';

export interface PortalRequestOptions extends RequestOptionsInit {
  /** Rethrow errors untouched and show nothing: the caller handles them. */
  skipErrorHandler?: boolean;
}

/** Standard envelope of the API (DESIGN.md). */
export interface Envelope<T> extends ErrorInfo {
  success: boolean;
  data: T;
}

/** Envelope of the sign-in family of calls (spec section 7). */
export interface StatusEnvelope<T> {
  status: number;
  msg: string;
  data: T;
}

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
  ttl: 60000,
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

client.interceptors.request.use((url, options) => ({
  url,
  options: { ...options, headers: { ...options.headers, 'Accept-Language': getLocale() } },
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
