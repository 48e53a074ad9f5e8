import { Type } from '@sinclair/typebox';
import { EmptyBody, errorResponses, statusEnvelope } from '../../envelopes';
import { LoginResult } from '../auth/contract';
import { CODE_INPUT_MAX, PHONE_INPUT_MAX } from './constants';

const tags = ['auth'];
/** Marks a route as callable without a session in the OpenAPI document. */
const noSession: Record<string, string[]>[] = [];
/** The portal sends these as form data; JSON works too. */
const consumes = ['application/x-www-form-urlencoded', 'application/json'];

const PhoneNumber = Type.String({
  minLength: 1,
  maxLength: PHONE_INPUT_MAX,
  description: 'Digits with an optional leading +; spaces, dashes, dots and brackets are ignored',
  examples: ['13800000000'],
});
const Code = Type.String({ minLength: 1, maxLength: CODE_INPUT_MAX, description: 'The 6-digit code of the SMS' });

export const SendSmsCodeBody = Type.Object({ phoneNumber: PhoneNumber }, { additionalProperties: false });

export const SmsCodeSent = Type.Object({
  resendAfter: Type.Integer({ description: 'Seconds before another code may be asked for' }),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }),
});

export const sendSmsCodeSchema = {
  tags,
  summary: 'Sends a sign-in code by SMS (6 digits, valid 5 minutes); the same answer whether or not the number has an account',
  description:
    'One code per number at a time (a new one replaces it). Errors: 400 when the number is not one; 429 RATE_LIMITED with Retry-After at 1 code a minute or 10 a day per number, or SMS_LIMIT_PER_ADDRESS an hour per client address.',
  security: noSession,
  consumes,
  body: SendSmsCodeBody,
  response: { 200: statusEnvelope(SmsCodeSent), ...errorResponses },
};

export const PhoneSignInBody = Type.Object(
  {
    phoneNumber: PhoneNumber,
    code: Code,
    device: Type.Optional(Type.String({ maxLength: 64, description: 'A name for this device, as in the password sign-in' })),
  },
  { additionalProperties: false },
);

export const loginByPhoneNumberSchema = {
  tags,
  summary: 'Sign in with a phone number and its SMS code (form data); sets the session cookie on success',
  description:
    'The number identifies an account only when exactly one enabled account has it. Answers like /oauth/signin (loginFlag 0 signed in, 1 wrong or expired code, 3 locked, 5 device blocked). Five wrong codes in a row lock the number and its account. Errors: 400 when the number is not one; 429 RATE_LIMITED with Retry-After.',
  security: noSession,
  consumes,
  body: PhoneSignInBody,
  response: { 200: statusEnvelope(LoginResult), ...errorResponses },
};

export const VerifyPhoneCodeBody = Type.Object(
  { code: Code, device: Type.Optional(Type.String({ maxLength: 64, description: 'A name for this device' })) },
  { additionalProperties: false },
);

export const verifyPhoneCodeSchema = {
  tags,
  summary: 'Second step of the password sign-in (LOGIN_MOBILE_VERIFICATION=on): the SMS code; sets the session cookie on success',
  description:
    'Needs the pending-step cookie set by /oauth/signin with loginFlag 6. loginFlag 0 signed in, 1 wrong or expired code, 3 locked, 5 device blocked, 8 no pending step (sign in again).',
  security: noSession,
  consumes,
  body: VerifyPhoneCodeBody,
  response: { 200: statusEnvelope(LoginResult), ...errorResponses },
};

export const resendPhoneCodeSchema = {
  tags,
  summary: 'Second step of the password sign-in: sends a new SMS code to the account’s phone',
  description:
    'Needs the pending-step cookie. Errors: 400 STEP_EXPIRED when there is no pending step; 429 RATE_LIMITED with Retry-After.',
  security: noSession,
  body: EmptyBody,
  response: { 200: statusEnvelope(SmsCodeSent), ...errorResponses },
};
