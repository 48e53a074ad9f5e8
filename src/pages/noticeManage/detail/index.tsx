/**
 * /noticeManage/detail?id=<id>: one notice for its admins: its fields and targets, the read
 * receipts (read x of y) and the people who have not read it yet, and its attachments.
 */
import { EditOutlined, EyeOutlined, PaperClipOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageContainer, ProCard, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Descriptions, Empty, List, Progress, Space, Spin, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { NoticeTags } from '@/components/NoticeView';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  fetchReceipts,
  fetchUnreadUsers,
  managedAttachmentHref,
  type UnreadUser,
} from '@/services/noticeManage';
import { formatFileSize } from '@/utils/fileSize';
import { formatDateTime } from '@/utils/messages';
import { NOTICE_KEYWORD_MAX } from '../../../../server/plugins/notice/constants';
import { useNoticesChanged } from '../components/changes';
import { noticeEditPath, noticePreviewPath } from '../components/navigation';
import { allowedActions, readPercent, statusMeta } from '../utils';
import { useManagedNotice } from '../components/useManagedNotice';
import messages from '../messages';

function Receipts({ id }: { id: number }) {
  const t = usePageT(messages);
  const unreadRef = useRef<ActionType>();
  const { data, loading, refresh } = useRequest(() => fetchReceipts(id), { onError: () => {} });
  const reload = () => {
    refresh();
    unreadRef.current?.reload();
  };
  useNoticesChanged(reload);

  const columns: ProColumns<UnreadUser>[] = [
    // Field rights may leave the account, name, job number or organisation out: the table shows '-'.
    { title: t('noticeManage.users.userNo'), dataIndex: 'userNo', width: 120, ellipsis: true },
    { title: t('noticeManage.users.account'), dataIndex: 'account', width: 140, ellipsis: true },
    { title: t('noticeManage.users.name'), dataIndex: 'name', width: 140, ellipsis: true },
    { title: t('noticeManage.users.jobNo'), dataIndex: 'jobNo', width: 110, ellipsis: true },
    { title: t('noticeManage.users.orgName'), dataIndex: 'orgName', ellipsis: true },
  ];

  return (
    <ProCard
      title={t('noticeManage.receipts.title')}
      headerBordered
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('noticeManage.receipts.reload')}>
          {t('noticeManage.receipts.reload')}
        </Button>
      }
    >
      <Spin spinning={loading && !data}>
        <Space size={24} align="center" style={{ marginBottom: 16 }} data-testid="notice-receipts">
          <Progress
            type="circle"
            size={72}
            percent={data ? readPercent(data.read, data.targeted) : 0}
            aria-label={t('noticeManage.receipts.title')}
          />
          <Typography.Text strong style={{ fontSize: 16 }}>
            {data ? t('noticeManage.receipts.of', { read: data.read, targeted: data.targeted }) : '-'}
          </Typography.Text>
        </Space>
      </Spin>
      <ProTable<UnreadUser>
        rowKey="id"
        actionRef={unreadRef}
        headerTitle={t('noticeManage.unread.title')}
        columns={columns}
        search={false}
        size="small"
        options={{
          search: { name: 'keyword', placeholder: t('noticeManage.unread.search'), maxLength: NOTICE_KEYWORD_MAX },
          reload: true,
          density: false,
          setting: false,
        }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeManage.unread.empty')} />,
        }}
        request={async (params) => {
          const { list, total } = await fetchUnreadUsers(id, {
            current: params.current,
            pageSize: params.pageSize,
            keyword: (params.keyword as string | undefined)?.trim() || undefined,
          });
          return { data: list, total, success: true };
        }}
      />
    </ProCard>
  );
}

export default function NoticeDetailPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const { notice, placeholder } = useManagedNotice();

  let body = placeholder;
  if (notice) {
    const status = statusMeta(notice.status);
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title={notice.topic || '-'} headerBordered>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('noticeManage.field.status')}>
              <Tag color={status.color}>{t(status.labelId)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.type')}>
              <NoticeTags type={notice.type} pinned={notice.pinned} />
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.level')}>
              <NoticeTags level={notice.level} />
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.alsoMessage')}>
              {t(notice.alsoMessage ? 'noticeManage.yes' : 'noticeManage.no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.publishedAt')}>
              {formatDateTime(notice.publishedAt ?? undefined) || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.expiresAt')}>
              {formatDateTime(notice.expiresAt ?? undefined) || t('noticeManage.expires.never')}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.author')}>{notice.authorName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.createdAt')}>
              {formatDateTime(notice.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.updatedAt')}>
              {formatDateTime(notice.updatedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.targets')} span={{ xs: 1, md: 2, xl: 3 }}>
              {notice.targetSummary.length ? (
                <Space size={[4, 4]} wrap>
                  {notice.targetSummary.map((target) => (
                    <Tag key={`${target.kind}-${target.refId}`}>
                      {target.kind === 'all'
                        ? t('noticeManage.targets.all')
                        : `${t(`noticeManage.targetKind.${target.kind}`)}: ${target.name}`}
                    </Tag>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('noticeManage.targets.empty')}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('noticeManage.field.attachments')} span={{ xs: 1, md: 2, xl: 3 }}>
              {notice.attachments.length ? (
                <List
                  size="small"
                  dataSource={notice.attachments}
                  rowKey="id"
                  style={{ width: '100%' }}
                  renderItem={(file) => (
                    <List.Item style={{ paddingInline: 0 }}>
                      <Space size={8}>
                        <PaperClipOutlined />
                        <a href={managedAttachmentHref(file.id)} download={file.fileName}>
                          {file.fileName}
                        </a>
                        <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                      </Space>
                    </List.Item>
                  )}
                />
              ) : (
                <Typography.Text type="secondary">{t('noticeManage.attachments.none')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        </ProCard>
        <Receipts id={notice.id} />
      </Space>
    );
  }

  const editable = notice && can('notice:update') && allowedActions(notice.status).edit;
  return (
    <PageContainer
      title={t('noticeManage.detail.title')}
      extra={
        notice && [
          <Button key="preview" icon={<EyeOutlined />} onClick={() => history.push(noticePreviewPath(notice.id))}>
            {t('noticeManage.preview')}
          </Button>,
          editable && (
            <Button
              key="edit"
              type="primary"
              icon={<EditOutlined />}
              onClick={() => history.push(noticeEditPath(notice.id))}
            >
              {t('noticeManage.edit')}
            </Button>
          ),
        ]
      }
    >
      {body}
    </PageContainer>
  );
}
