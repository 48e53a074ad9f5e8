import { act, render } from '@testing-library/react';
import { createModelStore, reactRedux } from '../../../tests/unit/dvaStore';
import TabsModel from '@/models/tabs';
import useOpenTabs from '../useOpenTabs';

jest.mock('@umijs/max', () => {
  const { reactRedux: mockRedux } = jest.requireActual('../../../tests/unit/dvaStore');
  return { useSelector: mockRedux.useSelector };
});

describe('useOpenTabs', () => {
  it('re-renders when the tabs or the tab in front change, not for the rest of the namespace', () => {
    const models = createModelStore(TabsModel);
    const seen: string[] = [];
    function Reader() {
      const { panes, activeKey } = useOpenTabs();
      seen.push(`${panes.length} ${activeKey}`);
      return null;
    }
    render(
      <reactRedux.Provider store={models.store}>
        <Reader />
      </reactRedux.Provider>,
    );
    act(() => {
      models.dispatch({ type: 'tabs/add', payload: { title: 'Users', src: '/#/userManage', menuItem: { id: 7 } } });
    });
    act(() => {
      models.dispatch({ type: 'tabs/activate', payload: '/#/home' });
    });
    const renders = seen.length;
    act(() => {
      models.dispatch({ type: 'tabs/getActiveMenu' });
      models.dispatch({ type: 'tabs/setTabArrow', payload: true });
    });
    expect(models.getState().tabs.showTabArrow).toBe(true);
    expect(seen).toHaveLength(renders);
    expect(seen).toEqual(['1 /#/home', '2 /#/userManage', '2 /#/home']);
  });
});
