/**
 * How a failed call is shown to the user (spec sections 4 and 8). Pure: the request client
 * turns the answer into antd messages, notifications or a redirect.
 */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

export interface ErrorInfo {
  errorCode?: string | number;
  errorMessage?: string;
  showType?: ErrorShowType;
}

export const DEFAULT_ERROR_MESSAGE = 'Request error, please retry.';

export type ErrorDisplay =
  | { mode: 'silent' }
  | { mode: 'warning' | 'error'; message: string }
  | { mode: 'notification'; message: string; description: string }
  | { mode: 'redirect'; path: string };

/** Business error: an answer whose envelope says success false. */
export class BizError extends Error {
  readonly info: ErrorInfo;
  constructor(info: ErrorInfo) {
    super(info.errorMessage);
    this.name = 'BizError';
    this.info = info;
  }
}

/** The error info an error carries: a BizError's own, or the error body of a non-2xx answer. */
export function errorInfoOf(error: unknown): ErrorInfo | undefined {
  if (error instanceof BizError) return error.info;
  const data = (error as { data?: unknown } | null)?.data;
  if (data && typeof data === 'object' && 'errorMessage' in data) {
    const { errorCode, errorMessage, showType } = data as ErrorInfo;
    return { errorCode, errorMessage, showType };
  }
  return undefined;
}

export function exceptionPath(info: ErrorInfo): string {
  const query = new URLSearchParams({
    errorCode: String(info.errorCode ?? ''),
    errorMessage: info.errorMessage ?? '',
  });
  return `/exception?${query.toString()}`;
}

export function errorDisplay(error: unknown): ErrorDisplay {
  const info = errorInfoOf(error);
  if (!info) {
    const message = (error as Error | null)?.message || DEFAULT_ERROR_MESSAGE;
    return { mode: 'error', message };
  }
  const message = info.errorMessage || DEFAULT_ERROR_MESSAGE;
  switch (info.showType) {
    case ErrorShowType.SILENT:
      return { mode: 'silent' };
    case ErrorShowType.WARN_MESSAGE:
      return { mode: 'warning', message };
    case ErrorShowType.NOTIFICATION:
      return { mode: 'notification', message: String(info.errorCode ?? ''), description: message };
    case ErrorShowType.REDIRECT:
      return { mode: 'redirect', path: exceptionPath(info) };
    case ErrorShowType.ERROR_MESSAGE:
    default:
      return { mode: 'error', message };
  }
}
