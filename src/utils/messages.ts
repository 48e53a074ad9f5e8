/** Presentation of the user's messages in the header: level tags and relative times. */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';

dayjs.extend(relativeTime);

export interface MessageLevelMeta {
  /** Locale key of the level's name. */
  labelId: string;
  /** antd Tag colour. */
  color: string;
}

const LEVELS: Record<number, MessageLevelMeta> = {
  1: { labelId: 'header.messages.level.1', color: 'blue' },
  2: { labelId: 'header.messages.level.2', color: 'orange' },
  3: { labelId: 'header.messages.level.3', color: 'red' },
};

/** Level 1 normal, 2 important, 3 urgent; anything else reads as normal. */
export function messageLevelOf(level: number): MessageLevelMeta {
  return LEVELS[level] ?? LEVELS[1];
}

/** The dayjs locale of a portal locale code: zh-CN -> zh-cn, anything else -> en. */
export function dayjsLocaleOf(locale: string): string {
  return /^zh\b/i.test(locale) ? 'zh-cn' : 'en';
}

/** "3 minutes ago" / "3 分钟前" in the given portal locale; empty for an unreadable date. */
export function fromNow(date: string | number | Date, locale: string, now: dayjs.ConfigType = undefined): string {
  const d = dayjs(date);
  if (!d.isValid()) return '';
  return d.locale(dayjsLocaleOf(locale)).from(dayjs(now));
}

/** Absolute time for titles and the notice: 2025-04-11 09:30. */
export function formatDateTime(date: string | number | Date | undefined): string {
  if (date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}
