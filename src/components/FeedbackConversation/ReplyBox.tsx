/**
 * Writing into a feedback's conversation: a reply of staff or a follow-up of the submitter.
 * Ctrl+Enter (⌘+Enter) sends; the text is kept when sending fails; a closed feedback takes none.
 */
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { FEEDBACK_REPLY_MAX } from '../../../server/plugins/feedback/constants';

export interface ReplyBoxProps {
  /** Sends the text (trimmed); resolves true once the server has it. */
  onSend: (content: string) => Promise<boolean>;
  /** Why nothing can be written now (a closed feedback), shown instead of the box. */
  closedText?: string;
  placeholder: string;
  sendText: string;
}

export default function ReplyBox({ onSend, closedText, placeholder, sendText }: ReplyBoxProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (closedText) return <Alert type="info" showIcon message={closedText} data-testid="feedback-reply-closed" />;

  async function send() {
    const content = text.trim();
    if (!content) {
      setProblem(t('feedbackConversation.required'));
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      if (await onSend(content)) setText('');
    } finally {
      setSending(false);
    }
  }

  return (
    <div data-testid="feedback-reply">
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        placeholder={placeholder}
        maxLength={FEEDBACK_REPLY_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={problem ? 'error' : undefined}
        aria-label={placeholder}
        data-testid="feedback-reply-input"
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {problem ?? t('feedbackConversation.hint')}
        </Typography.Text>
        <Button type="primary" icon={<SendOutlined />} loading={sending} onClick={send} data-testid="feedback-reply-send">
          {sendText}
        </Button>
      </Flex>
    </div>
  );
}
