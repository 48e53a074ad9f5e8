/**
 * The conversation of a feedback, oldest first: replies of the service centre and follow-ups of
 * the submitter, each with who wrote it and when. Shown to staff (feedback handling) and to the
 * submitter (my feedback); the caller names the authors.
 */
import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, List, Typography } from 'antd';
import useT from '@/hooks/useT';
import { formatDateTime } from '@/utils/messages';

export interface ConversationEntry {
  id: number;
  fromStaff: boolean;
  /** Who wrote it, as the viewer should read it. */
  author: string;
  content: string;
  createdAt: string;
}

export default function FeedbackConversation({ entries }: { entries: ConversationEntry[] }) {
  const t = useT();
  if (entries.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('feedbackConversation.empty')}
        data-testid="feedback-conversation-empty"
      />
    );
  return (
    <List
      data-testid="feedback-conversation"
      itemLayout="horizontal"
      dataSource={entries}
      renderItem={(entry) => (
        <List.Item key={entry.id} data-testid={`feedback-entry-${entry.fromStaff ? 'staff' : 'submitter'}`}>
          <List.Item.Meta
            avatar={
              <Avatar
                size="small"
                style={{ backgroundColor: entry.fromStaff ? '#1677ff' : '#8c8c8c' }}
                icon={entry.fromStaff ? <CustomerServiceOutlined /> : <UserOutlined />}
              />
            }
            title={
              <span>
                {entry.author}
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontWeight: 'normal', fontSize: 12 }}>
                  {formatDateTime(entry.createdAt)}
                </Typography.Text>
              </span>
            }
            description={
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'inherit' }}>{entry.content}</div>
            }
          />
        </List.Item>
      )}
    />
  );
}
