import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import AdminModel from '@/models/admin';
import SettingModel from '@/models/setting';
import { fetchOrgTree } from '@/services/orgs';
import { exportUsers, fetchUsers } from '@/services/users';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { exportItem } from '../../../../tests/unit/fixtures/portal';
import UserManagePage from '../index';
import { org } from './orgs';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({
  fetchUsers: jest.fn(),
  exportUsers: jest.fn(),
  USER_IMPORT_TEMPLATE_URL: '/api/users/import/template',
}));
jest.mock('@/services/orgs', () => ({ fetchOrgTree: jest.fn() }));
jest.mock('@/services/roles', () => ({}));
jest.mock('@/services/posts', () => ({}));

const alice = {
  id: 7,
  userNo: 'U007',
  account: 'alice',
  name: '王小丽',
  jobNo: 'J007',
  email: 'alice@fssc.cn',
  phone: '13800138000',
  orgId: 2,
  orgName: '财务部',
  status: 1,
  locked: true,
  lockedUntil: '2025-04-11T03:00:00.000Z',
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
};

function renderPage(access: { codes: string[]; fields: object }) {
  // The import dialog reads its size limit from the settings.
  const store = createStore(AdminModel, SettingModel);
  store.dispatch({ type: 'admin/save', payload: { access, accessLoaded: true } });
  renderWithStore(<UserManagePage />, store);
}

// Role queries compute accessible names over the whole table: far too slow in jsdom.
const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);

describe('user management page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    jest.mocked(fetchOrgTree).mockResolvedValue([org(1, null, 'O1', '总部', [org(2, 1, 'O2', '财务部')])]);
    jest.mocked(fetchUsers).mockResolvedValue({ list: [alice], total: 1, totalCapped: false });
  });

  it('shows only the buttons the caller holds', async () => {
    renderPage({ codes: ['user:view', 'user:update'], fields: {} });
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.getByTestId('user-edit-7')).toBeInTheDocument();
    expect(screen.queryByTestId('user-new')).toBeNull();
    expect(screen.queryByTestId('user-export')).toBeNull();
    expect(screen.queryByTestId('user-import')).toBeNull();
    expect(headers()).toEqual(expect.arrayContaining(['姓名', '工号', '手机号']));
  });

  it('filters by organisation and leaves out hidden columns', async () => {
    renderPage({ codes: ['*'], fields: { user: { phone: 'hidden' } } });
    // An organisation filters the list, with its subtree on the server.
    fireEvent.click(await within(screen.getByTestId('org-tree')).findByText('财务部'));
    await waitFor(() => expect(fetchUsers).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, orgId: 2 }));
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['账号', '姓名', '邮箱']));
    expect(headers()).not.toContain('手机号');
    expect(screen.queryByText('13800138000')).toBeNull();
  });

  it('queues the export of the filters shown and points to the download centre', async () => {
    jest.mocked(exportUsers).mockResolvedValue(exportItem(5, { status: 'queued' }));
    renderPage({ codes: ['*'], fields: {} });
    fireEvent.click(await within(screen.getByTestId('org-tree')).findByText('财务部'));
    await waitFor(() => expect(fetchUsers).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, orgId: 2 }));
    fireEvent.click(screen.getByTestId('user-export'));
    expect(exportUsers).toHaveBeenCalledWith({ orgId: 2 });
    expect(await screen.findByText('导出已开始，请到下载中心查看')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-export-open'));
    expect(history.push).toHaveBeenCalledWith('/portal/download');
  });
});
