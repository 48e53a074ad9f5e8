import {
  addPane,
  activeMenuOf,
  closePanes,
  homePane,
  homeTitle,
  paneTitle,
  restoreTabs,
  initTabs,
  removePane,
  setSubRoute,
  shouldShowTabArrow,
  TAB_ARROW_MARGIN,
  updateHome,
  type TabsState,
} from '../tabs';

const log = { error: jest.fn() };
const open = (...srcs: string[]): TabsState =>
  srcs.reduce((state, src) => addPane(state, { title: src, src }, log), initTabs('home'));
const order = (state: TabsState) => state.panes.map((p) => p.src);

beforeEach(() => log.error.mockClear());

describe('home tab', () => {
  it('is first, not closable, titled from the home-name setting at /#/home', () => {
    expect(initTabs('home')).toEqual({
      activeKey: '/#/home',
      panes: [{ title: 'home', src: '/#/home', closable: false }],
      showTabArrow: false,
      activeMenu: undefined,
    });
  });
  it('falls back to "workbench" without a home-name setting', () => {
    expect(homePane(undefined).title).toBe('workbench');
    expect(homePane('').title).toBe('workbench');
  });
});

describe('add', () => {
  it('logs "src null" and ignores a pane without src', () => {
    const state = initTabs('home');
    expect(addPane(state, { title: 'x', src: null }, log)).toBe(state);
    expect(addPane(state, { title: 'x' }, log)).toBe(state);
    expect(log.error).toHaveBeenCalledWith('src null');
  });
  it('inserts after the active tab and activates it', () => {
    let state = open('/#/a', '/#/b');
    expect(order(state)).toEqual(['/#/home', '/#/a', '/#/b']);
    state = { ...state, activeKey: '/#/a' };
    state = addPane(state, { title: 'c', src: '/#/c' }, log);
    expect(order(state)).toEqual(['/#/home', '/#/a', '/#/c', '/#/b']);
    expect(state.activeKey).toBe('/#/c');
    expect(state.panes[2].closable).toBe(true);
  });
  it('only activates a page that is already open, matching normalised addresses', () => {
    let state = open('/#/a?x=1&y=2', '/#/b');
    state = addPane(state, { title: 'again', src: '/#/a?x=1?y=2' }, log);
    expect(order(state)).toEqual(['/#/home', '/#/a?x=1&y=2', '/#/b']);
    expect(state.activeKey).toBe('/#/a?x=1&y=2');
    expect(state.panes[1].title).toBe('/#/a?x=1&y=2');
  });
});

describe('remove', () => {
  it('requires src', () => {
    const state = open('/#/a');
    expect(removePane(state, '', log)).toBe(state);
    expect(log.error).toHaveBeenCalledWith('src required');
  });
  it('activates the tab taking the removed active tab’s position', () => {
    let state = open('/#/a', '/#/b', '/#/c');
    state = { ...state, activeKey: '/#/b' };
    state = removePane(state, '/#/b', log);
    expect(order(state)).toEqual(['/#/home', '/#/a', '/#/c']);
    expect(state.activeKey).toBe('/#/c');
  });
  it('activates the previous tab when the removed active tab was last', () => {
    const state = removePane(open('/#/a', '/#/b'), '/#/b', log);
    expect(state.activeKey).toBe('/#/a');
  });
  it('keeps the active tab when another one is removed', () => {
    const state = removePane(open('/#/a', '/#/b'), '/#/a', log);
    expect(order(state)).toEqual(['/#/home', '/#/b']);
    expect(state.activeKey).toBe('/#/b');
  });
  it('never removes the home tab', () => {
    const state = open('/#/a');
    expect(removePane(state, '/#/home', log)).toBe(state);
  });
});

describe('close commands', () => {
  const state = { ...open('/#/a', '/#/b', '/#/c', '/#/d'), activeKey: '/#/d' };
  it('others keeps home and the chosen tab, which becomes active', () => {
    const next = closePanes(state, '/#/b', 'others');
    expect(order(next)).toEqual(['/#/home', '/#/b']);
    expect(next.activeKey).toBe('/#/b');
  });
  it('left closes tabs before the chosen one, home stays', () => {
    expect(order(closePanes(state, '/#/c', 'left'))).toEqual(['/#/home', '/#/c', '/#/d']);
  });
  it('right closes tabs after the chosen one; a closed active tab hands over to the last', () => {
    const next = closePanes(state, '/#/b', 'right');
    expect(order(next)).toEqual(['/#/home', '/#/a', '/#/b']);
    expect(next.activeKey).toBe('/#/b');
  });
  it('all leaves only home', () => {
    const next = closePanes(state, '/#/b', 'all');
    expect(order(next)).toEqual(['/#/home']);
    expect(next.activeKey).toBe('/#/home');
  });
});

describe('update-home, set-sub-route, get-active-menu', () => {
  it('update-home replaces the first tab and activates its address', () => {
    const next = updateHome(open('/#/a'), { title: 'Desk', src: '/#/desk?x=1?y=2' });
    expect(next.panes[0]).toEqual({ title: 'Desk', src: '/#/desk?x=1&y=2', closable: false });
    expect(next.activeKey).toBe('/#/desk?x=1&y=2');
  });
  it('set-sub-route stores sub-routes on the active tab only', () => {
    const next = setSubRoute(open('/#/a', '/#/b'), [{ path: '/b/detail' }]);
    expect(next.panes[2].subRoutes).toEqual([{ path: '/b/detail' }]);
    expect(next.panes[1].subRoutes).toBeUndefined();
  });
  it('get-active-menu reads the active tab’s menu item', () => {
    const state = addPane(
      initTabs('home'),
      { title: 'Users', src: '/#/userManage', menuItem: { moduleNo: 'M01' } },
      log,
    );
    expect(activeMenuOf(state)).toEqual({ moduleNo: 'M01' });
    expect(activeMenuOf(initTabs())).toBeUndefined();
  });
});

describe('change-tab-arrow', () => {
  it('shows the arrow when the right-menu items plus 70 reach the bar width', () => {
    expect(TAB_ARROW_MARGIN).toBe(70);
    expect(shouldShowTabArrow([100, 130], 300)).toBe(true); // exactly the width
    expect(shouldShowTabArrow([100, 131], 300)).toBe(true);
    expect(shouldShowTabArrow([100, 129], 300)).toBe(false); // one pixel short
    expect(shouldShowTabArrow([], 70)).toBe(true);
  });
});

describe('titles follow the language', () => {
  const zh: Record<string, string> = { 'tabs.title.home': '首页', 'route./404': '页面不存在', 'route./personalCenter': '个人中心' };
  const en: Record<string, string> = { 'tabs.title.home': 'Home', 'route./404': 'Page not found', 'route./personalCenter': 'Personal center' };
  const formatIn = (messages: Record<string, string>) => (d: { id: string; defaultMessage: string }) => messages[d.id] ?? d.defaultMessage;
  const menusIn = (names: Record<number, string>) => (id: number) => names[id];

  it('a menu page is titled with its menu item’s current name, whatever was stored', () => {
    const pane = { title: '用户管理', menuItem: { id: 7, moduleNo: 'user' } };
    expect(paneTitle(pane, menusIn({ 7: 'Users' }), formatIn(en))).toBe('Users');
    expect(paneTitle(pane, menusIn({ 7: '用户管理' }), formatIn(zh))).toBe('用户管理');
  });

  it('a route page is titled from its message id in the current language', () => {
    const pane = { title: '个人中心', titleId: 'route./personalCenter' };
    expect(paneTitle(pane, menusIn({}), formatIn(en))).toBe('Personal center');
    const missing = { title: '/admin', titleId: 'route./404' };
    expect(paneTitle(missing, menusIn({}), formatIn(en))).toBe('Page not found');
  });

  it('the home tab and tabs of menus no longer loaded fall back to the stored title', () => {
    expect(paneTitle(homePane('home'), menusIn({}), formatIn(en))).toBe('Home');
    expect(paneTitle({ title: 'ERP', menuItem: { id: 99 } }, menusIn({}), formatIn(en))).toBe('ERP');
  });

  it('the home page has one name: the home tab’s', () => {
    expect(homeTitle(formatIn(zh), 'home')).toBe('首页');
    expect(homeTitle(formatIn(en), 'home')).toBe('Home');
    expect(homeTitle(formatIn({}), '')).toBe('workbench');
  });

  it('restores a saved title id and drops a pane with a malformed one', () => {
    const saved = {
      activeKey: '/#/x',
      panes: [
        { title: '/x', titleId: 'route./404', src: '/#/x', closable: true },
        { title: 'y', titleId: 5, src: '/#/y', closable: true },
      ],
    };
    expect(restoreTabs(saved, 'home').panes.map((p) => p.titleId)).toEqual([undefined, 'route./404']);
  });
});
