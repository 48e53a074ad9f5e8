import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createTodo, updateTodo } from '@/services/todos';
import { fetchUserOptions } from '@/services/users';
import { BizError } from '@/utils/errorDisplay';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import TodoForm from '../components/TodoForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/todos', () => ({
  createTodo: jest.fn(),
  updateTodo: jest.fn(),
}));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

// Text queries: role queries walk the whole form's accessibility tree and are slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const matterInputs = () => screen.queryAllByPlaceholderText('输入事项内容');

const todo = {
  id: 7,
  title: 'Month-end closing',
  description: 'Before the 5th',
  dueAt: null,
  remindAt: null,
  remindedAt: null,
  done: false,
  doneAt: null,
  overdue: false,
  mine: true,
  owner: { id: 1, name: 'Alice Wang', account: 'alice' },
  assignees: [{ id: 2, name: 'Bob Li', account: 'bob' }],
  matterCount: 1,
  mattersDone: 1,
  matters: [{ id: 11, content: 'Post accruals', done: true }],
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
};

function renderForm(current?: typeof todo) {
  const onSaved = jest.fn();
  renderWithStore(<TodoForm todo={current} onSaved={onSaved} onCancel={jest.fn()} />, createStore(AdminModel));
  return onSaved;
}

describe('to-do form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('names what is missing: the title', async () => {
    renderForm();
    await screen.findByLabelText('标题');
    save();
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(createTodo).not.toHaveBeenCalled();
  });

  it('names a blank matter under its row', async () => {
    renderForm(todo);
    await screen.findByLabelText('标题');
    type(matterInputs()[0], ' ');
    save();
    expect(await screen.findByText('请输入事项内容')).toBeInTheDocument();
    expect(updateTodo).not.toHaveBeenCalled();
  });

  it('creates the to-do with its matters and the colleague picked', async () => {
    jest.mocked(fetchUserOptions).mockResolvedValue({ list: [{ id: 2, name: 'Bob Li', account: 'bob', orgName: null }], total: 1, totalCapped: false });
    jest.mocked(createTodo).mockResolvedValue({ ...todo, id: 9 });
    const onSaved = renderForm();
    type(await screen.findByLabelText('标题'), ' Month-end closing ');
    fireEvent.click(screen.getByText('添加事项'));
    await waitFor(() => expect(matterInputs()).toHaveLength(1));
    type(matterInputs()[0], ' Post accruals ');
    type(screen.getByLabelText('共享给'), 'bob');
    fireEvent.click(await screen.findByText('Bob Li (bob)'));
    save();
    await waitFor(() =>
      expect(createTodo).toHaveBeenCalledWith({
        title: 'Month-end closing',
        description: null,
        dueAt: null,
        remindAt: null,
        matters: [{ content: 'Post accruals', done: false }],
        assigneeIds: [2],
      }),
    );
    expect(fetchUserOptions).toHaveBeenCalledWith({ keyword: 'bob', current: 1, pageSize: 20 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  });

  it('changes a to-do as a whole; a refusal keeps the form as typed', async () => {
    jest.mocked(updateTodo).mockRejectedValueOnce(new BizError({ errorMessage: 'remindAt: the reminder must be in the future' }));
    const onSaved = renderForm(todo);
    const title = await screen.findByLabelText('标题');
    expect(screen.getByText('Bob Li (bob)')).toBeInTheDocument();
    expect(matterInputs()[0]).toHaveValue('Post accruals');
    type(title, 'Closing, April');
    save();
    await waitFor(() =>
      expect(updateTodo).toHaveBeenCalledWith(7, {
        title: 'Closing, April',
        description: 'Before the 5th',
        dueAt: null,
        remindAt: null,
        matters: [{ content: 'Post accruals', done: true }],
        assigneeIds: [2],
      }),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('标题')).toHaveValue('Closing, April');
  });
});
