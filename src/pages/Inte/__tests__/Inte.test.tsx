import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createIntegration, fetchIntegrations, revokeIntegration, rotateIntegration } from '@/services/integrations';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import IntegrationsPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/integrations', () => ({
  fetchIntegrations: jest.fn(),
  createIntegration: jest.fn(),
  updateIntegration: jest.fn(),
  setIntegrationEnabled: jest.fn(),
  rotateIntegration: jest.fn(),
  revokeIntegration: jest.fn(),
  deleteIntegration: jest.fn(),
}));

const client = {
  id: 5,
  name: 'Expense system',
  sourceSystem: 'EXP',
  keyPrefix: 'fssc_AbCdEfG',
  scopes: ['tasks:create', 'users:read'],
  allowedAddresses: ['10.0.0.0/8'],
  rateLimitPerMinute: 600,
  enabled: true,
  state: 'active',
  previousKeyExpiresAt: null,
  rotatedAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdBy: { id: 1, name: 'Administrator' },
  createdAt: '2025-04-01T08:00:00.000Z',
  updatedAt: '2025-04-01T08:00:00.000Z',
};
const NEW_KEY = `fssc_${'k'.repeat(43)}`;

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return renderWithStore(<IntegrationsPage />, store);
}

describe('/Inte', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchIntegrations).mockResolvedValue({ list: [client], total: 1 } as never);
  });

  it('lists the clients with scopes, addresses and state; a viewer gets no buttons', async () => {
    renderPage(['integration:view']);
    const row = (await screen.findByText('Expense system')).closest('tr')!;
    expect(fetchIntegrations).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10 }));
    expect(within(row).getByText('创建任务')).toBeInTheDocument();
    expect(within(row).getByText('读取用户')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(within(row).getByText('每分钟 600 次')).toBeInTheDocument();
    expect(within(row).getByText('fssc_AbCdEfG…')).toBeInTheDocument();
    expect(within(row).getByText('有效')).toBeInTheDocument();
    expect(within(row).getByText('未使用')).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.queryByTestId('client-new')).toBeNull();
    expect(screen.queryByTestId('client-rotate-5')).toBeNull();
    expect(screen.queryByTestId('client-delete-5')).toBeNull();
  });

  it('shows a new client’s key once, to copy, with the warning', async () => {
    jest.mocked(createIntegration).mockResolvedValue({ item: { ...client, id: 6, name: 'Invoice platform' }, key: NEW_KEY } as never);
    renderPage(['integration:view', 'integration:create']);
    fireEvent.click(await screen.findByTestId('client-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: ' Invoice platform ' } });
    fireEvent.change(within(dialog).getByLabelText('来源系统'), { target: { value: 'INV' } });
    fireEvent.change(within(dialog).getByLabelText('允许的地址'), { target: { value: '10.0.0.0/8\n192.168.1.7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(createIntegration).toHaveBeenCalledWith({
        name: 'Invoice platform',
        sourceSystem: 'INV',
        scopes: ['tasks:create'],
        allowedAddresses: ['10.0.0.0/8', '192.168.1.7'],
        rateLimitPerMinute: 600,
        enabled: true,
      }),
    );
    expect(await screen.findByTestId('key-dialog-value')).toHaveTextContent(NEW_KEY);
    expect(screen.getByText('客户端“Invoice platform”已创建')).toBeInTheDocument();
    expect(screen.getByText(/密钥只显示这一次/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('key-dialog-close'));
    await waitFor(() => expect(screen.queryByTestId('key-dialog-value')).toBeNull());
  });

  it('refuses an address that is not one before sending', async () => {
    renderPage(['integration:view', 'integration:create']);
    fireEvent.click(await screen.findByTestId('client-new'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'Bad' } });
    fireEvent.change(within(dialog).getByLabelText('来源系统'), { target: { value: 'BAD' } });
    fireEvent.change(within(dialog).getByLabelText('允许的地址'), { target: { value: '10.0.0.300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('10.0.0.300 不是 IP 地址或 CIDR 网段')).toBeInTheDocument();
    expect(createIntegration).not.toHaveBeenCalled();
  });

  it('rotates a key after asking the grace period, and revokes after a confirmation', async () => {
    jest.mocked(rotateIntegration).mockResolvedValue({
      item: { ...client, keyPrefix: NEW_KEY.slice(0, 12), rotatedAt: '2025-04-02T08:00:00.000Z', previousKeyExpiresAt: '2025-04-03T08:00:00.000Z' },
      key: NEW_KEY,
    } as never);
    jest.mocked(revokeIntegration).mockResolvedValue({ ...client, state: 'revoked' } as never);
    renderPage(['integration:view', 'integration:update']);
    fireEvent.click(await screen.findByTestId('client-rotate-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 天')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /轮\s*换/ }));
    await waitFor(() => expect(rotateIntegration).toHaveBeenCalledWith(5, 1440));
    expect(await screen.findByTestId('key-dialog-value')).toHaveTextContent(NEW_KEY);
    expect(screen.getByText(/旧密钥有效至/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('key-dialog-close'));

    fireEvent.click(screen.getByTestId('client-revoke-5'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定吊销客户端“Expense system”吗？');
    expect(revokeIntegration).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(revokeIntegration).toHaveBeenCalledWith(5));
    expect(await screen.findByText('已吊销客户端“Expense system”')).toBeInTheDocument();
  });
});
