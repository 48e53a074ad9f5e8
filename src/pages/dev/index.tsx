/**
 * /dev (administrators): what this portal runs on. The version and the build, the environment,
 * the database and its migrations, the job queue (waiting and running jobs per name, failed jobs
 * with their errors), the configuration flags and the API documentation. Reads only.
 */
import { ApiOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Result, Space, Table, Tag, Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import { fetchDevInfo, type DevInfo } from '@/services/dashboard';
import { errorInfoOf } from '@/utils/errorDisplay';
import { migrationState, queueTotals, timeText } from './utils';
import messages from './messages';

type FailedJob = DevInfo['queue']['failed'][number];
type DepthRow = DevInfo['queue']['depth'][number];

export default function DevPage() {
  const t = usePageT(messages);
  const { data, loading, error, refresh } = useRequest(fetchDevInfo, { onError: () => undefined });

  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('dev.error')}
        subTitle={errorInfoOf(error)?.errorMessage ?? error.message}
        extra={<Button onClick={refresh}>{t('dev.retry')}</Button>}
      />
    );
  }

  const migrations = data?.database.migrations;
  const state = migrations ? migrationState(migrations) : 'current';
  const totals = queueTotals(data?.queue.depth ?? []);

  const depthColumns = [
    { title: t('dev.queue.name'), dataIndex: 'name', width: 240, ellipsis: true },
    { title: t('dev.queue.created'), dataIndex: 'created', width: 100, align: 'right' as const },
    { title: t('dev.queue.retry'), dataIndex: 'retry', width: 100, align: 'right' as const },
    { title: t('dev.queue.active'), dataIndex: 'active', width: 100, align: 'right' as const },
  ];
  const failedColumns = [
    { title: t('dev.queue.name'), dataIndex: 'name', width: 200, ellipsis: true },
    { title: t('dev.failed.id'), dataIndex: 'id', width: 300, ellipsis: true, render: (id: string) => <Typography.Text code copyable>{id}</Typography.Text> },
    { title: t('dev.failed.at'), dataIndex: 'failedAt', width: 170, render: (value: string | null) => timeText(value) },
    { title: t('dev.failed.retries'), dataIndex: 'retryCount', width: 90, align: 'right' as const },
    { title: t('dev.failed.error'), dataIndex: 'error', width: 320, ellipsis: { showTitle: true }, render: (value: string | null) => value ?? '-' },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dev.title')}
        </Typography.Title>
        <Space wrap>
          <Button icon={<ApiOutlined />} href={data?.docsUrl ?? '/api/docs'} target="_blank" rel="noopener noreferrer">
            {t('dev.docs')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
            {t('dev.refresh')}
          </Button>
        </Space>
      </Space>

      <Card title={t('dev.group.build')} loading={!data}>
        {data && (
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('dev.version')}>{data.version}</Descriptions.Item>
            <Descriptions.Item label={t('dev.buildDate')}>
              <Space size={4} wrap>
                {timeText(data.build.date)}
                <Tag color={data.build.source === 'serverStart' ? 'warning' : 'default'}>{t(`dev.buildSource.${data.build.source}`)}</Tag>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('dev.env')}>
              <Tag color="blue">{data.env}</Tag>
              {data.build.frontEndEnv && data.build.frontEndEnv !== data.env && (
                <Typography.Text type="secondary">{t('dev.frontEndEnv', { env: data.build.frontEndEnv })}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('dev.startedAt')}>{timeText(data.serverStartedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('dev.timeZone')}>{data.timeZone}</Descriptions.Item>
            <Descriptions.Item label={t('dev.docs')}>
              <a href={data.docsUrl} target="_blank" rel="noopener noreferrer">
                {data.docsUrl}
              </a>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      <Card title={t('dev.group.database')} loading={!data}>
        {data && migrations && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
              <Descriptions.Item label={t('dev.database.kind')}>{t(`dev.database.kind.${data.database.kind}`)}</Descriptions.Item>
              <Descriptions.Item label={t('dev.database.version')}>{data.database.serverVersion}</Descriptions.Item>
              <Descriptions.Item label={t('dev.migrations.level')}>
                {t('dev.migrations.applied', { applied: migrations.applied, known: migrations.known })}
              </Descriptions.Item>
              <Descriptions.Item label={t('dev.migrations.last')}>
                {migrations.lastTag ? <Typography.Text code>{migrations.lastTag}</Typography.Text> : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('dev.migrations.lastAt')}>{timeText(migrations.lastWrittenAt)}</Descriptions.Item>
            </Descriptions>
            {state !== 'current' && <Alert type="warning" showIcon message={t(`dev.migrations.${state}`)} />}
          </Space>
        )}
      </Card>

      <Card title={t('dev.group.queue')} loading={!data}>
        {data && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions column={{ xs: 1, md: 3 }} size="small">
              <Descriptions.Item label={t('dev.queue.waiting')}>{totals.waiting}</Descriptions.Item>
              <Descriptions.Item label={t('dev.queue.running')}>{totals.running}</Descriptions.Item>
              <Descriptions.Item label={t('dev.queue.failed')}>
                <Typography.Text type={data.queue.failedCount > 0 ? 'danger' : undefined}>{data.queue.failedCount}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <Table<DepthRow>
              size="small"
              rowKey="name"
              columns={depthColumns}
              dataSource={data.queue.depth}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('dev.queue.empty') }}
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('dev.failed.title')}
            </Typography.Title>
            <Table<FailedJob>
              size="small"
              rowKey={(row) => `${row.name}/${row.id}`}
              columns={failedColumns}
              dataSource={data.queue.failed}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('dev.failed.empty') }}
            />
          </Space>
        )}
      </Card>

      <Card title={t('dev.group.flags')} loading={!data}>
        {data && (
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            {data.flags.map((flag) => (
              <Descriptions.Item key={flag.key} label={t(`dev.flag.${flag.key}`)}>
                <Tag color={flag.on ? 'success' : 'default'} data-testid={`dev-flag-${flag.key}`}>
                  {t(flag.on ? 'dev.flag.on' : 'dev.flag.off')}
                </Tag>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
    </Space>
  );
}
