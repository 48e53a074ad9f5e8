import { BizError, DEFAULT_ERROR_MESSAGE } from '@/utils/errorDisplay';
import { outcomeOf } from '../utils';

/** Errors as umi-request makes them (its classes are not exported). */
function responseError(status: number, data: unknown) {
  return Object.assign(new Error('http error'), { name: 'ResponseError', type: 'HttpError', response: { status }, data });
}

describe('request demo outcomes', () => {
  test('a success keeps its data', () => {
    expect(outcomeOf({ data: { waitedMs: 0 } })).toEqual({ ok: true, data: { waitedMs: 0 } });
  });

  test('a business error names its code, showType and how it was shown', () => {
    expect(outcomeOf({ error: new BizError({ errorCode: 'GALLERY_WARNING', errorMessage: '账户即将到期', showType: 1 }) })).toEqual({
      ok: false,
      name: 'BizError',
      message: '账户即将到期',
      errorCode: 'GALLERY_WARNING',
      showType: 1,
      shown: 'warning',
    });
    expect(outcomeOf({ error: new BizError({ errorCode: 'X', errorMessage: 'gone', showType: 9 }) })).toMatchObject({ shown: 'redirect' });
    expect(outcomeOf({ error: new BizError({ errorCode: 'X', showType: 0 }) })).toMatchObject({ shown: 'silent' });
    expect(outcomeOf({ error: new BizError({}) })).toMatchObject({ name: 'BizError', shown: 'error' });
  });

  test('a non-2xx answer is an HttpError with its status and the info of its body', () => {
    const error = responseError(409, { success: false, errorCode: 'GALLERY_HTTP', errorMessage: '发票已被使用', showType: 2 });
    expect(outcomeOf({ error })).toEqual({
      ok: false,
      name: 'ResponseError',
      type: 'HttpError',
      message: 'http error',
      status: 409,
      errorCode: 'GALLERY_HTTP',
      showType: 2,
      shown: 'error',
    });
  });

  test('timeout, network failure and cancel carry no info and are shown as error messages', () => {
    const timeout = Object.assign(new Error('timeout of 300ms exceeded'), { name: 'RequestError', type: 'Timeout' });
    expect(outcomeOf({ error: timeout })).toEqual({ ok: false, name: 'RequestError', type: 'Timeout', message: 'timeout of 300ms exceeded', shown: 'error' });
    expect(outcomeOf({ error: new TypeError('Failed to fetch') })).toMatchObject({ name: 'TypeError', message: 'Failed to fetch', shown: 'error' });
    expect(outcomeOf({ error: new DOMException('The user aborted a request.', 'AbortError') })).toMatchObject({ name: 'AbortError', shown: 'error' });
  });

  test('a call that skipped the error handling was shown nothing', () => {
    expect(outcomeOf({ error: new BizError({ errorMessage: 'x', showType: 2 }) }, true)).toMatchObject({ shown: 'nothing' });
    expect(DEFAULT_ERROR_MESSAGE).toBe('Request error, please retry.');
  });
});
