import { createModelStore } from '../../../tests/unit/dvaStore';
import LoginModel, { DEVICE } from '../login';
import { signin, signout } from '@/services/auth';
import { loginByPhoneNumber, verifyPhoneCode } from '@/services/phoneSignIn';
import { enterApp, redirectToLogin, resetLoginRedirect } from '@/utils/session';

jest.mock('@/services/auth', () => ({ signin: jest.fn(), signout: jest.fn() }));
jest.mock('@/services/phoneSignIn', () => ({ loginByPhoneNumber: jest.fn(), verifyPhoneCode: jest.fn() }));
jest.mock('@/utils/session', () => ({
  ...jest.requireActual('@/utils/session'),
  enterApp: jest.fn(),
}));

const payload = { userName: 'alice', password: 's3cret', validateCode: 'ab12', token: 'tok' };

describe('login model', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    resetLoginRedirect();
  });

  it('signs in with device, account, password, validateCode and the token header', async () => {
    jest.mocked(signin).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    const store = createModelStore(LoginModel);
    await store.dispatch({ type: 'login/login', payload });
    expect(signin).toHaveBeenCalledWith(
      { device: DEVICE, account: 'alice', password: 's3cret', validateCode: 'ab12' },
      'tok',
    );
  });

  it('loginFlag 0 reloads into the app', async () => {
    jest.mocked(signin).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    const store = createModelStore(LoginModel);
    await store.dispatch({ type: 'login/login', payload });
    expect(enterApp).toHaveBeenCalledTimes(1);
    expect(store.getState().login).toEqual({ loginFlag: 0, loginMsg: 'ok' });
  });

  it('any other loginFlag is stored locally and in state, without entering', async () => {
    jest.mocked(signin).mockResolvedValue({ loginFlag: 1, loginMsg: 'Wrong account or password' });
    const store = createModelStore(LoginModel);
    const result = await store.dispatch({ type: 'login/login', payload });
    expect(result).toEqual({ loginFlag: 1, loginMsg: 'Wrong account or password' });
    expect(enterApp).not.toHaveBeenCalled();
    expect(store.getState().login.loginMsg).toBe('Wrong account or password');
    expect(localStorage.getItem('loginFlag')).toBe('1');
    expect(localStorage.getItem('loginMsg')).toBe('"Wrong account or password"');
  });

  it('the phone sign-in sends number, code and device, and loginFlag 0 enters the app', async () => {
    jest.mocked(loginByPhoneNumber).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    const store = createModelStore(LoginModel);
    await store.dispatch({ type: 'login/loginByPhone', payload: { phoneNumber: '13800000001', code: '123456' } });
    expect(loginByPhoneNumber).toHaveBeenCalledWith({ phoneNumber: '13800000001', code: '123456', device: DEVICE });
    expect(enterApp).toHaveBeenCalledTimes(1);
    expect(store.getState().login).toEqual({ loginFlag: 0, loginMsg: 'ok' });
  });

  it('a wrong phone code is kept like a wrong password, without entering', async () => {
    jest.mocked(loginByPhoneNumber).mockResolvedValue({ loginFlag: 1, loginMsg: 'The code is wrong or expired; 4 attempts left' });
    const store = createModelStore(LoginModel);
    const result = await store.dispatch({ type: 'login/loginByPhone', payload: { phoneNumber: '13800000001', code: '000000' } });
    expect(result).toEqual({ loginFlag: 1, loginMsg: 'The code is wrong or expired; 4 attempts left' });
    expect(enterApp).not.toHaveBeenCalled();
    expect(localStorage.getItem('loginFlag')).toBe('1');
  });

  it('a QR sign-in confirmed on a phone is kept like the others and enters the app', async () => {
    const store = createModelStore(LoginModel);
    await store.dispatch({ type: 'login/signedInByQr', payload: { loginFlag: 0, loginMsg: 'ok' } });
    expect(enterApp).toHaveBeenCalledTimes(1);
    expect(store.getState().login).toEqual({ loginFlag: 0, loginMsg: 'ok' });
    expect(localStorage.getItem('loginFlag')).toBe('0');
  });

  it('the second step sends the code with the device and enters on loginFlag 0', async () => {
    jest.mocked(verifyPhoneCode).mockResolvedValue({ loginFlag: 0, loginMsg: 'ok' });
    const store = createModelStore(LoginModel);
    await store.dispatch({ type: 'login/verifyPhone', payload: { code: '123456' } });
    expect(verifyPhoneCode).toHaveBeenCalledWith('123456', DEVICE);
    expect(enterApp).toHaveBeenCalledTimes(1);
  });

  it('logout calls the server, clears client state and replaces the location with /login', async () => {
    jest.mocked(signout).mockResolvedValue({});
    const replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
    const reload = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: 'http://localhost', pathname: '/', reload },
    });
    localStorage.setItem('menus', '[]');
    sessionStorage.setItem('x', '1');
    try {
      const store = createModelStore(LoginModel);
      await store.dispatch({ type: 'login/logout' });
      expect(signout).toHaveBeenCalledTimes(1);
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
      expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      replaceState.mockRestore();
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('calls failing with 401 while signing out do not send the browser to the login page with a page to return to', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: 'http://localhost', pathname: '/', hash: '#/userManage', reload: jest.fn() },
    });
    // The unread-count poll fails with 401 the moment the server has ended the session.
    jest.mocked(signout).mockImplementation(async () => {
      redirectToLogin();
      return {};
    });
    try {
      await createModelStore(LoginModel).dispatch({ type: 'login/logout' });
      expect(replaceState.mock.calls.map((call) => call[2])).toEqual(['http://localhost/#/login']);
    } finally {
      resetLoginRedirect();
      replaceState.mockRestore();
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('logout still leaves the client when the server is unreachable', async () => {
    jest.mocked(signout).mockRejectedValue(new Error('Network request failed'));
    const replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
    const reload = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: 'http://localhost', pathname: '/', reload },
    });
    localStorage.setItem('currentUser', '{}');
    try {
      const store = createModelStore(LoginModel);
      await store.dispatch({ type: 'login/logout' }).catch(() => undefined);
      expect(localStorage.length).toBe(0);
      expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      replaceState.mockRestore();
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
