/** Sign-in by phone code and the second step of the password sign-in (spec section 7). */
import type { Static } from '@sinclair/typebox';
import type { LoginResult as LoginResultSchema } from '../../server/plugins/auth/contract';
import type { PhoneSignInBody, SmsCodeSent as SmsCodeSentSchema } from '../../server/plugins/phoneSignIn/contract';
import { requestStatusData } from './request';

export type LoginResult = Static<typeof LoginResultSchema>;
export type SmsCodeSent = Static<typeof SmsCodeSentSchema>;
export type PhoneSignInPayload = Static<typeof PhoneSignInBody>;

/** Asks for a sign-in code by SMS; the answer is the same whether or not the number has an account. */
export function sendSmsCode(phoneNumber: string): Promise<SmsCodeSent> {
  return requestStatusData<SmsCodeSent>('/api/oauth/sendSmsCode', { method: 'POST', data: { phoneNumber } });
}

/** Signs in with the number and its code, sent as form data (spec section 7). */
export function loginByPhoneNumber(body: PhoneSignInPayload): Promise<LoginResult> {
  return requestStatusData<LoginResult>('/api/oauth/loginByPhoneNumber', { method: 'POST', data: body, requestType: 'form' });
}

/** The second step after the right password: the code sent to the account's phone. */
export function verifyPhoneCode(code: string, device?: string): Promise<LoginResult> {
  return requestStatusData<LoginResult>('/api/oauth/verifyPhoneCode', { method: 'POST', data: { code, device } });
}

/** A new code for the pending second step. */
export function resendPhoneCode(): Promise<SmsCodeSent> {
  return requestStatusData<SmsCodeSent>('/api/oauth/resendPhoneCode', { method: 'POST', data: {} });
}
