/**
 * Label/value pairs of one record in a detail drawer or card (antd Descriptions): rows as data,
 * hidden rows left out, empty values shown as "-", dates formatted one way, numbers and codes
 * copyable. The pages' detail drawers all showed their records like this, each by hand.
 */
import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_TEXT, dateTimeText, isEmptyValue, visibleRows, type PropertyRow } from './utils';

export type { PropertyFormat, PropertyRow } from './utils';

export interface PropertyGridProps {
  rows: readonly PropertyRow[];
  /** Columns (default 2). */
  column?: DescriptionsProps['column'];
  /** Cell borders (default false). */
  bordered?: boolean;
  size?: DescriptionsProps['size'];
  title?: ReactNode;
  /** Shown for an empty value (default "-"). */
  emptyText?: ReactNode;
  'data-testid'?: string;
}

function cell(row: PropertyRow, emptyText: ReactNode): ReactNode {
  if (row.format === 'dateTime') return dateTimeText(row.value) || emptyText;
  if (isEmptyValue(row.value)) return emptyText;
  if (row.format === 'copy') return <Typography.Text copyable>{row.value}</Typography.Text>;
  return row.value;
}

export default function PropertyGrid({ rows, column = 2, bordered = false, size, title, emptyText = EMPTY_TEXT, ...rest }: PropertyGridProps) {
  const items: DescriptionsProps['items'] = visibleRows(rows).map((row) => ({
    key: row.key,
    label: row.label,
    span: row.span,
    children: cell(row, emptyText),
  }));
  return <Descriptions column={column} bordered={bordered} size={size} title={title} items={items} data-testid={rest['data-testid']} />;
}
