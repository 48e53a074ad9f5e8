import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GlobalModel from '@/models/global';
import TabsModel from '@/models/tabs';
import { fetchMyNotices } from '@/services/notice';
import { fetchMyTaskSummary } from '@/services/tasks';
import { fetchDueTodos } from '@/services/todos';
import { fetchRecentPages, showFavorites } from '@/services/user';
import { createStore, favorite, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import Home from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/notice', () => ({ fetchMyNotices: jest.fn() }));
jest.mock('@/services/user', () => ({ showFavorites: jest.fn(), fetchRecentPages: jest.fn() }));
jest.mock('@/services/todos', () => ({ fetchDueTodos: jest.fn() }));
jest.mock('@/services/tasks', () => ({ fetchMyTaskSummary: jest.fn() }));

const notice = (id: number, topic: string) => ({
  id,
  topic,
  type: 'general' as const,
  level: 1,
  pinned: false,
  publishedAt: new Date().toISOString(),
  read: false,
  attachmentCount: 0,
});
const page = (path: string, pageName: string, moduleNo: string | null = null) => ({ path, pageName, moduleNo, openedAt: new Date().toISOString() });

function setup() {
  const store = createStore(GlobalModel, TabsModel);
  renderWithStore(<Home />, store);
  return store;
}

describe('the workbench', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchMyNotices).mockResolvedValue({ list: [notice(7, 'Month-end closing')], total: 3 });
    jest.mocked(showFavorites).mockResolvedValue([favorite(1, 'Users', '/#/userManage', 'user')]);
    jest.mocked(fetchRecentPages).mockResolvedValue([page('/#/home', 'Workbench'), page('/#/roleManage', 'Roles', 'role')]);
    jest.mocked(fetchDueTodos).mockResolvedValue([]);
    jest.mocked(fetchMyTaskSummary).mockResolvedValue({ assigned: 4, inProgress: 2, dueToday: 1, breached: 0, doneThisWeek: 9 });
  });

  it('starts with the task cards, each opening My tasks filtered', async () => {
    const store = setup();
    const toDo = await screen.findByTestId('task-card-assigned');
    await within(toDo).findByText('4');
    fireEvent.click(toDo);
    expect(store.getState().tabs.activeKey).toMatch(/^\/#\/taskMy\?/);
  });

  it('lists the unread notices with their count, and opens one in the notices page', async () => {
    setup();
    const notices = await screen.findByTestId('workbench-notices');
    expect(fetchMyNotices).toHaveBeenCalledWith({ current: 1, pageSize: 5, read: 'unread' });
    fireEvent.click(await within(notices).findByText('Month-end closing'));
    expect(umiMax.history.push).toHaveBeenCalledWith('/portal/notices?id=7');
    expect(within(notices).getByText('未读公告（3）')).toBeInTheDocument();
  });

  it('opens a favourite and a recent page as tabs; the workbench itself is not among the recent pages', async () => {
    const store = setup();
    const favorites = screen.getByTestId('workbench-favorites');
    fireEvent.click(await within(favorites).findByText('Users'));
    const recent = screen.getByTestId('workbench-recent');
    fireEvent.click(await within(recent).findByText('Roles'));
    expect(within(recent).queryByText('Workbench')).toBeNull();
    const panes = store.getState().tabs.panes.map((pane: { title: string; src: string }) => [pane.title, pane.src]);
    expect(panes).toEqual(expect.arrayContaining([['Users', '/#/userManage'], ['Roles', '/#/roleManage']]));
    expect(store.getState().tabs.activeKey).toBe('/#/roleManage');
  });

  it('lists the to-dos due within a week, overdue ones marked, each opening its detail', async () => {
    const due = new Date(Date.now() + 3600_000).toISOString();
    jest.mocked(fetchDueTodos).mockResolvedValue([
      { id: 4, title: 'File the VAT return', dueAt: new Date(Date.now() - 3600_000).toISOString(), overdue: true },
      { id: 5, title: 'Check the bank statements', dueAt: due, overdue: false },
    ]);
    setup();
    const todos = screen.getByTestId('workbench-todos');
    expect(await within(todos).findByText(/^已逾期/)).toBeInTheDocument();
    expect(fetchDueTodos).toHaveBeenCalledWith(7);
    fireEvent.click(within(todos).getByText('Check the bank statements'));
    expect(umiMax.history.push).toHaveBeenCalledWith('/lazarToDo/detail?id=5');
  });

  it('says when a section is empty, and offers a retry when it failed', async () => {
    jest.mocked(fetchMyNotices).mockResolvedValue({ list: [], total: 0 });
    jest.mocked(showFavorites).mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    setup();
    expect(await within(screen.getByTestId('workbench-notices')).findByText('没有未读公告')).toBeInTheDocument();
    const favorites = screen.getByTestId('workbench-favorites');
    fireEvent.click(await within(favorites).findByRole('button', { name: '重 试' }));
    await waitFor(() => expect(showFavorites).toHaveBeenCalledTimes(2));
    expect(await within(favorites).findByText(/还没有收藏/)).toBeInTheDocument();
  });
});
