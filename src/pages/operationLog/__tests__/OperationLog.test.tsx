import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { exportOperationLogs, fetchOperationLog, fetchOperationLogs, fetchSignInLogs } from '@/services/operationLog';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import OperationLogPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/operationLog', () => ({
  fetchOperationLogs: jest.fn(),
  fetchSignInLogs: jest.fn(),
  fetchOperationLog: jest.fn(),
  exportOperationLogs: jest.fn(),
  exportSignInLogs: jest.fn(),
}));

// Typed by inference: an imported type in an annotation trips the hoisting of jest.mock.
const row = {
  id: 0,
  userId: 1 as number | null,
  account: 'admin' as string | null,
  userName: 'Administrator' as string | null,
  action: 'user.update',
  module: 'user',
  target: '' as string | null,
  result: 'success' as 'success' | 'failure',
  errorMessage: null as string | null,
  ip: '10.0.0.1' as string | null,
  userAgent: 'Mozilla/5.0' as string | null,
  deviceId: null as number | null,
  durationMs: 12,
  createdAt: '2025-04-10T08:00:00.000Z',
};

const entry = (id: number, overrides: Partial<typeof row> = {}) => ({ ...row, id, target: `${id} Zhang San`, ...overrides });

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  renderWithStore(<OperationLogPage />, store);
}

describe('/operationLog', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    // Pages left over from a test that did not read them all are not served to the next.
    jest.mocked(fetchOperationLogs).mockReset();
    jest.mocked(fetchOperationLogs).mockResolvedValueOnce({ data: [entry(30), entry(29, { result: 'failure', errorMessage: 'name taken' })], nextCursor: 29 });
    jest.mocked(fetchOperationLogs).mockResolvedValueOnce({ data: [entry(28, { target: 'the last one' })], nextCursor: null });
    jest.mocked(fetchSignInLogs).mockResolvedValue({ data: [], nextCursor: null });
    jest.mocked(exportOperationLogs).mockResolvedValue({} as never);
  });

  it('lists the newest entries with result tags and loads more after the cursor', async () => {
    renderPage(['operationLog:view']);
    const failed = (await screen.findByText('29 Zhang San')).closest('tr')!;
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('name taken')).toBeInTheDocument();
    expect(fetchOperationLogs).toHaveBeenCalledWith({ pageSize: 20 });

    fireEvent.click(screen.getByTestId('operation-log-more'));
    expect(await screen.findByText('the last one')).toBeInTheDocument();
    expect(fetchOperationLogs).toHaveBeenLastCalledWith({ after: 29, pageSize: 20 });
    expect(screen.getByText('已显示 3 条')).toBeInTheDocument();
    expect(screen.getByText('已全部显示')).toBeInTheDocument();
    expect(screen.queryByTestId('operation-log-more')).toBeNull();
  });

  it('exports the filters of the rows shown, with the export right', async () => {
    renderPage(['operationLog:view', 'operationLog:export']);
    await screen.findByText('30 Zhang San');
    fireEvent.click(screen.getByTestId('operation-log-export'));
    await waitFor(() => expect(exportOperationLogs).toHaveBeenCalledWith({}));
  });

  it('shows no export without the export right, and a row’s changes and request in the drawer', async () => {
    jest.mocked(fetchOperationLog).mockResolvedValue({
      ...entry(30),
      detail: { before: { name: 'Zhang San', phone: '1' }, after: { name: 'Zhang Si', email: 'z@x.cn' }, password: '***' },
    });
    renderPage(['operationLog:view']);
    await screen.findByText('30 Zhang San');
    expect(screen.queryByTestId('operation-log-export')).toBeNull();

    fireEvent.click(screen.getByTestId('log-detail-30'));
    await waitFor(() => expect(fetchOperationLog).toHaveBeenCalledWith(30));
    const diff = await screen.findByTestId('log-diff');
    expect(within(diff).getByText('Zhang Si')).toBeInTheDocument();
    expect(within(diff).getByText('修改')).toBeInTheDocument();
    expect(within(diff).getByText('移除')).toBeInTheDocument();
    expect(within(diff).getByText('z@x.cn')).toHaveClass('ant-typography-success');
    expect(screen.getByTestId('log-request').textContent).toBe('{\n  "password": "***"\n}');
  });
});
