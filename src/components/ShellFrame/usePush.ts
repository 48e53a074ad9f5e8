/**
 * The shell's event stream (GET /api/push/stream, server-sent events): once the shell is ready,
 * a notice event fetches the popup's notice and the unread total, a message event the total;
 * every event is passed on to the parts of the page that listen for it (src/utils/pushEvents).
 * The browser reconnects a lost stream by itself; the 60 s poll of the total stays as the
 * fallback. Without EventSource (tests, old browsers) nothing is opened.
 */
import { useDispatch } from '@umijs/max';
import { useEffect } from 'react';
import { PUSH_KINDS, PUSH_STREAM_PATH, type PushKind } from '../../../server/push/constants';
import { emitPush } from '@/utils/pushEvents';

/** The model effects a push of each kind runs. */
export const PUSH_ACTIONS: Record<PushKind, string[]> = {
  notice: ['menu/fetchNotice', 'menu/fetchNoticeTotalNumber'],
  message: ['menu/fetchNoticeTotalNumber'],
  export: [],
  dict: [],
};

export function usePush(ready: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(PUSH_STREAM_PATH);
    for (const kind of PUSH_KINDS) {
      source.addEventListener(kind, () => {
        for (const type of PUSH_ACTIONS[kind]) dispatch({ type });
        emitPush(kind);
      });
    }
    return () => source.close();
  }, [ready, dispatch]);
}
