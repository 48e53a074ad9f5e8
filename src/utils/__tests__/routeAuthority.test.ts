import { authorityOf, mayOpen, ROUTE_RULES, type RouteRule } from '../routeAuthority';

const rules: RouteRule[] = [
  { path: '/admin', authority: 'canAdmin' },
  { path: '/admin/reports', authority: 'canReport' },
  { path: '/admin/reports/public', authority: null },
];

describe('route authority', () => {
  it('the most specific matching route supplies the requirement', () => {
    expect(authorityOf(rules, '/admin')).toBe('canAdmin');
    expect(authorityOf(rules, '/admin/users')).toBe('canAdmin');
    expect(authorityOf(rules, '/admin/reports/monthly')).toBe('canReport');
    expect(authorityOf(rules, '/admin/reports/public/x')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(authorityOf(rules, '/administrator')).toBeNull();
    expect(authorityOf(rules, '/home')).toBeNull();
  });

  const holding =
    (...held: string[]) =>
    (authority: string) =>
      held.includes(authority);

  it('may open a page when its authority is granted or absent', () => {
    expect(mayOpen(rules, '/admin/users', holding('canAdmin'))).toBe(true);
    expect(mayOpen(rules, '/admin/users', holding())).toBe(false);
    expect(mayOpen(rules, '/admin/reports/x', holding('canAdmin'))).toBe(false);
    expect(mayOpen(rules, '/admin/reports/public', holding())).toBe(true);
  });

  it('guards each back-office area with the view right of its module', () => {
    expect(mayOpen(ROUTE_RULES, '/userManage', holding('canAdmin'))).toBe(false);
    expect(mayOpen(ROUTE_RULES, '/userManage/detail', holding('user:view'))).toBe(true);
    expect(mayOpen(ROUTE_RULES, '/roleManage', holding('user:view'))).toBe(false);
    expect(mayOpen(ROUTE_RULES, '/authorized', holding('role:view'))).toBe(true);
    expect(mayOpen(ROUTE_RULES, '/operationLog', holding('user:view'))).toBe(false);
    expect(mayOpen(ROUTE_RULES, '/noticeManage', holding())).toBe(true);
  });
});
