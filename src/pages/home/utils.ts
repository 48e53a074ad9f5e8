/** Pure logic of the workbench (the home tab). */
import dayjs from 'dayjs';

/** A time in few characters: the hour today, the day and hour this year, else the date. */
export function shortTime(iso: string, now: Date = new Date()): string {
  const time = dayjs(iso);
  const today = dayjs(now);
  if (time.isSame(today, 'day')) return time.format('HH:mm');
  if (time.isSame(today, 'year')) return time.format('MM-DD HH:mm');
  return time.format('YYYY-MM-DD');
}

/** The recent pages worth offering: not the workbench itself, at most `limit`. */
export function recentEntries<T extends { path: string }>(pages: readonly T[], homeSrc: string, limit: number): T[] {
  return pages.filter((page) => page.path !== homeSrc).slice(0, limit);
}
