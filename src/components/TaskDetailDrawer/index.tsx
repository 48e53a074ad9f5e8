/**
 * The drawer of one task, shared by /taskManage and /taskMy: its fields, its history as a
 * timeline (who, when, from → to, the note) and its dispatch log (rule, strategy, outcome,
 * reason, the people passed over). The page puts its actions for the task in `extra`.
 */
import { useRequest } from 'ahooks';
import { Button, Descriptions, Drawer, Empty, Result, Space, Spin, Table, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import TaskSlaTag, { useNow } from '@/components/TaskSlaTag';
import useT from '@/hooks/useT';
import { fetchTask, type TaskDetail } from '@/services/tasks';
import { errorInfoOf } from '@/utils/errorDisplay';
import { formatDateTime } from '@/utils/messages';
import { formatAmount } from './format';
import { TaskPriorityTag, TaskStatusTag } from './tags';

type TaskHistoryItem = TaskDetail['history'][number];
type TaskDispatchLogEntry = TaskDetail['dispatchLog'][number];

export interface TaskDetailDrawerProps {
  /** The task shown; the drawer is open while set. */
  taskId?: number;
  onClose: () => void;
  /** The page's buttons for the task shown (what its state allows the caller). */
  extra?: (task: TaskDetail) => ReactNode;
  /** Changed by the page after it changed the task: the drawer loads it again. */
  version?: number;
}

function HistoryEntry({ entry }: { entry: TaskHistoryItem }) {
  const t = useT();
  const who = entry.actor?.name ?? t('taskDetail.history.system');
  const move = entry.from && entry.to && entry.from !== entry.to;
  return (
    <div data-testid="task-history-entry">
      <Space size={6} wrap>
        <Typography.Text strong>{t(`taskDetail.action.${entry.action}`)}</Typography.Text>
        {move && (
          <span>
            {t(`task.status.${entry.from}`)} → {t(`task.status.${entry.to}`)}
          </span>
        )}
        {entry.assignee && (entry.action === 'dispatch' || entry.action === 'reassign') && (
          <Typography.Text type="secondary">{t('taskDetail.history.assignee', { name: entry.assignee.name })}</Typography.Text>
        )}
      </Space>
      <div>
        <Typography.Text type="secondary">
          {who} · {formatDateTime(entry.at)}
        </Typography.Text>
      </div>
      {entry.note && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: 4 }}>{entry.note}</div>}
    </div>
  );
}

export default function TaskDetailDrawer({ taskId, onClose, extra, version = 0 }: TaskDetailDrawerProps) {
  const t = useT();
  const now = useNow();
  const { data, error, loading, refresh } = useRequest(() => fetchTask(taskId!), {
    ready: taskId !== undefined,
    refreshDeps: [taskId, version],
    // Shown in the drawer, with a retry.
    onError: () => {},
  });
  // The previous task's answer stays until this one's arrives.
  const task = data?.id === taskId ? data : undefined;

  let body: ReactNode;
  if (task) {
    body = (
      <>
        <Descriptions column={2} size="small" data-testid="task-detail">
          <Descriptions.Item label={t('task.field.taskNo')}>
            <Typography.Text copyable>{task.taskNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.type')}>{task.type.name}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.title')} span={2}>
            <span style={{ wordBreak: 'break-word' }}>{task.title}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.org')}>{task.org.name}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.applicant')}>{task.applicant || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.amount')}>
            {task.amount === null ? '-' : `${formatAmount(task.amount)} ${task.currency}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.priority')}>
            <TaskPriorityTag priority={task.priority} />
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.status')}>
            <TaskStatusTag status={task.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.dueAt')}>
            <Space size={6} wrap>
              {formatDateTime(task.dueAt)}
              <TaskSlaTag dueAt={task.dueAt} status={task.status} now={now} countdown />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.assignee')}>
            {task.assignee ? `${task.assignee.name} (${task.assignee.account})` : t('taskDetail.unassigned')}
          </Descriptions.Item>
          <Descriptions.Item label={t('task.field.rule')}>{task.rule?.name ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.sourceSystem')}>{task.sourceSystem || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.sourceRef')}>{task.sourceRef || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.createdBy')}>{task.createdBy?.name ?? t('taskDetail.history.system')}</Descriptions.Item>
          <Descriptions.Item label={t('task.field.createdAt')}>{formatDateTime(task.createdAt)}</Descriptions.Item>
          {task.completedAt && (
            <Descriptions.Item label={t('task.field.completedAt')}>{formatDateTime(task.completedAt)}</Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('taskDetail.history')}
        </Typography.Title>
        {task.history.length ? (
          <Timeline
            data-testid="task-history"
            items={task.history.map((entry) => ({
              key: entry.id,
              color: entry.action === 'cancel' || entry.action === 'return' ? 'red' : entry.action === 'complete' ? 'green' : 'blue',
              children: <HistoryEntry entry={entry} />,
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskDetail.history.empty')} />
        )}
        <Typography.Title level={5} style={{ marginTop: 8 }}>
          {t('taskDetail.dispatchLog')}
        </Typography.Title>
        <Table<TaskDispatchLogEntry>
          size="small"
          rowKey="id"
          data-testid="task-dispatch-log"
          dataSource={task.dispatchLog}
          pagination={task.dispatchLog.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 860 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskDetail.dispatchLog.empty')} /> }}
          columns={[
            { title: t('taskDetail.log.at'), dataIndex: 'at', width: 140, render: (at: string) => formatDateTime(at) },
            { title: t('taskDetail.log.rule'), dataIndex: ['rule', 'name'], width: 130, ellipsis: true, render: (name?: string) => name ?? '-' },
            {
              title: t('taskDetail.log.strategy'),
              dataIndex: 'strategy',
              width: 110,
              render: (strategy: string | null) => (strategy ? t(`taskDetail.strategy.${strategy}`) : '-'),
            },
            { title: t('taskDetail.log.outcome'), dataIndex: 'outcome', width: 80, render: (outcome: string) => t(`taskDetail.outcome.${outcome}`) },
            { title: t('taskDetail.log.assignee'), dataIndex: ['assignee', 'name'], width: 100, ellipsis: true, render: (name?: string) => name ?? '-' },
            {
              title: t('taskDetail.log.reason'),
              dataIndex: 'reason',
              width: 140,
              render: (reason: string | null) => (reason ? t(`taskDetail.reason.${reason}`) : '-'),
            },
            {
              title: t('taskDetail.log.skipped'),
              dataIndex: 'skipped',
              width: 140,
              ellipsis: true,
              render: (skipped: string[]) => (skipped.length ? skipped.join(', ') : '-'),
            },
            { title: t('taskDetail.log.actor'), dataIndex: ['actor', 'name'], width: 100, ellipsis: true, render: (name?: string) => name ?? t('taskDetail.history.system') },
          ]}
        />
      </>
    );
  } else if (error && !loading) {
    body = (
      <Result
        status="error"
        title={t('taskDetail.loadFailed')}
        subTitle={errorInfoOf(error)?.errorMessage}
        extra={<Button onClick={refresh}>{t('taskDetail.retry')}</Button>}
        data-testid="task-detail-error"
      />
    );
  } else {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t('taskDetail.loading')} />
      </div>
    );
  }

  return (
    <Drawer
      title={task ? t('taskDetail.title', { taskNo: task.taskNo }) : ''}
      open={taskId !== undefined}
      width={760}
      destroyOnHidden
      onClose={onClose}
      extra={task && extra ? <Space wrap>{extra(task)}</Space> : null}
    >
      {taskId !== undefined && body}
    </Drawer>
  );
}
