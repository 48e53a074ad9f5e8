/**
 * A user search box: type an account, name or job number and pick from the matches. Picked
 * users keep their labels while later searches change the list; remount (key) to clear it.
 */
import { useDebounceFn } from 'ahooks';
import { Empty, Select, Spin } from 'antd';
import { useRef, useState } from 'react';
import useT from '@/hooks/useT';
import { fetchUsers, type User } from '@/services/users';

interface Labeled {
  value: number;
  label: string;
}

export type UserPickerProps = {
  style?: React.CSSProperties;
  placeholder?: string;
} & (
  | { mode: 'multiple'; onChange: (ids: number[]) => void }
  | { mode?: undefined; onChange: (id: number | undefined) => void }
);

function userLabel(user: User): string {
  const name = user.name ?? user.userNo;
  return user.account ? `${name} (${user.account})` : name;
}

export default function UserPicker(props: UserPickerProps) {
  const t = useT();
  const [options, setOptions] = useState<Labeled[]>([]);
  const [selected, setSelected] = useState<Labeled | Labeled[]>();
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
        const { list } = await fetchUsers({ keyword: text, current: 1, pageSize: 20 });
        if (ticket === latest.current) setOptions(list.map((user) => ({ value: user.id, label: userLabel(user) })));
      } catch {
        // Shown by the request client; the list stays as it was.
      } finally {
        if (ticket === latest.current) setSearching(false);
      }
    },
    { wait: 300 },
  );

  function change(value: Labeled | Labeled[] | undefined) {
    setSelected(value);
    if (props.mode === 'multiple') props.onChange(((value as Labeled[] | undefined) ?? []).map((item) => item.value));
    else props.onChange((value as Labeled | undefined)?.value);
  }

  return (
    <Select<Labeled | Labeled[]>
      showSearch
      allowClear
      labelInValue
      mode={props.mode}
      value={selected}
      onChange={change}
      style={props.style}
      placeholder={props.placeholder ?? t('userPicker.placeholder')}
      filterOption={false}
      onSearch={search}
      options={options}
      notFoundContent={
        searching ? (
          <Spin size="small" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userPicker.empty')} />
        )
      }
    />
  );
}
