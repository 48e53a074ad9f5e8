import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import AdminModel from '@/models/admin';
import { deleteNotice, fetchManagedNotices } from '@/services/noticeManage';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import NoticeManagePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/noticeManage', () => ({
  fetchManagedNotices: jest.fn(),
  deleteNotice: jest.fn(),
  publishNotice: jest.fn(),
  withdrawNotice: jest.fn(),
}));

const notice = (id: number, overrides: object = {}) => ({
  id,
  topic: `Notice ${id}`,
  type: 'general',
  level: 1,
  pinned: false,
  status: 'published',
  publishedAt: '2025-04-11T09:30:00', // local time: shown as it is, whatever the zone
  expiresAt: null,
  alsoMessage: false,
  targetSummary: [{ kind: 'all', refId: 0, name: 'everyone' }],
  attachmentCount: 0,
  readCount: 0,
  targetedCount: 0,
  authorName: 'Admin',
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
  ...overrides,
});

const rows = [
  notice(1, {
    topic: 'Month-end closing',
    type: 'deadline',
    level: 3,
    pinned: true,
    targetSummary: [
      { kind: 'orgTree', refId: 3, name: '财务部' },
      { kind: 'group', refId: 7, name: '审核组' },
      { kind: 'post', refId: 9, name: '出纳' },
      { kind: 'user', refId: 21, name: 'Alice Wang' },
    ],
    readCount: 3,
    targetedCount: 10,
    attachmentCount: 2,
  }),
  notice(2, { topic: 'Policy draft', status: 'draft', publishedAt: null, targetSummary: [] }),
];

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return renderWithStore(<NoticeManagePage />, store);
}

const rowOf = async (topic: string) => (await screen.findByText(topic)).closest('tr')!;

describe('/noticeManage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchManagedNotices).mockResolvedValue({ list: rows, total: 2 } as never);
    jest.mocked(deleteNotice).mockResolvedValue(null);
  });

  it('lists the notices with their state, targets and receipts; a viewer gets no change buttons', async () => {
    renderPage(['notice:view']);
    const row = await rowOf('Month-end closing');
    expect(fetchManagedNotices).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10 }));
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(within(row).getByText('紧急')).toBeInTheDocument();
    expect(within(row).getByText('置顶')).toBeInTheDocument();
    expect(within(row).getByText('财务部')).toBeInTheDocument();
    expect(within(row).getByText('等 1 项')).toBeInTheDocument();
    expect(within(row).getByText('3/10')).toBeInTheDocument();
    expect(within(row).getByText('2025-04-11 09:30')).toBeInTheDocument();
    expect(within(await rowOf('Policy draft')).getByText('草稿')).toBeInTheDocument();

    expect(screen.queryByText('新建公告')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('发布')).toBeNull();
    expect(screen.queryByText('撤回')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    fireEvent.click(within(row).getByText('预览'));
    expect(history.push).toHaveBeenCalledWith('/noticeManage/notice?id=1');
  });

  it('offers what each state allows with the rights; delete asks first', async () => {
    renderPage(['notice:view', 'notice:create', 'notice:update', 'notice:delete']);
    const published = await rowOf('Month-end closing');
    const draft = await rowOf('Policy draft');
    expect(within(published).getByText('撤回')).toBeInTheDocument();
    expect(within(published).queryByText('发布')).toBeNull();
    expect(within(draft).getByText('发布')).toBeInTheDocument();
    expect(within(draft).queryByText('撤回')).toBeNull();

    fireEvent.click(screen.getByText('新建公告'));
    expect(history.push).toHaveBeenCalledWith('/noticeManage/edit');
    fireEvent.click(within(published).getByText('编辑'));
    expect(history.push).toHaveBeenCalledWith('/noticeManage/edit?id=1');

    fireEvent.click(within(draft).getByText('删除'));
    expect(await screen.findByText('确定删除公告“Policy draft”吗？')).toBeInTheDocument();
    expect(deleteNotice).not.toHaveBeenCalled();
    const confirm = screen.getByText('确定删除公告“Policy draft”吗？').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText(/^删\s*除$/));
    await waitFor(() => expect(deleteNotice).toHaveBeenCalledWith(2));
    await waitFor(() => expect(fetchManagedNotices).toHaveBeenCalledTimes(2));
  });
});
