import {
  BizError,
  DEFAULT_ERROR_MESSAGE,
  ErrorShowType,
  errorDisplay,
  errorInfoOf,
  exceptionPath,
} from '../errorDisplay';

const biz = (showType?: ErrorShowType) => new BizError({ errorCode: 'E42', errorMessage: 'Budget closed', showType });

describe('errorDisplay by showType', () => {
  it('0 is silent', () => {
    expect(errorDisplay(biz(ErrorShowType.SILENT))).toEqual({ mode: 'silent' });
  });
  it('1 is a warning message', () => {
    expect(errorDisplay(biz(ErrorShowType.WARN_MESSAGE))).toEqual({ mode: 'warning', message: 'Budget closed' });
  });
  it('2 is an error message', () => {
    expect(errorDisplay(biz(ErrorShowType.ERROR_MESSAGE))).toEqual({ mode: 'error', message: 'Budget closed' });
  });
  it('4 is a notification titled by the error code', () => {
    expect(errorDisplay(biz(ErrorShowType.NOTIFICATION))).toEqual({
      mode: 'notification',
      message: 'E42',
      description: 'Budget closed',
    });
  });
  it('9 redirects to /exception with errorCode and errorMessage', () => {
    const display = errorDisplay(biz(ErrorShowType.REDIRECT));
    expect(display).toEqual({ mode: 'redirect', path: '/exception?errorCode=E42&errorMessage=Budget+closed' });
  });
  it('an unknown or missing showType defaults to an error message', () => {
    expect(errorDisplay(biz(undefined))).toEqual({ mode: 'error', message: 'Budget closed' });
    expect(errorDisplay(biz(7 as ErrorShowType))).toEqual({ mode: 'error', message: 'Budget closed' });
  });
});

describe('errors without info', () => {
  it('show the error message', () => {
    expect(errorDisplay(new Error('Network request failed'))).toEqual({
      mode: 'error',
      message: 'Network request failed',
    });
  });
  it('fall back to "Request error, please retry."', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Request error, please retry.');
    expect(errorDisplay(new Error(''))).toEqual({ mode: 'error', message: DEFAULT_ERROR_MESSAGE });
    expect(errorDisplay(null)).toEqual({ mode: 'error', message: DEFAULT_ERROR_MESSAGE });
  });
});

describe('errorInfoOf', () => {
  it('reads the error body of a non-2xx answer', () => {
    const httpError = Object.assign(new Error('http error'), {
      data: { success: false, errorCode: 'VALIDATION', errorMessage: 'account is required', showType: 2 },
    });
    expect(errorInfoOf(httpError)).toEqual({
      errorCode: 'VALIDATION',
      errorMessage: 'account is required',
      showType: 2,
    });
  });
  it('ignores bodies without an errorMessage', () => {
    expect(errorInfoOf(Object.assign(new Error('http error'), { data: '<html>' }))).toBeUndefined();
  });
  it('exceptionPath encodes its query', () => {
    expect(exceptionPath({ errorCode: 500, errorMessage: 'a&b=c' })).toBe(
      '/exception?errorCode=500&errorMessage=a%26b%3Dc',
    );
  });
});
