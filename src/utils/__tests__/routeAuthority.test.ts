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

  it('may open a page when its authority is granted or absent', () => {
    expect(mayOpen(rules, '/admin/users', { canAdmin: true })).toBe(true);
    expect(mayOpen(rules, '/admin/users', { canAdmin: false })).toBe(false);
    expect(mayOpen(rules, '/admin/reports/x', { canAdmin: true })).toBe(false);
    expect(mayOpen(rules, '/admin/reports/public', {})).toBe(true);
  });

  it('guards the back-office areas with the admin check', () => {
    expect(mayOpen(ROUTE_RULES, '/userManage', { canAdmin: false })).toBe(false);
    expect(mayOpen(ROUTE_RULES, '/userManage/detail', { canAdmin: true })).toBe(true);
    expect(mayOpen(ROUTE_RULES, '/noticeManage', { canAdmin: false })).toBe(true);
  });
});
