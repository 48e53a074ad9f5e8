import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createIntegrationKey, fetchIntegrationKeys, revokeIntegrationKey } from '@/services/tasks';
import { renderInApp } from '../../../../tests/unit/inApp';
import IntegrationKeys from '../components/IntegrationKeys';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ fetchIntegrationKeys: jest.fn(), createIntegrationKey: jest.fn(), revokeIntegrationKey: jest.fn() }));

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

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('integration keys', () => {
  beforeEach(() => jest.clearAllMocks());

  it('makes an integration key, shows it once, and revokes one after a confirmation', async () => {
    jest.mocked(fetchIntegrationKeys).mockResolvedValue([key(1)] as never);
    jest.mocked(createIntegrationKey).mockResolvedValue({ item: key(2, { name: 'ERP' }), key: 'fssc_secret-value-shown-once' } as never);
    jest.mocked(revokeIntegrationKey).mockResolvedValue(key(1, { revokedAt: '2025-04-12T00:00:00.000Z' }) as never);
    renderInApp(<IntegrationKeys />);
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
    await waitFor(() => expect(fetchIntegrationKeys).toHaveBeenCalledTimes(3));
  });
});
