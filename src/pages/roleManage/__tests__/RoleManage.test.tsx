import { screen, within } from '@testing-library/react';
import { fetchRoles } from '@/services/roles';
import { renderWithStore } from '../../../../tests/unit/fixtures/header';
import RoleManagePage from '../index';
import { role, rowOf, storeWithCodes } from './fixtures';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/roles', () => ({ fetchRoles: jest.fn() }));

describe('role list', () => {
  beforeEach(() => {
    jest.mocked(fetchRoles).mockResolvedValue({
      list: [
        role({ id: 1, roleCode: 'admin', name: '系统管理员', isAdmin: true, dataScope: 1, userCount: 1 }),
        role({ id: 7, roleCode: 'auditor', name: '审核员', dataScope: 4, status: 0 }),
      ],
      total: 2,
    });
  });

  it('shows the roles with every action to a full administrator, but no delete for the admin role', async () => {
    renderWithStore(<RoleManagePage />, storeWithCodes(['*']));
    const admin = await rowOf('系统管理员');
    const auditor = await rowOf('审核员');
    expect(fetchRoles).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    expect(screen.getByText('新建角色')).toBeInTheDocument();
    expect(within(admin).getByText('管理员')).toBeInTheDocument();
    expect(within(admin).queryByText('删除')).toBeNull();
    expect(within(auditor).getByText('删除')).toBeInTheDocument();
    expect(within(auditor).getByText('编辑')).toBeInTheDocument();
    expect(within(auditor).getByText('本组织及下级')).toBeInTheDocument();
    expect(within(auditor).getByText('停用')).toBeInTheDocument();
  });

  it('offers only reading to a user who may view roles', async () => {
    renderWithStore(<RoleManagePage />, storeWithCodes(['role:view']));
    const auditor = await rowOf('审核员');
    expect(screen.queryByText('新建角色')).toBeNull();
    expect(within(auditor).getByText('详情')).toBeInTheDocument();
    expect(within(auditor).getByText('关联用户 / 用户组 / 岗位')).toBeInTheDocument();
    expect(within(auditor).queryByText('编辑')).toBeNull();
    expect(within(auditor).queryByText('授权')).toBeNull();
    expect(within(auditor).queryByText('删除')).toBeNull();
  });
});
