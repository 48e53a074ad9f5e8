/** Sign-in, session and profile calls (spec section 7). */
import { request, requestData, requestStatusData } from './request';

export interface VerifyCode {
  /** False when the server runs with LOGIN_CAPTCHA=off: the form hides the captcha. */
  enabled: boolean;
  token: string;
  image: string;
}

export interface SigninBody {
  device: string;
  account: string;
  password: string;
  validateCode: string;
}

export interface LoginResult {
  loginFlag: number;
  loginMsg: string;
}

export interface CurrentUser {
  userNo: string;
  jobNo: string;
  name: string;
  zoneNo: string | null;
  zoneName: string | null;
  region: string | null;
  account: string;
}

export interface Profile {
  env: string;
  version: string;
  /** Origins whose frames may call the shell through the frame bridge. */
  frameOrigins?: string[];
}

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
