/**
 * Push events inside the page: the shell's event stream (ShellFrame/usePush) announces what
 * changed on the server, and the parts showing it (the message list, the download centre, the
 * notices page) refresh themselves. An event carries only its kind.
 */
import type { PushKind } from '../../server/push/constants';

type Listener = () => void;

const listeners = new Map<PushKind, Set<Listener>>();

/** Calls `listener` on every push of `kind` until the returned function is called. */
export function onPush(kind: PushKind, listener: Listener): () => void {
  let own = listeners.get(kind);
  if (!own) listeners.set(kind, (own = new Set()));
  own.add(listener);
  return () => {
    own.delete(listener);
  };
}

export function emitPush(kind: PushKind): void {
  for (const listener of [...(listeners.get(kind) ?? [])]) listener();
}
