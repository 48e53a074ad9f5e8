/**
 * The colleagues a to-do is shared with: type an account, name or job number and pick from the
 * enabled users within the caller's data scope (GET /api/todos/assignees, which needs no user
 * administration right). A form field: its value is the picked colleagues with their labels.
 */
import { useDebounceFn } from 'ahooks';
import { Empty, Select, Spin } from 'antd';
import { useRef, useState } from 'react';
import useT from '@/hooks/useT';
import { fetchAssigneeOptions } from '@/services/todos';
import { TODO_ASSIGNEES_MAX } from '../../../../server/plugins/todos/constants';
import { personLabel, type PickedPerson } from '../utils';

export interface AssigneePickerProps {
  id?: string;
  value?: PickedPerson[];
  onChange?: (value: PickedPerson[]) => void;
  /** The owner, who is not offered. */
  ownerId?: number;
}

export default function AssigneePicker({ id, value, onChange, ownerId }: AssigneePickerProps) {
  const t = useT();
  const [options, setOptions] = useState<PickedPerson[]>([]);
  const [searching, setSearching] = useState(false);
  // Answers can arrive out of order: only the latest search may fill the list.
  const latest = useRef(0);

  const { run: search } = useDebounceFn(
    async (keyword: string) => {
      const text = keyword.trim();
      const ticket = ++latest.current;
      if (!text) {
        setOptions([]);
        return;
      }
      setSearching(true);
      try {
        const { list } = await fetchAssigneeOptions({ keyword: text, current: 1, pageSize: 20 });
        if (ticket === latest.current)
          setOptions(
            list
              .filter((user) => user.id !== ownerId)
              .map((user) => ({ value: user.id, label: personLabel({ id: user.id, name: user.name, account: user.account }) })),
          );
      } catch {
        // Shown by the request client; the list stays as it was.
      } finally {
        if (ticket === latest.current) setSearching(false);
      }
    },
    { wait: 300 },
  );

  const picked = value ?? [];
  return (
    <Select<PickedPerson[]>
      id={id}
      mode="multiple"
      showSearch
      allowClear
      labelInValue
      value={picked}
      onChange={(next) => onChange?.((next ?? []).map(({ value: userId, label }) => ({ value: userId, label: String(label) })))}
      placeholder={t('lazarToDo.field.assignees.placeholder')}
      filterOption={false}
      onSearch={search}
      options={options}
      maxCount={TODO_ASSIGNEES_MAX}
      notFoundContent={
        searching ? (
          <Spin size="small" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lazarToDo.field.assignees.empty')} />
        )
      }
    />
  );
}
