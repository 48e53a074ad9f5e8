/**
 * The workbench, the page of the home tab (its heading is the home tab's title): the user's day
 * at a glance — their task cards, unread notices, to-dos due, favourites and recently opened
 * pages — each entry opening its page in a tab.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel, useSelector } from '@umijs/max';
import { Col, Row, Space, Typography } from 'antd';
import TaskSummaryCards from '@/components/TaskSummaryCards';
import usePageT from '@/hooks/usePageT';
import type { GlobalState } from '@/models/global';
import { homeTitle, type TabsState } from '@/utils/tabs';
import DueTodos from './components/DueTodos';
import FavoritePages from './components/FavoritePages';
import RecentPages from './components/RecentPages';
import UnreadNotices from './components/UnreadNotices';
import messages from './messages';

export default function Home() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const env = useSelector((state: { global: GlobalState }) => state.global.env);
  const homeSrc = useSelector((state: { tabs: TabsState }) => state.tabs.panes[0]?.src ?? '');
  const user = initialState?.currentUser;
  const settings = initialState?.settings ?? PORTAL_SETTINGS;
  const t = usePageT(messages);

  return (
    <PageContainer title={homeTitle((descriptor) => intl.formatMessage(descriptor))}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Title level={4} data-testid="welcome" style={{ marginBottom: 4 }}>
            {t('home.welcome', { name: user?.name ?? '' })}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="workbench-about">
            {[
              user?.jobNo && `${t('home.jobNo')} ${user.jobNo}`,
              user?.zoneName && `${t('home.zone')} ${user.zoneName}`,
              `${t('app.env')} ${env}`,
              `${t('home.version')} ${settings.version} (${settings.buildDate})`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </div>
        <TaskSummaryCards />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <UnreadNotices />
          </Col>
          <Col xs={24} xl={12}>
            <DueTodos />
          </Col>
          <Col xs={24} xl={12}>
            <FavoritePages />
          </Col>
          <Col xs={24} xl={12}>
            <RecentPages homeSrc={homeSrc} />
          </Col>
        </Row>
      </Space>
    </PageContainer>
  );
}
