/**
 * "The notices changed": the edit page tells the list and detail tabs, which stay open in the
 * background and reload when they hear it.
 */
import { useEffect, useRef } from 'react';

const EVENT = 'fssc:notices-changed';

export function noticesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Runs `reload` whenever a notice was saved, published, withdrawn or deleted elsewhere. */
export function useNoticesChanged(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
