/**
 * Pure logic of the operation log page: the list's filters as the API takes them, keyset pages
 * put together, the field diff of a change, and a logged body as text.
 */
import dayjs from 'dayjs';

/** One field that differs between a row before and after a change. */
export interface FieldDiff {
  /** The field's path, e.g. `title` or `address.city`. */
  field: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with the keys of every object in order, so that equal values read the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The leaves of nested objects by dotted path; arrays and other values are leaves. */
function leaves(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (isPlainObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix !== '') {
    into.set(prefix, value);
  }
  return into;
}

/**
 * The fields that differ between a row before and after a change, in the order they come (the
 * row before first, then fields only the row after has). Without a row before (a creation)
 * every field is added; without one after (a deletion) every field is removed.
 */
export function diffFields(before: unknown, after: unknown): FieldDiff[] {
  const old = leaves(isPlainObject(before) ? before : {});
  const now = leaves(isPlainObject(after) ? after : {});
  const rows: FieldDiff[] = [];
  for (const [field, value] of old) {
    if (!now.has(field)) rows.push({ field, before: value, after: undefined, kind: 'removed' });
    else if (stableJson(value) !== stableJson(now.get(field))) rows.push({ field, before: value, after: now.get(field), kind: 'changed' });
  }
  for (const [field, value] of now) if (!old.has(field)) rows.push({ field, before: undefined, after: value, kind: 'added' });
  return rows;
}

/** A value of the diff as one line: text as it is, anything else as JSON. */
export const valueText = (value: unknown): string => (value === undefined ? '' : typeof value === 'string' ? value : stableJson(value));

/** A logged body indented for reading; nothing logged reads as an empty text. */
export const prettyJson = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2));

/** What a row logged besides the row before and after: the request as the log keeps it. */
export function requestPart(detail: unknown): unknown {
  if (!isPlainObject(detail)) return detail;
  const { before: _before, after: _after, ...rest } = detail;
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The row before and after a change, as changeRow and the creations log them. */
export const changeOf = (detail: unknown) => ({
  before: isPlainObject(detail) ? detail.before : undefined,
  after: isPlainObject(detail) ? detail.after : undefined,
});

/** The rows shown so far with the next page after them; a row already shown is not shown twice. */
export function appendPage<T extends { id: number }>(rows: readonly T[], page: readonly T[]): T[] {
  const shown = new Set(rows.map((row) => row.id));
  return [...rows, ...page.filter((row) => !shown.has(row.id))];
}

/** The search form's values as the list's filters (also the export's). */
export interface LogFormValues {
  account?: string;
  module?: string;
  action?: string;
  result?: 'success' | 'failure';
  ip?: string;
  keyword?: string;
  /** The time range, as the date-time range picker gives it. */
  time?: [dayjs.ConfigType, dayjs.ConfigType];
}

export interface LogFilters {
  account?: string;
  module?: string;
  action?: string;
  result?: 'success' | 'failure';
  ip?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

/** The filters of the form: texts trimmed, empty ones left out, the time range as ISO times. */
export function logFiltersOf(values: LogFormValues): LogFilters {
  const filters: LogFilters = {};
  for (const key of ['account', 'module', 'action', 'ip', 'keyword'] as const) {
    const text = values[key]?.trim();
    if (text) filters[key] = text;
  }
  if (values.result) filters.result = values.result;
  const [from, to] = values.time ?? [];
  if (from && dayjs(from).isValid()) filters.from = dayjs(from).toISOString();
  if (to && dayjs(to).isValid()) filters.to = dayjs(to).toISOString();
  return filters;
}
