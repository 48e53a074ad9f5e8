import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { resetUserPassword, setUserStatus, unlockUser } from '@/services/users';
import SetModal from '../components/SetModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({
  setUserStatus: jest.fn(),
  resetUserPassword: jest.fn(),
  unlockUser: jest.fn(),
}));

const alice = {
  id: 7,
  userNo: 'U007',
  account: 'alice',
  name: '王小丽',
  status: 1,
  locked: true,
  lockedUntil: '2025-04-11T03:00:00.000Z',
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

const confirm = () => fireEvent.click(screen.getByText(/确\s*定/, { selector: '.ant-popconfirm button span' }));

describe('user settings', () => {
  beforeEach(() => jest.clearAllMocks());

  it('confirms before disabling, shows a reset password once and unlocks', async () => {
    jest.mocked(setUserStatus).mockResolvedValue({ ...alice, status: 0 });
    jest.mocked(resetUserPassword).mockResolvedValue({ password: 'Np4$kq8W' });
    jest.mocked(unlockUser).mockResolvedValue({ ...alice, status: 0, locked: false, lockedUntil: null });
    const onChanged = jest.fn();
    const modal = <SetModal user={alice} onClose={jest.fn()} onChanged={onChanged} />;
    const { rerender } = renderInApp(modal);
    // A popup inside a dialog is attached to the page only once the dialog has rendered again
    // (rc-portal queues nested portals). With motion off nothing renders the dialog again before
    // the first click, and the confirmation would open detached from the page.
    rerender(modal);

    fireEvent.click(screen.getByTestId('set-disable'));
    expect(await screen.findByText('停用后该用户将被强制退出且无法登录，确定停用吗？')).toBeInTheDocument();
    expect(setUserStatus).not.toHaveBeenCalled();
    confirm();
    await waitFor(() => expect(setUserStatus).toHaveBeenCalledWith(7, 0));
    expect(await screen.findByTestId('set-enable')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('set-reset-password'));
    await screen.findByText('确定为该用户重置密码吗？旧密码将立即失效。');
    confirm();
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Np4$kq8W');
    expect(resetUserPassword).toHaveBeenCalledWith(7);
    fireEvent.click(screen.getByTestId('password-close'));

    fireEvent.click(screen.getByTestId('set-unlock'));
    await waitFor(() => expect(unlockUser).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByTestId('set-unlock')).toBeNull());
    expect(screen.getByText('未锁定')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(3);
  });
});
