/**
 * The buttons or the fields of a module, edited in place inside the module form: every row is
 * always open, rows are added at the end and deleted with a confirmation.
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { codeProblem, newRowKey, type ItemRow } from '../utils';
import { SORT_MAX } from '../../../../server/constants';
import { CODE_MAX, MODULE_NAME_MAX } from '../../../../server/plugins/modules/constants';

export interface EditableTableProps {
  name: 'buttons' | 'fields';
  title: string;
}

/**
 * Cell errors show under the cell: by default a popover shows them only once the cell is
 * clicked. (`errorType` is read by the cell but missing from the column typings.)
 */
const ERRORS_UNDER_CELL: object = { errorType: 'default' };

export default function EditableTable({ name, title }: EditableTableProps) {
  const t = useT();
  const nameMaxRule = { max: MODULE_NAME_MAX, message: t('moduleManage.field.max', { max: MODULE_NAME_MAX }) };
  const form = ProForm.useFormInstance();
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(() =>
    ((form.getFieldValue(name) as ItemRow[] | undefined) ?? []).map((row) => row.key),
  );

  const columns: ProColumns<ItemRow>[] = [
    {
      title: t('moduleManage.item.code'),
      dataIndex: 'code',
      width: '26%',
      fieldProps: { placeholder: t('moduleManage.item.code.placeholder') },
      // Codes are unique within this table: check against the other rows as they are now.
      formItemProps: (tableForm, { rowIndex }) => ({
        ...ERRORS_UNDER_CELL,
        rules: [
          {
            validator: (_: unknown, value: string | undefined) => {
              const codes = ((tableForm.getFieldValue(name) as ItemRow[] | undefined) ?? []).map((row) => row?.code);
              codes[rowIndex] = value;
              const problem = codeProblem(codes, rowIndex);
              return problem
                ? Promise.reject(new Error(t(`moduleManage.item.code.${problem}`, { max: CODE_MAX })))
                : Promise.resolve();
            },
          },
        ],
      }),
    },
    {
      title: t('moduleManage.item.name'),
      dataIndex: 'name',
      width: '26%',
      fieldProps: { placeholder: t('moduleManage.item.name.placeholder') },
      formItemProps: {
        ...ERRORS_UNDER_CELL,
        rules: [{ required: true, whitespace: true, message: t('moduleManage.item.name.required') }, nameMaxRule],
      },
    },
    {
      title: t('moduleManage.item.nameEn'),
      dataIndex: 'nameEn',
      width: '26%',
      fieldProps: { placeholder: t('moduleManage.item.nameEn.placeholder') },
      formItemProps: { ...ERRORS_UNDER_CELL, rules: [nameMaxRule] },
    },
    {
      title: t('moduleManage.item.sort'),
      dataIndex: 'sort',
      valueType: 'digit',
      fieldProps: { min: 0, max: SORT_MAX, precision: 0, style: { width: '100%' } },
    },
    { title: t('moduleManage.action'), valueType: 'option', width: 70 },
  ];

  return (
    <EditableProTable<ItemRow>
      name={name}
      rowKey="key"
      headerTitle={title}
      size="small"
      columns={columns}
      recordCreatorProps={{
        position: 'bottom',
        // Straight into the form's list: rows are saved with the module, not one by one.
        newRecordType: 'dataSource',
        record: () => ({ key: newRowKey() }),
        creatorButtonText: t(name === 'buttons' ? 'moduleManage.buttons.add' : 'moduleManage.fields.add'),
      }}
      locale={{ emptyText: t(name === 'buttons' ? 'moduleManage.buttons.empty' : 'moduleManage.fields.empty') }}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        deletePopconfirmMessage: t('moduleManage.item.delete.confirm'),
        deleteText: t('moduleManage.delete'),
        actionRender: (_, __, dom) => [dom.delete],
      }}
    />
  );
}
