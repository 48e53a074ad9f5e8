import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MenuModel from '@/models/menu';
import { fetchMyNotice, fetchMyNotices, fetchNoticeTotalNumber, markNoticeRead } from '@/services/notice';
import { createStore, renderWithStore } from '../../../../../tests/unit/fixtures/header';
import { atLocation } from '../../../../../tests/unit/fixtures/portal';
import { emitPush } from '@/utils/pushEvents';
import NoticesPage, { noticeIdOf } from '../index';

jest.mock('@umijs/max', () => require('../../../../../tests/unit/fixtures/portal').portalMax);
jest.mock('@/services/notice', () => ({
  fetchMyNotices: jest.fn(),
  fetchMyNotice: jest.fn(),
  markNoticeRead: jest.fn(),
  fetchNoticeTotalNumber: jest.fn(),
  fetchCurrentNotice: jest.fn(),
  noticeAttachmentHref: (id: number, fileId: number) => `/api/notice/${id}/attachments/${fileId}`,
}));
jest.mock('@/services/home', () => ({}));

const item = (id: number, read: boolean, overrides: object = {}) => ({
  id,
  topic: `Notice ${id}`,
  type: 'general',
  level: 1,
  pinned: false,
  publishedAt: '2025-04-11T09:30:00',
  read,
  attachmentCount: 0,
  ...overrides,
});

const full = (id: number) => ({
  ...item(id, false),
  topic: 'Month-end closing',
  content: '<p>Books close on <strong>the 5th</strong></p>',
  attachments: [{ id: 55, fileName: 'plan.pdf', mimeType: 'application/pdf', size: 2048 }],
});

function openAt(address: string) {
  atLocation(address);
  return renderWithStore(<NoticesPage />, createStore(MenuModel));
}

describe('/portal/notices', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchMyNotices).mockImplementation(
      async ({ read }) =>
        ({
          list: [item(5, false, { topic: 'Month-end closing', attachmentCount: 1 }), item(4, true)].filter(
            (notice) => read === 'all' || (read === 'read') === notice.read,
          ),
          total: 2,
        }) as never,
    );
    jest.mocked(fetchMyNotice).mockImplementation(async (id) => full(id) as never);
    jest.mocked(markNoticeRead).mockResolvedValue(null);
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(3);
  });

  it('reads positive whole ids only', () => {
    expect(noticeIdOf('5')).toBe(5);
    ['', '0', '-2', 'x', '1e2'].forEach((value) => expect(noticeIdOf(value)).toBeUndefined());
  });

  it('opens a notice from the list, shows it with its attachment and marks it read; filters by read state', async () => {
    openAt('/portal/notices');
    const row = await screen.findByTestId('notice-5');
    expect(within(row).getByText('未读')).toBeInTheDocument();
    expect(within(screen.getByTestId('notice-4')).getByText('已读')).toBeInTheDocument();
    expect(fetchMyNotices).toHaveBeenCalledWith({
      current: 1,
      pageSize: 10,
      keyword: undefined,
      read: 'all',
      type: undefined,
    });

    fireEvent.click(within(row).getByRole('link', { name: 'Month-end closing' }));
    const content = await screen.findByTestId('notice-content');
    expect(content.querySelector('strong')?.textContent).toBe('the 5th');
    expect(screen.getByRole('link', { name: 'plan.pdf' })).toHaveAttribute('href', '/api/notice/5/attachments/55');
    await waitFor(() => expect(markNoticeRead).toHaveBeenCalledWith(5));
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalled());
    await waitFor(() => expect(within(screen.getByTestId('notice-5')).getByText('已读')).toBeInTheDocument());

    fireEvent.click(screen.getByText('未读', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(fetchMyNotices).toHaveBeenLastCalledWith(expect.objectContaining({ read: 'unread', current: 1 })),
    );
  });

  it('opens the notice of ?id= at once; one already read is not marked again', async () => {
    jest.mocked(fetchMyNotice).mockResolvedValueOnce({ ...full(8), read: true } as never);
    openAt('/portal/notices?id=8');
    expect(await screen.findByTestId('notice-content')).toBeInTheDocument();
    expect(fetchMyNotice).toHaveBeenCalledWith(8);
    await screen.findByTestId('notice-5');
    expect(markNoticeRead).not.toHaveBeenCalled();
  });

  it('asks for the list again when a notice is pushed', async () => {
    openAt('/portal/notices');
    await screen.findByTestId('notice-5');
    const calls = jest.mocked(fetchMyNotices).mock.calls.length;
    emitPush('notice');
    await waitFor(() => expect(fetchMyNotices).toHaveBeenCalledTimes(calls + 1));
  });
});
