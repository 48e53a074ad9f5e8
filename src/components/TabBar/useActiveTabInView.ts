/**
 * Scrolls the tab in front into view when it is not fully visible. Which tabs are fully visible
 * is learnt from an IntersectionObserver, so switching to a tab already in view forces no layout:
 * scrollIntoView lays out the whole page (the pane just shown included) before the frame would.
 * A tab not yet reported on (just opened), or no observer at all, is scrolled to.
 */
import { useEffect, useRef, type RefObject } from 'react';

// Sub-pixel tab widths can leave a fully visible tab a hair under ratio 1.
const FULLY_VISIBLE = 0.99;

/** `tabs`: the open tabs; their elements are observed anew whenever it changes (a tab opened, closed or moved). */
export function useActiveTabInView(listRef: RefObject<HTMLElement>, activeKey: string, tabs: readonly unknown[]): void {
  const inView = useRef(new Set<string>());

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = inView.current;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          const src = (target as HTMLElement).dataset.src;
          if (!src) continue;
          if (intersectionRatio >= FULLY_VISIBLE) seen.add(src);
          else seen.delete(src);
        }
      },
      { root: list, threshold: [FULLY_VISIBLE] },
    );
    for (const tab of Array.from(list.children)) observer.observe(tab);
    return () => {
      observer.disconnect();
      seen.clear();
    };
  }, [listRef, tabs]);

  useEffect(() => {
    if (inView.current.has(activeKey)) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [listRef, activeKey]);
}
