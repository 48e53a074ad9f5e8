/** Pure rules of the phone sign-in form. */
import { CODE_LENGTH, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../../../server/plugins/phoneSignIn/constants';

/** The number as the server reads it: digits with an optional leading +; spaces, dashes, dots and brackets dropped. */
export function compactPhone(raw: string): string {
  return raw.trim().replace(/[\s().-]/g, '');
}

/** Whether text is a phone number the server takes. */
export function isPhoneNumber(raw: string): boolean {
  const match = /^\+?(\d+)$/.exec(compactPhone(raw));
  return !!match && match[1].length >= PHONE_DIGITS_MIN && match[1].length <= PHONE_DIGITS_MAX;
}

/** Whether text is a whole SMS code (CODE_LENGTH digits). */
export function isSmsCode(raw: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(raw.trim());
}
