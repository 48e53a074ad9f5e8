import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { fetchLinkedAccounts, saveLinkedAccounts } from '@/services/users';
import RetailAccountsModal from '../components/RetailAccountsModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({
  fetchLinkedAccounts: jest.fn(),
  saveLinkedAccounts: jest.fn(),
  fetchUserOptions: jest.fn(),
}));

const manager = {
  id: 7,
  userNo: 'U007',
  account: 'manager',
  name: '王经理',
  status: 1,
  locked: false,
  lockedUntil: null,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

it('shows the linked accounts, unlinks one and saves the rest', async () => {
  jest.mocked(fetchLinkedAccounts).mockResolvedValue([
    { id: 8, account: 'shop01', name: '一号店', status: 1 },
    { id: 9, account: 'shop02', name: '二号店', status: 0 },
  ]);
  jest.mocked(saveLinkedAccounts).mockResolvedValue([]);
  const onClose = jest.fn();
  renderInApp(<RetailAccountsModal user={manager} onClose={onClose} />);

  expect(await screen.findByText('一号店 (shop01)')).toBeInTheDocument();
  expect(screen.getByText('停用')).toBeInTheDocument();
  fireEvent.click(screen.getAllByText('取消关联')[0]);
  expect(screen.queryByText('一号店 (shop01)')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText(/保\s*存/));
  await waitFor(() => expect(saveLinkedAccounts).toHaveBeenCalledWith(7, [9]));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
