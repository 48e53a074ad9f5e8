/**
 * The colleagues a to-do is shared with, picked with the colleague picker (the owner is not
 * offered). A form field: its value is the picked colleagues with their labels.
 */
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import type { PickedPerson } from '@/utils/people';
import { TODO_ASSIGNEES_MAX } from '../../../../server/plugins/todos/constants';
import messages from '../messages';

export interface AssigneePickerProps {
  id?: string;
  value?: PickedPerson[];
  onChange?: (value: PickedPerson[]) => void;
  /** The owner, who is not offered. */
  ownerId?: number;
}

export default function AssigneePicker({ id, value, onChange, ownerId }: AssigneePickerProps) {
  const t = usePageT(messages);
  return (
    <UserPicker
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(_, picked) => onChange?.(picked)}
      exclude={ownerId === undefined ? undefined : [ownerId]}
      maxCount={TODO_ASSIGNEES_MAX}
      placeholder={t('lazarToDo.field.assignees.placeholder')}
      emptyText={t('lazarToDo.field.assignees.empty')}
    />
  );
}
