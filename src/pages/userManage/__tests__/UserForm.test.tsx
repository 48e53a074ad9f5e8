import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchPostTree } from '@/services/posts';
import { fetchRoleOptions } from '@/services/roles';
import { createUser, fetchUserPosts, fetchUserRoles, saveUserPosts, saveUserRoles, updateUser } from '@/services/users';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import UserForm from '../components/UserForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({
  createUser: jest.fn(),
  updateUser: jest.fn(),
  fetchUserRoles: jest.fn(),
  fetchUserPosts: jest.fn(),
  saveUserRoles: jest.fn(),
  saveUserPosts: jest.fn(),
}));
jest.mock('@/services/roles', () => ({ fetchRoleOptions: jest.fn() }));
jest.mock('@/services/posts', () => ({ fetchPostTree: jest.fn() }));

const alice = {
  id: 7,
  userNo: 'U007',
  account: 'alice',
  name: '王小丽',
  jobNo: 'J007',
  email: 'alice@fssc.cn',
  phone: null,
  orgId: null,
  orgName: null,
  status: 1,
  locked: false,
  lockedUntil: null,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

function renderForm(access: { codes: string[]; fields: object }, props: object = {}) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access, accessLoaded: true } });
  const onSaved = jest.fn();
  renderWithStore(<UserForm open onOpenChange={jest.fn()} orgs={[]} onSaved={onSaved} {...props} />, store);
  return { onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// getByRole would compute accessible names over the whole modal: slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/保\s*存/));

describe('user form', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest
      .mocked(fetchRoleOptions)
      .mockResolvedValue([{ id: 2, roleCode: 'clerk', name: '会计', nameEn: 'Clerk', status: 1 }]);
    jest.mocked(fetchPostTree).mockResolvedValue([]);
  });

  it('creates with exactly the visible fields and shows the generated password once', async () => {
    jest.mocked(createUser).mockResolvedValue({ user: { ...alice, id: 9, account: 'bob' }, password: 'Gx7#pQ2m' });
    const { onSaved } = renderForm({ codes: ['user:create'], fields: { user: { phone: 'hidden' } } });
    await screen.findByLabelText('账号');
    // Spec section 1: no type number, no account-type option. The field rules are the utils' (tested there).
    expect(screen.queryByText(/类型/)).toBeNull();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    // Roles and posts are saved with user:update, which this caller lacks.
    expect(screen.queryByText('角色')).toBeNull();
    type('账号', 'bob');
    type('姓名', '李明');
    type('工号', 'J008');
    type('邮箱', 'bob@fssc.cn');
    save();
    await waitFor(() => expect(createUser).toHaveBeenCalledTimes(1));
    expect(createUser).toHaveBeenCalledWith({ account: 'bob', name: '李明', jobNo: 'J008', email: 'bob@fssc.cn' });
    expect(await screen.findByTestId('generated-password')).toHaveTextContent('Gx7#pQ2m');
    expect(screen.getByText(/请通过安全渠道交给用户本人/)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(saveUserRoles).not.toHaveBeenCalled();
  });

  it('shows a read-only field disabled and never sends it', async () => {
    jest.mocked(fetchUserRoles).mockResolvedValue({ roleIds: [2] });
    jest.mocked(fetchUserPosts).mockResolvedValue({ postIds: [] });
    jest.mocked(updateUser).mockResolvedValue({ ...alice, name: '王丽' });
    const { onSaved } = renderForm(
      { codes: ['user:update'], fields: { user: { jobNo: 'readonly' } } },
      { user: alice },
    );
    const jobNo = await screen.findByLabelText('工号');
    expect(jobNo).toBeDisabled();
    expect(jobNo).toHaveValue('J007');
    await waitFor(() => expect(fetchUserRoles).toHaveBeenCalledWith(7));
    type('工号', 'J999');
    type('姓名', '王丽');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(updateUser).toHaveBeenCalledWith(7, { name: '王丽' });
    // Roles and posts unchanged: nothing to replace.
    expect(saveUserRoles).not.toHaveBeenCalled();
    expect(saveUserPosts).not.toHaveBeenCalled();
  });
});
