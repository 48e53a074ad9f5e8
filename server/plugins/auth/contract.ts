import { Type, type Static } from '@sinclair/typebox';
import { NullableText, errorResponses, statusEnvelope, successEnvelope } from '../../envelopes';
import { ACCOUNT_MAX, PASSWORD_MAX } from '../users/constants';
import { CAPTCHA_ANSWER_MAX } from './constants';

const tags = ['auth'];
/** Marks a route as callable without a session in the OpenAPI document. */
const noSession: Record<string, string[]>[] = [];

export const CaptchaQuery = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 32, description: 'Cache-busting timestamp' })),
});

export const CaptchaData = Type.Object({
  enabled: Type.Boolean({ description: 'false when LOGIN_CAPTCHA=off; token and image are then empty' }),
  token: Type.String({ description: 'Send back in the `token` header of sign-in' }),
  image: Type.String({ description: 'data:image/png;base64,... (240 x 80 pixels)' }),
});

export const createCaptchaSchema = {
  tags,
  summary: 'New sign-in captcha (single use, valid 5 minutes)',
  description: 'Errors: 429 RATE_LIMITED with Retry-After when the client address asked for too many.',
  security: noSession,
  querystring: CaptchaQuery,
  response: { 200: statusEnvelope(CaptchaData), ...errorResponses },
};

export const SignInHeaders = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128, description: 'Captcha token from verifyCode/create' })),
});

export const SignInBody = Type.Object(
  {
    device: Type.Optional(Type.String({ maxLength: 64 })),
    account: Type.String({ minLength: 1, maxLength: ACCOUNT_MAX }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    validateCode: Type.Optional(
      Type.String({ maxLength: CAPTCHA_ANSWER_MAX, description: 'Captcha answer; may be empty when the captcha is off' }),
    ),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const LoginResult = Type.Object({
  loginFlag: Type.Integer({
    description:
      '0 signed in, 1 wrong account or password (or SMS code), 2 captcha wrong/missing/expired, 3 locked, 4 disabled, 5 this device is blocked for the account, 6 right password and an SMS code is needed (LOGIN_MOBILE_VERIFICATION=on; see maskedPhone, then /oauth/verifyPhoneCode), 7 an SMS code is needed but the account has no phone, 8 the second step expired (sign in again)',
  }),
  loginMsg: Type.String(),
  maskedPhone: Type.Optional(Type.String({ description: 'With loginFlag 6: where the code was sent, e.g. 138****0000' })),
});

export const signInSchema = {
  tags,
  summary: 'Sign in with account and password; sets the session cookie on success',
  description:
    'The account is found regardless of letter case. Errors: 429 RATE_LIMITED with Retry-After when the client address or the account name made too many attempts.',
  security: noSession,
  headers: SignInHeaders,
  body: SignInBody,
  response: { 200: statusEnvelope(LoginResult), ...errorResponses },
};

export const CurrentUser = Type.Object({
  userNo: Type.String(),
  jobNo: Type.String({ description: 'Job number, else the user number' }),
  name: Type.String(),
  zoneNo: NullableText,
  zoneName: NullableText,
  region: NullableText,
  account: Type.String(),
});

export const currentUserSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: successEnvelope(CurrentUser), ...errorResponses },
};

export const signOutSchema = {
  tags,
  summary: 'Sign out: revokes the session and clears the cookie (works without a session too)',
  security: noSession,
  response: { 200: statusEnvelope(Type.Null()), ...errorResponses },
};

export const RetailAccount = Type.Object({
  account: Type.String(),
  name: Type.String(),
  validTo: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Until when the link lets the user switch (shared accounts); null: without end' }),
  ),
});

export const retailAccountsSchema = {
  tags,
  summary: 'Accounts the user may switch to: enabled, and linked to the user now (shared accounts, /constAccount)',
  response: { 200: successEnvelope(Type.Array(RetailAccount)), ...errorResponses },
};

export const SwitchAccountBody = Type.Object(
  {
    user: Type.String({
      minLength: 1,
      maxLength: 1024,
      description: 'The target, serialised as JSON text: {"account":"shop01"}',
      examples: ['{"account":"shop01"}'],
    }),
  },
  { additionalProperties: false },
);

export const switchAccountSchema = {
  tags,
  summary: 'Switches to a linked account: ends this session and starts one for that account (sets the cookie)',
  description: 'Errors: 400 when user is not JSON text with an account; 403 when the account is not linked or disabled.',
  body: SwitchAccountBody,
  response: { 200: statusEnvelope(CurrentUser), ...errorResponses },
};
