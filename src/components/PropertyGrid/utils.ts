/** What a property grid shows in a cell: pure, so the rules are tested without rendering. */
import type { ReactNode } from 'react';
import { formatDateTime } from '@/utils/messages';

/** How a row's value is shown: as it is, as a date and time, or as text with a copy button. */
export type PropertyFormat = 'text' | 'dateTime' | 'copy';

export interface PropertyRow {
  key: string;
  label: ReactNode;
  /** The value; null, undefined and '' show the grid's empty text. */
  value?: ReactNode;
  /** Default 'text'. 'dateTime' takes ISO text, a Date or epoch ms ("YYYY-MM-DD HH:mm"). */
  format?: PropertyFormat;
  /** Columns the row takes (default 1). */
  span?: number;
  /** Left out: a field the caller may not see, or one that applies only sometimes. */
  hidden?: boolean;
}

/** The shown text of an empty value (no value, or a date that does not parse). */
export const EMPTY_TEXT = '-';

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A date-time value as text, or '' when it is none or does not parse. */
export function dateTimeText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return formatDateTime(value);
  return '';
}

/** The rows that are shown, in order. */
export function visibleRows(rows: readonly PropertyRow[]): PropertyRow[] {
  return rows.filter((row) => !row.hidden);
}
