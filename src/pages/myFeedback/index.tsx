/**
 * /myFeedback (and /portal/myFeedback): the feedback the signed-in user has sent, newest
 * first, a page at a time from the server. A row opens its detail page.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button, Empty, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import usePageT from '@/hooks/usePageT';
import { feedbackDetailPath, PortalPaths } from '@/utils/portalPaths';
import FeedbackStatusTag from './components/FeedbackStatusTag';
import { feedbackTime } from './components/format';
import { fetchMyFeedback, type MyFeedback } from './service';
import messages from './messages';

/** The addresses this page is shown at. */
const OWN_PATHS: readonly string[] = ['/myFeedback', PortalPaths.myFeedback];

export default function MyFeedbackPage() {
  const t = usePageT(messages);
  const actionRef = useRef<ActionType>();
  const { pathname } = useLocation();

  // Kept open in a tab: coming back to it shows what was sent in the meantime.
  const shown = OWN_PATHS.includes(pathname);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current) actionRef.current?.reload();
    wasShown.current = shown;
  }, [shown]);

  const open = (record: MyFeedback) => history.push(feedbackDetailPath(record.id));

  const columns: ProColumns<MyFeedback>[] = [
    {
      title: t('portal.myFeedback.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (_, record) => feedbackTime(record.createdAt),
    },
    {
      title: t('portal.myFeedback.content'),
      dataIndex: 'content',
      ellipsis: true,
    },
    {
      title: t('portal.myFeedback.contact'),
      dataIndex: 'contact',
      width: 200,
      ellipsis: true,
    },
    {
      title: t('portal.myFeedback.status'),
      dataIndex: 'status',
      width: 120,
      render: (_, record) => <FeedbackStatusTag status={record.status} />,
    },
  ];

  return (
    <PageContainer title={t('portal.myFeedback.title')}>
      <ProTable<MyFeedback>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        headerTitle={<Typography.Text type="secondary">{t('portal.myFeedback.hint')}</Typography.Text>}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={async ({ current = 1, pageSize = 10 }) => {
          const { list, total } = await fetchMyFeedback({ current, pageSize });
          return { data: list, total, success: true };
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.myFeedback.empty')} />,
        }}
        onRow={(record) => ({
          onClick: () => open(record),
          onKeyDown: (event) => {
            if (event.key === 'Enter') open(record);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
          'data-testid': `feedback-row-${record.id}`,
        })}
        toolBarRender={() => [
          <Button
            key="new"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => history.push(PortalPaths.feedback)}
            data-testid="feedback-new"
          >
            {t('portal.myFeedback.new')}
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
