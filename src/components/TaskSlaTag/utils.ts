/**
 * A task's service level as the lists show it: its state (on track, due soon, breached) worked
 * out as the server does, and the time left or overdue, e.g. "2 h 10 min left" / "overdue 35 min".
 */
import {
  ACTIVE_STATUSES,
  TASK_DUE_SOON_HOURS,
  TASK_SLA,
  type TaskSla,
  type TaskStatus,
} from '../../../server/plugins/tasks/constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;

/** The SLA state of a task at `now` (ms): null once it is completed or cancelled. */
export function slaAt(dueAt: string, status: TaskStatus, now: number): TaskSla | null {
  if (!ACTIVE_STATUSES.includes(status)) return null;
  const left = Date.parse(dueAt) - now;
  if (left <= 0) return TASK_SLA.breached;
  return left <= TASK_DUE_SOON_HOURS * HOUR_MS ? TASK_SLA.dueSoon : TASK_SLA.onTrack;
}

/** The time between now and the due time, in whole minutes (rounded down), split into days, hours and minutes. */
export interface Countdown {
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
}

export function countdownOf(dueAt: string, now: number): Countdown {
  const diff = Date.parse(dueAt) - now;
  const total = Math.floor(Math.abs(diff) / MINUTE_MS);
  return {
    overdue: diff <= 0,
    days: Math.floor(total / DAY_MINUTES),
    hours: Math.floor((total % DAY_MINUTES) / 60),
    minutes: total % 60,
  };
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The two largest units of a countdown: "1 d 3 h", "2 h 10 min", "35 min", or "less than a minute". */
export function durationText({ days, hours, minutes }: Countdown, t: Translate): string {
  if (days > 0) {
    return hours > 0 ? `${t('taskSla.days', { n: days })} ${t('taskSla.hours', { n: hours })}` : t('taskSla.days', { n: days });
  }
  if (hours > 0) {
    return minutes > 0 ? `${t('taskSla.hours', { n: hours })} ${t('taskSla.minutes', { n: minutes })}` : t('taskSla.hours', { n: hours });
  }
  return minutes > 0 ? t('taskSla.minutes', { n: minutes }) : t('taskSla.underMinute');
}

/** "2 h 10 min left" or "overdue 35 min". */
export function countdownText(dueAt: string, now: number, t: Translate): string {
  const countdown = countdownOf(dueAt, now);
  return t(countdown.overdue ? 'taskSla.overdue' : 'taskSla.left', { time: durationText(countdown, t) });
}

/** The tag colour of a state. */
export const SLA_COLORS: Record<TaskSla, string> = {
  [TASK_SLA.onTrack]: 'success',
  [TASK_SLA.dueSoon]: 'warning',
  [TASK_SLA.breached]: 'error',
};
