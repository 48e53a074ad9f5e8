/**
 * The "upload attachment" part of the notice form: files dropped or chosen are checked here
 * first (count, type by extension, size), then sent one by one as raw bytes; the server checks
 * their content too. Each file shows its state, and a refused one the reason, beside it.
 * A form control: `value` / `onChange` of AttachmentItem[].
 */
import { DeleteOutlined, InboxOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography, Upload, type UploadProps } from 'antd';
import { useRef } from 'react';
import usePageT from '@/hooks/usePageT';
import { managedAttachmentHref, uploadNoticeAttachment } from '@/services/noticeManage';
import { errorInfoOf } from '@/utils/errorDisplay';
import { formatFileSize } from '@/utils/fileSize';
import {
  NOTICE_ATTACHMENT_ACCEPT,
  NOTICE_ATTACHMENT_BYTES_MAX,
  NOTICE_ATTACHMENTS_MAX,
} from '../../../../server/plugins/notice/constants';
import { attachmentCount, attachmentProblem, type AttachmentItem } from '../utils';
import messages from '../messages';

export interface AttachmentUploadProps {
  value?: AttachmentItem[];
  onChange?: (items: AttachmentItem[]) => void;
  id?: string;
}

export default function AttachmentUpload({ value, onChange, id }: AttachmentUploadProps) {
  const t = usePageT(messages);
  // Uploads finish after later renders: changes apply to the newest list, not the one of their render.
  const items = useRef<AttachmentItem[]>(value ?? []);
  items.current = value ?? [];
  const apply = (change: (list: AttachmentItem[]) => AttachmentItem[]) => {
    items.current = change(items.current);
    onChange?.(items.current);
  };
  const update = (uid: string, patch: Partial<AttachmentItem>) =>
    apply((list) => list.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = attachmentProblem({ name: file.name, size: file.size }, attachmentCount(items.current));
    if (problem) {
      apply((list) => [
        ...list,
        { uid: file.uid, name: file.name, size: file.size, status: 'error', error: t(problem.id, problem.values) },
      ]);
      return Upload.LIST_IGNORE;
    }
    apply((list) => [...list, { uid: file.uid, name: file.name, size: file.size, status: 'uploading' }]);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const upload = file as File & { uid: string };
    uploadNoticeAttachment(upload, upload.name).then(
      (stored) => {
        update(upload.uid, { status: 'done', file: stored, name: stored.fileName, size: stored.size });
        onSuccess?.(stored);
      },
      (error: unknown) => {
        update(upload.uid, {
          status: 'error',
          error: errorInfoOf(error)?.errorMessage || t('noticeManage.upload.failed'),
        });
        onError?.(error as Error);
      },
    );
  };

  const list = value ?? [];
  const full = attachmentCount(list) >= NOTICE_ATTACHMENTS_MAX;
  const hint = t('noticeManage.upload.hint', {
    max: NOTICE_ATTACHMENTS_MAX,
    size: NOTICE_ATTACHMENT_BYTES_MAX / 1024 / 1024,
  });

  return (
    <div id={id}>
      <Upload.Dragger
        multiple
        accept={NOTICE_ATTACHMENT_ACCEPT}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={full}
        aria-label={t('noticeManage.upload.button')}
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t(full ? 'noticeManage.upload.full' : 'noticeManage.upload.button')}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {list.length > 0 && (
        <List<AttachmentItem>
          size="small"
          dataSource={list}
          rowKey="uid"
          aria-label={t('noticeManage.field.attachments')}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('noticeManage.upload.remove', { name: item.name })}
                  disabled={item.status === 'uploading'}
                  onClick={() => apply((all) => all.filter((other) => other.uid !== item.uid))}
                />,
              ]}
            >
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <Space size={8}>
                  {item.status === 'uploading' ? <LoadingOutlined /> : <PaperClipOutlined />}
                  {item.status === 'done' && item.file ? (
                    <a href={managedAttachmentHref(item.file.id)} download={item.name}>
                      {item.name}
                    </a>
                  ) : (
                    <Typography.Text type={item.status === 'error' ? 'danger' : undefined}>{item.name}</Typography.Text>
                  )}
                  {item.size !== undefined && (
                    <Typography.Text type="secondary">{formatFileSize(item.size)}</Typography.Text>
                  )}
                  {item.status === 'uploading' && (
                    <Typography.Text type="secondary">{t('noticeManage.upload.uploading')}</Typography.Text>
                  )}
                </Space>
                {item.status === 'error' && (
                  <Typography.Text type="danger" role="alert">
                    {item.error}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
