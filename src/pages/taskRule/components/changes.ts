/**
 * "The rules changed": a page that saved, enabled or deleted a rule tells the list and detail
 * tabs, which stay open in the background and reload when they hear it.
 */
import { useEffect, useRef } from 'react';

const EVENT = 'fssc:task-rules-changed';

export function rulesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Runs `reload` whenever a rule was changed elsewhere. */
export function useRulesChanged(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
