import {
  clearClientState,
  clearCookies,
  isLoginPage,
  loginAddress,
  redirectToLogin,
  resetLoginRedirect,
} from '../session';

describe('session helpers', () => {
  it('builds the hash-history login address on the current origin and path', () => {
    expect(loginAddress({ origin: 'http://fssc.example:8000', pathname: '/portal/' })).toBe(
      'http://fssc.example:8000/portal/#/login',
    );
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
    const location = fakeLocation('#/home');
    for (let i = 0; i < 10; i += 1) redirectToLogin();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('stays put on the login page', () => {
    const location = fakeLocation('#/login');
    redirectToLogin();
    expect(replaceState).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});
