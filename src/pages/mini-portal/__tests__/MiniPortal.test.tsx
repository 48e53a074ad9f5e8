import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createVerifyCode, fetchCurrentUser, signin, signout } from '@/services/auth';
import { getUserMessage } from '@/services/message';
import { fetchMyNotices } from '@/services/notice';
import { verifyPhoneCode } from '@/services/phoneSignIn';
import { confirmQrTicket, fetchQrRequester, refuseQrTicket } from '@/services/qrSignIn';
import { fetchMyTaskSummary } from '@/services/tasks';
import { renderInApp } from '../../../../tests/unit/inApp';
import { catalogue } from '../../../../tests/unit/messages';
import MiniPortal from '../index';
import MiniPortalPage from '../page';

const mockMessages = catalogue('zh-CN');
const mockLocation = { search: '' };
const mockPush = jest.fn();

jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    locale: 'zh-CN',
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) =>
      (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, key: string) => String(values?.[key] ?? '')),
  }),
  getLocale: () => 'zh-CN',
  setLocale: jest.fn(),
  useLocation: () => mockLocation,
  history: { push: (...args: unknown[]) => mockPush(...args) },
}));
jest.mock('@/services/auth', () => ({
  fetchCurrentUser: jest.fn(),
  createVerifyCode: jest.fn(),
  signin: jest.fn(),
  signout: jest.fn(),
}));
jest.mock('@/services/tasks', () => ({ fetchMyTaskSummary: jest.fn() }));
jest.mock('@/services/notice', () => ({
  fetchMyNotices: jest.fn(),
  fetchMyNotice: jest.fn(),
  markNoticeRead: jest.fn(),
  noticeAttachmentHref: jest.fn(),
}));
jest.mock('@/services/message', () => ({ getUserMessage: jest.fn(), markMessagesRead: jest.fn() }));
jest.mock('@/services/phoneSignIn', () => ({
  verifyPhoneCode: jest.fn(),
  resendPhoneCode: jest.fn(),
  sendSmsCode: jest.fn(),
  loginByPhoneNumber: jest.fn(),
}));
jest.mock('@/services/qrSignIn', () => ({ fetchQrRequester: jest.fn(), confirmQrTicket: jest.fn(), refuseQrTicket: jest.fn() }));

const alice = { userNo: 'U1', jobNo: 'J1', name: '爱丽丝', zoneNo: null, zoneName: null, region: null, account: 'alice' };
const unauthorized = Object.assign(new Error('401'), { response: { status: 401 } });
const page = <T,>(list: T[]) => ({ list, total: list.length });
const gone = (status: number) => Object.assign(new Error(String(status)), { response: { status } });

beforeEach(() => {
  jest.clearAllMocks();
  mockLocation.search = '';
  window.localStorage.clear();
  jest.mocked(createVerifyCode).mockResolvedValue({ enabled: false, token: '', image: '' });
  jest.mocked(fetchMyTaskSummary).mockResolvedValue({ assigned: 3, inProgress: 1, dueToday: 0, breached: 2, doneThisWeek: 5 });
  jest.mocked(fetchMyNotices).mockResolvedValue(
    page([
      { id: 11, topic: '系统升级通知', type: 'system', level: 1, pinned: false, publishedAt: '2026-03-01T08:00:00Z', read: false, attachmentCount: 0 },
      { id: 12, topic: '报销政策调整', type: 'policy', level: 1, pinned: false, publishedAt: '2026-02-01T08:00:00Z', read: true, attachmentCount: 0 },
    ]),
  );
  jest.mocked(getUserMessage).mockResolvedValue(
    page([{ id: 21, title: '任务已分派', content: '…', level: 1, group: 'task', link: null, read: false, createdAt: '2026-03-01T09:00:00Z' }]),
  );
  jest.mocked(signout).mockResolvedValue(null);
});

describe('the mini-portal home', () => {
  it('signed out, shows its own sign-in and, once signed in, stays with the user’s summary', async () => {
    jest.mocked(fetchCurrentUser).mockRejectedValueOnce(unauthorized).mockResolvedValue(alice);
    jest.mocked(signin).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    renderInApp(<MiniPortal />);
    expect(await screen.findByTestId('mini-sign-in')).toBeInTheDocument();
    expect(screen.queryByTestId('mini-tasks')).not.toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('你好，爱丽丝')).toBeInTheDocument();
    expect(signin).toHaveBeenCalledWith({ device: 'web', account: 'alice', password: 'secret', validateCode: '' }, '');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when sign-in fails', async () => {
    jest.mocked(fetchCurrentUser).mockRejectedValue(unauthorized);
    jest.mocked(signin).mockResolvedValue({ loginFlag: 1, loginMsg: '账号或密码错误，还可尝试 4 次' });
    renderInApp(<MiniPortal />);
    fireEvent.change(await screen.findByPlaceholderText('账号'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByTestId('mini-sign-in-failure')).toHaveTextContent('账号或密码错误，还可尝试 4 次');
  });

  it('signed in, shows a card per task state, notices and messages with their read state; a tap opens one', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    renderInApp(<MiniPortal />);
    await waitFor(() => expect(screen.getByTestId('mini-task-assigned')).toHaveTextContent('3待处理'));
    expect(screen.getByTestId('mini-task-breached')).toHaveTextContent('2已超时');
    expect(screen.getByTestId('mini-task-doneThisWeek')).toHaveTextContent('5本周完成');
    expect(await screen.findByTestId('mini-notice-11')).toHaveTextContent('未读');
    expect(screen.getByTestId('mini-notice-12')).toHaveTextContent('已读');
    expect(await screen.findByTestId('mini-message-21')).toHaveTextContent('任务已分派');
    fireEvent.click(screen.getByTestId('mini-notice-11'));
    expect(mockPush).toHaveBeenCalledWith('/mini-portal/page?type=notice&id=11');
  });

  it('with the login mobile verification on, asks for the code sent to the phone, then signs in', async () => {
    jest.mocked(fetchCurrentUser).mockRejectedValueOnce(unauthorized).mockResolvedValue(alice);
    jest.mocked(signin).mockResolvedValue({ loginFlag: 6, loginMsg: '请输入验证码', maskedPhone: '138****0000' });
    jest.mocked(verifyPhoneCode).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    renderInApp(<MiniPortal />);
    fireEvent.change(await screen.findByPlaceholderText('账号'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByTestId('mini-phone-step')).toHaveTextContent('138****0000');
    expect(screen.queryByTestId('mini-sign-in-failure')).not.toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('你好，爱丽丝')).toBeInTheDocument();
    expect(verifyPhoneCode).toHaveBeenCalledWith('123456', 'web');
  });

  it('offers sign-in by phone code as a second tab', async () => {
    jest.mocked(fetchCurrentUser).mockRejectedValue(unauthorized);
    renderInApp(<MiniPortal />);
    fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }));
    expect(await screen.findByTestId('phone-sign-in')).toBeInTheDocument();
  });

  it('shows an empty state when the user has no tasks', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    jest.mocked(fetchMyTaskSummary).mockResolvedValue({ assigned: 0, inProgress: 0, dueToday: 0, breached: 0, doneThisWeek: 0 });
    renderInApp(<MiniPortal />);
    expect(await screen.findByTestId('mini-tasks-empty')).toHaveTextContent('暂无任务');
    expect(screen.queryByTestId('mini-task-assigned')).not.toBeInTheDocument();
  });

  it('signs out and stays in the mini-portal, at its sign-in', async () => {
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    renderInApp(<MiniPortal />);
    fireEvent.click(await screen.findByTestId('mini-sign-out'));
    expect(await screen.findByTestId('mini-sign-in')).toBeInTheDocument();
    expect(signout).toHaveBeenCalledTimes(1);
  });
});

describe('the QR confirm screen', () => {
  const asked = { browser: 'Chrome 120', os: 'Windows 10', deviceType: 'desktop' as const, ip: '198.51.100.7', askedAt: '2026-03-02T08:00:00Z', expiresAt: '2026-03-02T08:02:00Z' };

  it('shows who asks and confirms', async () => {
    mockLocation.search = '?qr=ticket-1';
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    jest.mocked(fetchQrRequester).mockResolvedValue(asked);
    jest.mocked(confirmQrTicket).mockResolvedValue({ status: 'confirmed' });
    renderInApp(<MiniPortalPage />);
    const card = await screen.findByTestId('mini-qr');
    await waitFor(() => expect(card).toHaveTextContent('Chrome 120'));
    expect(card).toHaveTextContent('Windows 10');
    expect(card).toHaveTextContent('198.51.100.7');
    expect(card).toHaveTextContent('爱丽丝');
    expect(fetchQrRequester).toHaveBeenCalledWith('ticket-1');
    fireEvent.click(screen.getByRole('button', { name: /确认登录/ }));
    expect(await screen.findByTestId('mini-qr-confirmed')).toBeInTheDocument();
    expect(confirmQrTicket).toHaveBeenCalledWith('ticket-1');
    expect(refuseQrTicket).not.toHaveBeenCalled();
  });

  it('refuses', async () => {
    mockLocation.search = '?qr=ticket-2';
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    jest.mocked(fetchQrRequester).mockResolvedValue(asked);
    jest.mocked(refuseQrTicket).mockResolvedValue({ status: 'refused' });
    renderInApp(<MiniPortalPage />);
    fireEvent.click(await screen.findByRole('button', { name: /拒\s*绝/ }));
    expect(await screen.findByTestId('mini-qr-refused')).toBeInTheDocument();
    expect(confirmQrTicket).not.toHaveBeenCalled();
  });

  it('says the code expired when it is gone (410) or answered while looking', async () => {
    mockLocation.search = '?qr=old';
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    jest.mocked(fetchQrRequester).mockRejectedValue(gone(410));
    renderInApp(<MiniPortalPage />);
    expect(await screen.findByTestId('mini-qr-expired')).toBeInTheDocument();
  });

  it('signed out, asks to sign in first and then shows the code’s request', async () => {
    mockLocation.search = '?qr=ticket-3';
    jest.mocked(fetchCurrentUser).mockRejectedValueOnce(unauthorized).mockResolvedValue(alice);
    jest.mocked(signin).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    jest.mocked(fetchQrRequester).mockResolvedValue(asked);
    renderInApp(<MiniPortalPage />);
    expect(await screen.findByText('登录后即可确认电脑上的扫码登录')).toBeInTheDocument();
    expect(fetchQrRequester).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    const card = await screen.findByTestId('mini-qr');
    await waitFor(() => expect(card).toHaveTextContent('Chrome 120'));
  });

  it('an address of another site is an error state, not a frame', async () => {
    mockLocation.search = '?src=https://evil.example.com/';
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    renderInApp(<MiniPortalPage />);
    expect(await screen.findByTestId('mini-item-invalid')).toBeInTheDocument();
    expect(screen.queryByTestId('mini-page-frame')).not.toBeInTheDocument();
  });

  it('a portal page by its address opens in a frame', async () => {
    mockLocation.search = `?src=${encodeURIComponent('/taskMy?status=assigned')}`;
    jest.mocked(fetchCurrentUser).mockResolvedValue(alice);
    renderInApp(<MiniPortalPage />);
    expect(await screen.findByTestId('mini-page-frame')).toHaveAttribute('src', 'http://localhost/#/taskMy?status=assigned');
  });
});
