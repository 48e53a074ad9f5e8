/** The page of the home tab; its heading is the home tab's title (one name for one page). */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useIntl, useModel, useSelector } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import type { GlobalState } from '@/models/global';
import { homeTitle } from '@/utils/tabs';

export default function Home() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const env = useSelector((state: { global: GlobalState }) => state.global.env);
  const user = initialState?.currentUser;
  const settings = initialState?.settings ?? PORTAL_SETTINGS;

  return (
    <PageContainer title={homeTitle((descriptor) => intl.formatMessage(descriptor))}>
      <ProCard direction="column" gutter={[0, 16]}>
        <Typography.Title level={4} data-testid="welcome">
          {intl.formatMessage({ id: 'home.welcome' }, { name: user?.name ?? '' })}
        </Typography.Title>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={intl.formatMessage({ id: 'home.jobNo' })}>{user?.jobNo}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'home.zone' })}>{user?.zoneName}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'app.env' })}>{env}</Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'home.version' })}>
            {settings.version} ({settings.buildDate})
          </Descriptions.Item>
        </Descriptions>
      </ProCard>
    </PageContainer>
  );
}
