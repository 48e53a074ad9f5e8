/**
 * /noticeManage: the notices of authors within the caller's data scope, and the caller's own.
 * Filters by topic, state, type, importance and publish date; each row shows whom it is for and
 * how many of them have read it. New and edit open the form in a tab of its own; publish,
 * withdraw and delete ask first; detail shows the read receipts, preview the readers' view.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Empty, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import DictTag from '@/components/DictTag';
import useDict from '@/components/DictSelect/useDict';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  deleteNotice,
  fetchManagedNotices,
  publishNotice,
  withdrawNotice,
  type ManagedNotice,
} from '@/services/noticeManage';
import { formatDateTime } from '@/utils/messages';
import { DICT } from '../../../server/plugins/dictionary/constants';
import { NOTICE_STATUSES } from '../../../server/plugins/notice/constants';
import { noticesChanged, useNoticesChanged } from './components/changes';
import { noticeDetailPath, noticeEditPath, noticePreviewPath } from './components/navigation';
import { allowedActions, statusMeta } from './utils';
import messages from './messages';

/** The list's filters as the form holds them. */
interface Filters {
  topic?: string;
  status?: string;
  type?: string;
  level?: string | number;
  publishedFrom?: string;
  publishedTo?: string;
}

const SHOWN_TARGETS = 3;

export default function NoticeManagePage() {
  const t = usePageT(messages);
  const noticeTypes = useDict(DICT.noticeType);
  const levels = useDict(DICT.noticeLevel);
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const reload = () => actionRef.current?.reload();
  useNoticesChanged(reload);

  async function act(run: () => Promise<unknown>, successId: string, notice: ManagedNotice) {
    try {
      await run();
    } catch {
      return; // Shown by the request client.
    }
    message.success(t(successId, { topic: notice.topic }));
    noticesChanged();
  }

  const valueEnum = (ids: readonly (string | number)[], labelOf: (id: string | number) => string) =>
    Object.fromEntries(ids.map((id) => [id, { text: labelOf(id) }]));

  const columns: ProColumns<ManagedNotice>[] = [
    {
      title: t('noticeManage.field.topic'),
      dataIndex: 'topic',
      width: 240,
      ellipsis: true,
      fieldProps: { placeholder: t('noticeManage.topic.placeholder') },
      render: (_, notice) => <ActionLink onClick={() => history.push(noticeDetailPath(notice.id))}>{notice.topic || '-'}</ActionLink>,
    },
    {
      title: t('noticeManage.field.type'),
      dataIndex: 'type',
      width: 100,
      valueType: 'select',
      valueEnum: noticeTypes.valueEnum,
      render: (_, notice) => noticeTypes.label(notice.type),
    },
    {
      title: t('noticeManage.field.level'),
      dataIndex: 'level',
      width: 90,
      valueType: 'select',
      valueEnum: levels.valueEnum,
      render: (_, notice) => <DictTag code={DICT.noticeLevel} value={notice.level} />,
    },
    {
      title: t('noticeManage.field.pinned'),
      dataIndex: 'pinned',
      width: 70,
      search: false,
      render: (_, notice) => (notice.pinned ? <Tag color="gold">{t('noticeView.pinned')}</Tag> : '-'),
    },
    {
      title: t('noticeManage.field.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: valueEnum(NOTICE_STATUSES, (status) => t(`noticeManage.status.${status}`)),
      render: (_, notice) => {
        const meta = statusMeta(notice.status);
        return <Tag color={meta.color}>{t(meta.labelId)}</Tag>;
      },
    },
    {
      title: t('noticeManage.field.publishedAt'),
      dataIndex: 'publishedAt',
      width: 150,
      search: false,
      render: (_, notice) => formatDateTime(notice.publishedAt ?? undefined) || '-',
    },
    {
      title: t('noticeManage.field.publishedRange'),
      dataIndex: 'publishedRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (range: [string, string]) => ({
          publishedFrom: dayjs(range[0]).startOf('day').toISOString(),
          publishedTo: dayjs(range[1]).endOf('day').toISOString(),
        }),
      },
    },
    {
      title: t('noticeManage.field.expiresAt'),
      dataIndex: 'expiresAt',
      width: 150,
      search: false,
      render: (_, notice) => formatDateTime(notice.expiresAt ?? undefined) || t('noticeManage.expires.never'),
    },
    {
      title: t('noticeManage.field.targets'),
      dataIndex: 'targetSummary',
      width: 220,
      search: false,
      render: (_, notice) => {
        const targets = notice.targetSummary;
        if (!targets.length)
          return <Typography.Text type="secondary">{t('noticeManage.targets.empty')}</Typography.Text>;
        const names = targets.map((target) => (target.kind === 'all' ? t('noticeManage.targets.all') : target.name));
        return (
          <Tooltip title={names.join(', ')}>
            <Space size={[2, 2]} wrap>
              {names.slice(0, SHOWN_TARGETS).map((name, at) => (
                <Tag key={`${targets[at].kind}-${targets[at].refId}`} style={{ marginInlineEnd: 0 }}>
                  {name}
                </Tag>
              ))}
              {names.length > SHOWN_TARGETS && (
                <Typography.Text type="secondary">
                  {t('noticeManage.targets.more', { count: names.length - SHOWN_TARGETS })}
                </Typography.Text>
              )}
            </Space>
          </Tooltip>
        );
      },
    },
    {
      title: t('noticeManage.field.read'),
      dataIndex: 'readCount',
      width: 90,
      search: false,
      render: (_, notice) => (
        <ActionLink
          onClick={() => history.push(noticeDetailPath(notice.id))}
          aria-label={t('noticeManage.receipts.of', { read: notice.readCount, targeted: notice.targetedCount })}
        >
          {notice.readCount}/{notice.targetedCount}
        </ActionLink>
      ),
    },
    {
      title: t('noticeManage.field.attachmentCount'),
      dataIndex: 'attachmentCount',
      width: 70,
      search: false,
    },
    {
      title: t('noticeManage.field.author'),
      dataIndex: 'authorName',
      width: 110,
      ellipsis: true,
      search: false,
      render: (_, notice) => notice.authorName || '-',
    },
    {
      title: t('noticeManage.field.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      search: false,
      render: (_, notice) => formatDateTime(notice.updatedAt),
    },
    {
      title: t('noticeManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 270,
      render: (_, notice) => {
        const allowed = allowedActions(notice.status);
        return [
          <ActionLink key="detail" onClick={() => history.push(noticeDetailPath(notice.id))}>
            {t('noticeManage.detail')}
          </ActionLink>,
          <ActionLink key="preview" onClick={() => history.push(noticePreviewPath(notice.id))}>
            {t('noticeManage.preview')}
          </ActionLink>,
          can('notice:update') && allowed.edit && (
            <ActionLink key="edit" onClick={() => history.push(noticeEditPath(notice.id))}>
              {t('noticeManage.edit')}
            </ActionLink>
          ),
          can('notice:update') && allowed.publish && (
            <Popconfirm
              key="publish"
              title={t('noticeManage.publish.confirm', { topic: notice.topic })}
              description={t('noticeManage.publish.hint')}
              okText={t('noticeManage.ok')}
              cancelText={t('noticeManage.cancel')}
              onConfirm={() => act(() => publishNotice(notice.id), 'noticeManage.publish.success', notice)}
            >
              <ActionLink>{t('noticeManage.publish')}</ActionLink>
            </Popconfirm>
          ),
          can('notice:update') && allowed.withdraw && (
            <Popconfirm
              key="withdraw"
              title={t('noticeManage.withdraw.confirm', { topic: notice.topic })}
              description={t('noticeManage.withdraw.hint')}
              okText={t('noticeManage.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('noticeManage.cancel')}
              onConfirm={() => act(() => withdrawNotice(notice.id), 'noticeManage.withdraw.success', notice)}
            >
              <ActionLink>{t('noticeManage.withdraw')}</ActionLink>
            </Popconfirm>
          ),
          can('notice:delete') && (
            <Popconfirm
              key="delete"
              title={t('noticeManage.delete.confirm', { topic: notice.topic })}
              description={t('noticeManage.delete.hint')}
              okText={t('noticeManage.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('noticeManage.cancel')}
              onConfirm={() => act(() => deleteNotice(notice.id), 'noticeManage.delete.success', notice)}
            >
              <ActionLink>{t('noticeManage.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean);
      },
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<ManagedNotice, Filters>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('noticeManage.title')}
        columns={columns}
        scroll={{ x: 1800 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-noticeManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeManage.empty')} /> }}
        request={async (params) => {
          const { list, total } = await fetchManagedNotices({
            current: params.current,
            pageSize: params.pageSize,
            topic: params.topic?.trim() || undefined,
            status: (params.status || undefined) as ManagedNotice['status'] | undefined,
            type: (params.type || undefined) as ManagedNotice['type'] | undefined,
            level: params.level ? Number(params.level) : undefined,
            publishedFrom: params.publishedFrom,
            publishedTo: params.publishedTo,
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('notice:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(noticeEditPath())}>
              {t('noticeManage.new')}
            </Button>
          ),
        ]}
      />
    </div>
  );
}
