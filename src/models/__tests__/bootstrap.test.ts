import { createModelStore } from '../../../tests/unit/dvaStore';
import { adminTree as tree, fssc, menuNode, retail } from '../../../tests/unit/fixtures/shell';
import AdminModel from '../admin';
import AppModel from '../app';
import MenuModel from '../menu';
import SettingModel from '../setting';
import TabsModel from '../tabs';
import UserModel from '../user';
import {
  fetchAccess,
  fetchBootstrap,
  fetchIsAdmin,
  fetchLinks,
  fetchMenus,
  fetchMyRoles,
  fetchSettingMenus,
  fetchSystems,
} from '@/services/home';
import { fetchCurrentNotice, fetchNoticeTotalNumber } from '@/services/notice';
import { showFavorites } from '@/services/user';

jest.mock('@/services/home', () => ({
  fetchBootstrap: jest.fn(),
  fetchSystems: jest.fn(),
  fetchMenus: jest.fn(),
  fetchSettingMenus: jest.fn(),
  fetchIsAdmin: jest.fn(),
  fetchAccess: jest.fn(),
  fetchMyRoles: jest.fn(),
  fetchLinks: jest.fn(),
}));
jest.mock('@/services/notice', () => ({ fetchCurrentNotice: jest.fn(), fetchNoticeTotalNumber: jest.fn(), markNoticeRead: jest.fn() }));
jest.mock('@/services/user', () => ({ showFavorites: jest.fn() }));

const store = () => createModelStore(AppModel, MenuModel, TabsModel, UserModel, AdminModel, SettingModel);

const access = { codes: ['log:view'], fields: {}, pages: { '/operationLog': 'log' } };
const role = { roleCode: 'auditor', name: 'Auditor', isAdmin: false };
const link = { id: 1, kind: 'help' as const, name: 'Help', url: 'https://help.example' };
const favorite = { id: 2, title: 'Logs', src: '/#/operationLog', moduleNo: null, createdAt: '2025-04-11T00:00:00.000Z' };
const notice = { id: 3, topic: 'Closing period', content: 'c', publishedAt: '2025-04-11T00:00:00.000Z' };
const setTree = [menuNode(9, 'Personal center', [], '/personalCenter')];

const boot = {
  systems: [retail, fssc],
  menus: { systemNo: 'FSSC', applicationNo: '10', tree },
  setMenus: setTree,
  isAdmin: false,
  access,
  roles: [role],
  links: [link],
  favorites: [favorite],
  notice,
  noticeTotalNumber: 4,
};

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('app/bootstrap', () => {
  it('asks with the configured system and application and lands each part in its namespace, as the single calls would', async () => {
    jest.mocked(fetchBootstrap).mockResolvedValue(boot);
    const s = store();
    await s.dispatch({ type: 'tabs/add', payload: { title: 'x', src: '/#/x' } });
    await s.dispatch({ type: 'app/bootstrap' });
    expect(fetchBootstrap).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '10' });

    const { menu, user, admin, setting, tabs } = s.getState();
    expect(menu.systems.map((x: { systemNo: string }) => x.systemNo)).toEqual(['RETAIL', 'FSSC', '10']);
    expect(menu).toMatchObject({ currentSystemNo: 'FSSC', currentApplicationNo: '10', notice, noticeVisible: true, noticeTotalNumber: 4 });
    expect(menu.menus[0]).toMatchObject({ name: 'Admin', level: 1 });
    expect(menu.setMenus[0]).toMatchObject({ name: 'Personal center', level: 1 });
    expect(JSON.parse(localStorage.getItem('menus')!)).toHaveProperty('FSSC');
    expect(JSON.parse(localStorage.getItem('currentApp')!).applicationNo).toBe('10');
    expect(tabs.panes.map((p: { src: string }) => p.src)).toEqual(['/#/home']);
    expect(user).toEqual({ favorites: [favorite], adminAuth: false });
    expect(admin).toEqual({ roles: [role], rolesLoaded: true, access, accessLoaded: true });
    expect(setting.links).toEqual([link]);

    // Nothing else was called.
    for (const single of [fetchSystems, fetchMenus, fetchSettingMenus, fetchIsAdmin, fetchAccess, fetchMyRoles, fetchLinks, showFavorites, fetchCurrentNotice, fetchNoticeTotalNumber]) {
      expect(single).not.toHaveBeenCalled();
    }
  });

  it('no notice keeps the popup closed; menus of another choice than the client makes are fetched', async () => {
    jest.mocked(fetchBootstrap).mockResolvedValue({ ...boot, notice: {}, menus: { systemNo: 'FSSC', applicationNo: '20', tree } });
    jest.mocked(fetchMenus).mockResolvedValue(tree);
    const s = store();
    await s.dispatch({ type: 'app/bootstrap' });
    expect(s.getState().menu.noticeVisible).toBe(false);
    expect(fetchMenus).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '10' });
  });

  it('when the call fails it falls back to the single calls, and one failing single call holds up nothing', async () => {
    jest.mocked(fetchBootstrap).mockRejectedValue(new Error('http error'));
    jest.mocked(fetchSystems).mockResolvedValue([fssc]);
    jest.mocked(fetchMenus).mockResolvedValue(tree);
    jest.mocked(fetchIsAdmin).mockResolvedValue(true);
    jest.mocked(fetchAccess).mockResolvedValue(access);
    jest.mocked(fetchMyRoles).mockRejectedValue(new Error('http error'));
    jest.mocked(fetchSettingMenus).mockResolvedValue(setTree);
    jest.mocked(fetchLinks).mockResolvedValue([link]);
    jest.mocked(showFavorites).mockResolvedValue([favorite]);
    jest.mocked(fetchCurrentNotice).mockResolvedValue(notice);
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(4);
    const s = store();
    await s.dispatch({ type: 'app/bootstrap' });

    // The first page waits for the systems, the admin check and the access codes.
    expect(s.getState().menu).toMatchObject({ currentSystemNo: 'FSSC', currentApplicationNo: '10' });
    expect(s.getState().menu.menus[0].level).toBe(1);
    expect(s.getState().user.adminAuth).toBe(true);
    expect(s.getState().admin).toMatchObject({ access, accessLoaded: true, rolesLoaded: false });

    // The rest follow.
    await new Promise(process.nextTick);
    const { menu, user, setting } = s.getState();
    expect(menu).toMatchObject({ notice, noticeVisible: true, noticeTotalNumber: 4 });
    expect(menu.setMenus[0].level).toBe(1);
    expect(user.favorites).toEqual([favorite]);
    expect(setting.links).toEqual([link]);
    expect(fetchMyRoles).toHaveBeenCalled();
  });
});
