/**
 * Loading screens (spec section 2): a full-page screen with a large spinner while the app
 * boots, and the route placeholder "loading..." while a page chunk arrives. The placeholder
 * waits 200 ms before it shows, so a chunk that arrives quickly causes no flash.
 */
import { getIntl, useIntl } from '@umijs/max';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** Spec section 9: dynamic route chunk loading has a 200 ms delay. */
export const ROUTE_LOADING_DELAY_MS = 200;

/**
 * Full-page loading screen. It is also shown before the locale provider is mounted (while
 * the initial state loads), so it reads its one text through getIntl.
 */
export default function PageLoading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={getIntl().formatMessage({ id: 'app.pageLoading' })}
      data-testid="page-loading"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', width: '100%' }}
    >
      <Spin size="large" />
    </div>
  );
}

/** Shown after `delay` ms of waiting, nothing before. */
export function useDelayedVisible(delay: number): boolean {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible;
}

/** The route placeholder (Umi's `src/loading.tsx`): "loading..." after 200 ms. */
export function RouteLoading({ delay = ROUTE_LOADING_DELAY_MS }: { delay?: number }) {
  const intl = useIntl();
  const visible = useDelayedVisible(delay);
  if (!visible) return null;
  return (
    <div role="status" data-testid="route-loading" style={{ padding: 24, textAlign: 'center' }}>
      <Spin size="small" style={{ marginRight: 8 }} />
      {intl.formatMessage({ id: 'app.loading' })}
    </div>
  );
}
