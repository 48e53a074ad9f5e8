import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchMyDevices, revokeMyDevice, revokeMySession } from '@/services/devices';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import MyDevices from '../components/MyDevices';
import { currentFirst, includesCurrent, myDeviceName, myDevicePlatform } from '../components/deviceText';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/devices', () => ({ fetchMyDevices: jest.fn(), revokeMyDevice: jest.fn(), revokeMySession: jest.fn() }));

const session = (id: number, current = false) => ({
  id,
  createdAt: '2025-04-02T08:00:00.000Z',
  expiresAt: '2025-04-02T20:00:00.000Z',
  ip: '203.0.113.5',
  current,
});
const device = (id: number, name: string | null, current: boolean, sessions: ReturnType<typeof session>[]) => ({
  id,
  name,
  browser: 'Chrome 120',
  os: 'Windows 10',
  deviceType: 'desktop' as const,
  firstSeenAt: '2025-04-01T08:00:00.000Z',
  lastSeenAt: '2025-04-02T08:00:00.000Z',
  lastIp: '203.0.113.5',
  blocked: false,
  blockedAt: null,
  activeSessions: sessions.length,
  current,
  sessions,
});

/** The dva store with a login model that records the sign-out asked for. */
function storeRecordingLogout() {
  const loggedOut = jest.fn();
  const store = createStore({ namespace: 'login', state: {}, effects: { *logout() { loggedOut(); } }, reducers: {} } as never);
  return { store, loggedOut };
}

describe('My devices and sessions', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchMyDevices).mockResolvedValue({
      list: [device(2, 'iPhone', false, [session(21)]), device(1, 'Chrome on Windows', true, [session(11, true)])],
      otherSessions: [],
    });
  });

  it('lists this device first, marked, and signs another device out after asking', async () => {
    jest.mocked(revokeMyDevice).mockResolvedValue({ revoked: 1, signedOut: false });
    const { store } = storeRecordingLogout();
    renderWithStore(<MyDevices />, store);
    const items = await screen.findAllByTestId(/^my-device-\d+$/);
    expect(items.map((item) => item.dataset.testid)).toEqual(['my-device-1', 'my-device-2']);
    expect(within(items[0]).getByText('当前设备')).toBeInTheDocument();
    expect(within(items[0]).getByText('当前会话')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('my-device-revoke-2'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定让设备「iPhone」下线吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已结束 1 个会话')).toBeInTheDocument();
    expect(revokeMyDevice).toHaveBeenCalledWith(2);
  });

  it('signing out the current session leaves for the login page', async () => {
    jest.mocked(revokeMySession).mockResolvedValue({ revoked: 1, signedOut: true });
    const { store, loggedOut } = storeRecordingLogout();
    renderWithStore(<MyDevices />, store);
    fireEvent.click(await screen.findByTestId('my-session-revoke-11'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('这是当前会话，结束后需要重新登录。确定吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalled());
    expect(revokeMySession).toHaveBeenCalledWith(11);
  });
});

describe('myDevices helpers', () => {
  it('names, describes and orders devices', () => {
    expect(myDeviceName({ name: null }, '未知设备')).toBe('未知设备');
    expect(myDevicePlatform({ browser: 'Firefox 115', os: null })).toBe('Firefox 115');
    expect(currentFirst([{ id: 1, current: false }, { id: 2, current: true }]).map((d) => d.id)).toEqual([2, 1]);
    expect(includesCurrent([{ current: false }, { current: true }])).toBe(true);
    expect(includesCurrent([])).toBe(false);
  });
});
