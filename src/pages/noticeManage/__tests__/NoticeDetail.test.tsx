import { screen } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchManagedNotice, fetchReceipts, fetchUnreadUsers } from '@/services/noticeManage';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { atLocation } from '../../../../tests/unit/fixtures/portal';
import NoticeDetailPage from '../detail/index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/noticeManage', () => ({
  fetchManagedNotice: jest.fn(),
  fetchReceipts: jest.fn(),
  fetchUnreadUsers: jest.fn(),
  managedAttachmentHref: (id: number) => `/api/noticeManage/attachments/${id}`,
}));

const notice = {
  id: 8,
  topic: 'Month-end closing',
  type: 'deadline',
  level: 2,
  pinned: false,
  status: 'published',
  publishedAt: '2025-04-11T09:30:00',
  expiresAt: null,
  alsoMessage: true,
  targetSummary: [{ kind: 'orgTree', refId: 3, name: '财务部' }],
  attachmentCount: 1,
  readCount: 3,
  targetedCount: 10,
  authorName: 'Admin',
  createdAt: '2025-04-10T09:00:00',
  updatedAt: '2025-04-10T09:00:00',
  content: '<p>Books close on the 5th</p>',
  attachments: [{ id: 55, fileName: 'plan.pdf', mimeType: 'application/pdf', size: 2048 }],
};

describe('/noticeManage/detail', () => {
  it('shows the notice, its read receipts and who has not read it; no edit without the right', async () => {
    jest.mocked(fetchManagedNotice).mockResolvedValue(notice as never);
    jest.mocked(fetchReceipts).mockResolvedValue({ targeted: 10, read: 3 });
    jest.mocked(fetchUnreadUsers).mockResolvedValue({
      list: [{ id: 21, userNo: 'U21', account: 'alice', name: 'Alice Wang', orgName: '财务部' }],
      total: 7,
    } as never);
    const store = createStore(AdminModel);
    store.dispatch({
      type: 'admin/save',
      payload: { access: { codes: ['notice:view'], fields: {} }, accessLoaded: true },
    });
    atLocation('/noticeManage/detail?id=8');
    renderWithStore(<NoticeDetailPage />, store);

    expect(await screen.findByText('已读 3 / 共 10 人')).toBeInTheDocument();
    expect(fetchManagedNotice).toHaveBeenCalledWith(8);
    expect(screen.getByText('组织及下级: 财务部')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'plan.pdf' })).toHaveAttribute('href', '/api/noticeManage/attachments/55');
    expect(await screen.findByText('Alice Wang')).toBeInTheDocument();
    expect(fetchUnreadUsers).toHaveBeenCalledWith(8, { current: 1, pageSize: 10, keyword: undefined });
    expect(screen.getByText(/^预\s*览$/)).toBeInTheDocument();
    expect(screen.queryByText(/^编\s*辑$/)).toBeNull();
  });
});
