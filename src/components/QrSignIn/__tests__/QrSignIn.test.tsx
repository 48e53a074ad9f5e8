import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callbackQR, createQrTicket, QrPollError } from '@/services/qrSignIn';
import { renderInApp } from '../../../../tests/unit/inApp';
import { catalogue } from '../../../../tests/unit/messages';
import QrSignIn from '../index';
import { secondsLeft, stateAfterPollError } from '../utils';

const mockMessages = catalogue('zh-CN');

jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) =>
      (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, key: string) => String(values?.[key] ?? '')),
  }),
  getLocale: () => 'zh-CN',
}));
jest.mock('@/services/qrSignIn', () => {
  const actual = jest.requireActual('@/services/qrSignIn');
  return { QrPollError: actual.QrPollError, createQrTicket: jest.fn(), callbackQR: jest.fn() };
});

const ticket = (n: number) => ({
  ticket: `ticket-${n}`,
  url: `http://localhost/#/mini-portal/page?qr=ticket-${n}`,
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
  pollMs: 5,
});

describe('the QR sign-in panel', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    let n = 0;
    jest.mocked(createQrTicket).mockImplementation(async () => ticket(++n));
  });

  it('polls while waiting and, once confirmed, enters the app like a password sign-in', async () => {
    jest
      .mocked(callbackQR)
      .mockRejectedValueOnce(new QrPollError('等待在手机上确认', 202))
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    const onSignedIn = jest.fn();
    renderInApp(<QrSignIn onSignedIn={onSignedIn} />);
    expect(await screen.findByTestId('qr-countdown')).toHaveTextContent(/^1[12]\d 秒内有效$/);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(callbackQR).toHaveBeenCalledTimes(3);
    expect(jest.mocked(callbackQR).mock.calls.every(([sent]) => sent === 'ticket-1')).toBe(true);
    expect(await screen.findByTestId('qr-signedIn')).toHaveTextContent('已确认，正在登录…');
    expect(screen.queryByTestId('qr-countdown')).not.toBeInTheDocument();
  });

  it('shows "expired" with a refresh that asks for a new ticket and polls it', async () => {
    jest.mocked(callbackQR).mockRejectedValueOnce(new QrPollError('二维码已过期，请刷新', 410));
    const onSignedIn = jest.fn();
    renderInApp(<QrSignIn onSignedIn={onSignedIn} />);
    expect(await screen.findByTestId('qr-expired')).toHaveTextContent('二维码已过期');
    expect(callbackQR).toHaveBeenCalledTimes(1);

    jest.mocked(callbackQR).mockRejectedValue(new QrPollError('等待在手机上确认', 202));
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(callbackQR).toHaveBeenCalledWith('ticket-2'));
    expect(createQrTicket).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId('qr-countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('qr-expired')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when the phone refused', async () => {
    jest.mocked(callbackQR).mockRejectedValueOnce(new QrPollError('已在手机上拒绝登录，请刷新二维码', 403));
    renderInApp(<QrSignIn onSignedIn={jest.fn()} />);
    expect(await screen.findByTestId('qr-refused')).toHaveTextContent('已在手机上拒绝登录，请刷新二维码');
  });

  it('says so when no ticket can be made, and tries again on refresh', async () => {
    jest.mocked(createQrTicket).mockRejectedValueOnce(new Error('offline'));
    jest.mocked(callbackQR).mockRejectedValue(new QrPollError('等待在手机上确认', 202));
    renderInApp(<QrSignIn onSignedIn={jest.fn()} />);
    expect(await screen.findByText('二维码生成失败，请稍后重试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByTestId('qr-countdown')).toBeInTheDocument();
  });
});

describe('the panel’s rules', () => {
  it('a refused or expired answer ends the wait; waiting and other failures keep polling', () => {
    expect(stateAfterPollError({ status: 403 })).toBe('refused');
    expect(stateAfterPollError({ status: 410 })).toBe('expired');
    expect(stateAfterPollError({ status: 202 })).toBe('pending');
    expect(stateAfterPollError(new Error('network'))).toBe('pending');
    expect(stateAfterPollError(null)).toBe('pending');
  });

  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
