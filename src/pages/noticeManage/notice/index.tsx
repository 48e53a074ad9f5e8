/**
 * /noticeManage/notice?id=<id>: the notice as its readers will see it (the readers' own view),
 * whatever its state, for its admins to check before and after publishing.
 */
import { EditOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Tag } from 'antd';
import NoticeView from '@/components/NoticeView';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { managedAttachmentHref } from '@/services/noticeManage';
import { noticeEditPath } from '../components/navigation';
import { allowedActions, statusMeta } from '../utils';
import { useManagedNotice } from '../components/useManagedNotice';
import messages from '../messages';

export default function NoticePreviewPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const { notice, placeholder } = useManagedNotice();

  let body = placeholder;
  if (notice) {
    const status = statusMeta(notice.status);
    body = (
      <>
        <Alert type="info" showIcon message={t('noticeManage.preview.hint')} style={{ marginBottom: 16 }} />
        <div style={{ maxWidth: 880 }}>
          <NoticeView
            notice={notice}
            attachmentHref={managedAttachmentHref}
            extra={<Tag color={status.color}>{t(status.labelId)}</Tag>}
          />
        </div>
      </>
    );
  }

  return (
    <PageContainer
      title={t('noticeManage.preview.title')}
      extra={
        notice &&
        can('notice:update') &&
        allowedActions(notice.status).edit && (
          <Button icon={<EditOutlined />} onClick={() => history.push(noticeEditPath(notice.id))}>
            {t('noticeManage.edit')}
          </Button>
        )
      }
    >
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
