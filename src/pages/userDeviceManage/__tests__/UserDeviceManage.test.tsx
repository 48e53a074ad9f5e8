import { fireEvent, screen, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { blockDevice, fetchDeviceSessions, fetchDevices, revokeDevice } from '@/services/devices';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import UserDeviceManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/devices', () => ({
  fetchDevices: jest.fn(),
  fetchDeviceSessions: jest.fn(),
  revokeDevice: jest.fn(),
  blockDevice: jest.fn(),
  unblockDevice: jest.fn(),
  revokeSession: jest.fn(),
}));

const device = {
  id: 7,
  name: 'Chrome on Windows',
  browser: 'Chrome 120',
  os: 'Windows 10',
  deviceType: 'desktop',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0',
  firstSeenAt: '2025-04-01T08:00:00.000Z',
  lastSeenAt: '2025-04-02T08:00:00.000Z',
  lastIp: '203.0.113.5',
  blocked: false,
  blockedAt: null,
  activeSessions: 2,
  user: { id: 3, account: 'alice', name: 'Alice', orgName: '财务部' },
};

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return renderWithStore(<UserDeviceManagePage />, store);
}

describe('/userDeviceManage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchDevices).mockResolvedValue({ list: [device], total: 1 } as never);
    jest.mocked(fetchDeviceSessions).mockResolvedValue([
      { id: 11, createdAt: '2025-04-02T08:00:00.000Z', expiresAt: '2025-04-02T20:00:00.000Z', revokedAt: null, ip: '203.0.113.5', userAgent: null, active: true },
    ] as never);
    jest.mocked(revokeDevice).mockResolvedValue({ revoked: 2, signedOut: false });
    jest.mocked(blockDevice).mockResolvedValue({ ...device, blocked: true, activeSessions: 0 } as never);
  });

  it('lists the devices with their user and sessions, without the change actions to a viewer', async () => {
    renderPage(['userDevice:view']);
    expect(await screen.findByTestId('device-sessions-7')).toHaveTextContent('Chrome on Windows');
    expect(fetchDevices).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10 }));
    expect(screen.getByText('Alice (alice)')).toBeInTheDocument();
    expect(screen.getByText('正常')).toBeInTheDocument();
    expect(screen.queryByTestId('device-revoke-7')).toBeNull();
    expect(screen.queryByTestId('device-block-7')).toBeNull();
  });

  it('signs a device out after asking, and opens its sessions', async () => {
    renderPage(['userDevice:view', 'userDevice:update']);
    fireEvent.click(await screen.findByTestId('device-revoke-7'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定让设备「Chrome on Windows」下线吗？');
    expect(revokeDevice).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已结束 2 个会话')).toBeInTheDocument();
    expect(revokeDevice).toHaveBeenCalledWith(7);

    fireEvent.click(screen.getByTestId('device-sessions-7'));
    expect(await screen.findByText('Chrome on Windows 的会话')).toBeInTheDocument();
    expect(await screen.findByTestId('session-revoke-11')).toBeInTheDocument();
    expect(fetchDeviceSessions).toHaveBeenCalledWith(7);
  });
});
