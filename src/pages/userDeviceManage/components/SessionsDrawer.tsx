/** The sessions of one device, newest first, running or ended; a running one may be ended (after asking). */
import { useRequest } from 'ahooks';
import { Drawer, Empty, Popconfirm, Table, Tag, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { formatDateTime } from '@/utils/messages';
import { fetchDeviceSessions, revokeSession, type Device, type DeviceSession } from '@/services/devices';
import { deviceName } from '../utils';
import messages from '../messages';

export interface SessionsDrawerProps {
  /** The device shown; the drawer is open while set. */
  device?: Device;
  /** Whether the caller may end sessions (userDevice:update). */
  editable: boolean;
  onClose: () => void;
  /** A session ended: the device's count of running sessions changed. */
  onChanged: () => void;
}

/** Ended sessions say whether they were signed out or ran out. */
function stateOf(session: DeviceSession): 'active' | 'revoked' | 'expired' {
  if (session.active) return 'active';
  return session.revokedAt ? 'revoked' : 'expired';
}

const STATE_COLOURS = { active: 'success', revoked: 'default', expired: 'warning' } as const;

export default function SessionsDrawer({ device, editable, onClose, onChanged }: SessionsDrawerProps) {
  const t = usePageT(messages);
  const { data, loading, refresh } = useRequest(() => fetchDeviceSessions(device!.id), {
    ready: device !== undefined,
    refreshDeps: [device?.id],
    onError: () => {},
  });

  async function revoke(session: DeviceSession) {
    try {
      await revokeSession(session.id);
    } catch {
      return;
    }
    message.success(t('userDevice.session.revoke.success'));
    refresh();
    onChanged();
  }

  return (
    <Drawer
      open={device !== undefined}
      onClose={onClose}
      width={760}
      destroyOnClose
      title={device ? t('userDevice.sessions.title', { name: deviceName(device, t('userDevice.unnamed')) }) : ''}
    >
      {device?.userAgent && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: device.userAgent }}>
          {t('userDevice.userAgent')}: {device.userAgent}
        </Typography.Paragraph>
      )}
      <Table<DeviceSession>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userDevice.sessions.empty')} /> }}
        columns={[
          { title: t('userDevice.session.createdAt'), dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
          { title: t('userDevice.session.expiresAt'), dataIndex: 'expiresAt', width: 150, render: (value: string) => formatDateTime(value) },
          { title: t('userDevice.session.ip'), dataIndex: 'ip', width: 140, ellipsis: true, render: (value: string | null) => value ?? '-' },
          {
            title: t('userDevice.session.state'),
            key: 'state',
            width: 100,
            render: (_: unknown, session) => {
              const state = stateOf(session);
              return <Tag color={STATE_COLOURS[state]}>{t(`userDevice.session.${state}`)}</Tag>;
            },
          },
          {
            title: t('userDevice.action'),
            key: 'option',
            width: 90,
            render: (_: unknown, session) =>
              editable && session.active ? (
                <Popconfirm
                  title={t('userDevice.session.revoke.confirm')}
                  okText={t('userDevice.ok')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('userDevice.cancel')}
                  onConfirm={() => revoke(session)}
                >
                  <ActionLink data-testid={`session-revoke-${session.id}`}>{t('userDevice.session.revoke')}</ActionLink>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
