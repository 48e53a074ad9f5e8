/**
 * The caller's task counts as cards (to do, in progress, due today, breached, done this week),
 * on the task home and the workbench. The titles come from the settings (`taskCardTitles`);
 * a card opens /taskMy filtered to its tasks in a tab (a click, or Enter or Space when focused).
 * The counts follow every task message, and every change of tasks made in this browser (one's
 * own start, completion or return sends one no message).
 */
import { useIntl, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Result, Row, Statistic } from 'antd';
import { useEffect } from 'react';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import useT from '@/hooks/useT';
import { fetchMyTaskSummary, TASKS_AREA } from '@/services/tasks';
import { useAreaChanged } from '@/utils/areaChanges';
import { onPush } from '@/utils/pushEvents';
import type { TaskCardTitles } from '../../../config/defaultSettings';
import { cardPath, cardTitle, TASK_CARDS } from './utils';

const COLORS: Record<string, string | undefined> = { breached: '#cf1322', dueToday: '#d46b08' };

export default function TaskSummaryCards() {
  const t = useT();
  const { locale } = useIntl();
  const { initialState } = useModel('@@initialState');
  const titles: TaskCardTitles =
    (initialState as { settings?: { taskCardTitles?: TaskCardTitles } } | undefined)?.settings?.taskCardTitles ??
    PORTAL_SETTINGS.taskCardTitles;
  const { openTab } = useShellActions();
  const { data, loading, error, refresh } = useRequest(fetchMyTaskSummary, { onError: () => {} });
  // Every change to one's tasks sends one a message.
  useEffect(() => onPush('message', refresh), [refresh]);
  useAreaChanged(TASKS_AREA, refresh);

  if (error && !data) {
    return (
      <Card data-testid="task-summary">
        <Result
          status="warning"
          subTitle={t('taskSummary.loadFailed')}
          extra={
            <Button size="small" onClick={refresh}>
              {t('taskSummary.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Row gutter={[16, 16]} data-testid="task-summary">
      {TASK_CARDS.map((card) => {
        const title = cardTitle(titles, card, locale);
        const open = () => openTab({ title: t('taskSummary.title'), src: cardPath(card, new Date()) });
        return (
          <Col key={card} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card
              hoverable
              size="small"
              loading={loading && !data}
              onClick={open}
              onKeyDown={(event) => {
                // A link opens on Enter; as it looks like a button, on Space too (without scrolling the page).
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                open();
              }}
              data-testid={`task-card-${card}`}
              role="link"
              tabIndex={0}
              aria-label={title}
            >
              <Statistic title={title} value={data?.[card] ?? 0} valueStyle={{ color: COLORS[card] }} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
