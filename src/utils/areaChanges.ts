/**
 * "Something of this area changed", between the open tabs of one area: a page that saved,
 * deleted or ticked something announces it; the list and detail tabs, which stay open in the
 * background, reload when they hear it. A page that already shows the change passes itself as
 * the source and does not reload for it.
 */
import { useEffect, useRef } from 'react';

const eventOf = (area: string) => `fssc:${area}-changed`;

export function announceChange(area: string, source?: object): void {
  window.dispatchEvent(new CustomEvent(eventOf(area), { detail: source }));
}

/** Runs `reload` whenever something of the area changed elsewhere (by another source than `self`). */
export function useAreaChanged(area: string, reload: () => void, self?: object): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = (event: Event) => {
      if (self === undefined || (event as CustomEvent).detail !== self) latest.current();
    };
    const event = eventOf(area);
    window.addEventListener(event, listener);
    return () => window.removeEventListener(event, listener);
  }, [area, self]);
}
