/**
 * Errors that a caller of a service shows itself. The request client already shows HTTP,
 * network and envelope (`success: false`) errors unless the call opts out with
 * `skipErrorHandler`; status-envelope rejections (`{status, msg}`) reach the caller unshown.
 */
import { BizError, errorInfoOf } from './errorDisplay';

interface ClientError {
  request?: { options?: { skipErrorHandler?: boolean } };
}

function isClientError(error: unknown): error is ClientError {
  return !!error && typeof error === 'object' && 'request' in error && !!(error as ClientError).request;
}

/**
 * The message the caller still has to show for a failed call, or undefined when the request
 * client has shown it already. Pass `skipped` for calls made with `skipErrorHandler`.
 */
export function unshownErrorMessage(error: unknown, skipped = false): string | undefined {
  if (isClientError(error)) {
    if (!skipped && !error.request?.options?.skipErrorHandler) return undefined;
    return errorInfoOf(error)?.errorMessage || (error as Error).message || undefined;
  }
  if (error instanceof BizError) return skipped ? error.message || undefined : undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

export type PasswordField = 'oldPassword' | 'newPassword';

/**
 * Where a failed password change shows its server message: a wrong current password on the
 * current-password field, a policy violation on the new-password field, anything else
 * (server down, unexpected answer) as a general message.
 */
export function passwordErrorOf(error: unknown): { field?: PasswordField; message?: string } {
  const info = errorInfoOf(error);
  const message = info?.errorMessage || unshownErrorMessage(error, true);
  const code = String(info?.errorCode ?? '');
  if (!info?.errorMessage) return { message };
  if (code === 'WRONG_PASSWORD') return { field: 'oldPassword', message };
  if (/PASSWORD/i.test(code) || code === '400' || code === '422') return { field: 'newPassword', message };
  return { message };
}
