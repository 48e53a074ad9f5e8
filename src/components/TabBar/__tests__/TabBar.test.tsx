import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { createModelStore, reactRedux } from '../../../../tests/unit/dvaStore';
import MenuModel from '@/models/menu';
import TabsModel from '@/models/tabs';
import TabBar from '../index';

jest.mock('@umijs/max', () => {
  const { reactRedux: mockRedux } = jest.requireActual('../../../../tests/unit/dvaStore');
  const mockMessages = jest.requireActual('@/locales/en-US').default;
  return {
    useDispatch: mockRedux.useDispatch,
    useSelector: mockRedux.useSelector,
    useIntl: () => ({
      formatMessage: ({ id, defaultMessage }: { id: string; defaultMessage?: string }) =>
        mockMessages[id] ?? defaultMessage ?? id,
    }),
  };
});

function setup(...srcs: string[]) {
  const models = createModelStore(TabsModel, MenuModel);
  srcs.forEach((src) => models.dispatch({ type: 'tabs/add', payload: { title: src.slice(3), src } }));
  const onRefresh = jest.fn();
  renderInApp(
    <reactRedux.Provider store={models.store}>
      <TabBar onRefresh={onRefresh} />
    </reactRedux.Provider>,
  );
  const tabs = () => screen.getAllByRole('tab').map((t) => t.getAttribute('data-src'));
  const tab = (src: string) => screen.getAllByRole('tab').find((t) => t.getAttribute('data-src') === src)!;
  return { models, onRefresh, tabs, tab };
}

/** Right-clicks a tab and picks a command from the menu now open (closed menus stay in the DOM, hidden). */
async function command(target: HTMLElement, label: string) {
  fireEvent.contextMenu(target);
  const open = await waitFor(() => {
    const menus = document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    expect(menus).toHaveLength(1);
    return menus[0];
  });
  fireEvent.click(within(open).getByText(label));
}

describe('TabBar', () => {
  it('titles a menu page with its menu item’s name in the language now loaded', () => {
    const { models, tab } = setup();
    act(() => {
      models.dispatch({ type: 'tabs/add', payload: { title: '用户管理', src: '/#/userManage', menuItem: { id: 7 } } });
      models.dispatch({ type: 'menu/save', payload: { menus: [{ id: 7, name: 'Users', path: '/userManage', level: 1 }] } });
    });
    expect(tab('/#/userManage')).toHaveTextContent('Users');
  });

  it('shows the home tab first, not closable, titled in the user language', () => {
    const { tab } = setup();
    const home = tab('/#/home');
    expect(home).toHaveTextContent('Home');
    expect(within(home).queryByLabelText('Close')).toBeNull();
  });

  it('marks the active tab and activates a tab on click', () => {
    const { models, tab } = setup('/#/a', '/#/b');
    expect(tab('/#/b')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab('/#/a'));
    expect(models.getState().tabs.activeKey).toBe('/#/a');
    expect(tab('/#/a')).toHaveAttribute('aria-selected', 'true');
  });

  it('closes a tab with its close icon and with a middle click', () => {
    const { tabs, tab } = setup('/#/a', '/#/b', '/#/c');
    fireEvent.click(within(tab('/#/b')).getByLabelText('Close'));
    expect(tabs()).toEqual(['/#/home', '/#/a', '/#/c']);
    fireEvent(tab('/#/a'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabs()).toEqual(['/#/home', '/#/c']);
  });

  it('offers the close commands on right click; home always stays', async () => {
    const { tabs, tab } = setup('/#/a', '/#/b', '/#/c', '/#/d');
    await command(tab('/#/c'), 'Close to the right');
    expect(tabs()).toEqual(['/#/home', '/#/a', '/#/b', '/#/c']);
    await command(tab('/#/b'), 'Close to the left');
    expect(tabs()).toEqual(['/#/home', '/#/b', '/#/c']);
    await command(tab('/#/c'), 'Close others');
    expect(tabs()).toEqual(['/#/home', '/#/c']);
    await command(tab('/#/c'), 'Close all');
    expect(tabs()).toEqual(['/#/home']);
  });

  it('refresh asks the shell to remount that tab', async () => {
    const { onRefresh, tab } = setup('/#/a');
    await command(tab('/#/a'), 'Refresh');
    expect(onRefresh).toHaveBeenCalledWith('/#/a');
  });

  it('moves between tabs with the arrow keys and closes with Delete', () => {
    const { models, tabs, tab } = setup('/#/a', '/#/b');
    tab('/#/b').focus();
    fireEvent.keyDown(tab('/#/b'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('/#/a'));
    fireEvent.keyDown(tab('/#/a'), { key: 'Enter' });
    expect(models.getState().tabs.activeKey).toBe('/#/a');
    fireEvent.keyDown(tab('/#/a'), { key: 'Delete' });
    expect(tabs()).toEqual(['/#/home', '/#/b']);
  });

  it('shows the scroll arrows when the tab bar state says so', () => {
    const { models } = setup('/#/a');
    expect(screen.queryByLabelText('Scroll left')).toBeNull();
    act(() => {
      models.dispatch({ type: 'tabs/setTabArrow', payload: true });
    });
    expect(screen.getByLabelText('Scroll left')).toBeInTheDocument();
    expect(screen.getByLabelText('Scroll right')).toBeInTheDocument();
  });
});
