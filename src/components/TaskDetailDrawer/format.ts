/** How the task pages show a task's values: amounts, states and priorities. */
import { TASK_PRIORITY, TASK_STATUS, type TaskStatus } from '../../../server/plugins/tasks/constants';

/**
 * An amount as the API answers it ("1280.5", "9999999999999.99") with thousands separators and
 * two decimals: "1,280.50". Worked on the text, so 15 digits keep every cent. '-' when none.
 */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || !/^-?\d+(\.\d*)?$/.test(amount.trim())) return '-';
  const [whole, fraction = ''] = amount.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = (negative ? whole.slice(1) : whole).replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${`${fraction}00`.slice(0, 2)}`;
}

/** Tag colours of the states: waiting ones warm, worked on blue, ended grey or green. */
export const STATUS_COLORS: Record<TaskStatus, string> = {
  [TASK_STATUS.new]: 'default',
  [TASK_STATUS.queued]: 'warning',
  [TASK_STATUS.assigned]: 'processing',
  [TASK_STATUS.inProgress]: 'blue',
  [TASK_STATUS.returned]: 'orange',
  [TASK_STATUS.completed]: 'success',
  [TASK_STATUS.cancelled]: 'default',
};

export const PRIORITY_COLORS: Record<number, string> = {
  [TASK_PRIORITY.low]: 'default',
  [TASK_PRIORITY.normal]: 'blue',
  [TASK_PRIORITY.high]: 'orange',
  [TASK_PRIORITY.urgent]: 'red',
};
