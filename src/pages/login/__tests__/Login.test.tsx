import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { createVerifyCode } from '@/services/auth';
import { resendPhoneCode } from '@/services/phoneSignIn';
import { callbackQR, createQrTicket } from '@/services/qrSignIn';
import { catalogue } from '../../../../tests/unit/messages';
import Login from '../index';

const mockMessages = catalogue('zh-CN');

const mockDispatch = jest.fn();
let mockLoginState: { loginFlag?: number; loginMsg?: string } = {};

jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
      (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values?.[name] ?? `{${name}}`)),
  }),
  useDispatch: () => mockDispatch,
  useSelector: (select: (state: unknown) => unknown) => select({ login: mockLoginState }),
  getLocale: () => 'zh-CN',
  setLocale: jest.fn(),
}));
jest.mock('@/services/auth', () => ({ createVerifyCode: jest.fn() }));
jest.mock('@/services/demo', () => ({ fetchDemoAccounts: jest.fn(async () => []) }));
jest.mock('@/services/phoneSignIn', () => ({ sendSmsCode: jest.fn(), loginByPhoneNumber: jest.fn(), resendPhoneCode: jest.fn() }));
jest.mock('@/services/qrSignIn', () => ({ ...jest.requireActual('@/services/qrSignIn'), createQrTicket: jest.fn(), callbackQR: jest.fn() }));

const captcha = (n: number) => ({ enabled: true, token: `tok${n}`, image: `data:image/png;base64,${n}` });

async function fillAndSubmit() {
  fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'alice' } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 's3cret' } });
  fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: 'AB12' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('login page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mockLoginState = {};
    let n = 0;
    jest.mocked(createVerifyCode).mockImplementation(async () => captcha(++n));
  });

  it('shows the captcha image and fetches a new one on click', async () => {
    renderInApp(<Login />);
    const image = await screen.findByTestId('captcha-image');
    await waitFor(() => expect(image).toHaveAttribute('src', 'data:image/png;base64,1'));
    fireEvent.click(image);
    await waitFor(() => expect(image).toHaveAttribute('src', 'data:image/png;base64,2'));
    expect(createVerifyCode).toHaveBeenCalledTimes(2);
  });

  it('asks for every field before calling the server', async () => {
    renderInApp(<Login />);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(mockDispatch).not.toHaveBeenCalled();
  });

  it('dispatches the login with the captcha token and refreshes the captcha after a failure', async () => {
    mockDispatch.mockResolvedValue({ loginFlag: 1, loginMsg: 'wrong' });
    renderInApp(<Login />);
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toHaveAttribute('src', 'data:image/png;base64,1'));
    await fillAndSubmit();
    await waitFor(() => expect(mockDispatch).toHaveBeenCalledTimes(1));
    expect(mockDispatch).toHaveBeenCalledWith({
      type: 'login/login',
      payload: { userName: 'alice', password: 's3cret', validateCode: 'AB12', token: 'tok1' },
    });
    // A new captcha is fetched and shown.
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toHaveAttribute('src', 'data:image/png;base64,2'));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');
  });

  it("shows the server's loginMsg when the last sign-in failed", async () => {
    mockLoginState = { loginFlag: 3, loginMsg: '账号已锁定，请 15 分钟后再试' };
    renderInApp(<Login />);
    expect(screen.getByTestId('login-msg')).toHaveTextContent('账号已锁定，请 15 分钟后再试');
    // The page's captcha request answers before the test ends.
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
  });

  it('hides the captcha when the server has it switched off', async () => {
    jest.mocked(createVerifyCode).mockResolvedValue({ enabled: false, token: '', image: '' });
    renderInApp(<Login />);
    await waitFor(() => expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument());
    expect(screen.queryByPlaceholderText('验证码')).not.toBeInTheDocument();
  });

  it('offers the password and the phone code as tabs; the phone tab signs in through the model', async () => {
    mockDispatch.mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    renderInApp(<Login />);
    expect(screen.getByRole('tab', { name: '账号密码' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '手机验证码' }));
    fireEvent.change(await screen.findByPlaceholderText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    const phoneForm = screen.getByTestId('phone-sign-in');
    fireEvent.submit(phoneForm);
    await waitFor(() =>
      expect(mockDispatch).toHaveBeenCalledWith({ type: 'login/loginByPhone', payload: { phoneNumber: '13800000001', code: '123456' } }),
    );
    await waitFor(() => expect(createVerifyCode).toHaveBeenCalled());
  });

  it('asks for a QR ticket only when the QR tab is opened, and a confirmed ticket signs in through the model', async () => {
    jest.mocked(createQrTicket).mockResolvedValue({ ticket: 'tk1', url: 'http://portal/#/mini-portal/page?qr=tk1', expiresAt: new Date(Date.now() + 120_000).toISOString(), pollMs: 10 });
    jest.mocked(callbackQR).mockResolvedValue({ loginFlag: 0, loginMsg: '登录成功' });
    renderInApp(<Login />);
    expect(createQrTicket).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '扫码登录' }));
    await waitFor(() => expect(callbackQR).toHaveBeenCalledWith('tk1'));
    await waitFor(() => expect(mockDispatch).toHaveBeenCalledWith({ type: 'login/signedInByQr', payload: { loginFlag: 0, loginMsg: '登录成功' } }));
    expect(createQrTicket).toHaveBeenCalledTimes(1);
  });

  it('after the right password with the verification on, asks for the code sent to the masked phone', async () => {
    mockDispatch.mockImplementation(async ({ type }: { type: string }) =>
      type === 'login/login'
        ? { loginFlag: 6, loginMsg: '请输入发送到 138****0001 的短信验证码', maskedPhone: '138****0001' }
        : { loginFlag: 1, loginMsg: '验证码错误或已过期，还可尝试 3 次' },
    );
    jest.mocked(resendPhoneCode).mockResolvedValue({ resendAfter: 60, expiresIn: 300 });
    renderInApp(<Login />);
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toHaveAttribute('src', 'data:image/png;base64,1'));
    await fillAndSubmit();
    expect(await screen.findByTestId('phone-step')).toHaveTextContent('验证码已发送至 138****0001');
    // The code was just sent: "send again" waits.
    expect(screen.getByTestId('send-code')).toBeDisabled();
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(mockDispatch).toHaveBeenLastCalledWith({ type: 'login/verifyPhone', payload: { code: '654321' } }));
    await waitFor(() => expect(screen.getByPlaceholderText('短信验证码')).toHaveValue(''));
    // Back to the password.
    fireEvent.click(screen.getByRole('button', { name: '返回账号密码登录' }));
    expect(await screen.findByPlaceholderText('账号')).toBeInTheDocument();
  });

  it('the code step is not an error: the "enter the code" message shows no alert', async () => {
    mockLoginState = { loginFlag: 6, loginMsg: '请输入发送到 138****0001 的短信验证码' };
    renderInApp(<Login />);
    expect(screen.queryByTestId('login-msg')).not.toBeInTheDocument();
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
  });
});
