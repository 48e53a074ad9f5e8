/**
 * Every task within the caller's data scope: number, type, title, organisation, applicant,
 * amount, priority, due time with its SLA tag, state, assignee and the rule that dispatched it;
 * filters for each, and the created and due ranges. Selected tasks are dispatched, reassigned
 * or cancelled together; the toolbar makes a new task, imports a sheet and exports the list as
 * filtered. The task number or "Detail" opens the drawer, as does `?id=` in the address.
 */
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Empty, Space, TreeSelect, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import useDict from '@/components/DictSelect/useDict';
import TaskDetailDrawer from '@/components/TaskDetailDrawer';
import { formatAmount } from '@/components/TaskDetailDrawer/format';
import { TaskPriorityTag, TaskStatusTag } from '@/components/TaskDetailDrawer/tags';
import TaskSlaTag, { useNow } from '@/components/TaskSlaTag';
import UserPicker from '@/components/UserPicker';
import useAdminAccess from '@/hooks/useAdminAccess';
import useBackgroundExport from '@/hooks/useBackgroundExport';
import useCappedTotal from '@/hooks/useCappedTotal';
import usePageT from '@/hooks/usePageT';
import { exportTasks, fetchTasks, type Task, type TaskDetail, type TaskFilter, type TaskOrgOption, type TaskType } from '@/services/tasks';
import { localName } from '@/utils/localName';
import { formatDateTime } from '@/utils/messages';
import { DICT } from '../../../../server/plugins/dictionary/constants';
import { TASK_KEYWORD_MAX, TASK_SLAS } from '../../../../server/plugins/tasks/constants';
import { BULK_KINDS, orgTreeData, taskFilter, taskListQuery, unfitFor, type BulkKind, type ListParams } from '../utils';
import BulkModal from './BulkModal';
import ImportModal from './ImportModal';
import NewTaskForm from './NewTaskForm';
import messages from '../messages';

export interface TaskListProps {
  /** Every task type (the filter), the enabled ones for a new task. */
  types: TaskType[];
  /** The organisations within the caller's data scope, in their tree (the filter and the new-task form). */
  orgs: TaskOrgOption[];
  /** The task whose drawer is open. */
  openId?: number;
  onOpen: (id: number | undefined) => void;
}

/** The shared user picker as a filter field: the search form gives it its onChange. */
function AssigneeFilter({ onChange }: { onChange?: (id: number | undefined) => void }) {
  return <UserPicker onChange={(id) => onChange?.(id)} />;
}

export default function TaskList({ types, orgs, openId, onOpen }: TaskListProps) {
  const t = usePageT(messages);
  const tasksTotal = useCappedTotal();
  const { locale } = useIntl();
  const { can } = useAdminAccess();
  const now = useNow();
  const actionRef = useRef<ActionType>();
  // The filters and order of the rows shown: export takes exactly these.
  const shownFilter = useRef<TaskFilter>({});
  const [selected, setSelected] = useState<Task[]>([]);
  const [bulk, setBulk] = useState<{ kind: BulkKind; tasks: Task[] }>();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [version, setVersion] = useState(0);
  // The user picker of the filter keeps its own label: a reset mounts it anew.
  const [pickerKey, setPickerKey] = useState(0);
  const { exporting, startExport } = useBackgroundExport('task-export');
  const canBulk = BULK_KINDS.filter((kind) => can(`task:${kind}`));

  const reload = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
    setVersion((value) => value + 1);
  };

  // Priorities and states as the data dictionary names them (and orders and enables them).
  const priorities = useDict(DICT.taskPriority);
  const statuses = useDict(DICT.taskStatus);
  const typeEnum = useMemo(() => Object.fromEntries(types.map((type) => [type.id, { text: localName(type, locale) }])), [types, locale]);
  const treeData = useMemo(() => orgTreeData(orgs), [orgs]);

  const columns: ProColumns<Task>[] = [
    {
      title: t('taskManage.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('taskManage.keyword.placeholder'), maxLength: TASK_KEYWORD_MAX },
    },
    {
      title: t('task.field.taskNo'),
      dataIndex: 'taskNo',
      width: 120,
      fixed: 'left',
      search: false,
      render: (_, task) => (
        <ActionLink onClick={() => onOpen(task.id)} data-testid={`task-open-${task.id}`}>
          {task.taskNo}
        </ActionLink>
      ),
    },
    {
      title: t('task.field.type'),
      dataIndex: 'typeId',
      width: 120,
      ellipsis: true,
      valueType: 'select',
      valueEnum: typeEnum,
      render: (_, task) => task.type.name,
    },
    { title: t('task.field.title'), dataIndex: 'title', width: 220, ellipsis: true, search: false },
    {
      title: t('task.field.org'),
      dataIndex: 'orgId',
      width: 150,
      ellipsis: true,
      renderFormItem: () => (
        <TreeSelect
          treeData={treeData}
          placeholder={t('taskManage.form.select')}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
        />
      ),
      render: (_, task) => task.org.name,
    },
    { title: t('task.field.applicant'), dataIndex: 'applicant', width: 100, ellipsis: true, search: false, render: (_, task) => task.applicant || '-' },
    {
      title: t('task.field.amount'),
      dataIndex: 'amount',
      width: 170,
      align: 'right',
      search: false,
      sorter: true,
      render: (_, task) =>
        task.amount === null ? '-' : <span style={{ fontVariantNumeric: 'tabular-nums' }}>{`${formatAmount(task.amount)} ${task.currency}`}</span>,
    },
    {
      title: t('task.field.priority'),
      dataIndex: 'priority',
      width: 90,
      sorter: true,
      valueType: 'select',
      valueEnum: priorities.valueEnum,
      render: (_, task) => <TaskPriorityTag priority={task.priority} />,
    },
    {
      title: t('task.field.dueAt'),
      dataIndex: 'dueAt',
      width: 230,
      sorter: true,
      valueType: 'dateRange',
      render: (_, task) => (
        <Space size={6}>
          <span>{formatDateTime(task.dueAt)}</span>
          <TaskSlaTag dueAt={task.dueAt} status={task.status} now={now} />
        </Space>
      ),
    },
    {
      title: t('task.field.sla'),
      dataIndex: 'sla',
      hideInTable: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(TASK_SLAS.map((sla) => [sla, { text: t(`taskSla.${sla}`) }])),
    },
    {
      title: t('task.field.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statuses.valueEnum,
      fieldProps: { mode: 'multiple', maxTagCount: 'responsive' },
      render: (_, task) => <TaskStatusTag status={task.status} />,
    },
    {
      title: t('task.field.assignee'),
      dataIndex: 'assigneeId',
      width: 140,
      ellipsis: true,
      renderFormItem: () => <AssigneeFilter key={pickerKey} />,
      render: (_, task) =>
        task.assignee ? (
          <span>
            {task.assignee.name}
            <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
              {task.assignee.account}
            </Typography.Text>
          </span>
        ) : (
          '-'
        ),
    },
    { title: t('task.field.rule'), dataIndex: ['rule', 'name'], width: 130, ellipsis: true, search: false, render: (_, task) => task.rule?.name ?? '-' },
    {
      title: t('task.field.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      sorter: true,
      valueType: 'dateRange',
      render: (_, task) => formatDateTime(task.createdAt),
    },
    {
      title: t('taskManage.actions'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 80,
      render: (_, task) => [
        <ActionLink key="detail" onClick={() => onOpen(task.id)}>
          {t('taskManage.detail')}
        </ActionLink>,
      ],
    },
  ];

  const bulkLinks = (tasks: Task[]) =>
    canBulk.map((kind) => {
      const fit = tasks.length - unfitFor(kind, tasks).length;
      return (
        <ActionLink key={kind} onClick={() => setBulk({ kind, tasks })} data-testid={`task-bulk-${kind}`}>
          {t(`taskManage.bulk.${kind}`)}
          {fit < tasks.length ? ` (${fit}/${tasks.length})` : ''}
        </ActionLink>
      );
    });

  const drawerExtra = (task: TaskDetail) =>
    canBulk
      .filter((kind) => unfitFor(kind, [task]).length === 0)
      .map((kind) => (
        <Button key={kind} danger={kind === 'cancel'} onClick={() => setBulk({ kind, tasks: [task] })} data-testid={`task-drawer-${kind}`}>
          {t(`taskManage.bulk.${kind}`)}
        </Button>
      ));

  const toolbar = [
    can('task:create') && (
      <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="task-new">
        {t('taskManage.new')}
      </Button>
    ),
    can('task:import') && (
      <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="task-import">
        {t('taskManage.import')}
      </Button>
    ),
    can('task:export') && (
      <Button
        key="export"
        icon={<DownloadOutlined />}
        loading={exporting}
        onClick={() => startExport(() => exportTasks(shownFilter.current))}
        data-testid="task-export"
      >
        {t('taskManage.export')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      <ProTable<Task, ListParams>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('taskManage.tab.tasks')}
        columns={columns}
        request={async (params, sort) => {
          const query = taskListQuery(params, sort);
          shownFilter.current = taskFilter(params, sort);
          return tasksTotal.tableData(await fetchTasks(query));
        }}
        // The request client has shown the failure.
        onRequestError={() => {}}
        onReset={() => setPickerKey((key) => key + 1)}
        rowSelection={
          canBulk.length
            ? {
                selectedRowKeys: selected.map((task) => task.id),
                onChange: (_, rows) => setSelected(rows.filter(Boolean)),
              }
            : false
        }
        tableAlertOptionRender={({ onCleanSelected }) => (
          <Space size={16}>
            {bulkLinks(selected)}
            <ActionLink onClick={onCleanSelected}>{t('taskManage.bulk.clear')}</ActionLink>
          </Space>
        )}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: tasksTotal.showTotal }}
        columnsState={{ persistenceKey: 'fssc-taskManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        scroll={{ x: 1900 }}
        // The horizontal scroll bar stays in view at the bottom of the window.
        sticky
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskManage.empty')} /> }}
        toolBarRender={() => toolbar}
      />
      <TaskDetailDrawer taskId={openId} version={version} onClose={() => onOpen(undefined)} extra={drawerExtra} />
      <BulkModal kind={bulk?.kind} tasks={bulk?.tasks ?? []} onClose={() => setBulk(undefined)} onDone={reload} />
      <NewTaskForm
        open={creating}
        onOpenChange={setCreating}
        types={types.filter((type) => type.enabled)}
        orgs={orgs}
        onSaved={reload}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </>
  );
}
