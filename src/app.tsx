/** Runtime configuration: initial state (the signed-in user) and the ProLayout shell. */
import { getDvaApp, getIntl, type RunTimeLayoutConfig } from '@umijs/max';
import { App } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppMessagesHolder } from '@/components/AppMessages/Holder';
import type { PortalSettings } from '../config/defaultSettings';
import ChunkErrorBoundary, { AppChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { NoAccessResult, NotFoundResult } from '@/components/ErrorResult';
import PageLoading from '@/components/PageLoading';
import { fetchCurrentUser, type CurrentUser } from '@/services/auth';
import { HOME_ALIAS_ROUTE } from '@/utils/homeAlias';
import { layoutRouteOf, type LayoutRoute } from '@/utils/layoutRoute';
import { layoutTheme } from '@/utils/layoutTheme';
import { onSignOutElsewhere } from '@/utils/crossTab';
import { rememberLazyLoaders } from '@/utils/lazyRetry';
import { isLoginPage, redirectToLogin } from '@/utils/session';
import { StorageKeys, writeJSON } from '@/utils/storage';

// The shell loads with the layout, not in the first script: the login page does not need it.
const ShellFrame = lazy(() => import('@/components/ShellFrame'));
const SideMenu = lazy(() => import('@/components/SideMenu'));

// Signing out in one browser tab signs out the others.
onSignOutElsewhere(() => redirectToLogin());

/** Before the first render: remember every page's chunk loader so "retry" can load it again. */
export function patchRoutes({ routeComponents }: { routeComponents: Record<string, unknown> }) {
  rememberLazyLoaders(routeComponents);
}

// ProLayout's route tree and menu options, built once: given anew on each navigation, ProLayout
// rebuilds its menu data every time (src/utils/layoutRoute.ts).
let layoutRoute: LayoutRoute | undefined;
const LAYOUT_MENU = { locale: true };

/** `/@index` leads home (src/utils/homeAlias.tsx). */
export function patchClientRoutes({ routes }: { routes: LayoutRoute[] }) {
  routes.unshift(HOME_ALIAS_ROUTE);
  layoutRoute = layoutRouteOf(routes);
}

/** A failed layout chunk gets the retry screen instead of a blank page. */
export function rootContainer(container: ReactNode) {
  return <AppChunkErrorBoundary>{container}</AppChunkErrorBoundary>;
}

/**
 * Every page inside antd's <App>, below the theme and language providers: messages, notifications
 * and confirmations come from its context (src/components/AppMessages). It adds no element of its
 * own, so the layout is unchanged.
 */
export function innerProvider(container: ReactNode) {
  return (
    <App component={false}>
      <AppMessagesHolder />
      {container}
    </App>
  );
}

export interface InitialState {
  settings: PortalSettings;
  currentUser?: CurrentUser;
  /** Side menu collapsed: mirrored from the global and app models by the shell. */
  collapsed?: boolean;
}

export async function getInitialState(): Promise<InitialState> {
  const settings = PORTAL_SETTINGS;
  // The login page draws at once and asks nothing of the server: signing in reloads the app.
  if (isLoginPage()) return { settings };
  try {
    const currentUser = await fetchCurrentUser();
    writeJSON(StorageKeys.currentUser, currentUser);
    return { settings, currentUser };
  } catch {
    // Not signed in: the request client has already sent the browser to /login.
    return { settings };
  }
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const signedIn = Boolean(initialState?.currentUser);
  return {
    ...layoutTheme(initialState?.settings ?? PORTAL_SETTINGS),
    route: layoutRoute,
    menu: LAYOUT_MENU,
    // The product's short name in the user's language (a change of language reloads the app).
    title: getIntl().formatMessage({ id: 'app.brand', defaultMessage: PORTAL_SETTINGS.title }),
    // Without a user there is no shell: the login page stands alone.
    pure: !signedIn,
    collapsed: Boolean(initialState?.collapsed),
    onCollapse: (collapsed: boolean) =>
      getDvaApp()._store.dispatch({ type: 'global/changeLayoutCollapsed', payload: collapsed }),
    collapsedButtonRender: false,
    menuContentRender: (props) => (
      <Suspense fallback={null}>
        <SideMenu collapsed={Boolean(props.collapsed)} />
      </Suspense>
    ),
    rightContentRender: false,
    // The shell's header and tab bar run edge to edge; pages bring their own padding.
    contentStyle: { padding: 0 },
    childrenRender: (page) =>
      signedIn ? (
        <Suspense fallback={<PageLoading />}>
          <ShellFrame />
        </Suspense>
      ) : (
        <ChunkErrorBoundary>{page}</ChunkErrorBoundary>
      ),
    unAccessible: <NoAccessResult />,
    noFound: <NotFoundResult />,
    onPageChange: () => {
      if (!signedIn) redirectToLogin();
    },
  };
};
