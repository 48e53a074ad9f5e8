import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MenuModel from '@/models/menu';
import { getUserMessage, markAllMessagesRead, markMessagesRead } from '@/services/message';
import { fetchNoticeTotalNumber } from '@/services/notice';
import { createStore, message, renderWithStore } from '../../../../tests/unit/fixtures/header';
import { history } from '@umijs/max';
import MessageCenter from '../index';
import { isPortalRoute } from '../MessageList';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/message', () => ({
  getUserMessage: jest.fn(),
  markMessagesRead: jest.fn(),
  markAllMessagesRead: jest.fn(),
}));
jest.mock('@/services/notice', () => ({
  fetchCurrentNotice: jest.fn(),
  fetchNoticeTotalNumber: jest.fn(),
  markNoticeRead: jest.fn(),
}));
jest.mock('@/services/home', () => ({}));

function setup(total = 0) {
  const store = createStore(MenuModel);
  store.dispatch({ type: 'menu/save', payload: { noticeTotalNumber: total } });
  const view = renderWithStore(<MessageCenter />, store);
  return { store, view };
}

const badgeText = (container: HTMLElement) => container.querySelector('.ant-badge-count')?.textContent;

async function openPanel() {
  fireEvent.click(screen.getByTestId('messages-button'));
  return screen.findByTestId('messages-panel');
}

describe('message center', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(markMessagesRead).mockResolvedValue({ updated: 1 });
    jest.mocked(markAllMessagesRead).mockResolvedValue({ updated: 3 });
  });

  it('shows the unread total from the state, 99+ above 99, as a labelled button', async () => {
    const { store, view } = setup(7);
    const bell = screen.getByTestId('messages-button');
    expect(bell.tagName).toBe('BUTTON');
    expect(bell).toHaveAccessibleName('消息，7 条未读');
    expect(badgeText(view.container)).toBe('7');
    act(() => {
      store.dispatch({ type: 'menu/save', payload: { noticeTotalNumber: 120 } });
    });
    await waitFor(() => expect(badgeText(view.container)).toBe('99+'));
    act(() => {
      store.dispatch({ type: 'menu/save', payload: { noticeTotalNumber: 0 } });
    });
    await waitFor(() => expect(view.container.querySelector('.ant-badge-count')).toBeNull());
    expect(bell).toHaveAccessibleName('消息');
  });

  it('lists unread messages five at a time with level, group and relative time', async () => {
    jest.mocked(getUserMessage).mockResolvedValueOnce({
      list: [1, 2, 3, 4, 5].map((id) => message(id, { level: id === 1 ? 3 : 1 })),
      total: 6,
    });
    jest.mocked(getUserMessage).mockResolvedValueOnce({ list: [message(6, { level: 2 })], total: 6 });
    setup(6);
    const panel = await openPanel();
    expect(await within(panel).findByText('Message 1')).toBeInTheDocument();
    expect(getUserMessage).toHaveBeenCalledWith({ status: 'unread', pageSize: 5 });
    const first = within(panel).getByTestId('message-1');
    expect(within(first).getByText('紧急')).toBeInTheDocument();
    expect(within(first).getByText(/system/)).toBeInTheDocument();
    expect(within(first).getByText('5 分钟前')).toBeInTheDocument();
    fireEvent.click(within(panel).getByTestId('messages-load-more'));
    expect(await within(panel).findByText('Message 6')).toBeInTheDocument();
    // The next page continues after the last message shown (m5), whatever was read meanwhile.
    expect(getUserMessage).toHaveBeenLastCalledWith({ status: 'unread', pageSize: 5, beforeId: 5 });
    expect(within(within(panel).getByTestId('message-6')).getByText('重要')).toBeInTheDocument();
    expect(within(panel).queryByTestId('messages-load-more')).toBeNull();
  });

  it('marks an unread message read when opened and refreshes the total', async () => {
    jest.mocked(getUserMessage).mockResolvedValue({ list: [message(1), message(2)], total: 2 });
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(1);
    const { view } = setup(2);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByText('Message 1'));
    expect(await within(panel).findByText('Content of message 1')).toBeInTheDocument();
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith([1]));
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalled());
    // The badge's digits scroll from 2 to 1 for a while; its title and the button's name change at once.
    await waitFor(() => expect(screen.getByTestId('messages-button')).toHaveAccessibleName('消息，1 条未读'));
    expect(view.container.querySelector('.ant-badge-count')).toHaveAttribute('title', '1');
    // Opening a read message again does not call the server.
    fireEvent.click(within(panel).getByText('Message 1'));
    fireEvent.click(within(panel).getByText('Message 1'));
    expect(markMessagesRead).toHaveBeenCalledTimes(1);
  });

  it('opens the route a message links to and closes the panel; a message without one offers nothing to open', async () => {
    jest.mocked(getUserMessage).mockResolvedValue({ list: [message(1, { link: '/myFeedback/detail?id=3' }), message(2)], total: 2 });
    setup(2);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByText('Message 2'));
    await within(panel).findByText('Content of message 2');
    expect(within(panel).queryByText('查看详情')).toBeNull();
    fireEvent.click(within(panel).getByText('Message 1'));
    fireEvent.click(await within(panel).findByText('查看详情'));
    expect(history.push).toHaveBeenCalledWith('/myFeedback/detail?id=3');
    await waitFor(() => expect(screen.queryByTestId('messages-panel')).toBeNull());
  });

  it('follows only routes of the portal, never another site', () => {
    expect(isPortalRoute('/portal/notices?id=5')).toBe(true);
    for (const link of [null, '', '//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) expect(isPortalRoute(link)).toBe(false);
  });

  it('marks all read, refreshes the total and reloads the list', async () => {
    jest.mocked(getUserMessage).mockResolvedValueOnce({ list: [message(1), message(2)], total: 2 });
    jest.mocked(getUserMessage).mockResolvedValue({ list: [], total: 0 });
    jest.mocked(fetchNoticeTotalNumber).mockResolvedValue(0);
    const { view } = setup(2);
    const panel = await openPanel();
    await within(panel).findByText('Message 1');
    fireEvent.click(within(panel).getByTestId('messages-mark-all'));
    await waitFor(() => expect(markAllMessagesRead).toHaveBeenCalled());
    await waitFor(() => expect(fetchNoticeTotalNumber).toHaveBeenCalled());
    expect(await within(panel).findByText('没有未读消息')).toBeInTheDocument();
    expect(getUserMessage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(view.container.querySelector('.ant-badge-count')).toBeNull());
  });

  it('shows an empty state in the All tab', async () => {
    jest.mocked(getUserMessage).mockResolvedValue({ list: [], total: 0 });
    setup();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByText('全部'));
    expect(await within(panel).findByText('暂无消息')).toBeInTheDocument();
    expect(getUserMessage).toHaveBeenLastCalledWith({ status: 'all', pageSize: 5 });
  });
});
