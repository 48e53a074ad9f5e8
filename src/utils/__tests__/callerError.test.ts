import { BizError } from '../errorDisplay';
import { passwordErrorOf, unshownErrorMessage } from '../callerError';

function httpError(errorCode: string, errorMessage: string, skipErrorHandler = false) {
  return Object.assign(new Error('http error'), {
    name: 'ResponseError',
    response: { status: 400 },
    data: { success: false, errorCode, errorMessage, showType: 2 },
    request: { url: '/api/x', options: { skipErrorHandler } },
  });
}

describe('errors the caller shows', () => {
  it('leaves errors the request client has shown', () => {
    expect(unshownErrorMessage(httpError('409', 'Already in favourites'))).toBeUndefined();
    expect(unshownErrorMessage(new BizError({ errorMessage: 'no' }))).toBeUndefined();
  });

  it('shows status-envelope rejections and errors of calls that skip the client', () => {
    expect(unshownErrorMessage(new Error('Already in favourites'))).toBe('Already in favourites');
    expect(unshownErrorMessage(httpError('400', 'Bad', true))).toBe('Bad');
    expect(unshownErrorMessage(new BizError({ errorMessage: 'no' }), true)).toBe('no');
    expect(unshownErrorMessage('weird')).toBeUndefined();
  });
});

describe('password change errors', () => {
  it('puts a wrong current password on its field', () => {
    expect(passwordErrorOf(httpError('WRONG_PASSWORD', 'Current password is wrong', true))).toEqual({
      field: 'oldPassword',
      message: 'Current password is wrong',
    });
  });

  it('puts policy messages on the new-password field', () => {
    expect(passwordErrorOf(httpError('PASSWORD_POLICY', 'Too short', true))).toEqual({
      field: 'newPassword',
      message: 'Too short',
    });
    expect(passwordErrorOf(httpError('400', 'newPassword must be at most 64 characters', true)).field).toBe(
      'newPassword',
    );
    expect(passwordErrorOf(new BizError({ errorCode: 'PASSWORD_SAME_AS_OLD', errorMessage: 'Same' })).field).toBe(
      'newPassword',
    );
  });

  it('shows anything else as a general message', () => {
    expect(passwordErrorOf(httpError('500', 'Internal error', true))).toEqual({ message: 'Internal error' });
    expect(passwordErrorOf(new Error('Network request failed'))).toEqual({ message: 'Network request failed' });
  });
});
