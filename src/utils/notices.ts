/** How a notice's type and importance are shown, wherever a notice appears (admin list, reader list, the view). */
import { NOTICE_LEVELS, NOTICE_TYPES } from '../../server/plugins/notice/constants';

export interface NoticeTagMeta {
  /** Locale key of the name. */
  labelId: string;
  /** antd Tag colour; undefined for the plain tag. */
  color?: string;
}

const LEVEL_COLORS: Record<number, string | undefined> = {
  [NOTICE_LEVELS.normal]: undefined,
  [NOTICE_LEVELS.important]: 'orange',
  [NOTICE_LEVELS.urgent]: 'red',
};

/** Importance 1 normal, 2 important, 3 urgent; anything else reads as normal. */
export function noticeLevelOf(level: number | undefined): NoticeTagMeta {
  const known = level !== undefined && level in LEVEL_COLORS ? level : NOTICE_LEVELS.normal;
  return { labelId: `noticeView.level.${known}`, color: LEVEL_COLORS[known] };
}

/** A notice type's name; a type this version does not know is shown as it is stored. */
export function noticeTypeLabelId(type: string | undefined): string | undefined {
  return type && (NOTICE_TYPES as readonly string[]).includes(type) ? `noticeView.type.${type}` : undefined;
}
