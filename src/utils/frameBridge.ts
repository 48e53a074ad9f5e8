/**
 * The frame bridge (spec section 5): an embedded page asks the shell to act by posting
 * `{ method, params }`, where method names a shell function and params is an array of its
 * arguments. Anything else, or a frame from an origin not allowed, is logged and ignored.
 */
export interface FrameMessage {
  method: string;
  params: unknown[];
}

export type ShellFunctions = Record<string, (...params: any[]) => unknown>;

export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[], ownOrigin: string): boolean {
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

/** Calls the named shell function and answers true, or logs why not and answers false. */
export function dispatchFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  functions: ShellFunctions,
  allowedOrigins: readonly string[],
  ownOrigin: string,
  log: Pick<Console, 'error'> = console,
): boolean {
  if (!isAllowedOrigin(event.origin, allowedOrigins, ownOrigin)) {
    log.error(`frame message from ${event.origin} ignored: origin not allowed`);
    return false;
  }
  const data = event.data as Partial<FrameMessage> | null;
  const method = data?.method;
  if (typeof method !== 'string' || !Object.prototype.hasOwnProperty.call(functions, method)) {
    log.error(`frame message ignored: ${String(method)} is not a shell function`);
    return false;
  }
  if (!Array.isArray(data?.params)) {
    log.error(`frame message ignored: params of ${method} must be an array`);
    return false;
  }
  functions[method](...data!.params);
  return true;
}
