import { act, render, screen } from '@testing-library/react';

const mockStore = (() => {
  let state = { login: { loginMsg: 'from the store' } };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: jest.fn((action: { type: string; payload?: unknown }) => {
      state = { login: { loginMsg: String(action.payload) } };
      listeners.forEach((listener) => listener());
      return Promise.resolve({ loginFlag: 0 });
    }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();
// The login model's services load the app's request client, which this test never calls.
jest.mock('@umijs/max', () => ({}));

// After the mock (jest hoists it anyway).
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { createIntl, getLocale, loadStore, setLocale, useDispatch, useSelector } from '../max';

describe("the login entry's @umijs/max", () => {
  afterEach(() => window.localStorage.clear());

  it("takes the stored language first, then the browser's", () => {
    const browser = jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(getLocale()).toBe('en-US');
    window.localStorage.setItem('umi_locale', 'zh-CN');
    expect(getLocale()).toBe('zh-CN');
    browser.mockRestore();
  });

  it('stores a new language (the page then reloads) and leaves the same one alone', () => {
    window.localStorage.setItem('umi_locale', 'en-US');
    setLocale('en-US');
    expect(window.localStorage.getItem('umi_locale')).toBe('en-US');
    // jsdom cannot reload the page: it logs the attempt as an error.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setLocale('zh-CN');
    expect(window.localStorage.getItem('umi_locale')).toBe('zh-CN');
  });

  it("formats the catalogue's texts with their placeholders, in zh-CN for an unknown language", () => {
    const english = createIntl('en-US');
    expect(english.formatMessage({ id: 'login.captcha' })).toBe('Captcha');
    expect(createIntl('fr-FR')).toMatchObject({ locale: 'zh-CN' });
    expect(createIntl('fr-FR').formatMessage({ id: 'login.captcha' })).toBe('验证码');
    expect(english.formatMessage({ id: 'no.such.text', defaultMessage: 'Hello {name}' }, { name: 'Ann' })).toBe(
      'Hello Ann',
    );
    expect(english.formatMessage({ id: 'no.such.text' })).toBe('no.such.text');
  });

  it('the catalogues hold no plural or select forms, which it does not format', () => {
    const forms = [...Object.values(zhCN), ...Object.values(enUS)].filter((text) => /\{\s*\w+\s*,/.test(text));
    expect(forms).toEqual([]);
  });

  it("selects the model's initial state until the store is there, then follows the store", async () => {
    function Message() {
      const loginMsg = useSelector((state: { login: { loginMsg?: string } }) => state.login.loginMsg);
      const dispatch = useDispatch();
      return (
        <button type="button" onClick={() => dispatch({ type: 'login/changeLoginStatus', payload: 'changed' })}>
          {loginMsg ?? 'initial'}
        </button>
      );
    }
    render(<Message />);
    expect(screen.getByRole('button')).toHaveTextContent('initial');
    let arrive: (loaded: { createLoginStore: () => typeof mockStore }) => void = () => {};
    const storeLoaded = loadStore(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      screen.getByRole('button').click();
    });
    // The dispatch waits for the store.
    expect(mockStore.dispatch).not.toHaveBeenCalled();
    await act(async () => {
      arrive({ createLoginStore: () => mockStore });
      await storeLoaded;
    });
    expect(mockStore.dispatch).toHaveBeenCalledWith({ type: 'login/changeLoginStatus', payload: 'changed' });
    expect(await screen.findByText('changed')).toBeInTheDocument();
  });
});
