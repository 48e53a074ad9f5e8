/** Where a feedback stands, as a coloured tag: new, in progress, replied or closed (texts and colours from the data dictionary). */
import { Tag } from 'antd';
import { useCallback } from 'react';
import useDict from '@/components/DictSelect/useDict';
import useT from '@/hooks/useT';
import { DICT } from '../../../server/plugins/dictionary/constants';

/** The name of a state; any other is shown by its number. */
export function useFeedbackStatusName(): (status: number) => string {
  const t = useT();
  const { find, label } = useDict(DICT.feedbackStatus);
  return useCallback((status: number) => (find(status) ? label(status) : t('feedbackStatus.other', { status })), [find, label, t]);
}

export default function FeedbackStatusTag({ status }: { status: number }) {
  const name = useFeedbackStatusName();
  const { find } = useDict(DICT.feedbackStatus);
  return (
    <Tag color={find(status)?.color ?? 'default'} data-testid="feedback-status">
      {name(status)}
    </Tag>
  );
}
