/**
 * The user's exports, newest first: what, its state (with the progress while it is written),
 * rows, size, when requested and until when it is kept; a finished one downloads, any one can be
 * deleted after a confirmation. While one is queued or running the list asks again every 2 s;
 * a push from the server refreshes it at once.
 */
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Empty, Popconfirm, Progress, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { deleteExport, downloadExport, fetchExports, type Export } from '@/services/downloads';
import { formatFileSize } from '@/utils/fileSize';
import { formatDateTime } from '@/utils/messages';
import { onPush } from '@/utils/pushEvents';
import { EXPORT_POLL_MS, EXPORT_RETENTION_DAYS, EXPORT_STATUS } from '../../../../../server/plugins/downloads/constants';
import { STATUS_COLORS, isActive, kindTextId } from '../utils';
import messages from '../messages';

const PAGE_SIZE = 10;

export default function MyExports() {
  const t = usePageT(messages);
  const [page, setPage] = useState({ current: 1, pageSize: PAGE_SIZE });
  const [active, setActive] = useState(false);
  const { data, loading, refresh } = useRequest(() => fetchExports(page), {
    refreshDeps: [page],
    // Asks again while an export is being written, and stops once none is.
    pollingInterval: active ? EXPORT_POLL_MS : 0,
    onSuccess: (answer) => setActive(answer.list.some(isActive)),
  });
  // The polling above starts with the answer after the one that showed an export running.
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(refresh, EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, refresh]);
  useEffect(() => onPush('export', refresh), [refresh]);

  const kindName = (kind: string) => {
    const text = t(kindTextId(kind));
    return text === kindTextId(kind) ? kind : text;
  };

  async function remove(item: Export) {
    try {
      await deleteExport(item.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('portal.download.exports.deleted'));
    refresh();
  }

  const columns: TableColumnsType<Export> = [
    {
      title: t('portal.download.exports.kind'),
      dataIndex: 'kind',
      width: 160,
      ellipsis: true,
      render: (_, item) => (
        <Space direction="vertical" size={0}>
          <span>{kindName(item.kind)}</span>
          {item.fileName && <Typography.Text type="secondary">{item.fileName}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('portal.download.exports.status'),
      dataIndex: 'status',
      width: 200,
      render: (_, item) => (
        <Space direction="vertical" size={2} style={{ width: '100%' }} data-testid={`export-status-${item.id}`}>
          <Tag color={STATUS_COLORS[item.status]}>{t(`portal.download.status.${item.status}`)}</Tag>
          {isActive(item) && <Progress percent={item.progress} size="small" status="active" aria-label={t('portal.download.exports.progress')} />}
          {item.status === EXPORT_STATUS.failed && item.error && (
            <Typography.Text type="danger" ellipsis={{ tooltip: item.error }} style={{ maxWidth: 180 }}>
              {item.error}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('portal.download.exports.rows'), dataIndex: 'rowCount', width: 100, align: 'right', render: (value: number | null) => value ?? '-' },
    {
      title: t('portal.download.exports.size'),
      dataIndex: 'size',
      width: 100,
      align: 'right',
      render: (value: number | null) => (value === null ? '-' : formatFileSize(value)),
    },
    { title: t('portal.download.exports.createdAt'), dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
    { title: t('portal.download.exports.expiresAt'), dataIndex: 'expiresAt', width: 150, render: (value: string) => formatDateTime(value) },
    {
      title: t('portal.download.exports.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, item) => (
        <Space size={0}>
          {item.status === EXPORT_STATUS.done && (
            <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => downloadExport(item.id)} data-testid={`export-download-${item.id}`}>
              {t('portal.download.download')}
            </Button>
          )}
          <Popconfirm
            title={t('portal.download.exports.deleteConfirm', { name: kindName(item.kind) })}
            okText={t('portal.download.confirm.ok')}
            cancelText={t('portal.download.confirm.cancel')}
            onConfirm={() => remove(item)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`export-delete-${item.id}`}>
              {t('portal.download.exports.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('portal.download.exports.intro', { days: EXPORT_RETENTION_DAYS })}</Typography.Paragraph>
      <Table<Export>
        rowKey="id"
        size="middle"
        loading={loading && !data}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        sticky
        locale={{ emptyText: <Empty description={t('portal.download.exports.empty')} /> }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        data-testid="export-list"
      />
    </>
  );
}
