/** The buttons or the fields of a module, edited in place inside the module form. */
import type { ProColumns } from '@ant-design/pro-components';
import EditableTable, { ERRORS_UNDER_CELL } from '@/components/EditableTable';
import usePageT from '@/hooks/usePageT';
import { codeProblem, newRowKey, type ItemRow } from '../utils';
import { SORT_MAX } from '../../../../server/constants';
import { CODE_MAX, MODULE_NAME_MAX } from '../../../../server/plugins/modules/constants';
import messages from '../messages';

export interface ItemsTableProps {
  name: 'buttons' | 'fields';
  title: string;
}

export default function ItemsTable({ name, title }: ItemsTableProps) {
  const t = usePageT(messages);
  const nameMaxRule = { max: MODULE_NAME_MAX, message: t('moduleManage.field.max', { max: MODULE_NAME_MAX }) };

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
  ];

  return (
    <EditableTable<ItemRow>
      name={name}
      title={title}
      columns={columns}
      newRow={() => ({ key: newRowKey() })}
      addText={t(name === 'buttons' ? 'moduleManage.buttons.add' : 'moduleManage.fields.add')}
      emptyText={t(name === 'buttons' ? 'moduleManage.buttons.empty' : 'moduleManage.fields.empty')}
      deleteConfirm={t('moduleManage.item.delete.confirm')}
      actionWidth={70}
    />
  );
}
