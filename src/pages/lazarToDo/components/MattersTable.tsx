/** The matters of a to-do, edited in place inside the to-do form and saved with the to-do. */
import type { ProColumns } from '@ant-design/pro-components';
import EditableTable, { ERRORS_UNDER_CELL } from '@/components/EditableTable';
import usePageT from '@/hooks/usePageT';
import { TODO_MATTER_MAX, TODO_MATTERS_MAX } from '../../../../server/plugins/todos/constants';
import { matterProblem, newMatterKey, type MatterRow } from '../utils';
import messages from '../messages';

export default function MattersTable({ title, name = 'matters' }: { title: string; name?: string }) {
  const t = usePageT(messages);

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
  ];

  return (
    <EditableTable<MatterRow>
      name={name}
      title={title}
      columns={columns}
      newRow={() => ({ key: newMatterKey(), content: '', done: false })}
      addText={t('lazarToDo.matter.add')}
      emptyText={t('lazarToDo.matters.empty')}
      deleteConfirm={t('lazarToDo.matter.delete.confirm')}
      max={TODO_MATTERS_MAX}
    />
  );
}
