import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { claimTask, fetchMyTasks, fetchTask, fetchTaskPool, fetchTaskTypes, startTask } from '@/services/tasks';
import { emitPush } from '@/utils/pushEvents';
import { alice, initialStateHolder, renderWithStore, createStore } from '../../../../tests/unit/fixtures/header';
import { atLocation } from '../../../../tests/unit/fixtures/portal';
import TaskMyPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/tasks', () => ({
  fetchMyTasks: jest.fn(),
  fetchTaskPool: jest.fn(),
  fetchTaskTypes: jest.fn(),
  fetchTask: jest.fn(),
  startTask: jest.fn(),
  claimTask: jest.fn(),
  completeTask: jest.fn(),
  returnTask: jest.fn(),
  commentTask: jest.fn(),
}));

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

const task = (id: number, overrides: object = {}) => ({
  id,
  taskNo: `T${String(id).padStart(8, '0')}`,
  type: { id: 1, code: 'reimbursementReview', name: '报销审核' },
  title: `Travel claim ${id}`,
  org: { id: 2, name: '财务部' },
  applicant: 'Li Ming',
  amount: '1280.5',
  currency: 'CNY',
  priority: 2,
  sourceSystem: null,
  sourceRef: null,
  dueAt: inMinutes(130.5),
  sla: 'onTrack',
  status: 'assigned',
  assignee: { id: 7, name: 'Alice Wang', account: 'alice' },
  rule: null,
  createdAt: '2025-04-11T00:00:00.000Z',
  updatedAt: '2025-04-11T00:00:00.000Z',
  ...overrides,
});

const detail = (id: number, overrides: object = {}) => ({
  ...task(id, overrides),
  createdBy: { id: 1, name: 'Admin' },
  completedAt: null,
  history: [
    { id: 1, action: 'create', actor: { id: 1, name: 'Admin' }, at: '2025-04-11T00:00:00.000Z', from: null, to: 'new', assignee: null, note: null },
    { id: 2, action: 'dispatch', actor: null, at: '2025-04-11T00:01:00.000Z', from: 'new', to: 'assigned', assignee: { id: 7, name: 'Alice Wang' }, note: null },
  ],
  dispatchLog: [
    {
      id: 1,
      rule: { id: 3, name: 'Travel over 1000' },
      strategy: 'roundRobin',
      outcome: 'assigned',
      assignee: { id: 7, name: 'Alice Wang' },
      reason: null,
      skipped: ['Bob Li'],
      actor: null,
      at: '2025-04-11T00:01:00.000Z',
    },
  ],
});

function renderPage(address: string) {
  atLocation(address);
  initialStateHolder.current = { currentUser: alice };
  renderWithStore(<TaskMyPage />, createStore());
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('/taskMy', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    jest.mocked(fetchTaskTypes).mockResolvedValue([]);
    jest.mocked(fetchMyTasks).mockResolvedValue({
      list: [task(1), task(2, { status: 'inProgress', dueAt: inMinutes(-35.5), sla: 'breached', priority: 4 })],
      total: 2,
      totalCapped: false,
    } as never);
    jest.mocked(fetchTaskPool).mockResolvedValue({ list: [task(9, { status: 'queued', assignee: null })], total: 1, totalCapped: false } as never);
    jest.mocked(startTask).mockResolvedValue(task(1, { status: 'inProgress' }) as never);
    jest.mocked(claimTask).mockResolvedValue(task(9) as never);
    jest.mocked(fetchTask).mockResolvedValue(detail(2, { status: 'inProgress' }) as never);
  });

  it('lists the tasks with the filters of a card, the time left or overdue and what each state allows', async () => {
    const now = new Date();
    const dueFrom = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
    const dueTo = new Date(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - 1).toISOString();
    renderPage(`/taskMy?status=assigned,inProgress&sla=breached&dueFrom=${dueFrom}&dueTo=${dueTo}`);
    const assigned = await rowOf('T00000001');
    expect(fetchMyTasks).toHaveBeenCalledWith({
      current: 1,
      pageSize: 10,
      status: 'assigned,inProgress',
      sla: 'breached',
      dueFrom,
      dueTo,
      sorter: 'dueAt:ascend',
    });
    expect(within(assigned).getByText('剩余 2 小时 10 分钟')).toBeInTheDocument();
    expect(within(assigned).getByText('1,280.50 CNY')).toBeInTheDocument();
    expect(within(assigned).getByText('已分派')).toBeInTheDocument();
    expect(within(assigned).getByTestId('task-start-1')).toBeInTheDocument();
    expect(within(assigned).queryByTestId('task-complete-1')).toBeNull();

    const started = await rowOf('T00000002');
    expect(within(started).getByText('已超时 35 分钟')).toBeInTheDocument();
    expect(within(started).getByText('紧急')).toBeInTheDocument();
    expect(within(started).getByTestId('task-complete-2')).toBeInTheDocument();
    expect(within(started).queryByTestId('task-start-2')).toBeNull();
  });

  it('starts a task and refreshes on a message', async () => {
    renderPage('/taskMy');
    const assigned = await rowOf('T00000001');
    // Without filters in the address: the tasks still to work on.
    expect(fetchMyTasks).toHaveBeenCalledWith({ current: 1, pageSize: 10, status: 'assigned,inProgress', sorter: 'dueAt:ascend' });
    fireEvent.click(within(assigned).getByTestId('task-start-1'));
    await waitFor(() => expect(startTask).toHaveBeenCalledWith(1));
    await waitFor(() => expect(fetchMyTasks).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('任务 T00000001 已开始处理')).toBeInTheDocument();

    // A message about one's tasks (e.g. one assigned) refreshes the list.
    act(() => emitPush('message'));
    await waitFor(() => expect(fetchMyTasks).toHaveBeenCalledTimes(3));
  });

  it('opens the task of the address in the drawer with its history, dispatch log and the assignee’s actions', async () => {
    renderPage('/taskMy?id=2');
    const drawer = (await screen.findByText('任务 T00000002')).closest('.ant-drawer-content') as HTMLElement;
    expect(fetchTask).toHaveBeenCalledWith(2);
    const history = within(drawer).getAllByTestId('task-history-entry');
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('新建 → 已分派');
    expect(history[1]).toHaveTextContent('系统');
    const log = within(drawer).getByTestId('task-dispatch-log');
    expect(within(log).getByText('Travel over 1000')).toBeInTheDocument();
    expect(within(log).getByText('轮流分派')).toBeInTheDocument();
    expect(within(log).getByText('Bob Li')).toBeInTheDocument();
    expect(within(drawer).getByTestId('task-complete-2-drawer')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('task-comment-2-drawer'));
    expect(await screen.findByText('评论任务 T00000002')).toBeInTheDocument();
  });

  it('claims a task of the pool after a confirmation', async () => {
    renderPage('/taskMy?tab=pool');
    const row = await rowOf('T00000009');
    expect(fetchMyTasks).not.toHaveBeenCalled();
    expect(fetchTaskPool).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    fireEvent.click(within(row).getByTestId('task-claim-9'));
    const confirm = (await screen.findByText('确定认领任务 T00000009 吗？')).closest('.ant-popover') as HTMLElement;
    expect(claimTask).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(claimTask).toHaveBeenCalledWith(9));
    expect(await screen.findByText('已认领任务 T00000009')).toBeInTheDocument();
    await waitFor(() => expect(fetchTaskPool).toHaveBeenCalledTimes(2));
  });
});
