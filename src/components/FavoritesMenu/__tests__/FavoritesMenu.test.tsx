import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TabsModel from '@/models/tabs';
import UserModel from '@/models/user';
import { createFavorite, deleteFavorite, showFavorites } from '@/services/user';
import { createStore, favorite, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import FavoritesMenu from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ createFavorite: jest.fn(), deleteFavorite: jest.fn(), showFavorites: jest.fn() }));
jest.mock('@/services/home', () => ({ fetchIsAdmin: jest.fn() }));

const users = favorite(1, 'Users', '/#/userManage', 'M1');

function setup(activeSrc = '/#/userManage') {
  const store = createStore(UserModel, TabsModel);
  store.dispatch({ type: 'tabs/add', payload: { title: 'Users', src: activeSrc, menuItem: { moduleNo: 'M1' } } });
  renderWithStore(<FavoritesMenu />, store);
  return store;
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: '收藏夹' }));
  return screen.findByTestId('favorites-panel');
}

describe('favourites menu', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(showFavorites).mockResolvedValue([]);
  });

  it('is a labelled icon button and shows the empty state', async () => {
    setup();
    const panel = await openPanel();
    expect(showFavorites).toHaveBeenCalled();
    expect(within(panel).getByText('还没有收藏的页面')).toBeInTheDocument();
  });

  it('adds the active tab with its module number', async () => {
    jest.mocked(createFavorite).mockResolvedValue(users);
    setup();
    const panel = await openPanel();
    await waitFor(() => expect(showFavorites).toHaveBeenCalledTimes(1));
    jest.mocked(showFavorites).mockResolvedValue([users]);
    fireEvent.click(within(panel).getByTestId('favorites-add'));
    await waitFor(() =>
      expect(createFavorite).toHaveBeenCalledWith({ title: 'Users', src: '/#/userManage', moduleNo: 'M1' }),
    );
    expect(await screen.findByText('已加入收藏夹')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByTestId('favorites-add')).toBeDisabled());
    expect(within(panel).getByText('当前页面已在收藏夹中')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Users' })).toBeInTheDocument();
  });

  it("shows the server's message when adding fails", async () => {
    jest.mocked(createFavorite).mockRejectedValue(new Error('已在收藏夹中（服务器）'));
    setup();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByTestId('favorites-add'));
    expect(await screen.findByText('已在收藏夹中（服务器）')).toBeInTheDocument();
    expect(within(panel).getByTestId('favorites-add')).not.toBeDisabled();
  });

  it('is disabled when the current page is already a favourite, comparing normalised addresses', async () => {
    jest.mocked(showFavorites).mockResolvedValue([favorite(2, 'Users', '/#/userManage?a=1?b=2')]);
    setup('/#/userManage?a=1&b=2');
    const panel = await openPanel();
    await waitFor(() => expect(within(panel).getByTestId('favorites-add')).toBeDisabled());
  });

  it('opens a favourite as a tab', async () => {
    jest.mocked(showFavorites).mockResolvedValue([favorite(3, 'Roles', '/#/roleManage', 'M7')]);
    const store = setup();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Roles' }));
    expect(store.getState().tabs.activeKey).toBe('/#/roleManage');
    const pane = store.getState().tabs.panes.find((p: { src: string }) => p.src === '/#/roleManage');
    expect(pane).toMatchObject({ title: 'Roles', menuItem: { moduleNo: 'M7' } });
    expect(umiMax.history.push).toHaveBeenCalledWith('/roleManage');
  });

  it('removes a favourite after confirmation', async () => {
    jest.mocked(showFavorites).mockResolvedValue([users]);
    jest.mocked(deleteFavorite).mockResolvedValue({});
    setup('/#/other');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: '移出收藏夹 Users' }));
    jest.mocked(showFavorites).mockResolvedValue([]);
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(deleteFavorite).toHaveBeenCalledWith(1));
    expect(await within(panel).findByText('还没有收藏的页面')).toBeInTheDocument();
  });
});
