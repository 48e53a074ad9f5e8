import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchUsers } from '@/services/users';
import { addGroupMembers, createUserGroup, updateUserGroup } from '@/services/userGroups';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import GroupForm from '../components/GroupForm';
import ModalRelation from '../components/ModalRelation';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/userGroups', () => ({
  createUserGroup: jest.fn(),
  updateUserGroup: jest.fn(),
  addGroupMembers: jest.fn(),
}));
jest.mock('@/services/users', () => ({ fetchUsers: jest.fn() }));

const group = {
  id: 5,
  groupNo: 'AUDIT',
  name: '审核组',
  nameEn: 'Auditors',
  description: null,
  memberCount: 2,
  roleIds: [],
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

// Text queries: role queries walk the whole modal's accessibility tree and are very slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('user group form', () => {
  beforeEach(() => jest.clearAllMocks());

  // The field rules and the body are the utils' (tested there).
  it('creates a group, staying open when the server refuses', async () => {
    jest.mocked(createUserGroup).mockRejectedValueOnce(new Error('409'));
    jest.mocked(createUserGroup).mockResolvedValue(group as never);
    const onSaved = jest.fn();
    renderWithStore(<GroupForm open onClose={jest.fn()} onSaved={onSaved} />, createStore(AdminModel));
    await screen.findByLabelText('用户组编号');
    type('用户组编号', 'AUDIT_01');
    type('名称', ' 审核组 ');
    type('描述', '  ');
    save();
    // Refused (the request client shows why): the dialog keeps what was typed.
    await waitFor(() => expect(createUserGroup).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('用户组编号')).toHaveValue('AUDIT_01');
    expect(onSaved).not.toHaveBeenCalled();
    save();
    await waitFor(() =>
      expect(createUserGroup).toHaveBeenLastCalledWith({
        groupNo: 'AUDIT_01',
        name: '审核组',
        nameEn: null,
        description: null,
      }),
    );
    expect(updateUserGroup).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('saves an edited group by its id', async () => {
    jest.mocked(updateUserGroup).mockResolvedValue(group as never);
    renderWithStore(<GroupForm open group={group} onClose={jest.fn()} onSaved={jest.fn()} />, createStore(AdminModel));
    expect(await screen.findByLabelText('用户组编号')).toHaveValue('AUDIT');
    type('描述', '报销审核');
    save();
    await waitFor(() =>
      expect(updateUserGroup).toHaveBeenCalledWith(5, {
        groupNo: 'AUDIT',
        name: '审核组',
        nameEn: 'Auditors',
        description: '报销审核',
      }),
    );
  });
});

describe('add members', () => {
  it('searches users and adds the picked ones', async () => {
    jest.mocked(fetchUsers).mockImplementation(
      async ({ keyword }) =>
        ({
          list: [
            { id: 21, userNo: 'U21', account: 'alice', name: 'Alice Wang', jobNo: 'J21' },
            { id: 22, userNo: 'U22', account: 'alan', name: 'Alan Li', jobNo: null },
          ].filter((user) => !keyword || user.account.startsWith(keyword)),
          total: 2,
        }) as never,
    );
    jest.mocked(addGroupMembers).mockResolvedValue(group as never);
    const onAdded = jest.fn();
    renderWithStore(<ModalRelation group={group} onClose={jest.fn()} onAdded={onAdded} />, createStore(AdminModel));
    await screen.findByLabelText('用户');
    save();
    expect(await screen.findByText('请选择要添加的用户')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('用户'));
    fireEvent.change(screen.getByLabelText('用户'), { target: { value: 'ali' } });
    await waitFor(() => expect(fetchUsers).toHaveBeenLastCalledWith({ current: 1, pageSize: 20, keyword: 'ali' }));
    fireEvent.click(await screen.findByText('Alice Wang alice (J21)'));
    save();
    await waitFor(() => expect(addGroupMembers).toHaveBeenCalledWith(5, [21]));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
  });
});
