import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LoginModel from '@/models/login';
import TabsModel from '@/models/tabs';
import { signout } from '@/services/auth';
import { fetchRetailAccounts, switchRetailAccount, updatePassword } from '@/services/user';
import { replaceWithLogin, startSignOut } from '@/utils/session';
import { alice, createStore, initialStateHolder, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import UserMenu from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({
  updatePassword: jest.fn(),
  fetchRetailAccounts: jest.fn(),
  switchRetailAccount: jest.fn(),
}));
jest.mock('@/services/auth', () => ({ signin: jest.fn(), signout: jest.fn() }));
jest.mock('@/utils/session', () => ({
  clearClientState: jest.fn(),
  enterApp: jest.fn(),
  replaceWithLogin: jest.fn(),
  startSignOut: jest.fn(),
}));

/** An HTTP error of the request client, as updatePassword (skipErrorHandler) rejects with it. */
function httpError(status: number, errorCode: string, errorMessage: string) {
  return Object.assign(new Error('http error'), {
    name: 'ResponseError',
    response: { status },
    data: { success: false, status, msg: errorMessage, errorCode, errorMessage, showType: 2 },
    request: { url: '/api/user/updatePassword', options: { skipErrorHandler: true } },
  });
}

function setup() {
  initialStateHolder.current = { currentUser: alice };
  const store = createStore(LoginModel, TabsModel);
  renderWithStore(<UserMenu />, store);
  return store;
}

async function choose(item: string) {
  fireEvent.click(screen.getByTestId('user-menu'));
  const entry = await screen.findByText(item);
  // A dialog that opens asks the server at once: its answer is applied inside act().
  await act(async () => {
    fireEvent.click(entry);
  });
}

const fieldItem = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

async function fillPassword(current: string, next: string, confirm: string) {
  await screen.findByLabelText('当前密码');
  fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: confirm } });
  fireEvent.click(screen.getByText('提 交'));
}

describe('user menu', () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows the signed-in user's name on the trigger", () => {
    setup();
    expect(screen.getByTestId('user-menu').tagName).toBe('BUTTON');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Alice Wang');
  });

  it('renders nothing without a signed-in user', () => {
    initialStateHolder.current = {};
    renderWithStore(<UserMenu />, createStore());
    expect(screen.queryByTestId('user-menu')).toBeNull();
  });

  it('opens the personal center as a tab', async () => {
    const store = setup();
    await choose('个人中心');
    expect(store.getState().tabs.activeKey).toBe('/#/personalCenter');
    expect(umiMax.history.push).toHaveBeenCalledWith('/personalCenter');
  });

  it('signs out through the login model', async () => {
    jest.mocked(signout).mockResolvedValue({});
    setup();
    await choose('退出登录');
    await waitFor(() => expect(signout).toHaveBeenCalled());
    await waitFor(() => expect(replaceWithLogin).toHaveBeenCalled());
    expect(startSignOut).toHaveBeenCalled();
  });

  // One opening of the dialog walks both answers of the server (the confirmation rule and the
  // mapping of every server message to its field are unit tests: formRules, callerError).
  it('change password: puts the server message on its field, then confirms and closes', async () => {
    jest
      .mocked(updatePassword)
      .mockRejectedValueOnce(httpError(400, 'WRONG_PASSWORD', '原密码不正确'))
      .mockResolvedValueOnce(null);
    setup();
    await choose('修改密码');

    await fillPassword('old-Secret1', 'New-Secret2', 'New-Secret2');
    expect(await within(fieldItem('当前密码')).findByText('原密码不正确')).toBeInTheDocument();
    expect(within(fieldItem('新密码')).queryByText('原密码不正确')).toBeNull();
    expect(updatePassword).toHaveBeenCalledWith({ oldPassword: 'old-Secret1', newPassword: 'New-Secret2' });

    fireEvent.click(screen.getByText('提 交'));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('当前密码')).not.toBeVisible());
  });

  describe('switch retail account', () => {
    const location = window.location;
    const reload = jest.fn();

    beforeAll(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    });
    afterAll(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    });

    it('says who links accounts, and where, when none is linked', async () => {
      jest.mocked(fetchRetailAccounts).mockResolvedValue([]);
      setup();
      await choose('切换零售账号');
      expect(await screen.findByText(/请联系系统管理员.*共享账号/)).toBeInTheDocument();
    });

    it("shows the server's refusal, then switches to the chosen account and reloads the page", async () => {
      jest.mocked(fetchRetailAccounts).mockResolvedValue([
        { account: 'shop01', name: 'Shop 01', validTo: null },
        { account: 'shop02', name: 'Shop 02', validTo: '2026-06-30T08:00:00.000Z' },
      ]);
      jest
        .mocked(switchRetailAccount)
        .mockRejectedValueOnce(new Error('无权切换到该账号，或该账号已停用'))
        .mockResolvedValueOnce({ ...alice, account: 'shop02', name: 'Shop 02' });
      setup();
      await choose('切换零售账号');
      fireEvent.click(await screen.findByLabelText('切换 Shop 01'));
      // A link with an end says until when it holds; one without shows the account alone.
      expect(screen.getByText(/^shop02 · 有效至 2026-06-30 \d{2}:00$/)).toBeInTheDocument();
      expect(screen.getByText('shop01')).toBeInTheDocument();
      expect(await screen.findByText('无权切换到该账号，或该账号已停用')).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();

      fireEvent.click(screen.getByLabelText('切换 Shop 02'));
      await waitFor(() => expect(switchRetailAccount).toHaveBeenLastCalledWith({ account: 'shop02' }));
      await waitFor(() => expect(reload).toHaveBeenCalled());
    });
  });
});
