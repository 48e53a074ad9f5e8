import { createModelStore } from '../../../tests/unit/dvaStore';
import TabsModel from '../tabs';

const srcs = (state: { tabs: { panes: { src: string }[] } }) => state.tabs.panes.map((p) => p.src);

describe('tabs model', () => {
  it('starts with the home tab titled from the home-name setting', () => {
    const s = createModelStore(TabsModel);
    expect(s.getState().tabs.panes).toEqual([{ title: 'home', src: '/#/home', closable: false }]);
    expect(s.getState().tabs.activeKey).toBe('/#/home');
    expect(s.getState().tabs.showTabArrow).toBe(false);
  });

  it('adds, activates, removes, closes and re-inits through its reducers', () => {
    const s = createModelStore(TabsModel);
    s.dispatch({ type: 'tabs/add', payload: { title: 'A', src: '/#/a', menuItem: { moduleNo: 'M-A' } } });
    s.dispatch({ type: 'tabs/add', payload: { title: 'B', src: '/#/b' } });
    s.dispatch({ type: 'tabs/activate', payload: '/#/a' });
    s.dispatch({ type: 'tabs/add', payload: { title: 'C', src: '/#/c' } });
    expect(srcs(s.getState() as never)).toEqual(['/#/home', '/#/a', '/#/c', '/#/b']);
    s.dispatch({ type: 'tabs/activate', payload: '/#/a' });
    s.dispatch({ type: 'tabs/getActiveMenu' });
    expect(s.getState().tabs.activeMenu).toEqual({ moduleNo: 'M-A' });
    s.dispatch({ type: 'tabs/remove', payload: '/#/a' });
    expect(s.getState().tabs.activeKey).toBe('/#/c');
    s.dispatch({ type: 'tabs/close', payload: { src: '/#/c', command: 'others' } });
    expect(srcs(s.getState() as never)).toEqual(['/#/home', '/#/c']);
    s.dispatch({ type: 'tabs/setSubRoute', payload: [{ path: '/c/1' }] });
    expect(s.getState().tabs.panes[1].subRoutes).toEqual([{ path: '/c/1' }]);
    s.dispatch({ type: 'tabs/updateHome', payload: { title: 'Desk', src: '/#/desk' } });
    expect(s.getState().tabs.panes[0].src).toBe('/#/desk');
    s.dispatch({ type: 'tabs/init' });
    expect(srcs(s.getState() as never)).toEqual(['/#/home']);
  });

  it('activate ignores a tab that is not open', () => {
    const s = createModelStore(TabsModel);
    s.dispatch({ type: 'tabs/activate', payload: '/#/nowhere' });
    expect(s.getState().tabs.activeKey).toBe('/#/home');
  });

  it('restores saved tabs, keeping home first and dropping malformed panes', () => {
    const s = createModelStore(TabsModel);
    s.dispatch({
      type: 'tabs/restore',
      payload: {
        activeKey: '/#/b',
        panes: [
          { title: 'home', src: '/#/home', closable: false },
          { title: 'A', src: '/#/a', closable: true },
          { title: 'bad' },
          { title: 'B', src: '/#/b', closable: true },
        ],
      },
    });
    expect(srcs(s.getState() as never)).toEqual(['/#/home', '/#/a', '/#/b']);
    expect(s.getState().tabs.activeKey).toBe('/#/b');
    s.dispatch({ type: 'tabs/restore', payload: 'garbage' });
    expect(srcs(s.getState() as never)).toEqual(['/#/home']);
  });

  describe('change-tab-arrow', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('measures after 150 ms and shows the arrow when items + 70 reach the bar width', async () => {
      const s = createModelStore(TabsModel);
      const measure = jest.fn(() => ({ rightItemWidths: [200, 130], barWidth: 400 }));
      const done = s.dispatch({ type: 'tabs/changeTabArrow', payload: measure });
      await jest.advanceTimersByTimeAsync(149);
      expect(measure).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(measure).toHaveBeenCalledTimes(1);
      expect(s.getState().tabs.showTabArrow).toBe(true);
    });

    it('hides the arrow when they do not', async () => {
      const s = createModelStore(TabsModel);
      const done = s.dispatch({
        type: 'tabs/changeTabArrow',
        payload: () => ({ rightItemWidths: [200, 129], barWidth: 400 }),
      });
      await jest.advanceTimersByTimeAsync(150);
      await done;
      expect(s.getState().tabs.showTabArrow).toBe(false);
    });
  });
});
