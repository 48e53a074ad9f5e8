import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './constants';

/** A mainland mobile number with China's country code before it (+86, 0086 or 86), as people type it from a contact card. */
const MAINLAND_WITH_COUNTRY_CODE = /^(?:\+86|0086|86)(1[3-9]\d{9})$/;

/**
 * A phone number as codes are keyed and accounts matched: digits with an optional leading +,
 * spaces, dashes, dots and brackets dropped, and China's country code dropped before a mainland
 * mobile number, which accounts hold without it ("+86 138-0000-0000" is "13800000000"). Null
 * when what is left is not such a number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match || match[2].length < PHONE_DIGITS_MIN || match[2].length > PHONE_DIGITS_MAX) return null;
  const phone = match[1] + match[2];
  return MAINLAND_WITH_COUNTRY_CODE.exec(phone)?.[1] ?? phone;
}

/** A phone number with its middle hidden: 138****0000 (the first 3 and last 4 digits kept; short numbers keep less). */
export function maskPhone(phone: string): string {
  const plus = phone.startsWith('+') ? '+' : '';
  const digits = phone.slice(plus.length);
  const keepEnd = Math.min(4, Math.max(0, digits.length - 4));
  const keepStart = Math.min(3, Math.max(0, digits.length - keepEnd - 4));
  return `${plus}${digits.slice(0, keepStart)}****${digits.slice(digits.length - keepEnd)}`;
}
