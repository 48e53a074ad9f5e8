/**
 * The notice of `?id=` for the detail and preview pages: loaded for its admins, loaded again
 * when a notice changes elsewhere, and what to show instead of it (not found for a bad or
 * unknown id, an error with a retry, a spinner while it loads).
 */
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { NotFoundResult } from '@/components/ErrorResult';
import usePageT from '@/hooks/usePageT';
import { fetchManagedNotice } from '@/services/noticeManage';
import { idOf } from '../utils';
import { useNoticesChanged } from './changes';
import messages from '../messages';

export function useManagedNotice() {
  const t = usePageT(messages);
  const [searchParams] = useSearchParams();
  const [id] = useState(() => idOf(searchParams.get('id')));
  const { data: notice, loading, error, refresh } = useRequest(() => fetchManagedNotice(id!), {
    ready: id !== undefined,
    onError: () => {},
  });
  useNoticesChanged(refresh);

  let placeholder: ReactNode = null;
  if (id === undefined) {
    placeholder = <NotFoundResult compact />;
  } else if (error && !notice) {
    placeholder = (
      <Result status="error" title={t('noticeManage.loadFailed')} extra={<Button onClick={refresh}>{t('noticeManage.retry')}</Button>} />
    );
  } else if (loading && !notice) {
    placeholder = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('noticeManage.loading')} />
      </div>
    );
  } else if (!notice) {
    placeholder = <NotFoundResult compact />;
  }
  return { notice: placeholder ? undefined : notice, placeholder };
}
