/** Pure rules of the feedback handling page: the list's query and the state changes offered. */
import dayjs from 'dayjs';
import type { FeedbackStatusChange, ManagedFeedbackFilter } from '@/services/feedbackManage';
import { FEEDBACK_STATUS } from '../../../server/plugins/feedback/constants';

/** The search form's values as ProTable hands them over. */
export interface SearchValues {
  keyword?: string;
  status?: string | number;
  /** [from, to] days as the date range picker gives them (local dates, both included). */
  createdAt?: [string, string] | string[];
}

/** The list's filters for the API: a trimmed keyword, the state as a number, the days as instants (from the first's start to the last's end). */
export function filterOf(values: SearchValues): ManagedFeedbackFilter {
  const keyword = values.keyword?.trim();
  const status = values.status === undefined || values.status === '' ? undefined : Number(values.status);
  const [from, to] = values.createdAt ?? [];
  return {
    ...(keyword ? { keyword } : {}),
    ...(status !== undefined && Number.isInteger(status) ? { status } : {}),
    ...(from && dayjs(from).isValid() ? { createdFrom: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to && dayjs(to).isValid() ? { createdTo: dayjs(to).endOf('day').toISOString() } : {}),
  };
}

/**
 * The state changes staff may make by hand from a state, as the server allows them: start
 * handling (new or replied), close (any open state), reopen (closed). Replied comes with a reply.
 */
export function statusActions(status: number): FeedbackStatusChange[] {
  switch (status) {
    case FEEDBACK_STATUS.new:
      return [FEEDBACK_STATUS.inProgress, FEEDBACK_STATUS.closed];
    case FEEDBACK_STATUS.inProgress:
      return [FEEDBACK_STATUS.closed];
    case FEEDBACK_STATUS.replied:
      return [FEEDBACK_STATUS.inProgress, FEEDBACK_STATUS.closed];
    case FEEDBACK_STATUS.closed:
      return [FEEDBACK_STATUS.new];
    default:
      return [];
  }
}
