/**
 * /feedbackManage: the feedback of the users within the caller's data scope, newest first, with
 * filters (keyword, state, days sent). A row opens the drawer where staff read the content and
 * screenshot, reply (the submitter gets a message) and start, close or reopen it. The export of
 * the filtered list runs in the download centre.
 */
import { DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import FeedbackStatusTag, { useFeedbackStatusName } from '@/components/FeedbackStatusTag';
import useAdminAccess from '@/hooks/useAdminAccess';
import useBackgroundExport from '@/hooks/useBackgroundExport';
import usePageT from '@/hooks/usePageT';
import {
  exportFeedback,
  fetchManagedFeedbackList,
  type ManagedFeedback,
  type ManagedFeedbackFilter,
} from '@/services/feedbackManage';
import { formatDateTime } from '@/utils/messages';
import { FEEDBACK_KEYWORD_MAX, FEEDBACK_STATUSES } from '../../../server/plugins/feedback/constants';
import FeedbackDetail from './components/FeedbackDetail';
import { filterOf, type SearchValues } from './utils';
import messages from './messages';

export default function FeedbackManagePage() {
  const t = usePageT(messages);
  const statusName = useFeedbackStatusName();
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const [viewingId, setViewingId] = useState<number>();
  const { exporting, startExport: queueExport } = useBackgroundExport('feedback-export');
  // The filters of the rows shown: what an export takes.
  const shownFilter = useRef<ManagedFeedbackFilter>({});
  const reload = () => actionRef.current?.reload();

  const startExport = () => queueExport(() => exportFeedback(shownFilter.current));

  const columns: ProColumns<ManagedFeedback>[] = [
    {
      title: t('feedbackManage.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('feedbackManage.keyword.placeholder'), maxLength: FEEDBACK_KEYWORD_MAX },
    },
    {
      title: t('feedbackManage.field.content'),
      dataIndex: 'content',
      search: false,
      ellipsis: true,
      width: 300,
      render: (_, item) => (
        <ActionLink onClick={() => setViewingId(item.id)} data-testid={`feedback-open-${item.id}`}>
          {item.content}
        </ActionLink>
      ),
    },
    {
      title: t('feedbackManage.field.screenshot'),
      dataIndex: 'hasScreenshot',
      search: false,
      width: 70,
      align: 'center',
      render: (_, item) =>
        item.hasScreenshot ? (
          <Tooltip title={t('feedbackManage.hasScreenshot')}>
            <PictureOutlined aria-label={t('feedbackManage.hasScreenshot')} />
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      title: t('feedbackManage.field.submitter'),
      dataIndex: 'submitter',
      search: false,
      width: 170,
      ellipsis: true,
      render: (_, item) => (
        <span>
          {item.submitter.name ?? item.submitter.userNo}
          {item.submitter.name !== undefined && (
            <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
              {item.submitter.userNo}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: t('feedbackManage.field.orgName'),
      dataIndex: ['submitter', 'orgName'],
      search: false,
      width: 160,
      ellipsis: true,
      render: (_, item) => item.submitter.orgName || '-',
    },
    {
      title: t('feedbackManage.field.contact'),
      dataIndex: 'contact',
      search: false,
      width: 160,
      ellipsis: true,
      render: (_, item) => item.contact || '-',
    },
    {
      title: t('feedbackManage.field.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, { text: statusName(status) }])),
      render: (_, item) => <FeedbackStatusTag status={item.status} />,
    },
    {
      title: t('feedbackManage.field.replyCount'),
      dataIndex: 'replyCount',
      search: false,
      width: 70,
    },
    {
      title: t('feedbackManage.field.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateRange',
      width: 150,
      render: (_, item) => formatDateTime(item.createdAt),
    },
    {
      title: t('feedbackManage.field.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      width: 150,
      render: (_, item) => formatDateTime(item.updatedAt),
    },
    {
      title: t('feedbackManage.field.handledBy'),
      dataIndex: 'handledByName',
      search: false,
      width: 110,
      ellipsis: true,
      render: (_, item) => item.handledByName || '-',
    },
    {
      title: t('feedbackManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 80,
      render: (_, item) => [
        <ActionLink key="handle" onClick={() => setViewingId(item.id)}>
          {t('feedbackManage.handle')}
        </ActionLink>,
      ],
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<ManagedFeedback>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('feedbackManage.title')}
        columns={columns}
        scroll={{ x: 1500 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-feedbackManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('feedbackManage.empty')} /> }}
        request={async (params) => {
          const filter = filterOf(params as SearchValues);
          shownFilter.current = filter;
          const { list, total } = await fetchManagedFeedbackList({
            ...filter,
            current: params.current,
            pageSize: params.pageSize,
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('feedback:export') && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={startExport} data-testid="feedback-export">
              {t('feedbackManage.export')}
            </Button>
          ),
        ]}
      />
      <FeedbackDetail feedbackId={viewingId} onClose={() => setViewingId(undefined)} onChanged={reload} />
    </div>
  );
}
