import { LAYOUT_ROUTE_ID, layoutRouteOf, type LayoutRoute } from '../layoutRoute';

// Client routes as Umi builds them: the layout route holds the pages, a nested layout and a
// wrapper; `originPath` is the address as written before Umi adjusted it.
const page = (id: string, path: string, extra: Partial<LayoutRoute> = {}): LayoutRoute => ({ id, path, ...extra });
function clientRoutes(): LayoutRoute[] {
  const wrapped = [page('report', 'report', { originPath: '/report' })];
  const nested = [page('nested/a', 'a')];
  const children = [
    page('home', 'home'),
    page('wrapper', '', { isWrapper: true, routes: wrapped, children: wrapped }),
    page('inner-layout', '', { isLayout: true, routes: nested, children: nested }),
    page('parent', 'parent', { children: [page('parent/child', 'child')], routes: [page('parent/child', 'child')] }),
  ];
  return [page('login', '/login'), page(LAYOUT_ROUTE_ID, '/', { isLayout: true, children, routes: children })];
}

describe('layoutRouteOf', () => {
  it("gives the layout's route with wrappers and nested layouts lifted, as Umi's layout plugin does", () => {
    const route = layoutRouteOf(clientRoutes())!;
    expect(route.id).toBe(LAYOUT_ROUTE_ID);
    expect(route.children!.map((child) => [child.id, child.path])).toEqual([
      ['home', 'home'],
      ['report', '/report'],
      ['nested/a', 'a'],
      ['parent', 'parent'],
    ]);
    expect(route.routes).toBe(route.children);
    expect(route.children![3].children!.map((child) => child.id)).toEqual(['parent/child']);
  });

  it('leaves the client routes as they were', () => {
    const routes = clientRoutes();
    const before = JSON.stringify(routes);
    layoutRouteOf(routes);
    expect(JSON.stringify(routes)).toBe(before);
  });

  it('gives nothing without the layout', () => {
    expect(layoutRouteOf([page('login', '/login')])).toBeUndefined();
  });
});
