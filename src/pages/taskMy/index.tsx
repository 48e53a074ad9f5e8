/**
 * /taskMy (every signed-in user): "My tasks", the tasks assigned to the caller, the one due first
 * first, with the time left or overdue (moving on every minute) and what each state allows:
 * start, complete (with a result), return (with the reason), comment; and "Pool", the waiting
 * tasks of the rules that target the caller, to claim. A row opens the task's drawer; `?id=`
 * opens it from a message, `?status=...&sla=...&dueFrom=...&dueTo=...` (the task cards) presets
 * the filters. Every change to one's tasks sends one a message: its push refreshes the page.
 */
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useModel, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Popconfirm, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useDict from '@/components/DictSelect/useDict';
import TaskDetailDrawer from '@/components/TaskDetailDrawer';
import { formatAmount } from '@/components/TaskDetailDrawer/format';
import { TaskPriorityTag, TaskStatusTag } from '@/components/TaskDetailDrawer/tags';
import TaskSlaTag, { useNow } from '@/components/TaskSlaTag';
import useCappedTotal from '@/hooks/useCappedTotal';
import usePageT from '@/hooks/usePageT';
import { claimTask, fetchMyTasks, fetchTaskPool, fetchTaskTypes, startTask, type Task, type TaskDetail } from '@/services/tasks';
import { localName } from '@/utils/localName';
import { formatDateTime } from '@/utils/messages';
import { onPush } from '@/utils/pushEvents';
import { DICT } from '../../../server/plugins/dictionary/constants';
import { TASK_KEYWORD_MAX, TASK_SLAS } from '../../../server/plugins/tasks/constants';
import NoteModal from './components/NoteModal';
import { actionsOf, myTaskQuery, presetOf, taskIdOf, type ListParams, type MyTaskAction, type NoteKind } from './utils';
import messages from './messages';

type TabKey = 'mine' | 'pool';

export default function TaskMyPage() {
  const t = usePageT(messages);
  const mineTotal = useCappedTotal();
  const poolTotal = useCappedTotal();
  const { locale } = useIntl();
  const [searchParams] = useSearchParams();
  const { initialState } = useModel('@@initialState');
  const account = (initialState as { currentUser?: { account?: string | null } } | undefined)?.currentUser?.account;
  // The filters an address presets (else the open states) apply to the first request; the user changes them from there.
  const [preset] = useState(() => presetOf(searchParams));
  const dueRange = useMemo(() => preset.dueAt?.map((time) => dayjs(time)), [preset]);
  const [tab, setTab] = useState<TabKey>(searchParams.get('tab') === 'pool' ? 'pool' : 'mine');
  const [openId, setOpenId] = useState(() => taskIdOf(searchParams.get('id')));
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<{ kind: NoteKind; task: Pick<Task, 'id' | 'taskNo'> }>();
  const [busy, setBusy] = useState<number>();
  const now = useNow();
  const mineRef = useRef<ActionType>();
  const poolRef = useRef<ActionType>();
  const { data: types = [] } = useRequest(() => fetchTaskTypes({ enabled: 'true' }), { onError: () => {} });

  const idParam = searchParams.get('id');
  useEffect(() => {
    const id = taskIdOf(idParam);
    if (id) setOpenId(id);
  }, [idParam]);

  const refresh = useCallback(() => {
    mineRef.current?.reload();
    poolRef.current?.reload();
    setVersion((value) => value + 1);
  }, []);
  useEffect(() => onPush('message', refresh), [refresh]);

  async function run(task: Pick<Task, 'id' | 'taskNo'>, call: () => Promise<unknown>, successId: string) {
    setBusy(task.id);
    try {
      await call();
    } catch {
      return; // Shown by the request client (a 409 names the task and its state, or the cap).
    } finally {
      setBusy(undefined);
    }
    message.success(t(successId, { taskNo: task.taskNo }));
    refresh();
  }

  const start = (task: Pick<Task, 'id' | 'taskNo'>) => run(task, () => startTask(task.id), 'taskMy.start.success');
  const claim = (task: Task) => run(task, () => claimTask(task.id), 'taskMy.claim.success');

  function actionButtons(task: Pick<Task, 'id' | 'taskNo' | 'status'>, asButtons: boolean) {
    const label = (action: MyTaskAction) => t(`taskMy.action.${action}`);
    return actionsOf(task.status).map((action) => {
      const onClick = () => (action === 'start' ? start(task) : setDialog({ kind: action, task }));
      const testId = `task-${action}-${task.id}`;
      return asButtons ? (
        <Button
          key={action}
          type={action === 'start' || action === 'complete' ? 'primary' : 'default'}
          loading={action === 'start' && busy === task.id}
          onClick={onClick}
          data-testid={`${testId}-drawer`}
        >
          {label(action)}
        </Button>
      ) : (
        <ActionLink key={action} onClick={onClick} data-testid={testId}>
          {label(action)}
        </ActionLink>
      );
    });
  }

  // Priorities and states as the data dictionary names them (and orders and enables them).
  const priorities = useDict(DICT.taskPriority);
  const statuses = useDict(DICT.taskStatus);

  const typeEnum = useMemo(() => Object.fromEntries(types.map((type) => [type.id, { text: localName(type, locale) }])), [types, locale]);

  const commonColumns = (pool: boolean): ProColumns<Task>[] => [
    {
      title: t('taskMy.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      search: !pool,
      fieldProps: { placeholder: t('taskMy.keyword.placeholder'), maxLength: TASK_KEYWORD_MAX },
    },
    {
      title: t('task.field.taskNo'),
      dataIndex: 'taskNo',
      width: 120,
      search: false,
      render: (_, task) =>
        pool ? (
          task.taskNo
        ) : (
          <ActionLink onClick={() => setOpenId(task.id)} data-testid={`task-open-${task.id}`}>
            {task.taskNo}
          </ActionLink>
        ),
    },
    { title: t('task.field.title'), dataIndex: 'title', width: 220, ellipsis: true, search: false },
    {
      title: t('task.field.type'),
      dataIndex: 'typeId',
      width: 120,
      ellipsis: true,
      valueType: 'select',
      valueEnum: typeEnum,
      search: !pool,
      render: (_, task) => task.type.name,
    },
    { title: t('task.field.org'), dataIndex: ['org', 'name'], width: 140, ellipsis: true, search: false },
    { title: t('task.field.applicant'), dataIndex: 'applicant', width: 100, ellipsis: true, search: false, render: (_, task) => task.applicant || '-' },
    {
      title: t('task.field.amount'),
      dataIndex: 'amount',
      width: 150,
      align: 'right',
      search: false,
      sorter: !pool,
      render: (_, task) => (task.amount === null ? '-' : <span style={{ fontVariantNumeric: 'tabular-nums' }}>{`${formatAmount(task.amount)} ${task.currency}`}</span>),
    },
    {
      title: t('task.field.priority'),
      dataIndex: 'priority',
      width: 90,
      search: false,
      sorter: !pool,
      valueEnum: priorities.valueEnum,
      render: (_, task) => <TaskPriorityTag priority={task.priority} />,
    },
    {
      title: t('task.field.dueAt'),
      dataIndex: 'dueAt',
      width: 150,
      valueType: 'dateRange',
      initialValue: pool ? undefined : dueRange,
      search: !pool,
      sorter: !pool,
      defaultSortOrder: pool ? undefined : 'ascend',
      render: (_, task) => formatDateTime(task.dueAt),
    },
    {
      title: t('task.field.sla'),
      dataIndex: 'sla',
      width: 150,
      valueType: 'select',
      valueEnum: Object.fromEntries(TASK_SLAS.map((sla) => [sla, { text: t(`taskSla.${sla}`) }])),
      initialValue: pool ? undefined : preset.sla,
      search: !pool,
      render: (_, task) => <TaskSlaTag dueAt={task.dueAt} status={task.status} now={now} countdown />,
    },
    {
      title: t('task.field.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statuses.valueEnum,
      fieldProps: { mode: 'multiple', maxTagCount: 'responsive' },
      initialValue: pool ? undefined : preset.status,
      search: !pool,
      render: (_, task) => <TaskStatusTag status={task.status} />,
    },
  ];

  const mineColumns: ProColumns<Task>[] = [
    ...commonColumns(false),
    {
      title: t('taskMy.actions'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 200,
      render: (_, task) => actionButtons(task, false),
    },
  ];

  const poolColumns: ProColumns<Task>[] = [
    ...commonColumns(true),
    {
      title: t('taskMy.actions'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 90,
      render: (_, task) => [
        <Popconfirm
          key="claim"
          title={t('taskMy.claim.confirm', { taskNo: task.taskNo })}
          okText={t('taskMy.ok')}
          cancelText={t('taskMy.cancel')}
          onConfirm={() => claim(task)}
        >
          <ActionLink data-testid={`task-claim-${task.id}`}>{t('taskMy.action.claim')}</ActionLink>
        </Popconfirm>,
      ],
    },
  ];

  const table = {
    rowKey: 'id',
    scroll: { x: 1560 },
    sticky: true,
    pagination: { defaultPageSize: 10, showSizeChanger: true },
    options: { density: false, fullScreen: false, reload: true, setting: true },
    // The request client has shown the failure.
    onRequestError: () => {},
  } as const;

  const drawerExtra = (task: TaskDetail) =>
    task.assignee && account && task.assignee.account === account ? actionButtons(task, true) : null;

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('taskMy.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'mine',
            label: t('taskMy.tab.mine'),
            children: (
              <ProTable<Task, ListParams>
                {...table}
                actionRef={mineRef}
                columns={mineColumns}
                pagination={{ ...table.pagination, showTotal: mineTotal.showTotal }}
                search={{ labelWidth: 'auto' }}
                columnsState={{ persistenceKey: 'fssc-taskMy-columns', persistenceType: 'localStorage' }}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskMy.empty')} /> }}
                request={async (params, sort) => {
                  return mineTotal.tableData(await fetchMyTasks(myTaskQuery(params, sort)));
                }}
              />
            ),
          },
          {
            key: 'pool',
            label: t('taskMy.tab.pool'),
            children: (
              <ProTable<Task>
                {...table}
                actionRef={poolRef}
                columns={poolColumns}
                pagination={{ ...table.pagination, showTotal: poolTotal.showTotal }}
                search={false}
                headerTitle={<Typography.Text type="secondary">{t('taskMy.pool.hint')}</Typography.Text>}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskMy.pool.empty')} /> }}
                request={async (params) => {
                  return poolTotal.tableData(await fetchTaskPool({ current: params.current, pageSize: params.pageSize }));
                }}
              />
            ),
          },
        ]}
      />
      <TaskDetailDrawer taskId={openId} version={version} onClose={() => setOpenId(undefined)} extra={drawerExtra} />
      <NoteModal dialog={dialog} onClose={() => setDialog(undefined)} onDone={refresh} />
    </div>
  );
}
