/**
 * /noticeManage/notice?id=<id>: the notice as its readers will see it (the readers' own view),
 * whatever its state, for its admins to check before and after publishing.
 */
import { EditOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { NotFoundResult } from '@/components/ErrorResult';
import NoticeView from '@/components/NoticeView';
import useAdminAccess from '@/hooks/useAdminAccess';
import useT from '@/hooks/useT';
import { fetchManagedNotice, managedAttachmentHref } from '@/services/noticeManage';
import { useNoticesChanged } from '../components/changes';
import { noticeEditPath } from '../components/navigation';
import { allowedActions, idOf, statusMeta } from '../utils';

export default function NoticePreviewPage() {
  const t = useT();
  const { can } = useAdminAccess();
  const [searchParams] = useSearchParams();
  const [id] = useState(() => idOf(searchParams.get('id')));
  const {
    data: notice,
    loading,
    error,
    refresh,
  } = useRequest(() => fetchManagedNotice(id!), {
    ready: id !== undefined,
    onError: () => {},
  });
  useNoticesChanged(refresh);

  let body;
  if (id === undefined) {
    body = <NotFoundResult compact />;
  } else if (error && !notice) {
    body = (
      <Result
        status="error"
        title={t('noticeManage.loadFailed')}
        extra={<Button onClick={refresh}>{t('noticeManage.retry')}</Button>}
      />
    );
  } else if (loading && !notice) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('noticeManage.loading')} />
      </div>
    );
  } else if (notice) {
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
  } else {
    body = <NotFoundResult compact />;
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
