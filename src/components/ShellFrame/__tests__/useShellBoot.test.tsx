import { act, renderHook, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import AppModel from '@/models/app';
import MenuModel from '@/models/menu';
import SettingModel from '@/models/setting';
import TabsModel from '@/models/tabs';
import UserModel from '@/models/user';
import { fetchBootstrap } from '@/services/home';
import { fetchNoticeTotalNumber } from '@/services/notice';
import { createModelStore, reactRedux } from '../../../../tests/unit/dvaStore';
import { fssc } from '../../../../tests/unit/fixtures/shell';
import { UNREAD_POLL_MS, useShellBoot } from '../useShellBoot';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/home', () => ({ fetchBootstrap: jest.fn() }));
jest.mock('@/services/notice', () => ({ fetchCurrentNotice: jest.fn(), fetchNoticeTotalNumber: jest.fn(), markNoticeRead: jest.fn() }));
jest.mock('@/services/user', () => ({}));

const boot = {
  systems: [fssc],
  menus: { systemNo: 'FSSC', applicationNo: '10', tree: [] },
  setMenus: [],
  isAdmin: true,
  access: { codes: ['*'], fields: {}, pages: {} },
  roles: [],
  links: [],
  favorites: [],
  notice: {},
  noticeTotalNumber: 2,
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  // Browsers fire it on the document and it bubbles to the window, where ahooks listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

async function bootShell() {
  const store = createModelStore(AppModel, MenuModel, TabsModel, UserModel, AdminModel, SettingModel);
  const wrapper = ({ children }: { children?: React.ReactNode }) => <reactRedux.Provider store={store.store}>{children}</reactRedux.Provider>;
  const view = renderHook(() => useShellBoot(), { wrapper });
  await waitFor(() => expect(view.result.current).toBe(true));
  return { store, view };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  localStorage.clear();
  setVisibility('visible');
  jest.mocked(fetchBootstrap).mockResolvedValue(boot);
  jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(5);
});
afterEach(() => jest.useRealTimers());

describe('shell boot', () => {
  it('is ready after one boot call, whose total the badge shows until the first poll one interval later', async () => {
    const { store } = await bootShell();
    expect(fetchBootstrap).toHaveBeenCalledTimes(1);
    expect(store.getState().menu).toMatchObject({ currentSystemNo: 'FSSC', noticeTotalNumber: 2 });
    expect(fetchNoticeTotalNumber).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(1);
    expect(store.getState().menu.noticeTotalNumber).toBe(5);
    await act(async () => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(2);
  });

  it('the poll pauses while the tab is hidden and asks again when it is shown', async () => {
    await bootShell();
    await act(async () => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await act(async () => jest.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(1);
    // Shown again: the poll resumes (ahooks' focus refresh answers the same event too).
    await act(async () => setVisibility('visible'));
    expect(jest.mocked(fetchNoticeTotalNumber).mock.calls.length).toBeGreaterThan(1);
  });

  it('the window regaining focus refreshes the total', async () => {
    await bootShell();
    await act(async () => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalledTimes(1));
  });

  it('the first poll is dropped with the shell', async () => {
    const { view } = await bootShell();
    view.unmount();
    await act(async () => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(fetchNoticeTotalNumber).not.toHaveBeenCalled();
  });
});
