/** A task's state and priority as coloured tags, the same in every list and in the detail. */
import { Tag } from 'antd';
import useT from '@/hooks/useT';
import type { TaskStatus } from '../../../server/plugins/tasks/constants';
import { PRIORITY_COLORS, STATUS_COLORS } from './format';

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useT();
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid="task-status">
      {t(`task.status.${status}`)}
    </Tag>
  );
}

export function TaskPriorityTag({ priority }: { priority: number }) {
  const t = useT();
  return (
    <Tag color={PRIORITY_COLORS[priority] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`task.priority.${priority}`)}
    </Tag>
  );
}
