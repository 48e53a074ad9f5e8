/**
 * The users a rule targets, in the colleague picker: those it has are there when the form opens
 * (× removes one), more are searched and added. A form control: its value is their ids.
 */
import { useState } from 'react';
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import type { PickedPerson } from '@/utils/people';
import messages from '../messages';

export interface UserTargetsProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The users the rule has, with their names. */
  known: { id: number; name: string }[];
}

export default function UserTargets({ onChange, known }: UserTargetsProps) {
  const t = usePageT(messages);
  const [picked, setPicked] = useState<PickedPerson[]>(() => known.map((user) => ({ value: user.id, label: user.name })));
  return (
    <UserPicker
      mode="multiple"
      style={{ width: '100%' }}
      placeholder={t('taskRule.users.add')}
      value={picked}
      onChange={(ids, next) => {
        setPicked(next);
        onChange?.(ids);
      }}
    />
  );
}
