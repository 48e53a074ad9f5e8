/** Feedback from the header: the feedback form in a dialog. */
import { CommentOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import FeedbackForm from '@/components/FeedbackForm';

export default function FeedbackButton() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'header.feedback' });
  const [open, setOpen] = useState(false);

  return (
    <>
      <Tooltip title={title}>
        <Button
          type="text"
          icon={<CommentOutlined />}
          aria-label={title}
          data-testid="feedback-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <FeedbackForm modal={{ title, open, onOpenChange: setOpen }} />
    </>
  );
}
