/**
 * `t` for a page whose texts load with the page (its chunk) instead of the one catalogue every
 * page's `locales/` folder goes into: `const t = usePageT(messages)`, where `messages` is the
 * page's `messages/index.ts` (`{ 'zh-CN': {...}, 'en-US': {...} }`). An id the page does not
 * hold falls through to the catalogue (shared texts such as `gallery.*`). Page texts take
 * `{name}` placeholders.
 */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';
import type { MessageValues } from './useT';

export type PageMessages = Record<'zh-CN' | 'en-US', Record<string, string>>;

/** A text with its `{name}` placeholders filled in; an unknown name stays as written. */
export const fillPlaceholders = (text: string, values?: MessageValues): string =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

export default function usePageT(messages: PageMessages): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: MessageValues) => {
      const own = (intl.locale?.startsWith('en') ? messages['en-US'] : messages['zh-CN'])[id];
      return own === undefined ? intl.formatMessage({ id }, values) : fillPlaceholders(own, values);
    },
    [intl, messages],
  );
}
