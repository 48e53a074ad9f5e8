import { createModelStore } from '../../../tests/unit/dvaStore';
import MenuModel from '../menu';
import TabsModel from '../tabs';
import { fetchMenus, fetchSettingMenus, fetchSystems } from '@/services/home';
import { adminTree as tree, fssc, noApps, retail } from '../../../tests/unit/fixtures/shell';
import { fetchCurrentNotice, fetchNoticeTotalNumber, markNoticeRead } from '@/services/notice';

jest.mock('@/services/home', () => ({ fetchSystems: jest.fn(), fetchMenus: jest.fn(), fetchSettingMenus: jest.fn() }));
jest.mock('@/services/notice', () => ({
  fetchCurrentNotice: jest.fn(),
  fetchNoticeTotalNumber: jest.fn(),
  markNoticeRead: jest.fn(),
}));

const store = () => createModelStore(MenuModel, TabsModel);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(fetchMenus).mockResolvedValue(tree);
});

describe('load systems', () => {
  it('clears the stored selection and menus before fetching', async () => {
    localStorage.setItem('currentSystem', '{"systemNo":"OLD"}');
    localStorage.setItem('currentApp', '{"applicationNo":"9"}');
    localStorage.setItem('menus', '{"OLD":[]}');
    jest.mocked(fetchSystems).mockResolvedValue([]);
    await store().dispatch({ type: 'menu/loadSystems' });
    expect(localStorage.getItem('currentSystem')).toBeNull();
    expect(localStorage.getItem('currentApp')).toBeNull();
    expect(localStorage.getItem('menus')).toBeNull();
  });

  it('appends the default system "integration center", systemNo 10, with no applications', async () => {
    jest.mocked(fetchSystems).mockResolvedValue([retail, fssc]);
    const s = store();
    await s.dispatch({ type: 'menu/loadSystems' });
    const systems: { systemNo: string }[] = s.getState().menu.systems;
    expect(systems.map((x) => x.systemNo)).toEqual(['RETAIL', 'FSSC', '10']);
    expect(systems[2]).toEqual({ name: 'integration center', systemNo: '10', applications: [] });
  });

  it('an empty list empties menus and selection', async () => {
    jest.mocked(fetchSystems).mockResolvedValue([]);
    const s = store();
    await s.dispatch({ type: 'menu/loadSystems' });
    const menu = s.getState().menu;
    expect(menu.menus).toEqual([]);
    expect(menu.currentSystem).toBeUndefined();
    expect(menu.currentApplicationNo).toBeUndefined();
    expect(fetchMenus).not.toHaveBeenCalled();
  });

  it('chooses the fssc system and the configured application, loads its menus with levels, then inits tabs', async () => {
    jest.mocked(fetchSystems).mockResolvedValue([retail, fssc]);
    const s = store();
    await s.dispatch({ type: 'tabs/add', payload: { title: 'x', src: '/#/x' } });
    await s.dispatch({ type: 'menu/loadSystems' });
    const menu = s.getState().menu;
    expect(menu.currentSystemNo).toBe('FSSC');
    expect(menu.currentApplicationNo).toBe('10');
    expect(fetchMenus).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '10' });
    expect(menu.menus[0].level).toBe(1);
    expect(menu.menus[0].children[0].level).toBe(2);
    expect(JSON.parse(localStorage.getItem('currentSystem')!).systemNo).toBe('FSSC');
    expect(JSON.parse(localStorage.getItem('menus')!)).toHaveProperty('FSSC');
    expect(s.getState().tabs.panes.map((p: { src: string }) => p.src)).toEqual(['/#/home']);
  });

  it('an application without applicationNo empties the menus', async () => {
    jest.mocked(fetchSystems).mockResolvedValue([noApps]);
    const s = store();
    await s.dispatch({ type: 'menu/loadSystems' });
    expect(s.getState().menu.menus).toEqual([]);
    expect(fetchMenus).not.toHaveBeenCalled();
  });
});

describe('choosing', () => {
  it('a system saves it and its first application to state and local storage, and loads menus', async () => {
    const s = store();
    await s.dispatch({ type: 'menu/chooseSystem', payload: retail });
    expect(s.getState().menu.currentSystemNo).toBe('RETAIL');
    expect(s.getState().menu.currentApplicationNo).toBe('30');
    expect(JSON.parse(localStorage.getItem('currentApp')!).applicationNo).toBe('30');
    expect(fetchMenus).toHaveBeenCalledWith({ systemNo: 'RETAIL', applicationNo: '30' });
  });

  it('an application of the current system', async () => {
    const s = store();
    await s.dispatch({ type: 'menu/chooseApp', payload: { system: fssc, app: fssc.applications[0] } });
    expect(s.getState().menu.currentApplicationNo).toBe('20');
    expect(JSON.parse(localStorage.getItem('currentApp')!).name).toBe('Expenses');
  });

  it('loads the setting menus with levels', async () => {
    jest.mocked(fetchSettingMenus).mockResolvedValue(tree);
    const s = store();
    await s.dispatch({ type: 'menu/loadSetMenus' });
    expect(s.getState().menu.setMenus[0].level).toBe(1);
  });
});

describe('notices', () => {
  it('the popup is visible only when the notice has a topic', async () => {
    const s = store();
    jest.mocked(fetchCurrentNotice).mockResolvedValue({ id: 3, topic: 'Closing period', content: 'x' });
    await s.dispatch({ type: 'menu/fetchNotice' });
    expect(s.getState().menu.noticeVisible).toBe(true);
    expect(s.getState().menu.notice.topic).toBe('Closing period');
    jest.mocked(fetchCurrentNotice).mockResolvedValue({});
    await s.dispatch({ type: 'menu/fetchNotice' });
    expect(s.getState().menu.noticeVisible).toBe(false);
  });

  it('noticeTotalNumber is the returned number, else 0', async () => {
    const s = store();
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(7);
    await s.dispatch({ type: 'menu/fetchNoticeTotalNumber' });
    expect(s.getState().menu.noticeTotalNumber).toBe(7);
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue('7');
    await s.dispatch({ type: 'menu/fetchNoticeTotalNumber' });
    expect(s.getState().menu.noticeTotalNumber).toBe(0);
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(null);
    await s.dispatch({ type: 'menu/fetchNoticeTotalNumber' });
    expect(s.getState().menu.noticeTotalNumber).toBe(0);
  });

  it('reading the notice marks it read and shows the next one, until there is none', async () => {
    const s = store();
    jest
      .mocked(fetchCurrentNotice)
      .mockResolvedValueOnce({ id: 3, topic: 'Closing period' })
      .mockResolvedValueOnce({ id: 2, topic: 'New expense policy' })
      .mockResolvedValue({});
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(0);
    await s.dispatch({ type: 'menu/fetchNotice' });
    await s.dispatch({ type: 'menu/readNotice' });
    expect(markNoticeRead).toHaveBeenCalledWith(3);
    expect(s.getState().menu.noticeVisible).toBe(true);
    expect(s.getState().menu.notice.topic).toBe('New expense policy');
    await s.dispatch({ type: 'menu/readNotice' });
    expect(markNoticeRead).toHaveBeenLastCalledWith(2);
    expect(s.getState().menu.noticeVisible).toBe(false);
  });
});
