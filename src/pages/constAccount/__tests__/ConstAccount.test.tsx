import { fireEvent, screen, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { deleteAccountLink, fetchAccountLinks } from '@/services/accountLinks';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import ConstAccountPage from '../index';

let mockSearch = '';
jest.mock('@umijs/max', () => ({
  ...require('../../../../tests/unit/fixtures/header').umiMax,
  useSearchParams: () => [new URLSearchParams(mockSearch), jest.fn()],
}));
jest.mock('@/services/accountLinks', () => ({
  fetchAccountLinks: jest.fn(),
  createAccountLink: jest.fn(),
  updateAccountLink: jest.fn(),
  deleteAccountLink: jest.fn(),
}));

const link = {
  staff: { id: 3, account: 'clerk', name: 'Clerk', orgName: '华东' },
  account: { id: 5, account: 'shop01', name: 'Shop 01', status: 0 },
  validFrom: null,
  validTo: '2026-05-02T08:00:00.000Z',
  remark: 'Holiday cover',
  createdBy: { id: 1, account: 'admin', name: 'Admin' },
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
  state: 'upcoming',
};

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return renderWithStore(<ConstAccountPage />, store);
}

describe('/constAccount', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mockSearch = '';
    jest.mocked(fetchAccountLinks).mockResolvedValue({ list: [link], total: 1 } as never);
    jest.mocked(deleteAccountLink).mockResolvedValue(null);
  });

  it('lists the links with both users, the validity and the state, without changes to a viewer', async () => {
    renderPage(['constAccount:view', 'constAccount:create', 'constAccount:update', 'constAccount:delete']);
    expect(await screen.findByText('Clerk (clerk)')).toBeInTheDocument();
    expect(screen.getByText('Shop 01 (shop01)')).toBeInTheDocument();
    expect(screen.getByText('已停用')).toBeInTheDocument();
    expect(screen.getByText('创建时起')).toBeInTheDocument();
    expect(screen.getByText('未生效')).toBeInTheDocument();
    expect(screen.getByText('Holiday cover')).toBeInTheDocument();
    expect(fetchAccountLinks).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10, userId: undefined }));
    // Not an administrator: the module's rights alone change no link.
    expect(screen.queryByTestId('link-delete-3-5')).toBeNull();
    expect(screen.queryByText('新建关联')).toBeNull();
  });

  it('opened for one staff member, shows their links; an administrator deletes one after asking', async () => {
    mockSearch = 'userId=3&name=Clerk';
    renderPage(['*']);
    expect(screen.getByText('正在查看 Clerk 的关联')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('link-delete-3-5'));
    expect(fetchAccountLinks).toHaveBeenCalledWith(expect.objectContaining({ userId: 3 }));
    expect(screen.getByText('新建关联')).toBeInTheDocument();
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定删除 Clerk (clerk) 与 Shop 01 (shop01) 的关联吗？');
    expect(deleteAccountLink).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('关联已删除')).toBeInTheDocument();
    expect(deleteAccountLink).toHaveBeenCalledWith(3, 5);
  });
});
