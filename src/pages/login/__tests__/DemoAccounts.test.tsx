import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { createVerifyCode } from '@/services/auth';
import { fetchDemoAccounts } from '@/services/demo';
import { catalogue } from '../../../../tests/unit/messages';
import Login from '../index';

const mockMessages = catalogue('zh-CN');

jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
      (mockMessages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values?.[name] ?? `{${name}}`)),
  }),
  useDispatch: () => jest.fn(),
  useSelector: (select: (state: unknown) => unknown) => select({ login: {} }),
  getLocale: () => 'zh-CN',
  setLocale: jest.fn(),
}));
jest.mock('@/services/auth', () => ({ createVerifyCode: jest.fn() }));
jest.mock('@/services/demo', () => ({ fetchDemoAccounts: jest.fn() }));
jest.mock('@/services/phoneSignIn', () => ({ sendSmsCode: jest.fn(), loginByPhoneNumber: jest.fn(), resendPhoneCode: jest.fn() }));
jest.mock('@/services/qrSignIn', () => ({ ...jest.requireActual('@/services/qrSignIn'), createQrTicket: jest.fn(), callbackQR: jest.fn() }));

describe('login page demo accounts', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(createVerifyCode).mockResolvedValue({ enabled: false, token: '', image: '' });
  });

  it('asks for the accounts once the form is drawn, lists them below it and fills the form on a click', async () => {
    let formDrawnWhenAsked = false;
    jest.mocked(fetchDemoAccounts).mockImplementation(async () => {
      formDrawnWhenAsked = screen.queryByPlaceholderText('账号') !== null;
      return [
        { kind: 'admin', account: 'admin', password: null },
        { kind: 'leader', account: 'demo.leader', password: 'Demo#2025' },
        { kind: 'clerk', account: 'demo.clerk', password: 'Demo#2025' },
      ];
    });
    renderInApp(<Login />);
    const card = await screen.findByTestId('demo-accounts');
    expect(formDrawnWhenAsked).toBe(true);
    expect(fetchDemoAccounts).toHaveBeenCalledTimes(1);
    expect(within(card).getByText('演示账号（点击填入）')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: /登\s*录/ });
    expect(submit.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /部门负责人/ }));
    expect(screen.getByPlaceholderText('账号')).toHaveValue('demo.leader');
    expect(screen.getByPlaceholderText('密码')).toHaveValue('Demo#2025');

    // The administrator's own password is not shown: the account is filled in, the password left to type.
    const admin = within(card).getByRole('button', { name: /管理员/ });
    expect(admin).toHaveTextContent('管理员密码');
    fireEvent.click(admin);
    expect(screen.getByPlaceholderText('账号')).toHaveValue('admin');
    expect(screen.getByPlaceholderText('密码')).toHaveValue('');
  });

  it('shows nothing when the server has no demo data', async () => {
    jest.mocked(fetchDemoAccounts).mockResolvedValue([]);
    renderInApp(<Login />);
    await screen.findByPlaceholderText('账号');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(fetchDemoAccounts).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('demo-accounts')).toBeNull();
  });
});
