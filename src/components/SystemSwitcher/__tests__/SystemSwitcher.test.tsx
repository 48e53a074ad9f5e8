import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { createModelStore, reactRedux } from '../../../../tests/unit/dvaStore';
import { fssc, retail } from '../../../../tests/unit/fixtures/shell';
import MenuModel from '@/models/menu';
import TabsModel from '@/models/tabs';
import { fetchMenus } from '@/services/home';
import SystemSwitcher from '../index';

const mockPush = jest.fn();
jest.mock('@umijs/max', () => {
  const { reactRedux: mockRedux } = jest.requireActual('../../../../tests/unit/dvaStore');
  return {
    useDispatch: mockRedux.useDispatch,
    useSelector: mockRedux.useSelector,
    useStore: mockRedux.useStore,
    history: { push: (path: string) => mockPush(path) },
    useIntl: () => ({
      formatMessage: ({ id }: { id: string }) => (id === 'switcher.defaultSystem' ? '集成中心' : id),
    }),
  };
});
jest.mock('@/services/home', () => ({ fetchMenus: jest.fn(), fetchSystems: jest.fn(), fetchSettingMenus: jest.fn() }));

function setup() {
  const models = createModelStore(MenuModel, TabsModel);
  const withHome = { ...retail, applications: [{ applicationNo: '30', name: 'Stores', homePageUrl: 'https://stores.example/home' }] };
  models.dispatch({ type: 'menu/save', payload: { systems: [fssc, withHome, { name: 'integration center', systemNo: '10', applications: [] }] } });
  models.dispatch({ type: 'menu/saveSelection', payload: { system: fssc, app: fssc.applications[1] } });
  renderInApp(
    <reactRedux.Provider store={models.store}>
      <SystemSwitcher />
    </reactRedux.Provider>,
  );
  return models;
}

describe('SystemSwitcher', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchMenus).mockResolvedValue([]);
  });

  it('shows the current system and application', () => {
    setup();
    expect(screen.getByTestId('system-switcher')).toHaveTextContent('finance shared service center / Portal');
  });

  it('lists systems with their applications and switches to the chosen one', async () => {
    const models = setup();
    fireEvent.click(screen.getByTestId('system-switcher'));
    fireEvent.click(await screen.findByText('Expenses'));
    await waitFor(() => expect(models.getState().menu.currentApplicationNo).toBe('20'));
    expect(fetchMenus).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '20' });
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('an application with a home page opens it in a tab', async () => {
    const models = setup();
    fireEvent.click(screen.getByTestId('system-switcher'));
    fireEvent.click(await screen.findByText('Stores'));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/frame?url=https%3A%2F%2Fstores.example%2Fhome'));
    expect(models.getState().tabs.activeKey).toBe('/#/frame?url=https%3A%2F%2Fstores.example%2Fhome');
  });

  it('a system without applications empties the menus; the built-in one is named in the user language', async () => {
    const models = setup();
    fireEvent.click(screen.getByTestId('system-switcher'));
    fireEvent.click(await screen.findByText('集成中心'));
    await waitFor(() => expect(screen.getByTestId('system-switcher')).toHaveTextContent('集成中心'));
    await waitFor(() => expect(models.getState().menu.currentSystemNo).toBe('10'));
    expect(models.getState().menu.menus).toEqual([]);
  });
});
