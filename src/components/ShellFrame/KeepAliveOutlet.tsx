/**
 * Renders every open tab's page at once and shows only the active one, so a page keeps its
 * state (form input, table page, scroll, an embedded frame) while another tab is in front.
 * A hidden page keeps the route element, the location and the layout's route context it last
 * had: its hooks (useLocation, useSearchParams, the page container's breadcrumb) go on seeing
 * its own address, not the one in front, and it does not re-render while hidden. A tab switch
 * renders only the pane shown and the pane hidden, and the page shown renders again only when its
 * address, state or what it reads of the layout changed (src/utils/keptPage.ts). Refreshing a tab
 * mounts it anew. A page that keeps its state for it may let go of its DOM and React tree after
 * a while hidden (usePaneRelease); its tab mounts it again when shown.
 */
import { RouteContext as LayoutRouteContext, type RouteContextType } from '@ant-design/pro-components';
import { useLocation, useOutlet } from '@umijs/max';
import { memo, useContext, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { PaneKeepContext, type PaneKeeper } from '@/hooks/usePaneKeep';
import { sameAddress, samePageLayout } from '@/utils/keptPage';
import { srcOfLocation } from '@/utils/pane';
import type { TabPane } from '@/utils/tabs';
import styles from './index.less';
import usePaneRelease from './usePaneRelease';

/** One page as last rendered in front; kept as one object while nothing it shows changed. */
interface KeptPage {
  element: ReactNode;
  location: { location: Location; navigationType: NavigationType };
  layout: RouteContextType;
  guard: Guard;
}

/** Replaces a page the user may not open (route authority). */
type Guard = (pathname: string, page: ReactNode) => ReactNode;

interface Props {
  panes: TabPane[];
  activeKey: string;
  /** Bumped per src by "refresh this tab". */
  generations: Record<string, number>;
  guard: Guard;
}

interface KeptPaneProps {
  src: string;
  visible: boolean;
  page: KeptPage;
  keeper: PaneKeeper;
  /** The page has let go of its DOM (hidden for a while); the pane stays, empty. */
  released: boolean;
}

/** A pane re-renders only when it is shown or hidden, released, or when its page changed. */
const KeptPane = memo(function KeptPane({ src, visible, page, keeper, released }: KeptPaneProps) {
  return (
    // Hidden by its aria-hidden alone (index.less).
    <div
      className={styles.pane}
      aria-hidden={!visible || undefined}
      data-pane={src}
      data-released={released || undefined}
    >
      {!released && (
        <PaneKeepContext.Provider value={keeper}>
          <LocationContext.Provider value={page.location}>
            <LayoutRouteContext.Provider value={page.layout}>
              <ChunkErrorBoundary resetKey={src}>{page.element}</ChunkErrorBoundary>
            </LayoutRouteContext.Provider>
          </LocationContext.Provider>
        </PaneKeepContext.Provider>
      )}
    </div>
  );
});

export default function KeepAliveOutlet({ panes, activeKey, generations, guard }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The layout builds a new route context on every render (every navigation).
  const layout = useContext(LayoutRouteContext);
  const pages = useRef(new Map<string, KeptPage>());
  const current = srcOfLocation(location);

  const kept = pages.current;
  // The current page is the router's latest element (the same component in the same place, so
  // React keeps its state), taken anew only when its address, what it reads of the layout or the
  // guard changed: a tab switch re-renders the shell before the address follows the tab in front,
  // and coming back to a tab is a navigation to an address the page already shows.
  const previous = kept.get(current);
  const unchanged =
    previous && previous.guard === guard && sameAddress(previous.location.location, location) && samePageLayout(previous.layout, layout);
  if (outlet && !unchanged) {
    kept.set(current, {
      element: guard(location.pathname, outlet),
      location: { location, navigationType },
      layout,
      guard,
    });
  }
  // Pages of closed tabs are let go.
  for (const src of kept.keys()) {
    if (src !== current && !panes.some((p) => p.src === src)) kept.delete(src);
  }

  const shown = panes.some((p) => p.src === current) ? panes.map((p) => p.src) : [...panes.map((p) => p.src), current];
  const visible = panes.some((p) => p.src === activeKey) ? activeKey : current;
  const { keeperOf, isReleased } = usePaneRelease(shown, visible, generations);
  return (
    <>
      {shown.map((src) => {
        const page = kept.get(src);
        return page ? (
          <KeptPane
            key={`${src}#${generations[src] ?? 0}`}
            src={src}
            visible={src === visible}
            page={page}
            keeper={keeperOf(src)}
            released={isReleased(src)}
          />
        ) : null;
      })}
    </>
  );
}
