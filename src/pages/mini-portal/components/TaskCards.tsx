/** The caller's task counts as small cards, one per state, or an empty state when there are none. */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Empty } from 'antd';
import usePageT from '@/hooks/usePageT';
import { cardTitle } from '@/components/TaskSummaryCards/utils';
import { fetchMyTaskSummary } from '@/services/tasks';
import { MINI_TASK_CARDS, noTasks } from '../utils';
import SectionCard from './SectionCard';
import styles from './mini.less';
import messages from '../messages';

const COLORS: Record<string, string | undefined> = { breached: '#cf1322', dueToday: '#d46b08' };

export default function TaskCards() {
  const t = usePageT(messages);
  const { locale } = useIntl();
  const { data, loading, error, refresh } = useRequest(fetchMyTaskSummary, { onError: () => {} });
  const titles = PORTAL_SETTINGS.taskCardTitles;

  return (
    <SectionCard
      title={t('miniPortal.tasks')}
      testId="mini-tasks"
      loaded={data !== undefined}
      loading={loading}
      failed={Boolean(error)}
      onRetry={refresh}
      skeletonRows={2}
      empty={noTasks(data) && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('miniPortal.tasks.empty')} data-testid="mini-tasks-empty" />}
    >
      <div className={styles.cards}>
        {MINI_TASK_CARDS.map((card) => (
          <div key={card} className={styles.taskCard} data-testid={`mini-task-${card}`}>
            <span className={styles.taskCount} style={{ color: COLORS[card] }}>
              {data?.[card] ?? 0}
            </span>
            <span className={styles.taskTitle}>{cardTitle(titles, card, locale)}</span>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
