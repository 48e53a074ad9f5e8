/** A task's state and priority as coloured tags, the same in every list and in the detail (texts and colours from the data dictionary). */
import DictTag from '@/components/DictTag';
import { DICT } from '../../../server/plugins/dictionary/constants';
import type { TaskStatus } from '../../../server/plugins/tasks/constants';

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  return <DictTag code={DICT.taskStatus} value={status} style={{ marginInlineEnd: 0 }} data-testid="task-status" />;
}

export function TaskPriorityTag({ priority }: { priority: number }) {
  return <DictTag code={DICT.taskPriority} value={priority} style={{ marginInlineEnd: 0 }} />;
}
