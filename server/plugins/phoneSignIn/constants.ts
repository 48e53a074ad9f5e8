/**
 * Plain values of sign-in by phone code and of the login mobile verification (the second step
 * after the password). No imports, so the login page and the mobile portal stay light.
 */

/** Digits of a code. */
export const CODE_LENGTH = 6;
/** A code's life. */
export const CODE_TTL_SECONDS = 5 * 60;
/** Shortest time between two codes to one number (per number: 1 a minute). */
export const CODE_RESEND_SECONDS = 60;
/** Codes one number may be sent per day (UTC calendar day). */
export const CODES_PER_NUMBER_PER_DAY = 10;
/** The window of the per-address limit on code requests (SMS_LIMIT_PER_ADDRESS codes per hour). */
export const ADDRESS_WINDOW_SECONDS = 3600;
/** Longest phone number as typed (spaces, dashes and brackets allowed, dropped before use). */
export const PHONE_INPUT_MAX = 32;
/** Digits of a phone number once normalised (the optional leading + aside). */
export const PHONE_DIGITS_MIN = 5;
export const PHONE_DIGITS_MAX = 20;
/** A code as typed: the digits, perhaps with spaces around. */
export const CODE_INPUT_MAX = 16;
/** Life of the pending second step (between the right password and the phone code). */
export const PENDING_TTL_SECONDS = 5 * 60;
/** The HttpOnly cookie of the pending second step. */
export const PENDING_COOKIE = 'fssc_pending';

/** loginFlag of the right password when an SMS code is needed as the second step. */
export const LOGIN_FLAG_PHONE_CODE_REQUIRED = 6;
/** loginFlag of the right password when the second step is needed but the account has no phone. */
export const LOGIN_FLAG_NO_PHONE = 7;
/** loginFlag of a second step that is no longer pending (expired, used, never started): sign in again. */
export const LOGIN_FLAG_STEP_EXPIRED = 8;

/** What a code is for: the phone tab, or the second step after the password. */
export const CODE_PURPOSES = ['signin', 'verify'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** How an SMS code leaves the server (SMS_SENDER). */
export const SMS_SENDERS = ['log', 'http'] as const;
export type SmsSenderKind = (typeof SMS_SENDERS)[number];
