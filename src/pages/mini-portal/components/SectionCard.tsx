/**
 * A section of the mobile portal's home: a card whose body is the loading skeleton, a failure
 * with Retry, the empty state, or the content, so every section behaves alike on a slow or
 * broken connection.
 */
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import styles from './mini.less';
import messages from '../messages';

interface SectionCardProps {
  title: ReactNode;
  testId: string;
  /** The request's state (ahooks useRequest): a failure or the wait show only while nothing was loaded. */
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Lines of the loading skeleton. */
  skeletonRows: number;
  /** Shown instead of the content when the answer holds nothing. */
  empty?: ReactNode;
  children: ReactNode;
}

export default function SectionCard({ title, testId, loaded, loading, failed, onRetry, skeletonRows, empty, children }: SectionCardProps) {
  const t = usePageT(messages);
  let body = children;
  if (failed && !loaded) {
    body = (
      <Result
        status="warning"
        subTitle={t('miniPortal.loadFailed')}
        extra={
          <Button className={styles.touch} onClick={onRetry}>
            {t('miniPortal.retry')}
          </Button>
        }
      />
    );
  } else if (loading && !loaded) {
    body = <Skeleton active paragraph={{ rows: skeletonRows }} title={false} />;
  } else if (empty) {
    body = empty;
  }
  return (
    <Card size="small" title={title} className={styles.section} data-testid={testId}>
      {body}
    </Card>
  );
}
