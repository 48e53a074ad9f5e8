import {
  clearClientState,
  clearCookies,
  enterApp,
  isLoginPage,
  loginAddress,
  redirectAfterSignIn,
  redirectToLogin,
  resetLoginRedirect,
  routeOfHash,
} from '../session';

describe('session helpers', () => {
  it('builds the hash-history login address on the current origin and path', () => {
    expect(loginAddress({ origin: 'http://fssc.example:8000', pathname: '/portal/' })).toBe(
      'http://fssc.example:8000/portal/#/login',
    );
  });

  it('carries the page asked for in the login address', () => {
    expect(loginAddress({ origin: 'http://h', pathname: '/' }, '/noticeManage?id=1&x=2')).toBe(
      'http://h/#/login?redirect=%2FnoticeManage%3Fid%3D1%26x%3D2',
    );
  });

  it('takes only in-app pages as a place to return to', () => {
    expect(routeOfHash('#/noticeManage?id=1')).toBe('/noticeManage?id=1');
    expect(routeOfHash('#/userManage')).toBe('/userManage');
    for (const hash of ['', '#', '#/', '#/@index', '#/home', '#/login', '#/login?redirect=/a', '#//evil.example/x', '#https://evil.example'])
      expect({ hash, route: routeOfHash(hash) }).toEqual({ hash, route: null });
  });

  it('reads the redirect of the login page, refusing other sites', () => {
    expect(redirectAfterSignIn('#/login?redirect=%2FnoticeManage%3Fid%3D1')).toBe('/noticeManage?id=1');
    expect(redirectAfterSignIn('#/login')).toBeNull();
    expect(redirectAfterSignIn('#/login?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(redirectAfterSignIn('#/login?redirect=%2F%2Fevil.example')).toBeNull();
  });

  it('enters the app with a reload, on the page asked for or at the bare origin and path', () => {
    const reload = jest.fn();
    const replaceState = jest.fn();
    enterApp({ origin: 'http://h', pathname: '/p/', hash: '#/login?redirect=%2FnoticeManage', reload }, { replaceState });
    enterApp({ origin: 'http://h', pathname: '/p/', hash: '#/login', reload }, { replaceState });
    expect(replaceState.mock.calls.map((call) => call[2])).toEqual(['http://h/p/#/noticeManage', 'http://h/p/']);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the login page and nothing else', () => {
    expect(isLoginPage({ hash: '#/login' })).toBe(true);
    expect(isLoginPage({ hash: '#/login?redirect=1' })).toBe(true);
    expect(isLoginPage({ hash: '#/loginHistory' })).toBe(false);
    expect(isLoginPage({ hash: '#/home' })).toBe(false);
    expect(isLoginPage({ hash: '' })).toBe(false);
  });

  it('clears cookies, local and session storage', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'lang=en; path=/';
    localStorage.setItem('menus', '[]');
    sessionStorage.setItem('draft', 'x');
    clearClientState();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('clearCookies leaves an empty jar alone', () => {
    expect(() => clearCookies()).not.toThrow();
    expect(document.cookie).toBe('');
  });
});

describe('redirectToLogin', () => {
  const original = window.location;
  function fakeLocation(hash: string) {
    const location = { origin: 'http://localhost', pathname: '/', hash, reload: jest.fn() };
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    return location;
  }
  let replaceState: jest.SpyInstance;
  beforeEach(() => {
    replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
  });
  afterEach(() => {
    replaceState.mockRestore();
    resetLoginRedirect();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('navigates once, with a reload, however many calls fail together', () => {
    const location = fakeLocation('#/userManage');
    for (let i = 0; i < 10; i += 1) redirectToLogin();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login?redirect=%2FuserManage');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing when the app was opened at its bare address or its home page', () => {
    fakeLocation('#/home');
    redirectToLogin();
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login');
  });

  it('stays put on the login page', () => {
    const location = fakeLocation('#/login');
    redirectToLogin();
    expect(replaceState).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});
