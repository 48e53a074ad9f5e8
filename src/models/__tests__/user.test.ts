import { createModelStore } from '../../../tests/unit/dvaStore';
import AppModel from '../app';
import SettingModel from '../setting';
import UserModel from '../user';
import { fetchIsAdmin, fetchLinks } from '@/services/home';
import { createFavorite, deleteFavorite, showFavorites } from '@/services/user';

jest.mock('@/services/home', () => ({ fetchIsAdmin: jest.fn(), fetchLinks: jest.fn() }));
jest.mock('@/services/user', () => ({
  createFavorite: jest.fn(),
  deleteFavorite: jest.fn(),
  showFavorites: jest.fn(),
}));

const fav = { id: 1, title: 'Users', src: '/#/userManage', moduleNo: null };

describe('user model', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts with no favourites and no admin right', () => {
    expect(createModelStore(UserModel).getState().user).toEqual({ favorites: [], adminAuth: false });
  });

  it('adding a favourite creates it and reloads the list', async () => {
    jest.mocked(createFavorite).mockResolvedValue(fav);
    jest.mocked(showFavorites).mockResolvedValue([fav]);
    const s = createModelStore(UserModel);
    await s.dispatch({ type: 'user/addFavorite', payload: { title: 'Users', src: '/#/userManage' } });
    expect(createFavorite).toHaveBeenCalledWith({ title: 'Users', src: '/#/userManage' });
    expect(s.getState().user.favorites).toEqual([fav]);
  });

  it('a failed creation rejects with the server message and keeps the list', async () => {
    jest.mocked(createFavorite).mockRejectedValue(new Error('already in favourites'));
    const s = createModelStore(UserModel);
    await expect(s.dispatch({ type: 'user/addFavorite', payload: fav })).rejects.toThrow('already in favourites');
    expect(s.getState().user.favorites).toEqual([]);
  });

  it('removing a favourite deletes it and reloads', async () => {
    jest.mocked(showFavorites).mockResolvedValue([]);
    const s = createModelStore(UserModel);
    await s.dispatch({ type: 'user/removeFavorite', payload: 1 });
    expect(deleteFavorite).toHaveBeenCalledWith(1);
    expect(showFavorites).toHaveBeenCalled();
  });

  it('stores the admin check as adminAuth, true only for true', async () => {
    const s = createModelStore(UserModel);
    jest.mocked(fetchIsAdmin).mockResolvedValue(true);
    await s.dispatch({ type: 'user/fetchAdminAuth' });
    expect(s.getState().user.adminAuth).toBe(true);
    jest.mocked(fetchIsAdmin).mockResolvedValue('yes' as never);
    await s.dispatch({ type: 'user/fetchAdminAuth' });
    expect(s.getState().user.adminAuth).toBe(false);
  });
});

describe('setting and app models', () => {
  it('settings start from the product settings and merge payloads', async () => {
    jest.mocked(fetchLinks).mockResolvedValue([{ id: 1, kind: 'help', name: 'Help', url: '/help.html' }]);
    const s = createModelStore(SettingModel);
    expect(s.getState().setting).toMatchObject({ systemNo: 'FSSC', applicationNo: '10', colorPrimary: '#1890ff' });
    s.dispatch({ type: 'setting/changeSetting', payload: { title: 'Other' } });
    await s.dispatch({ type: 'setting/fetchLinks' });
    expect(s.getState().setting.title).toBe('Other');
    expect(s.getState().setting.systemNo).toBe('FSSC');
    expect(s.getState().setting.links).toHaveLength(1);
  });

  it('the side menu starts expanded and collapses on request', () => {
    const s = createModelStore(AppModel);
    expect(s.getState().app.collapsed).toBe(false);
    s.dispatch({ type: 'app/setCollapsed', payload: true });
    expect(s.getState().app.collapsed).toBe(true);
  });
});
