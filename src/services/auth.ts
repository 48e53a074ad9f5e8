/** Sign-in, session and profile calls (spec section 7). */
import type { Static } from '@sinclair/typebox';
import type {
  CaptchaData,
  CurrentUser as CurrentUserSchema,
  LoginResult as LoginResultSchema,
  SignInBody,
} from '../../server/plugins/auth/contract';
import type { Profile as ProfileSchema } from '../../server/plugins/sys/contract';
import { request, requestData, requestStatusData } from './request';

/** `enabled` is false when the server runs with LOGIN_CAPTCHA=off: the form hides the captcha. */
export type VerifyCode = Static<typeof CaptchaData>;
export type SigninBody = SignInBody;
export type LoginResult = Static<typeof LoginResultSchema>;
export type CurrentUser = Static<typeof CurrentUserSchema>;
/** `frameOrigins`: origins whose frames may call the shell through the frame bridge. */
export type Profile = Static<typeof ProfileSchema>;

export function createVerifyCode(): Promise<VerifyCode> {
  return requestStatusData<VerifyCode>('/api/verifyCode/create', {
    method: 'GET',
    params: { t: Date.now() },
  });
}

export function signin(body: SigninBody, token: string): Promise<LoginResult> {
  return requestStatusData<LoginResult>('/api/oauth/signin', {
    method: 'POST',
    data: body,
    headers: { token },
  });
}

export function fetchCurrentUser(): Promise<CurrentUser> {
  return requestData<CurrentUser>('/api/oauth/currentUser', { method: 'POST', data: {} });
}

export function signout(): Promise<unknown> {
  return request('/api/oauth/signout', { method: 'POST', data: {}, skipErrorHandler: true });
}

export function fetchProfile(): Promise<Profile> {
  return requestData<Profile>('/api/sys/profile', { method: 'GET' });
}
