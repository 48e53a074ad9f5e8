import { authorityOf, mayOpen, routeRules, type RouteRule } from '../routeAuthority';

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

  it('derives the rules from the menu data: a page of a module needs its view right', () => {
    const pages = { '/userManage': 'user', '/authorized': 'role', '/roleManage': 'role' };
    const derived = routeRules(pages);
    expect(derived).toEqual([
      { path: '/userManage', authority: 'user:view' },
      { path: '/authorized', authority: 'role:view' },
      { path: '/roleManage', authority: 'role:view' },
    ]);
    expect(mayOpen(derived, '/userManage/detail', holding('user:view'))).toBe(true);
    expect(mayOpen(derived, '/roleManage', holding('user:view'))).toBe(false);
    expect(mayOpen(derived, '/authorized', holding('role:view'))).toBe(true);
    // A page of no module is open to every signed-in user.
    expect(mayOpen(derived, '/noticeManage', holding())).toBe(true);
    expect(routeRules({})).toEqual([]);
  });
});
