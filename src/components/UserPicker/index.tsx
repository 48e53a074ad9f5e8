/**
 * The colleague picker: type an account, name or job number and pick from the enabled users
 * within the caller's data scope (`GET /api/users/options`, which needs no user right, so
 * dispatchers, rule editors and anyone sharing a to-do can use it). Picked users keep their
 * labels while later searches change the list. A form control when given `value` (labelled
 * users); otherwise it keeps its own selection (remount with a key to clear it).
 */
import { useDebounceFn } from 'ahooks';
import { Empty, Select, Spin } from 'antd';
import { useRef, useState } from 'react';
import useT from '@/hooks/useT';
import { fetchUserOptions } from '@/services/users';
import { personLabel, type PickedPerson } from '@/utils/people';

interface CommonProps {
  id?: string;
  style?: React.CSSProperties;
  placeholder?: string;
  /** Shown when a search finds no one. */
  emptyText?: string;
  /** People never offered (e.g. the to-do's owner). */
  exclude?: number[];
  /** The most that can be picked (multiple mode). */
  maxCount?: number;
}

export type UserPickerProps = CommonProps &
  (
    | { mode: 'multiple'; value?: PickedPerson[]; onChange: (ids: number[], picked: PickedPerson[]) => void }
    | { mode?: undefined; value?: PickedPerson | null; onChange: (id: number | undefined, picked?: PickedPerson) => void }
  );

const SEARCH_PAGE = 20;

export default function UserPicker(props: UserPickerProps) {
  const t = useT();
  const [options, setOptions] = useState<PickedPerson[]>([]);
  const [own, setOwn] = useState<PickedPerson | PickedPerson[] | null>();
  const [searching, setSearching] = useState(false);
  // Answers can arrive out of order: only the latest search may fill the list.
  const latest = useRef(0);
  const controlled = props.value !== undefined;

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
        const { list } = await fetchUserOptions({ keyword: text, current: 1, pageSize: SEARCH_PAGE });
        if (ticket === latest.current)
          setOptions(list.filter((user) => !props.exclude?.includes(user.id)).map((user) => ({ value: user.id, label: personLabel(user) })));
      } catch {
        // Shown by the request client; the list stays as it was.
      } finally {
        if (ticket === latest.current) setSearching(false);
      }
    },
    { wait: 300 },
  );

  function change(next: PickedPerson | PickedPerson[] | null | undefined) {
    if (!controlled) setOwn(next);
    if (props.mode === 'multiple') {
      const picked = ((next as PickedPerson[] | undefined) ?? []).map(({ value, label }) => ({ value, label: String(label) }));
      props.onChange(
        picked.map((person) => person.value),
        picked,
      );
    } else {
      const picked = (next as PickedPerson | null | undefined) ?? undefined;
      props.onChange(picked?.value, picked && { value: picked.value, label: String(picked.label) });
    }
  }

  return (
    <Select<PickedPerson | PickedPerson[] | null>
      id={props.id}
      showSearch
      allowClear
      labelInValue
      mode={props.mode}
      maxCount={props.maxCount}
      value={controlled ? props.value : own}
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
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? t('userPicker.empty')} />
        )
      }
    />
  );
}
