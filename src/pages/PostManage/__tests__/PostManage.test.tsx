import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createPost, fetchPostTree, updatePost } from '@/services/posts';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import PostManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/posts', () => ({
  fetchPostTree: jest.fn(),
  createPost: jest.fn(),
  updatePost: jest.fn(),
  deletePost: jest.fn(),
  setPostRoles: jest.fn(),
}));
jest.mock('@/services/roles', () => ({ fetchRoleOptions: jest.fn() }));

const post = (id: number, name: string, parentId: number | null, children: object[] = []) => ({
  id,
  parentId,
  postNo: `P${id}`,
  name,
  nameEn: null,
  sort: id,
  status: 1,
  roleIds: [],
  userCount: id,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  children,
});

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  renderWithStore(<PostManagePage />, store);
}

// Text queries: role queries walk the whole modal's accessibility tree and are very slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/PostManage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchPostTree).mockResolvedValue([post(1, '财务部', null, [post(2, '总账会计', 1)])] as never);
  });

  it('shows the tree expanded and no change buttons without the rights', async () => {
    renderPage(['post:view']);
    // The child row shows: every branch starts open.
    expect(await screen.findByText('总账会计')).toBeInTheDocument();
    expect(screen.getByText('财务部')).toBeInTheDocument();
    expect(screen.queryByText(/^新\s*建$/)).toBeNull();
    expect(screen.queryByText('新建下级')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('creates a post under the chosen parent', async () => {
    jest.mocked(createPost).mockResolvedValue(post(3, '出纳', 1) as never);
    renderPage(['post:view', 'post:create']);
    await screen.findByText('总账会计');
    fireEvent.click(screen.getAllByText('新建下级')[0]);
    await screen.findByLabelText('岗位编号');
    // The parent is the row's post.
    expect(screen.getAllByTitle('财务部 (P1)').length).toBeGreaterThan(0);
    // The number pattern is NUMBER_PATTERN, tested with the application utils.
    type('岗位编号', 'CASH-01');
    type('岗位名称', ' 出纳 ');
    save();
    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith({
        parentId: 1,
        postNo: 'CASH-01',
        name: '出纳',
        nameEn: null,
        sort: 0,
        status: 1,
      }),
    );
    expect(updatePost).not.toHaveBeenCalled();
    // The tree is read again with the new post.
    await waitFor(() => expect(fetchPostTree).toHaveBeenCalledTimes(2));
  });
});
