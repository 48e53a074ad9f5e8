/**
 * Renders every open tab's page at once and shows only the active one, so a page keeps its
 * state (form input, table page, scroll, an embedded frame) while another tab is in front.
 * A hidden page keeps the route element and the location it last had: its hooks
 * (useLocation, useSearchParams) go on seeing its own address, not the one in front.
 * Refreshing a tab mounts it anew.
 */
import { useLocation, useOutlet } from '@umijs/max';
import { useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { srcOfLocation } from '@/utils/pane';
import type { TabPane } from '@/utils/tabs';
import styles from './index.less';

interface KeptPage {
  element: ReactNode;
  /** Kept as one object while the page's address is unchanged, so hidden pages do not re-render. */
  context: { location: Location; navigationType: NavigationType };
}

interface Props {
  panes: TabPane[];
  activeKey: string;
  /** Bumped per src by "refresh this tab". */
  generations: Record<string, number>;
  /** Replaces a page the user may not open (route authority). */
  guard: (pathname: string, page: ReactNode) => ReactNode;
}

export default function KeepAliveOutlet({ panes, activeKey, generations, guard }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const pages = useRef(new Map<string, KeptPage>());
  const current = srcOfLocation(location);

  const kept = pages.current;
  // The current page is always the router's latest element: the same component in the same
  // place, so React keeps its state.
  if (outlet) {
    const previous = kept.get(current)?.context;
    const context = previous?.location === location ? previous : { location, navigationType };
    kept.set(current, { element: guard(location.pathname, outlet), context });
  }
  // Pages of closed tabs are let go.
  for (const src of kept.keys()) {
    if (src !== current && !panes.some((p) => p.src === src)) kept.delete(src);
  }

  const shown = panes.some((p) => p.src === current) ? panes.map((p) => p.src) : [...panes.map((p) => p.src), current];
  const visible = panes.some((p) => p.src === activeKey) ? activeKey : current;
  return (
    <>
      {shown.map((src) => {
        const page = kept.get(src);
        if (!page) return null;
        return (
          <div
            key={`${src}#${generations[src] ?? 0}`}
            className={styles.pane}
            style={src === visible ? undefined : { display: 'none' }}
            data-pane={src}
          >
            <LocationContext.Provider value={page.context}>
              <ChunkErrorBoundary resetKey={src}>{page.element}</ChunkErrorBoundary>
            </LocationContext.Provider>
          </div>
        );
      })}
    </>
  );
}
