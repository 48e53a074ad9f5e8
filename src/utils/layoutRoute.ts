/**
 * The route tree ProLayout is given, built once from Umi's client routes. Umi's layout plugin
 * builds a new tree on every render, that is on every navigation, and ProLayout then rebuilds
 * its whole menu data (about 20 ms per tab switch with this app's routes). The tree is the one
 * the plugin builds: below the layout's route, nested layouts and wrappers give way to their
 * routes, and a route's `originPath` is its path. No route here carries an access code, so the
 * plugin marks none unaccessible.
 */
export const LAYOUT_ROUTE_ID = 'ant-design-pro-layout';

export interface LayoutRoute {
  id?: string;
  path?: string;
  originPath?: string;
  isLayout?: boolean;
  isWrapper?: boolean;
  children?: LayoutRoute[];
  routes?: LayoutRoute[];
}

function lift(routes: LayoutRoute[]): LayoutRoute[] {
  return routes.flatMap((route) => {
    if ((route.isLayout && route.id !== LAYOUT_ROUTE_ID) || route.isWrapper) return lift(route.routes ?? []);
    const lifted: LayoutRoute = { ...route, path: route.originPath || route.path };
    if (route.children) {
      lifted.children = lift(route.children);
      lifted.routes = lifted.children;
    }
    return [lifted];
  });
}

/** The layout's route with its pages, as ProLayout reads them; undefined without the layout. */
export function layoutRouteOf(clientRoutes: LayoutRoute[]): LayoutRoute | undefined {
  return lift(clientRoutes.filter((route) => route.id === LAYOUT_ROUTE_ID))[0];
}
