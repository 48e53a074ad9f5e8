/**
 * Picking records from a long list the server pages and searches (users, suppliers, invoices):
 * a table whose picks are kept across pages and searches, a click on a row picks or unpicks it,
 * and `PickedTags` shows the picks as closable tags. The caller loads the page of rows; the
 * picks are `{ id, name }`, so rows not on the current page still show by name.
 */
import { Empty, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { Key } from 'react';

import type { Picked } from './types';

export { default as PickedTags } from './PickedTags';
export type { Picked } from './types';

export interface SelectTableProps<Row extends { id: number }> {
  columns: TableColumnsType<Row>;
  /** The rows of the current page. */
  rows: Row[];
  loading?: boolean;
  /** The picks so far, on any page. */
  value: Picked[];
  onChange: (picked: Picked[]) => void;
  /** How a row is named once picked. */
  pickedOf: (row: Row) => Picked;
  /** Several rows (checkboxes) or one (radio buttons, a pick replaces the last). */
  multiple?: boolean;
  /** Rows that may not be picked (shown, the box disabled). */
  disabledRow?: (row: Row) => boolean;
  /** The server's paging: current page, size and total, and what happens on a change. */
  pagination: TablePaginationConfig | false;
  emptyText: string;
  /** Height of the rows' area; the header stays in view. */
  height?: number;
  /** Width of the columns together; wider scrolls sideways. */
  scrollX?: number | 'max-content';
}

export default function SelectTable<Row extends { id: number }>({
  columns,
  rows,
  loading,
  value,
  onChange,
  pickedOf,
  multiple = true,
  disabledRow,
  pagination,
  emptyText,
  height = 320,
  scrollX = 'max-content',
}: SelectTableProps<Row>) {
  const pickedIds: Key[] = value.map((picked) => picked.id);
  const change = (changed: Row[], selected: boolean) => {
    const ids = new Set(changed.map((row) => row.id));
    const others = multiple ? value.filter((picked) => !ids.has(picked.id)) : [];
    onChange(selected ? [...others, ...changed.map(pickedOf)] : value.filter((picked) => !ids.has(picked.id)));
  };
  const pickable = (row: Row) => !disabledRow?.(row);

  return (
    <Table<Row>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: scrollX, y: height }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      rowSelection={{
        type: multiple ? 'checkbox' : 'radio',
        selectedRowKeys: pickedIds,
        // Picks on other pages stay picked.
        preserveSelectedRowKeys: true,
        getCheckboxProps: (row) => ({ disabled: !pickable(row) }),
        onSelect: (row, selected) => change([row], selected),
        onSelectAll: (selected, _rows, changed) => change(changed.filter(pickable), selected),
      }}
      onRow={(row) => ({
        onClick: () => pickable(row) && change([row], !pickedIds.includes(row.id)),
      })}
      pagination={pagination && { size: 'small', showSizeChanger: true, ...pagination }}
    />
  );
}
