/** The state of a feedback item as a coloured tag. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';

/** States the portal knows; any other is shown by its number. */
const STATUS_COLORS: Record<number, string> = {
  0: 'processing',
};

export default function FeedbackStatusTag({ status }: { status: number }) {
  const intl = useIntl();
  const known = status in STATUS_COLORS;
  return (
    <Tag color={known ? STATUS_COLORS[status] : 'default'} data-testid="feedback-status">
      {known
        ? intl.formatMessage({ id: `portal.myFeedback.status.${status}` })
        : intl.formatMessage({ id: 'portal.myFeedback.status.other' }, { status })}
    </Tag>
  );
}
