import { adminTree, menuNode } from '../../../tests/unit/fixtures/shell';
import { isRedirectRoute, menuItemAt, paneSrcOf, routeOfSrc, routeToFollowTab, srcOfLocation } from '../pane';

describe('panes and locations', () => {
  it('a location is kept as its hash address, normalised', () => {
    expect(srcOfLocation({ pathname: '/userManage', search: '?a=1?b=2' })).toBe('/#/userManage?a=1&b=2');
    expect(srcOfLocation({ pathname: '/home' })).toBe('/#/home');
  });

  it('pane addresses map back to router paths', () => {
    expect(routeOfSrc('/#/userManage?a=1')).toBe('/userManage?a=1');
    expect(routeOfSrc('/userManage')).toBe('/userManage');
    expect(routeOfSrc('https://erp.example/x')).toBe('/frame?url=https%3A%2F%2Ferp.example%2Fx');
    expect(routeOfSrc('/frame-demo.html')).toBe('/frame?url=%2Fframe-demo.html');
  });

  it('any src names one pane address', () => {
    expect(paneSrcOf('/#/a?x=1?y=2')).toBe('/#/a?x=1&y=2');
    expect(paneSrcOf('/a')).toBe('/#/a');
    expect(paneSrcOf('https://erp.example/x')).toBe('/#/frame?url=https%3A%2F%2Ferp.example%2Fx');
  });

  it('finds the menu item of a route, framed ones included', () => {
    const framed = menuNode(9, 'ERP', [], 'https://erp.example/x');
    const menus = [...adminTree, framed];
    expect(menuItemAt(menus, '/userManage')?.id).toBe(2);
    expect(menuItemAt(menus, '/frame?url=https%3A%2F%2Ferp.example%2Fx')?.id).toBe(9);
    expect(menuItemAt(menus, '/nowhere')).toBeUndefined();
  });
});

describe('redirect routes', () => {
  it('/ and /@index only lead to the workbench', () => {
    expect(isRedirectRoute('/')).toBe(true);
    expect(isRedirectRoute('/@index')).toBe(true);
    expect(isRedirectRoute('/home')).toBe(false);
  });

  it('the router follows the tab in front, except at boot where the address wins', () => {
    const notices = { pathname: '/noticeManage' };
    // Boot: tabs restored with home in front, the addressed page's tab being added.
    expect(routeToFollowTab('/#/home', notices, true)).toBeNull();
    // Later: the user brings another tab to the front.
    expect(routeToFollowTab('/#/home', notices, false)).toBe('/home');
    expect(routeToFollowTab('/#/noticeManage', notices, false)).toBeNull();
    expect(routeToFollowTab('/#/userManage', { pathname: '/' }, false)).toBeNull();
  });
});
