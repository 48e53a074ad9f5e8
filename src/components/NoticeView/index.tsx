/**
 * One notice as its readers see it: topic, type, importance, publish time, the rich text and
 * the attachments. The same view serves the reader's page, the admin's preview and (its
 * content part) the popup. The content is HTML cleaned on the server with an allow-list
 * before it was stored, so it is rendered as HTML.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { List, Space, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import useT from '@/hooks/useT';
import { formatFileSize } from '@/utils/fileSize';
import { formatDateTime } from '@/utils/messages';
import { NoticeContent, NoticeTags } from './NoticeContent';
import styles from './index.less';

export { NoticeContent, NoticeTags, noticeContentClass } from './NoticeContent';

export interface NoticeViewAttachment {
  id: number;
  fileName: string;
  size: number;
}

export interface NoticeViewData {
  topic: string;
  /** Sanitised HTML. */
  content: string;
  type?: string;
  level?: number;
  pinned?: boolean;
  publishedAt?: string | null;
  attachments?: NoticeViewAttachment[];
}

export interface NoticeViewProps {
  notice: NoticeViewData;
  /** Where an attachment is downloaded; attachments are listed without links when absent. */
  attachmentHref?: (fileId: number) => string;
  /** Shown at the end of the line under the topic. */
  extra?: ReactNode;
}

export default function NoticeView({ notice, attachmentHref, extra }: NoticeViewProps) {
  const t = useT();
  const published = formatDateTime(notice.publishedAt ?? undefined);
  const attachments = notice.attachments ?? [];
  const filesTitle = useId();
  return (
    <article aria-label={notice.topic}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {notice.topic}
      </Typography.Title>
      <Space className={styles.meta} size={8} wrap>
        <NoticeTags type={notice.type} level={notice.level} pinned={notice.pinned} />
        <Typography.Text type="secondary">
          {published ? t('noticeView.publishedAt', { time: published }) : t('noticeView.unpublished')}
        </Typography.Text>
        {extra}
      </Space>
      <NoticeContent html={notice.content} />
      {attachments.length > 0 && (
        <section className={styles.attachments} aria-labelledby={filesTitle}>
          <Typography.Text strong id={filesTitle}>
            {t('noticeView.attachments', { count: attachments.length })}
          </Typography.Text>
          <List<NoticeViewAttachment>
            size="small"
            dataSource={attachments}
            rowKey="id"
            renderItem={(file) => (
              <List.Item>
                <Space size={8}>
                  <PaperClipOutlined />
                  {attachmentHref ? (
                    <a
                      href={attachmentHref(file.id)}
                      download={file.fileName}
                      title={t('noticeView.download', { name: file.fileName })}
                    >
                      {file.fileName}
                    </a>
                  ) : (
                    <span>{file.fileName}</span>
                  )}
                  <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </section>
      )}
    </article>
  );
}
