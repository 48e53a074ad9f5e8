import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { history } from '@umijs/max';
import MenuModel from '@/models/menu';
import { fetchNoticeTotalNumber, markNoticeRead } from '@/services/notice';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import NoticeModal from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/notice', () => ({
  fetchCurrentNotice: jest.fn(),
  fetchNoticeTotalNumber: jest.fn(),
  markNoticeRead: jest.fn(),
}));
jest.mock('@/services/home', () => ({}));

// Content is HTML the server cleaned with its allow-list.
const notice = {
  id: 5,
  topic: 'System upgrade tonight',
  content: '<p><strong>Portal</strong> is down 22:00-23:00</p><ul><li>Save your drafts</li></ul>',
  type: 'outage',
  level: 2,
  publishedAt: '2025-04-11T09:30:00',
  attachmentCount: 0,
};

describe('notice modal', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(markNoticeRead).mockResolvedValue({});
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(0);
  });

  it('stays closed unless noticeVisible', () => {
    const store = createStore(MenuModel);
    act(() => {
      store.dispatch({ type: 'menu/save', payload: { notice, noticeVisible: false } });
    });
    renderWithStore(<NoticeModal />, store);
    expect(screen.queryByText('System upgrade tonight')).toBeNull();
  });

  it('shows the topic, the content as HTML, its tags and the published time; OK reads it', async () => {
    const store = createStore(MenuModel);
    act(() => {
      store.dispatch({ type: 'menu/save', payload: { notice, noticeVisible: true } });
    });
    renderWithStore(<NoticeModal />, store);
    expect(await screen.findByText('System upgrade tonight')).toBeInTheDocument();
    const body = screen.getByTestId('notice-content');
    expect(body.querySelector('strong')?.textContent).toBe('Portal');
    expect(body.querySelector('li')?.textContent).toBe('Save your drafts');
    expect(screen.getByText('系统停机')).toBeInTheDocument();
    expect(screen.getByText('重要')).toBeInTheDocument();
    expect(screen.queryByText(/附件/)).toBeNull();
    expect(screen.getByText('发布时间：2025-04-11 09:30')).toBeInTheDocument();

    fireEvent.click(screen.getByText('我已阅读'));
    await waitFor(() => expect(markNoticeRead).toHaveBeenCalledWith(5));
    expect(store.getState().menu.noticeVisible).toBe(false);
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalled());
  });

  it('links a notice with attachments to its page, reading it', async () => {
    const store = createStore(MenuModel);
    act(() => {
      store.dispatch({
        type: 'menu/save',
        payload: { notice: { ...notice, attachmentCount: 2 }, noticeVisible: true },
      });
    });
    renderWithStore(<NoticeModal />, store);
    fireEvent.click(await screen.findByText('附有 2 个附件，在公告中查看'));
    expect(history.push).toHaveBeenCalledWith('/portal/notices?id=5');
    await waitFor(() => expect(markNoticeRead).toHaveBeenCalledWith(5));
    expect(store.getState().menu.noticeVisible).toBe(false);
  });
});
