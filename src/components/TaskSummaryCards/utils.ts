/** Which of the caller's tasks each count card stands for: the filters /taskMy opens with. */
import dayjs from 'dayjs';
import type { TaskCardKey, TaskCardTitles } from '../../../config/defaultSettings';
import { TASK_SLA, TASK_STATUS } from '../../../server/plugins/tasks/constants';

/** The cards in the order they are shown. */
export const TASK_CARDS: readonly TaskCardKey[] = ['assigned', 'inProgress', 'dueToday', 'breached', 'doneThisWeek'];

const OPEN = `${TASK_STATUS.assigned},${TASK_STATUS.inProgress}`;

/** The first and the last moment of the local day of `now`, as the API's date-times. */
export function dayRange(now: Date): { dueFrom: string; dueTo: string } {
  const day = dayjs(now);
  return { dueFrom: day.startOf('day').toISOString(), dueTo: day.endOf('day').toISOString() };
}

/**
 * The address of /taskMy showing a card's tasks: "Due today" the open ones due within the local
 * day of `now` (both ends included), the others by state (and SLA).
 */
export function cardPath(card: TaskCardKey, now: Date): string {
  const query: Record<TaskCardKey, Record<string, string>> = {
    assigned: { status: TASK_STATUS.assigned },
    inProgress: { status: TASK_STATUS.inProgress },
    dueToday: { ...dayRange(now), status: OPEN },
    breached: { status: OPEN, sla: TASK_SLA.breached },
    doneThisWeek: { status: TASK_STATUS.completed },
  };
  return `/taskMy?${new URLSearchParams(query[card]).toString()}`;
}

/** A card's title in the language shown (English for en-US, else Chinese), from the settings. */
export function cardTitle(titles: TaskCardTitles, card: TaskCardKey, locale: string): string {
  const title = titles[card];
  return locale === 'en-US' ? title['en-US'] : title['zh-CN'];
}
