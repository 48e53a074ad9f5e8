/** The documents the service center offers for download (templates, guides), from the manifest. */
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Avatar, Button, Empty, List, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import usePageT from '@/hooks/usePageT';
import { formatFileSize } from '@/utils/fileSize';
import { downloadHref, fetchDownloads, type DownloadItem } from '../service';
import { localised } from '../utils';
import messages from '../messages';

/** A manifest date as YYYY-MM-DD; text that is no date is shown as it is. */
function dayText(value: string): string {
  const day = dayjs(value);
  return day.isValid() ? day.format('YYYY-MM-DD') : value;
}

export default function Documents() {
  const t = usePageT(messages);
  const locale = getLocale();
  const { data, loading, error, refresh } = useRequest(fetchDownloads, {
    // Shown on the page, with a retry.
    onError: () => {},
  });

  if (error)
    return (
      <div data-testid="download-error">
        <Result
          status="warning"
          title={t('portal.download.loadFailed')}
          extra={
            <Button onClick={refresh} data-testid="download-retry">
              {t('portal.retry')}
            </Button>
          }
        />
      </div>
    );

  return (
    <List<DownloadItem>
      loading={loading}
      dataSource={data ?? []}
      rowKey="file"
      locale={{ emptyText: <Empty description={t('portal.download.empty')} /> }}
      data-testid="download-list"
      renderItem={(item) => {
        const { name, description } = localised(item, locale);
        return (
          <List.Item
            data-testid={`download-${item.file}`}
            actions={[
              <a key="download" href={downloadHref(item.file)} download={item.file} aria-label={t('portal.download.downloadFile', { name })}>
                <Space size={4}>
                  <DownloadOutlined />
                  {t('portal.download.download')}
                </Space>
              </a>,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar shape="square" icon={<FileTextOutlined />} />}
              title={name}
              description={
                <Space direction="vertical" size={2}>
                  {description && <span>{description}</span>}
                  <Typography.Text type="secondary">
                    <Space split="·">
                      <span data-testid="download-size">{formatFileSize(item.size)}</span>
                      <span>{t('portal.download.updatedAt', { date: dayText(item.updatedAt) })}</span>
                    </Space>
                  </Typography.Text>
                </Space>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
