/**
 * One section of the workbench: a titled card listing a few entries, each opening its page in a
 * tab; with its loading, error (and retry) and empty states, and a link to the whole list.
 */
import { ProCard } from '@ant-design/pro-components';
import { Button, Empty, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export interface WorkbenchEntry {
  key: string | number;
  title: string;
  /** Shown after the title, e.g. a time or a tag. */
  extra?: ReactNode;
  onOpen: () => void;
}

interface Props {
  title: string;
  testId: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  entries: WorkbenchEntry[];
  emptyText: string;
  /** Opens the whole list. */
  onMore?: () => void;
}

export default function WorkbenchList({ title, testId, loading, failed, onRetry, entries, emptyText, onMore }: Props) {
  const t = usePageT(messages);
  const more = onMore ? (
    <Button type="link" size="small" onClick={onMore}>
      {t('home.more')}
    </Button>
  ) : null;
  let body: ReactNode;
  if (loading && entries.length === 0) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (failed) {
    body = (
      <Result
        status="warning"
        subTitle={t('home.loadFailed')}
        extra={
          <Button size="small" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        }
      />
    );
  } else if (entries.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else {
    body = (
      <ul className="workbench-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.key} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
            <Typography.Link ellipsis style={{ flex: 1, minWidth: 0 }} onClick={entry.onOpen}>
              {entry.title}
            </Typography.Link>
            {entry.extra}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ProCard title={title} extra={more} bordered headerBordered data-testid={testId} style={{ height: '100%' }}>
      {body}
    </ProCard>
  );
}
