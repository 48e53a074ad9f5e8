import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './constants';

/**
 * A phone number as codes are keyed and accounts matched: digits with an optional leading +,
 * spaces, dashes, dots and brackets dropped ("+86 138-0000-0000" is "+8613800000000"). Null
 * when what is left is not such a number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match || match[2].length < PHONE_DIGITS_MIN || match[2].length > PHONE_DIGITS_MAX) return null;
  return match[1] + match[2];
}

/** A phone number with its middle hidden: 138****0000 (the first 3 and last 4 digits kept; short numbers keep less). */
export function maskPhone(phone: string): string {
  const plus = phone.startsWith('+') ? '+' : '';
  const digits = phone.slice(plus.length);
  const keepEnd = Math.min(4, Math.max(0, digits.length - 4));
  const keepStart = Math.min(3, Math.max(0, digits.length - keepEnd - 4));
  return `${plus}${digits.slice(0, keepStart)}****${digits.slice(digits.length - keepEnd)}`;
}
