import type { ProColumns } from '@ant-design/pro-components';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useKeptTable, { KEPT_TABLE_PAGE_SIZE, withKeptSort } from '../useKeptTable';
import { PaneKeepContext, type PaneKeeper } from '../usePaneKeep';

interface Row {
  name: string;
  age: number;
}

const COLUMNS: ProColumns<Row>[] = [
  { dataIndex: 'name', sorter: true },
  { dataIndex: 'age' },
  { key: 'created', sorter: true },
];

describe('withKeptSort', () => {
  it('starts the kept sorted columns in their kept order and leaves the others', () => {
    const columns = withKeptSort(COLUMNS, { name: 'descend', age: 'ascend' });
    expect(columns[0].defaultSortOrder).toBe('descend');
    // Not sortable: the kept order is not applied.
    expect(columns[1]).toBe(COLUMNS[1]);
    expect(columns[2]).toBe(COLUMNS[2]);
    expect(withKeptSort(COLUMNS, { created: 'ascend' })[2].defaultSortOrder).toBe('ascend');
  });

  it('gives the columns unchanged without a kept sort', () => {
    expect(withKeptSort(COLUMNS, undefined)).toBe(COLUMNS);
    expect(withKeptSort(COLUMNS, {})).toBe(COLUMNS);
  });
});

describe('useKeptTable', () => {
  const keeper: PaneKeeper = { values: new Map(), setReleasable: () => {} };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaneKeepContext.Provider value={keeper}>{children}</PaneKeepContext.Provider>
  );

  it('starts a table mounted for the first time on page 1 of the default size', () => {
    const { result } = renderHook(() => useKeptTable(), { wrapper });
    expect(result.current.pagination).toEqual({ defaultCurrent: 1, defaultPageSize: KEPT_TABLE_PAGE_SIZE });
    expect(result.current.form.initialValues).toBeUndefined();
  });

  it('starts a table mounted again where its last request was', () => {
    const first = renderHook(() => useKeptTable(), { wrapper });
    first.result.current.formRef.current = { getFieldsValue: () => ({ keyword: 'wang' }) } as never;
    act(() => first.result.current.keep({ current: 3, pageSize: 20 }, { name: 'ascend', age: null }));
    first.unmount();

    const again = renderHook(() => useKeptTable(), { wrapper });
    expect(again.result.current.pagination).toEqual({ defaultCurrent: 3, defaultPageSize: 20 });
    expect(again.result.current.form.initialValues).toEqual({ keyword: 'wang' });
    expect(again.result.current.columns(COLUMNS)[0].defaultSortOrder).toBe('ascend');
  });
});
