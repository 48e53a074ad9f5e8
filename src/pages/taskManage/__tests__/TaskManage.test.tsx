import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import SettingModel from '@/models/setting';
import { fetchUserOptions } from '@/services/users';
import { exportTasks, fetchTask, fetchTaskOrgOptions, fetchTasks, fetchTaskTypes } from '@/services/tasks';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { atLocation, exportItem } from '../../../../tests/unit/fixtures/portal';
import TaskManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/tasks', () => ({
  fetchTasks: jest.fn(),
  fetchTaskTypes: jest.fn(),
  fetchTaskOrgOptions: jest.fn(),
  fetchTask: jest.fn(),
  exportTasks: jest.fn(),
  createTask: jest.fn(),
  dispatchTasks: jest.fn(),
  reassignTasks: jest.fn(),
  cancelTasks: jest.fn(),
  importTasks: jest.fn(),
  createTaskType: jest.fn(),
  updateTaskType: jest.fn(),
}));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const task = (id: number, overrides: object = {}) => ({
  id,
  taskNo: `T${String(id).padStart(8, '0')}`,
  type: { id: 1, code: 'payment', name: '付款' },
  title: `Supplier payment ${id}`,
  org: { id: 2, name: '财务部' },
  applicant: 'Li Ming',
  amount: '1234567.8',
  currency: 'USD',
  priority: 3,
  sourceSystem: 'EXP',
  sourceRef: `R-${id}`,
  dueAt: inHours(2),
  sla: 'dueSoon',
  status: 'queued',
  assignee: null,
  rule: null,
  createdAt: '2025-04-11T00:00:00.000Z',
  updatedAt: '2025-04-11T00:00:00.000Z',
  ...overrides,
});

function renderPage(codes: string[], address = '/taskManage') {
  atLocation(address);
  const store = createStore(AdminModel, SettingModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  renderWithStore(<TaskManagePage />, store);
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('/taskManage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    jest.mocked(fetchTaskTypes).mockResolvedValue([]);
    jest.mocked(fetchTaskOrgOptions).mockResolvedValue([{ id: 1, name: '总部', selectable: false, children: [{ id: 2, name: '财务部', selectable: true, children: [] }] }]);
    jest.mocked(fetchTasks).mockResolvedValue({
      list: [task(1), task(2, { status: 'inProgress', sla: 'onTrack', dueAt: inHours(30), assignee: { id: 7, name: 'Alice Wang', account: 'alice' }, rule: { id: 3, name: 'Payments' } })],
      total: 2,
      totalCapped: false,
    } as never);
  });

  it('lists the tasks in scope; a viewer gets no buttons and no selection', async () => {
    renderPage(['task:view']);
    const queued = await rowOf('T00000001');
    expect(fetchTasks).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    expect(within(queued).getByText('1,234,567.80 USD')).toBeInTheDocument();
    expect(within(queued).getByText('即将到期')).toBeInTheDocument();
    expect(within(queued).getByText('排队中')).toBeInTheDocument();
    expect(within(queued).getByText('高')).toBeInTheDocument();
    const started = await rowOf('T00000002');
    expect(within(started).getByText('Alice Wang')).toBeInTheDocument();
    expect(within(started).getByText('Payments')).toBeInTheDocument();
    expect(within(started).getByText('正常')).toBeInTheDocument();
    expect(screen.getByText('第 1-2 条/总共 2 条')).toBeInTheDocument();

    expect(screen.queryByTestId('task-new')).toBeNull();
    expect(screen.queryByTestId('task-import')).toBeNull();
    expect(screen.queryByTestId('task-export')).toBeNull();
    expect(queued.querySelector('.ant-checkbox-input')).toBeNull();
    // Task rights alone give the organisation filter (no org:view or user:view).
    expect(fetchTaskOrgOptions).toHaveBeenCalledTimes(1);
    expect(within(document.querySelector<HTMLElement>('.ant-pro-query-filter')!).getByText('业务组织')).toBeInTheDocument();
  });

  it('says "more than" when the server stopped counting at its cap', async () => {
    jest.mocked(fetchTasks).mockResolvedValue({ list: [task(1)], total: 10000, totalCapped: true } as never);
    renderPage(['task:view']);
    await rowOf('T00000001');
    expect(screen.getByText('第 1-10 条/超过 10,000 条')).toBeInTheDocument();
  });

  it('selects tasks for a bulk action, telling how many fit it', async () => {
    renderPage(['task:view', 'task:dispatch', 'task:reassign', 'task:cancel']);
    const queued = await rowOf('T00000001');
    const started = await rowOf('T00000002');
    fireEvent.click(queued.querySelector('.ant-checkbox-input')!);
    fireEvent.click(started.querySelector('.ant-checkbox-input')!);
    expect(await screen.findByTestId('task-bulk-dispatch')).toHaveTextContent('分派 (1/2)');
    expect(screen.getByTestId('task-bulk-cancel')).toHaveTextContent(/^取消任务$/);
    fireEvent.click(screen.getByTestId('task-bulk-reassign'));
    expect(await screen.findByText('改派 2 个任务')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-unfit')).toHaveTextContent('T00000001（排队中）');
  });

  it('exports the list as filtered through the download centre', async () => {
    jest.mocked(exportTasks).mockResolvedValue(exportItem(5, { kind: 'tasks', status: 'queued' }));
    renderPage(['task:view', 'task:export']);
    await rowOf('T00000001');
    fireEvent.click(screen.getByTestId('task-export'));
    await waitFor(() => expect(exportTasks).toHaveBeenCalledWith({}));
    expect(await screen.findByTestId('task-export-started')).toBeInTheDocument();
  });

  it('opens the task of the address with the actions its state allows the manager', async () => {
    jest.mocked(fetchTask).mockResolvedValue({ ...task(5), createdBy: null, completedAt: null, history: [], dispatchLog: [] } as never);
    renderPage(['task:view', 'task:dispatch', 'task:reassign', 'task:cancel'], '/taskManage?id=5');
    const drawer = (await screen.findByText('任务 T00000005')).closest('.ant-drawer-content') as HTMLElement;
    expect(fetchTask).toHaveBeenCalledWith(5);
    expect(within(drawer).getByText('暂无处理记录')).toBeInTheDocument();
    expect(within(drawer).getByTestId('task-drawer-dispatch')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('task-drawer-reassign')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('task-drawer-dispatch'));
    expect(await screen.findByText('分派 1 个任务')).toBeInTheDocument();
  });

  it('filters by the assignee picked with the shared user picker', async () => {
    jest.mocked(fetchUserOptions).mockResolvedValue({ list: [{ id: 7, account: 'alice', name: 'Alice Wang', jobNo: null }], total: 1, totalCapped: false });
    renderPage(['task:view']);
    await rowOf('T00000001');
    const form = document.querySelector('.ant-pro-query-filter') as HTMLElement;
    const assignee = within(form).getByText('处理人').closest('.ant-form-item') as HTMLElement;
    const picker = assignee.querySelector('.ant-select-selection-search-input') as HTMLElement;
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'ali' } });
    fireEvent.click(await screen.findByText('Alice Wang (alice)'));
    fireEvent.click(within(form).getByText(/^查\s*询$/));
    await waitFor(() => expect(fetchTasks).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, assigneeId: 7 }));
  });
});
