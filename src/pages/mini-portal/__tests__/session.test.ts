/** A 401 on the mini-portal leaves the browser where it is: the mini-portal signs in by itself. */
import { isMiniPortal, redirectToLogin, resetLoginRedirect } from '@/utils/session';

describe('the mini-portal and the redirect to the login page', () => {
  const original = window.location;
  let replaceState: jest.SpyInstance;
  function fakeLocation(hash: string) {
    const location = { origin: 'http://localhost', pathname: '/', hash, reload: jest.fn() };
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    return location;
  }
  beforeEach(() => {
    replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
  });
  afterEach(() => {
    replaceState.mockRestore();
    resetLoginRedirect();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('knows the mini-portal’s pages, and only them', () => {
    expect(isMiniPortal({ hash: '#/mini-portal' })).toBe(true);
    expect(isMiniPortal({ hash: '#/mini-portal/page?qr=abc' })).toBe(true);
    expect(isMiniPortal({ hash: '#/mini-portal?x=1' })).toBe(true);
    expect(isMiniPortal({ hash: '#/mini-portals' })).toBe(false);
    expect(isMiniPortal({ hash: '#/taskMy?src=/mini-portal' })).toBe(false);
  });

  it('does not send the mini-portal to the login page', () => {
    const location = fakeLocation('#/mini-portal/page?qr=abc');
    redirectToLogin();
    expect(replaceState).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('still sends the desktop pages there', () => {
    fakeLocation('#/taskMy');
    redirectToLogin();
    expect(replaceState).toHaveBeenCalledWith(null, '', 'http://localhost/#/login?redirect=%2FtaskMy');
  });
});
