import type { RouteContextType } from '@ant-design/pro-components';
import { sameAddress, samePageLayout } from '../keptPage';

const address = { pathname: '/userManage', search: '?n=2', hash: '', state: { from: 'menu' } };

describe('sameAddress', () => {
  it('holds for another navigation to the same address and state', () => {
    expect(sameAddress(address, { ...address, state: { from: 'menu' } })).toBe(true);
  });

  it.each([
    ['path', { pathname: '/roleManage' }],
    ['query', { search: '?n=3' }],
    ['hash', { hash: '#top' }],
    ['state', { state: { from: 'link' } }],
  ])('fails when the %s differs', (_, change) => {
    expect(sameAddress(address, { ...address, ...change })).toBe(false);
  });
});

describe('samePageLayout', () => {
  const setHasPageContainer = jest.fn();
  const crumbs = [
    { linkPath: '/', title: 'Home' },
    { linkPath: '/userManage', title: 'Users' },
  ];
  // What ProLayout gives on a render: its props and render functions are new every time.
  const context = (change: Partial<RouteContextType> = {}) =>
    ({
      title: 'Users',
      collapsed: false,
      isMobile: false,
      siderWidth: 256,
      hasSiderMenu: true,
      setHasPageContainer,
      currentMenu: { key: '/userManage', path: '/userManage' },
      breadcrumb: { items: crumbs.map((crumb) => ({ ...crumb })), itemRender: () => null },
      menuItemRender: () => null,
      location: { pathname: '/userManage' },
      ...change,
    }) as RouteContextType;

  it('holds for a new context saying the same to the page', () => {
    expect(samePageLayout(context(), context())).toBe(true);
  });

  it.each([
    ['the menu is folded', { collapsed: true }],
    ['the title changed', { title: 'Roles' }],
    ['the sider width changed', { siderWidth: 208 }],
    ['the current menu differs', { currentMenu: { key: '/roleManage', path: '/roleManage' } }],
    ['a crumb says something else', { breadcrumb: { items: [crumbs[0], { linkPath: '/userManage', title: 'People' }] } }],
    ['there are fewer crumbs', { breadcrumb: { items: [crumbs[0]] } }],
    ['there are no crumbs', { breadcrumb: { items: undefined } }],
  ])('fails when %s', (_, change) => {
    expect(samePageLayout(context(), context(change as Partial<RouteContextType>))).toBe(false);
  });
});
