/**
 * /admin (administrators): the dashboard. Sign-ins per day (successful and failed), failed
 * sign-ins, people signed in and sessions open now, and the pages opened most, over the last
 * 7, 14, 30 or 90 days counted in the server's time zone. Reads only.
 */
import { useRequest } from 'ahooks';
import { Button, Card, Col, Empty, Result, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import usePageT from '@/hooks/usePageT';
import { fetchDashboardSummary, type DashboardSummary } from '@/services/dashboard';
import { errorInfoOf } from '@/utils/errorDisplay';
import { DASHBOARD_DAYS_DEFAULT, DASHBOARD_DAY_CHOICES } from '../../../server/plugins/dashboard/constants';
import Chart from './components/Chart';
import { failureShare, fillSignInDays, signInsChart, topPagesChart } from './utils';
import messages from './messages';

type ModuleRow = DashboardSummary['topModules'][number];

const CHART_HEIGHT = 320;

export default function AdminDashboard() {
  const t = usePageT(messages);
  const [days, setDays] = useState<number>(DASHBOARD_DAYS_DEFAULT);
  const { data, loading, error, refresh } = useRequest(() => fetchDashboardSummary(days), { refreshDeps: [days], onError: () => undefined });

  const signIns = useMemo(() => (data ? fillSignInDays(data.from, data.to, data.signIns) : []), [data]);
  const signInChart = useMemo(
    () => signInsChart(signIns, { success: t('admin.signIns.success'), failure: t('admin.signIns.failure') }),
    [signIns, t],
  );
  const pagesChart = useMemo(() => topPagesChart(data?.topPages ?? [], t('admin.pages.views')), [data, t]);

  if (error && !data) {
    return (
      <Result
        status="error"
        title={t('admin.error')}
        subTitle={errorInfoOf(error)?.errorMessage ?? error.message}
        extra={<Button onClick={refresh}>{t('admin.retry')}</Button>}
      />
    );
  }

  const share = data ? failureShare(data.successfulSignIns, data.failedSignIns) : null;
  const moduleColumns = [
    {
      title: t('admin.modules.module'),
      dataIndex: 'moduleName',
      width: 200,
      ellipsis: true,
      render: (_: unknown, row: ModuleRow) => row.moduleName ?? row.moduleNo ?? t('admin.modules.none'),
    },
    { title: t('admin.modules.views'), dataIndex: 'views', width: 100, align: 'right' as const },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('admin.title')}
        </Typography.Title>
        <Space wrap>
          <Segmented
            aria-label={t('admin.range')}
            value={days}
            onChange={(value) => setDays(Number(value))}
            options={DASHBOARD_DAY_CHOICES.map((choice) => ({ value: choice, label: t('admin.range.days', { days: choice }) }))}
          />
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading} aria-label={t('admin.refresh')} />
        </Space>
      </Space>
      {data && (
        <Typography.Text type="secondary">
          {t('admin.range.note', { from: data.from, to: data.to, timeZone: data.timeZone })}
        </Typography.Text>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card loading={loading && !data}>
            <Statistic title={t('admin.stat.signIns')} value={data?.successfulSignIns ?? 0} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card loading={loading && !data}>
            <Statistic
              title={t('admin.stat.failed')}
              value={data?.failedSignIns ?? 0}
              valueStyle={data?.failedSignIns ? { color: '#cf1322' } : undefined}
              suffix={share === null ? undefined : <Typography.Text type="secondary">({share}%)</Typography.Text>}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card loading={loading && !data}>
            <Statistic title={t('admin.stat.users')} value={data?.usersSignedIn ?? 0} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card loading={loading && !data}>
            <Statistic
              title={t('admin.stat.sessions')}
              value={data?.activeSessions ?? 0}
              suffix={data ? <Typography.Text type="secondary">{t('admin.stat.sessionsUsers', { users: data.activeUsers })}</Typography.Text> : undefined}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('admin.signIns.title')} loading={loading && !data}>
        {data && data.successfulSignIns + data.failedSignIns === 0 ? (
          <Empty description={t('admin.signIns.empty')} />
        ) : (
          <Chart config={signInChart} height={CHART_HEIGHT} ariaLabel={t('admin.signIns.title')} />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('admin.pages.title')} loading={loading && !data} extra={data && t('admin.pages.total', { views: data.pageViews })}>
            {data && data.topPages.length === 0 ? (
              <Empty description={t('admin.pages.empty')} />
            ) : (
              <Chart config={pagesChart} height={CHART_HEIGHT} ariaLabel={t('admin.pages.title')} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('admin.modules.title')} loading={loading && !data}>
            <Table<ModuleRow>
              size="small"
              rowKey={(row) => row.moduleNo ?? ''}
              columns={moduleColumns}
              dataSource={data?.topModules ?? []}
              pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.pages.empty')} /> }}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
