/**
 * The data dictionary in the page: one entry per type code, fetched once for the page's life
 * (GET /api/dict/<code>; the browser revalidates it by ETag) and fetched again when the server
 * announces a change (the push event `dict`). Until the answer arrives, and when it fails (no
 * network), a built-in type shows the items it was seeded with.
 */
import { useIntl } from '@umijs/max';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BUILTIN_DICT_TYPES } from '../../../server/plugins/dictionary/constants';
import { fetchDict, type Dict, type DictEntry } from '@/services/dictionary';
import { onPush } from '@/utils/pushEvents';

type Listener = () => void;

interface Entry {
  dict?: Dict;
  loading?: Promise<void>;
  listeners: Set<Listener>;
}

const entries = new Map<string, Entry>();

const entryOf = (code: string): Entry => {
  let entry = entries.get(code);
  if (!entry) entries.set(code, (entry = { listeners: new Set() }));
  return entry;
};

const builtins = new Map<string, Dict | undefined>();

/**
 * The items a built-in type was seeded with, as the server would answer them; one object per
 * type, so a page shown from them keeps the same items (and columns) from render to render.
 */
export function builtinDict(code: string): Dict | undefined {
  if (!builtins.has(code)) {
    const type = BUILTIN_DICT_TYPES.find((candidate) => candidate.code === code);
    builtins.set(
      code,
      type && {
        code: type.code,
        name: type.name,
        items: type.items.map((item) => ({
          code: item.code,
          label: item.label,
          labelZh: item.label,
          labelEn: item.labelEn,
          color: item.color ?? null,
          enabled: true,
        })),
      },
    );
  }
  return builtins.get(code);
}

/** Fetches a type (again, when `force`); those who use it re-render when it arrives. */
export function loadDict(code: string, force = false): Promise<void> {
  const entry = entryOf(code);
  if (entry.loading && !force) return entry.loading;
  if (entry.dict && !force) return Promise.resolve();
  const loading = Promise.resolve()
    .then(() => fetchDict(code))
    .then((dict) => {
      // Only a dictionary replaces what is shown.
      if (!Array.isArray(dict?.items)) return;
      entry.dict = dict;
      for (const listener of [...entry.listeners]) listener();
    })
    // The built-in items (or the raw codes) stay shown; the next push or page load tries again.
    .catch(() => undefined)
    .finally(() => {
      if (entry.loading === loading) entry.loading = undefined;
    });
  entry.loading = loading;
  return loading;
}

/** Every type the page has read is fetched again (the browser asks with its ETag: unchanged ones cost a 304). */
export function refreshDicts(): void {
  for (const [code, entry] of entries) if (entry.listeners.size > 0 || entry.dict) void loadDict(code, true);
}

/** Forgets every type (tests). */
export function resetDicts(): void {
  entries.clear();
}

let pushListening = false;
function listenForChanges(): void {
  if (pushListening) return;
  pushListening = true;
  onPush('dict', refreshDicts);
}

/** An item's label in a language: the English one in English, else the Chinese one. */
export const labelIn = (item: Pick<DictEntry, 'code' | 'label' | 'labelZh' | 'labelEn'>, locale: string): string =>
  (locale.startsWith('en') ? item.labelEn : item.labelZh) || item.label || item.code;

export interface UseDict {
  /** Every item, enabled first, each part in order. */
  items: DictEntry[];
  /** Whether the server's answer is still awaited. */
  loading: boolean;
  /** The item of a value (numbers match their code: 1 is item `1`). */
  find: (value: unknown) => DictEntry | undefined;
  /** The label of a value in the page's language; the raw value when no item has it. */
  label: (value: unknown) => string;
  /** ProTable's valueEnum of the enabled items (filters and plain-text columns). */
  valueEnum: Record<string, { text: string }>;
}

/** The items of one dictionary type, for forms and tables. */
export default function useDict(code: string): UseDict {
  const locale = useIntl().locale ?? 'zh-CN';
  const [, setVersion] = useState(0);
  const entry = entryOf(code);
  useEffect(() => {
    listenForChanges();
    const listener = () => setVersion((version) => version + 1);
    const own = entryOf(code);
    own.listeners.add(listener);
    void loadDict(code);
    return () => {
      own.listeners.delete(listener);
    };
  }, [code]);

  const dict = entry.dict ?? builtinDict(code);
  const items = useMemo(() => dict?.items ?? [], [dict]);
  const find = useCallback((value: unknown) => (value === undefined || value === null ? undefined : items.find((item) => item.code === String(value))), [items]);
  const label = useCallback(
    (value: unknown) => {
      const item = find(value);
      return item ? labelIn(item, locale) : value === undefined || value === null ? '' : String(value);
    },
    [find, locale],
  );
  const valueEnum = useMemo(
    () => Object.fromEntries(items.filter((item) => item.enabled).map((item) => [item.code, { text: labelIn(item, locale) }])),
    [items, locale],
  );
  return { items, loading: !entry.dict && Boolean(entry.loading), find, label, valueEnum };
}
