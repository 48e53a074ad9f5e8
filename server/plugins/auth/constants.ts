/**
 * Plain values of sign-in: what its contract checks and the login page mirrors (the account and
 * password limits are the users area's). No imports, so the login page stays light.
 */

/** The longest captcha answer sign-in accepts. */
export const CAPTCHA_ANSWER_MAX = 16;
