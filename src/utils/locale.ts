/** Locale codes (spec section 5): two lowercase letters, optionally a dash and two uppercase letters. */
export const LOCALE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
export const LOCALE_FORMAT_ERROR = 'setLocale lang format error';
export const DEFAULT_LOCALE = 'zh-CN';

export function assertLocale(lang: string): void {
  if (!LOCALE_PATTERN.test(lang)) throw new Error(LOCALE_FORMAT_ERROR);
}

/** A message in the chosen locale, or, with a warning, the default locale's. */
export function translate(
  messages: Record<string, Record<string, string>>,
  locale: string,
  id: string,
  warn: (text: string) => void = console.warn,
): string {
  const own = messages[locale]?.[id];
  if (own !== undefined) return own;
  warn(`missing translation "${id}" for ${locale}, using ${DEFAULT_LOCALE}`);
  return messages[DEFAULT_LOCALE]?.[id] ?? id;
}

export type Messages = Record<string, string>;

/**
 * A locale's messages completed from the default locale's: every key the default locale has
 * and `own` lacks is taken over with a warning (one per key), so a missing translation shows
 * the zh-CN text instead of the bare id.
 */
export function withFallback(
  own: Messages,
  fallback: Messages,
  locale: string,
  warn: (text: string) => void = console.warn,
): Messages {
  const messages = { [DEFAULT_LOCALE]: fallback, [locale]: own };
  const merged: Messages = { ...own };
  Object.keys(fallback).forEach((id) => {
    if (!(id in own)) merged[id] = translate(messages, locale, id, warn);
  });
  return merged;
}

/** The ids the default locale has and `own` lacks. */
export function missingKeys(own: Messages, fallback: Messages): string[] {
  return Object.keys(fallback).filter((id) => !(id in own));
}
