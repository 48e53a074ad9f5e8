/**
 * "The to-dos changed": a page that saved, deleted or ticked something tells the list and detail
 * tabs, which stay open in the background and reload when they hear it. A page that already
 * shows the change passes itself as the source and does not reload for it.
 */
import { useEffect, useRef } from 'react';

const EVENT = 'fssc:todos-changed';

export function todosChanged(source?: object): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: source }));
}

/** Runs `reload` whenever a to-do was changed elsewhere (by another source than `self`). */
export function useTodosChanged(reload: () => void, self?: object): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = (event: Event) => {
      if (self === undefined || (event as CustomEvent).detail !== self) latest.current();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [self]);
}
