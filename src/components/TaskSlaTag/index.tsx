/**
 * A task's service level as a coloured tag: on track, due soon or breached, or the time left /
 * overdue ("2 h 10 min left", "overdue 35 min"); nothing once the task is completed or
 * cancelled. The page holds the clock (`useNow`), so every row moves on together each minute.
 */
import { useInterval } from 'ahooks';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import type { TaskStatus } from '../../../server/plugins/tasks/constants';
import { countdownText, SLA_COLORS, slaAt } from './utils';

/** The time now (ms), moved on every `intervalMs` (a minute). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), intervalMs);
  return now;
}

export interface TaskSlaTagProps {
  dueAt: string;
  status: TaskStatus;
  /** The page's clock (ms). */
  now: number;
  /** Show the time left or overdue instead of the state's name. */
  countdown?: boolean;
}

export default function TaskSlaTag({ dueAt, status, now, countdown }: TaskSlaTagProps) {
  const t = useT();
  const sla = slaAt(dueAt, status, now);
  if (!sla) return null;
  const name = t(`taskSla.${sla}`);
  const time = countdownText(dueAt, now, t);
  return (
    <Tooltip title={countdown ? name : time}>
      <Tag color={SLA_COLORS[sla]} style={{ marginInlineEnd: 0 }} data-testid="task-sla" data-sla={sla}>
        {countdown ? time : name}
      </Tag>
    </Tooltip>
  );
}
