import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { createVerifyCode } from '@/services/auth';
import { catalogue } from '../../../../tests/unit/messages';
import Login from '../index';

const mockMessages = catalogue('zh-CN');

const mockDispatch = jest.fn();
let mockLoginState: { loginFlag?: number; loginMsg?: string } = {};

jest.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => mockMessages[id] ?? id }),
  useDispatch: () => mockDispatch,
  useSelector: (select: (state: unknown) => unknown) => select({ login: mockLoginState }),
  getLocale: () => 'zh-CN',
  setLocale: jest.fn(),
}));
jest.mock('@/services/auth', () => ({ createVerifyCode: jest.fn() }));

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
});
