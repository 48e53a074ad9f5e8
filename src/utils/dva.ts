/** dva's `put.resolve` (dispatch and wait for the effect to finish), which Umi's effect typings omit. */
import type { AnyAction } from 'redux';

type Put = (action: AnyAction) => unknown;

export function putAndWait(put: Put, action: AnyAction): unknown {
  return (put as Put & { resolve: Put }).resolve(action);
}
