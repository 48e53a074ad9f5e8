/**
 * /noticeManage/edit (new) and /noticeManage/edit?id=<id> (edit): the notice form. Topic, type,
 * importance, pinned, how it is published (draft, now, at a time), expiry, also as a message,
 * whom it is for, the rich text and the attachments. Saving closes the tab and shows the list.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { NotFoundResult } from '@/components/ErrorResult';
import usePageT from '@/hooks/usePageT';
import { fetchManagedNotice, fetchTargetOptions } from '@/services/noticeManage';
import NoticeForm from '../components/NoticeForm';
import { useCloseToList } from '../components/navigation';
import { idOf } from '../utils';
import messages from '../messages';

export default function NoticeEditPage() {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [raw] = useState(() => searchParams.get('id'));
  const id = idOf(raw);
  const closeToList = useCloseToList();
  const notice = useRequest(() => fetchManagedNotice(id!), { ready: id !== undefined, onError: () => {} });
  const options = useRequest(fetchTargetOptions, { onError: () => {} });

  const title = t(id === undefined ? 'noticeManage.create.title' : 'noticeManage.edit.title');
  let body;
  if (raw !== null && id === undefined) {
    body = <NotFoundResult compact />;
  } else if (notice.error || options.error) {
    body = (
      <Result
        status="error"
        title={t('noticeManage.loadFailed')}
        extra={
          <Button
            onClick={() => {
              if (notice.error) notice.refresh();
              if (options.error) options.refresh();
            }}
          >
            {t('noticeManage.retry')}
          </Button>
        }
      />
    );
  } else if ((id !== undefined && !notice.data) || !options.data) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('noticeManage.loading')} />
      </div>
    );
  } else {
    body = <NoticeForm notice={notice.data} options={options.data} onSaved={closeToList} onCancel={closeToList} />;
  }

  return (
    <PageContainer title={title} onBack={closeToList}>
      <ProCard>{body}</ProCard>
    </PageContainer>
  );
}
