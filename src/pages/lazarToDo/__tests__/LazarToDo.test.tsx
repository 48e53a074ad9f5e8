import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import dayjs from 'dayjs';
import AdminModel from '@/models/admin';
import { deleteTodo, fetchTodos, markTodoDone } from '@/services/todos';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import LazarToDoPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/todos', () => ({
  fetchTodos: jest.fn(),
  deleteTodo: jest.fn(),
  markTodoDone: jest.fn(),
}));

// Local times: shown as they are, whatever the zone.
const past = dayjs().subtract(1, 'day').hour(9).minute(30).second(0);
const future = dayjs().add(2, 'day').hour(17).minute(0).second(0);

const todo = (id: number, overrides: object = {}) => ({
  id,
  title: `To-do ${id}`,
  dueAt: null,
  remindAt: null,
  done: false,
  doneAt: null,
  overdue: false,
  mine: true,
  owner: { id: 1, name: 'Alice Wang', account: 'alice' },
  assignees: [],
  matterCount: 0,
  mattersDone: 0,
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
  ...overrides,
});

const rows = [
  todo(1, {
    title: 'Month-end closing',
    dueAt: past.toISOString(),
    overdue: true,
    matterCount: 3,
    mattersDone: 1,
    assignees: [
      { id: 2, name: 'Bob Li', account: 'bob' },
      { id: 3, name: 'Carol Wu', account: 'carol' },
      { id: 4, name: 'Dan Xu', account: 'dan' },
      { id: 5, account: 'eve' },
    ],
  }),
  todo(2, { title: 'Invoice check', dueAt: future.toISOString(), mine: false, owner: { id: 9, name: 'Zoe Ma', account: 'zoe' } }),
];

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('/lazarToDo', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchTodos).mockResolvedValue({ list: rows, total: 2 } as never);
    jest.mocked(deleteTodo).mockResolvedValue(null);
    jest.mocked(markTodoDone).mockResolvedValue({} as never);
  });

  it('lists own and shared to-dos: overdue in red, matters done, colleagues; only the owner edits and deletes', async () => {
    renderWithStore(<LazarToDoPage />, createStore(AdminModel));
    const mine = await rowOf('Month-end closing');
    expect(fetchTodos).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10, view: 'all' }));
    expect(within(mine).getByText(past.format('YYYY-MM-DD HH:mm'))).toHaveClass('ant-typography-danger');
    expect(within(mine).getByText('已逾期')).toBeInTheDocument();
    expect(within(mine).getByText('1/3')).toBeInTheDocument();
    expect(within(mine).getByText('Bob Li (bob)')).toBeInTheDocument();
    expect(within(mine).getByText('等 1 人')).toBeInTheDocument();
    expect(within(mine).getByText('我')).toBeInTheDocument();
    expect(within(mine).getByText('编辑')).toBeInTheDocument();

    const shared = await rowOf('Invoice check');
    expect(within(shared).getByText(future.format('YYYY-MM-DD HH:mm'))).not.toHaveClass('ant-typography-danger');
    expect(within(shared).getByText('Zoe Ma (zoe)')).toBeInTheDocument();
    expect(within(shared).queryByText('编辑')).toBeNull();
    expect(within(shared).queryByText('删除')).toBeNull();

    fireEvent.click(screen.getByText('新建待办'));
    expect(history.push).toHaveBeenCalledWith('/lazarToDo/add');
    fireEvent.click(within(mine).getByText('编辑'));
    expect(history.push).toHaveBeenCalledWith('/lazarToDo/modify?id=1');
    fireEvent.click(within(shared).getByText('详情'));
    expect(history.push).toHaveBeenCalledWith('/lazarToDo/detail?id=2');
  });

  it('switches between all, mine and shared with me', async () => {
    renderWithStore(<LazarToDoPage />, createStore(AdminModel));
    await rowOf('Month-end closing');
    fireEvent.click(screen.getByText('共享给我的'));
    await waitFor(() => expect(fetchTodos).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'sharedWithMe' })));
    fireEvent.click(screen.getByText('我的'));
    await waitFor(() => expect(fetchTodos).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'mine' })));
  });

  it('marks a to-do done from its switch and reloads', async () => {
    renderWithStore(<LazarToDoPage />, createStore(AdminModel));
    fireEvent.click(within(await rowOf('Month-end closing')).getByLabelText('标记“Month-end closing”已完成'));
    await waitFor(() => expect(markTodoDone).toHaveBeenCalledWith(1, true));
    await waitFor(() => expect(fetchTodos).toHaveBeenCalledTimes(2));
  });

  it('deletes a to-do after asking', async () => {
    renderWithStore(<LazarToDoPage />, createStore(AdminModel));
    fireEvent.click(within(await rowOf('Month-end closing')).getByText('删除'));
    const question = await screen.findByText('确定删除待办事项“Month-end closing”吗？');
    expect(deleteTodo).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByText(/^确\s*定$/));
    await waitFor(() => expect(deleteTodo).toHaveBeenCalledWith(1));
    expect(await screen.findByText('已删除“Month-end closing”')).toBeInTheDocument();
    await waitFor(() => expect(fetchTodos).toHaveBeenCalledTimes(2));
  });
});
