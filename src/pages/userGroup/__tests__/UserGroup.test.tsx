import { fireEvent, screen, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchRoleOptions } from '@/services/roles';
import { fetchGroupMembers, fetchUserGroup, fetchUserGroups } from '@/services/userGroups';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import GroupDetail from '../components/GroupDetail';
import UserGroupPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/userGroups', () => ({
  fetchUserGroups: jest.fn(),
  fetchUserGroup: jest.fn(),
  deleteUserGroup: jest.fn(),
  setGroupRoles: jest.fn(),
  fetchGroupMembers: jest.fn(),
  removeGroupMember: jest.fn(),
}));
jest.mock('@/services/roles', () => ({ fetchRoleOptions: jest.fn() }));
jest.mock('@/services/users', () => ({ fetchUsers: jest.fn() }));

const group = {
  id: 5,
  groupNo: 'AUDIT',
  name: '审核组',
  nameEn: 'Auditors',
  description: '报销审核',
  memberCount: 1,
  roleIds: [3],
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

function storeWith(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return store;
}

const renderPage = (codes: string[]) => renderWithStore(<UserGroupPage />, storeWith(codes));

describe('/userGroup', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchUserGroups).mockResolvedValue({ list: [group], total: 1 } as never);
    jest.mocked(fetchUserGroup).mockResolvedValue(group as never);
    jest
      .mocked(fetchRoleOptions)
      .mockResolvedValue([{ id: 3, roleCode: 'auditor', name: '审核员', nameEn: null, status: 1 }] as never);
    jest.mocked(fetchGroupMembers).mockResolvedValue({
      list: [{ id: 21, account: 'alice', name: 'Alice Wang', jobNo: 'J21', orgName: '财务部' }],
      total: 1,
    } as never);
  });

  it('lists the groups and hides the change buttons without the rights', async () => {
    renderPage(['userGroup:view']);
    expect(await screen.findByText('审核组')).toBeInTheDocument();
    expect(fetchUserGroups).toHaveBeenCalledWith({ current: 1, pageSize: 10, keyword: undefined, sorter: undefined });
    expect(screen.getByText('详情')).toBeInTheDocument();
    expect(screen.queryByText(/^新\s*建$/)).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  // The drawer alone: with the page around it the test outgrows jest's time limit on a busy machine.
  it("shows a group's members and roles, without member changes to a viewer", async () => {
    renderWithStore(
      <GroupDetail groupId={5} onClose={jest.fn()} onMembersChanged={jest.fn()} />,
      storeWith(['userGroup:view']),
    );
    expect(await screen.findByText('Alice Wang')).toBeInTheDocument();
    expect(fetchGroupMembers).toHaveBeenCalledWith(5, { current: 1, pageSize: 10, keyword: undefined });
    expect(await screen.findByText('审核员')).toBeInTheDocument();
    expect(screen.getByText('报销审核')).toBeInTheDocument();
    expect(screen.queryByText('添加成员')).toBeNull();
    expect(screen.queryByText('移除')).toBeNull();
  });

  it('offers new, edit, delete and the member changes with the rights', async () => {
    renderPage(['userGroup:view', 'userGroup:create', 'userGroup:update', 'userGroup:delete']);
    expect(await screen.findByText('审核组')).toBeInTheDocument();
    expect(screen.getByText(/^新\s*建$/)).toBeInTheDocument();
    expect(screen.getByText('编辑')).toBeInTheDocument();
    expect(screen.getByText('删除')).toBeInTheDocument();
    fireEvent.click(screen.getByText('详情'));
    const row = (await screen.findByText('Alice Wang')).closest('tr')!;
    expect(within(row).getByText('移除')).toBeInTheDocument();
    expect(screen.getByText('添加成员')).toBeInTheDocument();
  });
});
