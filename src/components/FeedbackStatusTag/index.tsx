/** Where a feedback stands, as a coloured tag: new, in progress, replied or closed. */
import { Tag } from 'antd';
import useT from '@/hooks/useT';
import { FEEDBACK_STATUS } from '../../../server/plugins/feedback/constants';

const COLORS: Record<number, string> = {
  [FEEDBACK_STATUS.new]: 'processing',
  [FEEDBACK_STATUS.inProgress]: 'warning',
  [FEEDBACK_STATUS.replied]: 'success',
  [FEEDBACK_STATUS.closed]: 'default',
};

/** The name of a state; any other is shown by its number. */
export function useFeedbackStatusName(): (status: number) => string {
  const t = useT();
  return (status) => (status in COLORS ? t(`feedbackStatus.${status}`) : t('feedbackStatus.other', { status }));
}

export default function FeedbackStatusTag({ status }: { status: number }) {
  const name = useFeedbackStatusName();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="feedback-status">
      {name(status)}
    </Tag>
  );
}
