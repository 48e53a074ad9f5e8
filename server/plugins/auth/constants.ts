/**
 * Plain values of sign-in: what its contract checks and the login page mirrors (the account and
 * password limits are the users area's). No imports, so the login page stays light.
 */

/** The operation-log action of each way of signing in (password, phone code, QR code), right or wrong. */
export const SIGN_IN_WAYS = ['auth.signin', 'auth.phoneSignin', 'auth.qrSignin'] as const;

/** The longest captcha answer sign-in accepts. */
export const CAPTCHA_ANSWER_MAX = 16;
