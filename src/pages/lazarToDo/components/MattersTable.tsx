/**
 * The matters of a to-do, edited in place inside the to-do form: every row is always open, "Add
 * matter" adds a row at the end, a row is deleted with a confirmation. Saved with the to-do.
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { TODO_MATTER_MAX, TODO_MATTERS_MAX } from '../../../../server/plugins/todos/constants';
import { matterProblem, newMatterKey, type MatterRow } from '../utils';

/**
 * Cell errors show under the cell: by default a popover shows them only once the cell is
 * clicked. (`errorType` is read by the cell but missing from the column typings.)
 */
const ERRORS_UNDER_CELL: object = { errorType: 'default' };

export default function MattersTable({ title, name = 'matters' }: { title: string; name?: string }) {
  const t = useT();
  const form = ProForm.useFormInstance();
  const [editableKeys, setEditableKeys] = useState<React.Key[]>(() =>
    ((form.getFieldValue(name) as MatterRow[] | undefined) ?? []).map((row) => row.key),
  );
  const rows = ProForm.useWatch(name, form) as MatterRow[] | undefined;
  const full = (rows?.length ?? 0) >= TODO_MATTERS_MAX;

  const columns: ProColumns<MatterRow>[] = [
    {
      title: t('lazarToDo.matter.content'),
      dataIndex: 'content',
      fieldProps: { placeholder: t('lazarToDo.matter.placeholder'), maxLength: TODO_MATTER_MAX },
      formItemProps: {
        ...ERRORS_UNDER_CELL,
        rules: [
          {
            validator: (_: unknown, value: string | undefined) => {
              const problem = matterProblem(value);
              return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
            },
          },
        ],
      },
    },
    {
      title: t('lazarToDo.matter.done'),
      dataIndex: 'done',
      valueType: 'switch',
      width: 90,
    },
    { title: t('lazarToDo.action'), valueType: 'option', width: 80 },
  ];

  return (
    <EditableProTable<MatterRow>
      name={name}
      rowKey="key"
      headerTitle={title}
      size="small"
      columns={columns}
      recordCreatorProps={
        full
          ? false
          : {
              position: 'bottom',
              // Straight into the form's list: matters are saved with the to-do, not one by one.
              newRecordType: 'dataSource',
              record: () => ({ key: newMatterKey(), content: '', done: false }),
              creatorButtonText: t('lazarToDo.matter.add'),
            }
      }
      locale={{ emptyText: t('lazarToDo.matters.empty') }}
      editable={{
        type: 'multiple',
        editableKeys,
        onChange: setEditableKeys,
        deletePopconfirmMessage: t('lazarToDo.matter.delete.confirm'),
        deleteText: t('lazarToDo.delete'),
        actionRender: (_, __, dom) => [dom.delete],
      }}
    />
  );
}
