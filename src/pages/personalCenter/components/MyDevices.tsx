/**
 * "My devices and sessions" in the personal center: the devices the user signed in from, this one
 * marked, each with its running sessions. A device (all its sessions) or one session is signed out
 * after asking; signing out this browser's own session or device leads to the login page.
 */
import { DesktopOutlined, MobileOutlined, QuestionOutlined, TabletOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Empty, List, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchMyDevices, revokeMyDevice, revokeMySession, type MyDevice, type MySession, type Revoked } from '@/services/devices';
import { formatDateTime } from '@/utils/messages';
import type { DeviceType } from '../../../../server/plugins/devices/constants';
import { currentFirst, includesCurrent, myDeviceName, myDevicePlatform } from './deviceText';
import messages from '../messages';

const TYPE_ICONS: Record<DeviceType, JSX.Element> = {
  desktop: <DesktopOutlined />,
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  other: <QuestionOutlined />,
};

export default function MyDevices() {
  const t = usePageT(messages);
  const dispatch = useDispatch();
  const { data, loading, error, refresh } = useRequest(fetchMyDevices, { onError: () => {} });

  async function revoke(work: () => Promise<Revoked>) {
    let result: Revoked;
    try {
      result = await work();
    } catch {
      return;
    }
    if (result.signedOut) {
      // This browser's own session ended: leave as signing out does.
      dispatch({ type: 'login/logout' });
      return;
    }
    message.success(t('portal.personalCenter.devices.revoked', { count: result.revoked }));
    refresh();
  }

  const sessionRow = (session: MySession) => (
    <Space key={session.id} size={8} wrap data-testid={`my-session-${session.id}`}>
      <Typography.Text type="secondary">
        {t('portal.personalCenter.devices.session', { time: formatDateTime(session.createdAt), ip: session.ip ?? '-' })}
      </Typography.Text>
      {session.current && <Tag color="blue">{t('portal.personalCenter.devices.currentSession')}</Tag>}
      <Popconfirm
        title={t(session.current ? 'portal.personalCenter.devices.session.confirmCurrent' : 'portal.personalCenter.devices.session.confirm')}
        okText={t('portal.personalCenter.devices.ok')}
        okButtonProps={{ danger: true }}
        cancelText={t('portal.personalCenter.devices.cancel')}
        onConfirm={() => revoke(() => revokeMySession(session.id))}
      >
        <ActionLink data-testid={`my-session-revoke-${session.id}`}>{t('portal.personalCenter.devices.signOut')}</ActionLink>
      </Popconfirm>
    </Space>
  );

  const deviceItem = (device: MyDevice) => {
    const name = myDeviceName(device, t('portal.personalCenter.devices.unnamed'));
    const platform = myDevicePlatform(device);
    return (
      <List.Item
        key={device.id}
        data-testid={`my-device-${device.id}`}
        actions={
          device.activeSessions > 0
            ? [
                <Popconfirm
                  key="revoke"
                  title={t('portal.personalCenter.devices.confirm', { name })}
                  description={t(
                    includesCurrent(device.sessions)
                      ? 'portal.personalCenter.devices.confirmCurrent'
                      : 'portal.personalCenter.devices.confirmHint',
                    { count: device.activeSessions },
                  )}
                  okText={t('portal.personalCenter.devices.ok')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('portal.personalCenter.devices.cancel')}
                  onConfirm={() => revoke(() => revokeMyDevice(device.id))}
                >
                  <Button size="small" danger data-testid={`my-device-revoke-${device.id}`}>
                    {t('portal.personalCenter.devices.signOutDevice')}
                  </Button>
                </Popconfirm>,
              ]
            : []
        }
      >
        <List.Item.Meta
          avatar={<span style={{ fontSize: 20 }}>{TYPE_ICONS[device.deviceType]}</span>}
          title={
            <Space size={6} wrap>
              <span>{name}</span>
              {device.current && <Tag color="blue">{t('portal.personalCenter.devices.current')}</Tag>}
              {device.blocked && <Tag color="error">{t('portal.personalCenter.devices.blocked')}</Tag>}
            </Space>
          }
          description={
            <Space direction="vertical" size={2}>
              <span>
                {[
                  platform,
                  t('portal.personalCenter.devices.lastSeen', { time: formatDateTime(device.lastSeenAt), ip: device.lastIp ?? '-' }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {device.sessions.map(sessionRow)}
            </Space>
          }
        />
      </List.Item>
    );
  };

  return (
    <ProCard title={t('portal.personalCenter.devices.title')} extra={<ActionLink onClick={refresh}>{t('portal.personalCenter.devices.refresh')}</ActionLink>}>
      <Spin spinning={loading}>
        {error && !data ? (
          <Alert
            type="error"
            showIcon
            message={t('portal.personalCenter.devices.failed')}
            action={
              <Button size="small" onClick={refresh}>
                {t('portal.personalCenter.devices.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <List
              data-testid="my-devices"
              itemLayout="horizontal"
              dataSource={currentFirst(data?.list ?? [])}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.personalCenter.devices.empty')} /> }}
              renderItem={deviceItem}
            />
            {(data?.otherSessions.length ?? 0) > 0 && (
              <Space direction="vertical" size={2} style={{ marginTop: 12 }}>
                <Typography.Text strong>{t('portal.personalCenter.devices.otherSessions')}</Typography.Text>
                {data!.otherSessions.map(sessionRow)}
              </Space>
            )}
          </>
        )}
      </Spin>
    </ProCard>
  );
}
