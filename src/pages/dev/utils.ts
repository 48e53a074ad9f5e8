/** Pure helpers of the dev page (/dev). */
import dayjs from 'dayjs';
import type { DevInfo } from '@/services/dashboard';

/** An instant as the page shows it, in the browser's time zone. */
export const timeText = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '-');

/** Whether the database has every migration this server ships, lacks some, or has more (an older server on a newer database). */
export function migrationState({ applied, known }: DevInfo['database']['migrations']): 'current' | 'pending' | 'ahead' {
  if (applied === known) return 'current';
  return applied < known ? 'pending' : 'ahead';
}

/** Jobs waiting (created or due for a retry) and running, over every job name. */
export function queueTotals(depth: DevInfo['queue']['depth']) {
  return depth.reduce(
    (sum, row) => ({ waiting: sum.waiting + row.created + row.retry, running: sum.running + row.active }),
    { waiting: 0, running: 0 },
  );
}
