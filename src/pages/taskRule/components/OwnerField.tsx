/**
 * The rule's owner: the one it has is named, another is picked with the shared user picker;
 * clearing the picker keeps the one it had (for a new rule: the creator). A form control.
 */
import { Space, Typography } from 'antd';
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export interface OwnerFieldProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The owner the rule has. */
  current?: { id: number; name: string } | null;
}

export default function OwnerField({ onChange, current }: OwnerFieldProps) {
  const t = usePageT(messages);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{current ? t('taskRule.owner.current', { name: current.name }) : t('taskRule.owner.self')}</Typography.Text>
      <UserPicker style={{ width: '100%' }} onChange={(id) => onChange?.(id ?? current?.id)} />
    </Space>
  );
}
