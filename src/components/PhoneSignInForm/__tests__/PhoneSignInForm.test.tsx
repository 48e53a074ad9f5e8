import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { catalogue } from '../../../../tests/unit/messages';
import { loginByPhoneNumber, sendSmsCode } from '@/services/phoneSignIn';
import PhoneSignInForm from '../index';
import { compactPhone, isPhoneNumber, isSmsCode } from '../utils';

const mockMessages = catalogue('zh-CN');

jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
      (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values?.[name] ?? `{${name}}`)),
  }),
}));
jest.mock('@/services/phoneSignIn', () => ({ sendSmsCode: jest.fn(), loginByPhoneNumber: jest.fn() }));

const phoneInput = () => screen.getByPlaceholderText('手机号');
const codeInput = () => screen.getByPlaceholderText('短信验证码');
const sendButton = () => screen.getByTestId('send-code');

describe('phone sign-in rules', () => {
  test('numbers as the server takes them', () => {
    expect(compactPhone(' +86 (138) 0000-0000 ')).toBe('+8613800000000');
    expect(isPhoneNumber('138 0000 0000')).toBe(true);
    expect(isPhoneNumber('1234')).toBe(false);
    expect(isPhoneNumber('138abc')).toBe(false);
    expect(isPhoneNumber('1'.repeat(21))).toBe(false);
  });

  test('a code is six digits', () => {
    expect(isSmsCode(' 123456 ')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('12345a')).toBe(false);
  });
});

describe('PhoneSignInForm', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(sendSmsCode).mockResolvedValue({ resendAfter: 60, expiresIn: 300 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('asks for the number before sending a code, and for both before signing in', async () => {
    renderInApp(<PhoneSignInForm />);
    fireEvent.click(sendButton());
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fireEvent.change(phoneInput(), { target: { value: '12ab' } });
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();
    expect(sendSmsCode).not.toHaveBeenCalled();
    expect(loginByPhoneNumber).not.toHaveBeenCalled();
  });

  test('sending a code disables the button for 60 seconds, counting down', async () => {
    jest.useFakeTimers();
    renderInApp(<PhoneSignInForm />);
    fireEvent.change(phoneInput(), { target: { value: '138 0000 0001' } });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendSmsCode).toHaveBeenCalledWith('13800000001');
    expect(sendButton()).toHaveTextContent('60 秒后重新发送');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(sendButton()).toHaveTextContent('30 秒后重新发送');
    await act(async () => {
      jest.advanceTimersByTime(31_000);
    });
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('重新发送');
  });

  test('a refused code request leaves the button ready', async () => {
    jest.mocked(sendSmsCode).mockRejectedValue(new Error('请求过于频繁，请 40 秒后再试'));
    renderInApp(<PhoneSignInForm />);
    fireEvent.change(phoneInput(), { target: { value: '13800000001' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendSmsCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(sendButton()).toHaveTextContent('发送验证码');
  });

  test('signs in with the number and code, and calls onSignedIn without navigating', async () => {
    const onSignedIn = jest.fn();
    const signIn = jest.fn().mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    renderInApp(<PhoneSignInForm onSignedIn={onSignedIn} signIn={signIn} device="mini" />);
    fireEvent.change(phoneInput(), { target: { value: '138-0000-0001' } });
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ loginFlag: 0, loginMsg: 'ok' }));
    expect(signIn).toHaveBeenCalledWith({ phoneNumber: '13800000001', code: '123456', device: 'mini' });
  });

  test("shows the server's message when the code is wrong, and empties the code", async () => {
    jest.mocked(loginByPhoneNumber).mockResolvedValue({ loginFlag: 1, loginMsg: '验证码错误或已过期，还可尝试 4 次' });
    const onSignedIn = jest.fn();
    renderInApp(<PhoneSignInForm onSignedIn={onSignedIn} />);
    fireEvent.change(phoneInput(), { target: { value: '13800000001' } });
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByTestId('phone-login-msg')).toHaveTextContent('验证码错误或已过期，还可尝试 4 次');
    expect(codeInput()).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
