import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { addMatter, fetchTodo, markTodoDone, tickMatter } from '@/services/todos';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { atLocation } from '../../../../tests/unit/fixtures/portal';
import TodoDetailPage from '../detail/index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/todos', () => ({
  fetchTodo: jest.fn(),
  addMatter: jest.fn(),
  markTodoDone: jest.fn(),
  tickMatter: jest.fn(),
  deleteTodo: jest.fn(),
}));

const todo = {
  id: 7,
  title: 'Month-end closing',
  description: 'Before the 5th',
  dueAt: '2025-04-12T10:00:00',
  remindAt: null,
  remindedAt: null,
  done: false,
  doneAt: null,
  overdue: false,
  mine: false,
  owner: { id: 1, name: 'Alice Wang', account: 'alice' },
  assignees: [{ id: 2, name: 'Bob Li', account: 'bob' }],
  matterCount: 2,
  mattersDone: 0,
  matters: [
    { id: 11, content: 'Post accruals', done: false },
    { id: 12, content: 'Reconcile bank', done: false },
  ],
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
};

function renderDetail(shown: typeof todo) {
  jest.mocked(fetchTodo).mockResolvedValue(shown);
  atLocation('/lazarToDo/detail?id=7');
  renderWithStore(<TodoDetailPage />, createStore(AdminModel));
}

describe('/lazarToDo/detail', () => {
  beforeEach(() => jest.clearAllMocks());

  it('a colleague it is shared with ticks its matters and marks it done, and may not edit it', async () => {
    jest.mocked(tickMatter).mockResolvedValue({ ...todo, matters: [{ ...todo.matters[0], done: true }, todo.matters[1]] });
    jest.mocked(markTodoDone).mockResolvedValue({ ...todo, done: true, doneAt: '2025-04-11T09:00:00' });
    renderDetail(todo);
    expect(await screen.findByText('Post accruals')).toBeInTheDocument();
    expect(fetchTodo).toHaveBeenCalledWith(7);
    expect(screen.getByText('Alice Wang (alice)')).toBeInTheDocument();
    expect(screen.getByText('Bob Li (bob)')).toBeInTheDocument();
    expect(screen.getByText('Before the 5th')).toBeInTheDocument();
    expect(screen.getByText('共享给我')).toBeInTheDocument();
    expect(screen.queryByText(/^编\s*辑$/)).toBeNull();
    expect(screen.queryByText('添加事项')).toBeNull();

    fireEvent.click(screen.getByText('Post accruals'));
    await waitFor(() => expect(tickMatter).toHaveBeenCalledWith(7, 11, true));
    expect(await screen.findByText('1/2')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('已完成'));
    await waitFor(() => expect(markTodoDone).toHaveBeenCalledWith(7, true));
    expect(await screen.findByText('2025-04-11 09:00')).toBeInTheDocument();
    expect(fetchTodo).toHaveBeenCalledTimes(1);
  });

  it('the owner adds a matter; a blank one is refused at once', async () => {
    jest.mocked(addMatter).mockResolvedValue({ ...todo, mine: true, matters: [...todo.matters, { id: 13, content: 'File vouchers', done: false }] });
    renderDetail({ ...todo, mine: true });
    const input = await screen.findByLabelText('事项内容');
    expect(screen.getByText(/^编\s*辑$/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('添加事项'));
    expect(await screen.findByPlaceholderText('请输入事项内容')).toBeInTheDocument();
    expect(addMatter).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' File vouchers ' } });
    fireEvent.click(screen.getByText('添加事项'));
    await waitFor(() => expect(addMatter).toHaveBeenCalledWith(7, 'File vouchers'));
    expect(await screen.findByText('File vouchers')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
