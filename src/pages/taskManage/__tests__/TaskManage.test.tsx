import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import SettingModel from '@/models/setting';
import { fetchOrgTree } from '@/services/orgs';
import {
  createIntegrationKey,
  exportTasks,
  fetchIntegrationKeys,
  fetchTask,
  fetchTasks,
  fetchTaskTypes,
  revokeIntegrationKey,
  updateTaskType,
} from '@/services/tasks';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { atLocation, exportItem } from '../../../../tests/unit/fixtures/portal';
import TaskManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/tasks', () => ({
  fetchTasks: jest.fn(),
  fetchTaskTypes: jest.fn(),
  fetchTask: jest.fn(),
  exportTasks: jest.fn(),
  createTask: jest.fn(),
  dispatchTasks: jest.fn(),
  reassignTasks: jest.fn(),
  cancelTasks: jest.fn(),
  importTasks: jest.fn(),
  createTaskType: jest.fn(),
  updateTaskType: jest.fn(),
  fetchIntegrationKeys: jest.fn(),
  createIntegrationKey: jest.fn(),
  revokeIntegrationKey: jest.fn(),
}));
jest.mock('@/services/orgs', () => ({ fetchOrgTree: jest.fn() }));
jest.mock('@/services/users', () => ({ fetchUsers: jest.fn() }));

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

const key = (id: number, overrides: object = {}) => ({
  id,
  name: `Expense system ${id}`,
  sourceSystem: 'EXP',
  keyPrefix: 'fssc_abcdefg',
  createdBy: { id: 1, name: 'Admin' },
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2025-04-11T00:00:00.000Z',
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
    jest.mocked(fetchOrgTree).mockResolvedValue([]);
    jest.mocked(fetchTasks).mockResolvedValue({
      list: [task(1), task(2, { status: 'inProgress', sla: 'onTrack', dueAt: inHours(30), assignee: { id: 7, name: 'Alice Wang', account: 'alice' }, rule: { id: 3, name: 'Payments' } })],
      total: 2,
    } as never);
  });

  it('lists the tasks in scope; a viewer gets no buttons, no selection and no keys', async () => {
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

    expect(screen.queryByTestId('task-new')).toBeNull();
    expect(screen.queryByTestId('task-import')).toBeNull();
    expect(screen.queryByTestId('task-export')).toBeNull();
    expect(queued.querySelector('.ant-checkbox-input')).toBeNull();
    expect(screen.queryByText('集成密钥')).toBeNull();
  });

  it('selects tasks for a bulk action, telling how many fit it, and exports the list as filtered', async () => {
    jest.mocked(exportTasks).mockResolvedValue(exportItem(5, { kind: 'tasks', status: 'queued' }));
    renderPage(['task:view', 'task:dispatch', 'task:reassign', 'task:cancel', 'task:export']);
    const queued = await rowOf('T00000001');
    const started = await rowOf('T00000002');
    fireEvent.click(queued.querySelector('.ant-checkbox-input')!);
    fireEvent.click(started.querySelector('.ant-checkbox-input')!);
    expect(await screen.findByTestId('task-bulk-dispatch')).toHaveTextContent('分派 (1/2)');
    expect(screen.getByTestId('task-bulk-cancel')).toHaveTextContent(/^取消任务$/);
    fireEvent.click(screen.getByTestId('task-bulk-reassign'));
    expect(await screen.findByText('改派 2 个任务')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-unfit')).toHaveTextContent('T00000001（排队中）');

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

  it('makes an integration key, shows it once, and revokes one after a confirmation', async () => {
    jest.mocked(fetchIntegrationKeys).mockResolvedValue([key(1)] as never);
    jest.mocked(createIntegrationKey).mockResolvedValue({ item: key(2, { name: 'ERP' }), key: 'fssc_secret-value-shown-once' } as never);
    jest.mocked(revokeIntegrationKey).mockResolvedValue(key(1, { revokedAt: '2025-04-12T00:00:00.000Z' }) as never);
    renderPage(['task:view', 'task:update']);
    fireEvent.click(await screen.findByText('集成密钥'));
    const row = await rowOf('Expense system 1');
    expect(within(row).getByText('fssc_abcdefg…')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('key-new'));
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: 'ERP' } });
    fireEvent.change(screen.getByLabelText('来源系统'), { target: { value: 'ERP' } });
    fireEvent.click(screen.getByText(/^保\s*存$/, { selector: 'button span' }));
    await waitFor(() => expect(createIntegrationKey).toHaveBeenCalledWith({ name: 'ERP', sourceSystem: 'ERP' }));
    expect(await screen.findByTestId('key-created-value')).toHaveTextContent('fssc_secret-value-shown-once');
    expect(screen.getByText(/密钥只显示这一次/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('key-created-close'));
    await waitFor(() => expect(screen.queryByTestId('key-created-value')).toBeNull());

    fireEvent.click(within(row).getByTestId('key-revoke-1'));
    const confirm = (await screen.findByText('确定吊销密钥“Expense system 1”吗？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(revokeIntegrationKey).toHaveBeenCalledWith(1));
  });

  it('keeps the task types: a change sends only what differs, the switch disables one', async () => {
    const payment = {
      id: 4,
      code: 'payment',
      name: '付款',
      nameEn: 'Payment',
      serviceHours: 4,
      enabled: true,
      sort: 3,
      createdAt: '2025-04-01T00:00:00.000Z',
      updatedAt: '2025-04-01T00:00:00.000Z',
    };
    jest.mocked(fetchTaskTypes).mockResolvedValue([payment]);
    jest.mocked(updateTaskType).mockResolvedValue(payment);
    renderPage(['task:view', 'task:update']);
    fireEvent.click(await screen.findByText('任务类型', { selector: '.ant-tabs-tab-btn' }));
    fireEvent.click(await screen.findByTestId('type-edit-4'));
    const hours = await screen.findByLabelText('时效（小时）');
    expect(hours).toHaveValue('4');
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.click(screen.getByText(/^保\s*存$/, { selector: 'button span' }));
    await waitFor(() => expect(updateTaskType).toHaveBeenCalledWith(4, { serviceHours: 8 }));

    fireEvent.click(screen.getByTestId('type-enabled-4'));
    await waitFor(() => expect(updateTaskType).toHaveBeenLastCalledWith(4, { enabled: false }));
    expect(await screen.findByText('已停用任务类型“付款”')).toBeInTheDocument();
  });
});
