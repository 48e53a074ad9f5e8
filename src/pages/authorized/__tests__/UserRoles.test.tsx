import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { fetchUserAuthorizations } from '@/services/roles';
import { fetchUserOptions } from '@/services/users';
import UserRoles from '../components/UserRoles';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/roles', () => ({ fetchUserAuthorizations: jest.fn() }));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

describe('roles by user', () => {
  it('finds a user and lists every role they hold and how', async () => {
    jest.mocked(fetchUserOptions).mockResolvedValue({
      list: [{ id: 42, account: 'bob', name: 'Bob Li', jobNo: null, orgName: null }],
      total: 1,
      totalCapped: false,
    });
    jest.mocked(fetchUserAuthorizations).mockResolvedValue([
      { roleId: 1, roleCode: 'auditor', roleName: '审核员', via: 'user', viaId: 42, viaName: 'Bob Li' },
      { roleId: 2, roleCode: 'cashier', roleName: '出纳', via: 'group', viaId: 5, viaName: '资金组' },
    ]);
    renderInApp(<UserRoles />);
    expect(screen.getByText('选择一个用户，查看其持有的全部角色')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'bo' } });
    fireEvent.click(await screen.findByText('Bob Li (bob)'));

    await waitFor(() => expect(fetchUserAuthorizations).toHaveBeenCalledWith(42));
    expect(fetchUserOptions).toHaveBeenCalledWith({ keyword: 'bo', current: 1, pageSize: 20 });
    const table = screen.getByTestId('authorized-user-roles');
    expect(await within(table).findByText('审核员')).toBeInTheDocument();
    expect(within(table).getByText('直接授予')).toBeInTheDocument();
    expect(within(table).getByText('出纳')).toBeInTheDocument();
    expect(within(table).getByText('用户组')).toBeInTheDocument();
    expect(within(table).getByText('资金组')).toBeInTheDocument();
  });
});
