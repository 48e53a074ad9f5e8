import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

const notice = {
  id: 5,
  topic: 'System upgrade tonight',
  content: '<b>Portal</b> is down 22:00-23:00\n<img src=x onerror="alert(1)">',
  publishedAt: '2025-04-11T09:30:00',
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

  it('shows the topic, the content as plain text and the published time; OK reads it', async () => {
    const store = createStore(MenuModel);
    act(() => {
      store.dispatch({ type: 'menu/save', payload: { notice, noticeVisible: true } });
    });
    renderWithStore(<NoticeModal />, store);
    expect(await screen.findByText('System upgrade tonight')).toBeInTheDocument();
    const body = screen.getByTestId('notice-content');
    expect(body.textContent).toBe(notice.content);
    expect(body.querySelector('b, img')).toBeNull();
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByText('发布时间：2025-04-11 09:30')).toBeInTheDocument();

    fireEvent.click(screen.getByText('我已阅读'));
    await waitFor(() => expect(markNoticeRead).toHaveBeenCalledWith(5));
    expect(store.getState().menu.noticeVisible).toBe(false);
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalled());
  });
});
