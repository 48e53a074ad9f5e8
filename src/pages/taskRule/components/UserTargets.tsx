/**
 * The users a rule targets: those it has are shown as tags (× removes one), more are added with
 * the shared user picker. A form control: its value is the ids of both.
 */
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import UserPicker from '@/components/UserPicker';
import useT from '@/hooks/useT';

export interface UserTargetsProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The users the rule has, with their names. */
  known: { id: number; name: string }[];
}

export default function UserTargets({ onChange, known }: UserTargetsProps) {
  const t = useT();
  const [kept, setKept] = useState(known);
  const [picked, setPicked] = useState<number[]>([]);
  const emit = (nextKept: typeof kept, nextPicked: number[]) => onChange?.([...new Set([...nextKept.map((user) => user.id), ...nextPicked])]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {kept.length > 0 && (
        <Space size={[4, 4]} wrap>
          <Typography.Text type="secondary">{t('taskRule.users.current')}</Typography.Text>
          {kept.map((user) => (
            <Tag
              key={user.id}
              closable
              onClose={() => {
                const next = kept.filter((item) => item.id !== user.id);
                setKept(next);
                emit(next, picked);
              }}
            >
              {user.name}
            </Tag>
          ))}
        </Space>
      )}
      <UserPicker
        mode="multiple"
        style={{ width: '100%' }}
        placeholder={t('taskRule.users.add')}
        onChange={(ids) => {
          setPicked(ids);
          emit(kept, ids);
        }}
      />
    </Space>
  );
}
