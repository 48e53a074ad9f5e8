/**
 * A list field of a form edited in place as a table (a module's buttons, a rule's conditions, a
 * to-do's matters): every row is always open, "add" puts a row at the end, a row is deleted
 * after a confirmation, and the rows are saved with the form, not one by one.
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import type { FormItemProps } from 'antd';
import { useState, type Key } from 'react';
import useT from '@/hooks/useT';

/**
 * Spread into a column's `formItemProps` so a cell's error shows under it: by default a popover
 * shows it only once the cell is clicked. (`errorType` is read by the cell but missing from the
 * column typings.)
 */
export const ERRORS_UNDER_CELL: object = { errorType: 'default' };

export interface EditableTableProps<Row extends { key: Key }> {
  /** The form's list field holding the rows. */
  name: string;
  title: string;
  /** Help beside the title. */
  tooltip?: string;
  /** The editable columns; the delete column is added at the end. */
  columns: ProColumns<Row>[];
  /** A new row, with a key of its own (and the defaults of its cells). */
  newRow: () => Row;
  /** Text of the add button ("添加条件"). */
  addText: string;
  /** What an empty table says. */
  emptyText: string;
  /** The question before a row is deleted. */
  deleteConfirm: string;
  /** Most rows the list may hold; the add button goes away at this count. */
  max?: number;
  /** Rules of the list as a whole (at least one row...). */
  rules?: FormItemProps['rules'];
  /** Width of the delete column. */
  actionWidth?: number;
}

export default function EditableTable<Row extends { key: Key }>({
  name,
  title,
  tooltip,
  columns,
  newRow,
  addText,
  emptyText,
  deleteConfirm,
  max,
  rules,
  actionWidth = 80,
}: EditableTableProps<Row>) {
  const t = useT();
  const form = ProForm.useFormInstance();
  // Every row the form starts with is open; rows added later open themselves.
  const [editableKeys, setEditableKeys] = useState<Key[]>(() =>
    ((form.getFieldValue(name) as Row[] | undefined) ?? []).map((row) => row.key),
  );
  const rows = ProForm.useWatch(name, form) as Row[] | undefined;
  const full = max !== undefined && (rows?.length ?? 0) >= max;

  return (
    <EditableProTable<Row>
      name={name}
      rowKey="key"
      headerTitle={title}
      tooltip={tooltip}
      size="small"
      columns={[...columns, { title: t('editableTable.action'), valueType: 'option', width: actionWidth }]}
      recordCreatorProps={
        full
          ? false
          : {
              position: 'bottom',
              // Straight into the form's list: the rows are saved with the form.
              newRecordType: 'dataSource',
              record: newRow,
              creatorButtonText: addText,
            }
      }
      locale={{ emptyText }}
      formItemProps={rules ? { rules } : undefined}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        deletePopconfirmMessage: deleteConfirm,
        deleteText: t('editableTable.delete'),
        actionRender: (_, __, dom) => [dom.delete],
      }}
    />
  );
}
