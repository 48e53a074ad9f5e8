/**
 * A ProTable that comes back as it was after its page was released (src/hooks/usePaneKeep.ts):
 * the search form's values, the page, the page size and the sort the table last asked for.
 * Spread `form` and `pagination` into the table (with the page's own pagination options), pass
 * `formRef`, wrap the columns with `columns`, and call `keep` at the start of `request`.
 */
import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import type { SortOrder } from 'antd/es/table/interface';
import { useRef } from 'react';
import { usePaneValue } from './usePaneKeep';

export const KEPT_TABLE_PAGE_SIZE = 10;

export interface KeptQuery {
  values: Record<string, unknown>;
  current?: number;
  pageSize?: number;
  sort: Record<string, SortOrder>;
}

/** The columns with the kept sort as their starting sort (pure; ProTable reads it once). */
export function withKeptSort<T>(
  columns: ProColumns<T>[],
  sort: Record<string, SortOrder> | undefined,
): ProColumns<T>[] {
  if (!sort || Object.keys(sort).length === 0) return columns;
  return columns.map((column) => {
    const field = String(column.dataIndex ?? column.key);
    return column.sorter && sort[field] ? { ...column, defaultSortOrder: sort[field] } : column;
  });
}

export default function useKeptTable(key = 'table') {
  const { initial, keep } = usePaneValue<KeptQuery>(`${key}.query`);
  const formRef = useRef<ProFormInstance>();
  return {
    formRef,
    form: { initialValues: initial?.values },
    pagination: {
      defaultCurrent: initial?.current ?? 1,
      defaultPageSize: initial?.pageSize ?? KEPT_TABLE_PAGE_SIZE,
    },
    columns: <T>(columns: ProColumns<T>[]) => withKeptSort(columns, initial?.sort),
    keep: (params: { current?: number; pageSize?: number }, sort?: Record<string, SortOrder | null>) =>
      keep({
        values: formRef.current?.getFieldsValue?.() ?? {},
        current: params.current,
        pageSize: params.pageSize,
        sort: Object.fromEntries(Object.entries(sort ?? {}).filter(([, order]) => order)) as Record<string, SortOrder>,
      }),
  };
}
