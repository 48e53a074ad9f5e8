/**
 * /userDeviceManage (module userDevice): the devices people sign in from, within the caller's data
 * scope, last seen first, filtered by user, browser, system, state and last seen. A row's sessions
 * open in a drawer; with the update right a device is signed out (all its sessions end at once),
 * blocked (signed out, and refused at sign-in to that account) or unblocked, each after asking.
 */
import { DesktopOutlined, MobileOutlined, QuestionOutlined, TabletOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import { blockDevice, fetchDevices, revokeDevice, unblockDevice, type Device } from '@/services/devices';
import { formatDateTime } from '@/utils/messages';
import { DEVICE_KEYWORD_MAX, DEVICE_MODULE, DEVICE_STATES, type DeviceType } from '../../../server/plugins/devices/constants';
import SessionsDrawer from './components/SessionsDrawer';
import { deviceName, deviceQuery, platformOf, userLabel, type DeviceSearch } from './utils';
import messages from './messages';

const TYPE_ICONS: Record<DeviceType, JSX.Element> = {
  desktop: <DesktopOutlined />,
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  other: <QuestionOutlined />,
};

export default function UserDeviceManagePage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const editable = can(`${DEVICE_MODULE}:update`);
  const actionRef = useRef<ActionType>();
  const [viewing, setViewing] = useState<Device>();
  const reload = () => actionRef.current?.reload();
  const nameOf = (device: Device) => deviceName(device, t('userDevice.unnamed'));

  /** Runs a change and says what it did; a refusal is shown by the request client. */
  async function run<T>(work: () => Promise<T>, done: (result: T) => string) {
    let result: T;
    try {
      result = await work();
    } catch {
      return;
    }
    message.success(done(result));
    reload();
  }

  const text = (placeholder?: string) => ({
    fieldProps: { maxLength: DEVICE_KEYWORD_MAX, ...(placeholder ? { placeholder: t(placeholder) } : {}) },
    formItemProps: { rules: [{ max: DEVICE_KEYWORD_MAX, message: t('userDevice.field.max', { max: DEVICE_KEYWORD_MAX }) }] },
  });

  const columns: ProColumns<Device>[] = [
    { title: t('userDevice.keyword'), dataIndex: 'keyword', hideInTable: true, ...text('userDevice.keyword.placeholder') },
    { title: t('userDevice.field.browser'), dataIndex: 'browser', hideInTable: true, ...text() },
    { title: t('userDevice.field.os'), dataIndex: 'os', hideInTable: true, ...text() },
    { title: t('userDevice.field.lastSeenAt'), dataIndex: 'lastSeen', valueType: 'dateTimeRange', hideInTable: true },
    {
      title: t('userDevice.field.name'),
      dataIndex: 'name',
      width: 200,
      ellipsis: true,
      search: false,
      render: (_, device) => (
        <Space size={6}>
          <span title={t(`userDevice.type.${device.deviceType}`)}>{TYPE_ICONS[device.deviceType]}</span>
          <ActionLink onClick={() => setViewing(device)} data-testid={`device-sessions-${device.id}`}>
            {nameOf(device)}
          </ActionLink>
        </Space>
      ),
    },
    { title: t('userDevice.field.user'), key: 'user', width: 180, ellipsis: true, search: false, render: (_, device) => userLabel(device.user) },
    {
      title: t('userDevice.field.org'),
      key: 'org',
      width: 160,
      ellipsis: true,
      search: false,
      render: (_, device) => device.user.orgName ?? '-',
    },
    {
      title: t('userDevice.field.platform'),
      key: 'platform',
      width: 200,
      search: false,
      render: (_, device) => {
        const platform = platformOf(device);
        return platform ? <Typography.Text ellipsis={{ tooltip: device.userAgent ?? platform }} style={{ width: 180 }}>{platform}</Typography.Text> : '-';
      },
    },
    { title: t('userDevice.field.lastSeenAt'), dataIndex: 'lastSeenAt', width: 150, search: false, render: (_, device) => formatDateTime(device.lastSeenAt) },
    { title: t('userDevice.field.firstSeenAt'), dataIndex: 'firstSeenAt', width: 150, search: false, render: (_, device) => formatDateTime(device.firstSeenAt) },
    { title: t('userDevice.field.lastIp'), dataIndex: 'lastIp', width: 130, ellipsis: true, search: false, render: (_, device) => device.lastIp ?? '-' },
    { title: t('userDevice.field.activeSessions'), dataIndex: 'activeSessions', width: 100, search: false },
    {
      title: t('userDevice.field.state'),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(DEVICE_STATES.map((state) => [state, { text: t(`userDevice.state.${state}`) }])),
      render: (_, device) =>
        device.blocked ? <Tag color="error">{t('userDevice.state.blocked')}</Tag> : <Tag color="success">{t('userDevice.state.active')}</Tag>,
    },
    {
      title: t('userDevice.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 190,
      render: (_, device) =>
        [
          <ActionLink key="sessions" onClick={() => setViewing(device)}>
            {t('userDevice.sessions')}
          </ActionLink>,
          editable && device.activeSessions > 0 && (
            <Popconfirm
              key="revoke"
              title={t('userDevice.revoke.confirm', { name: nameOf(device) })}
              description={t('userDevice.revoke.hint', { count: device.activeSessions })}
              okText={t('userDevice.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('userDevice.cancel')}
              onConfirm={() => run(() => revokeDevice(device.id), ({ revoked }) => t('userDevice.revoke.success', { count: revoked }))}
            >
              <ActionLink data-testid={`device-revoke-${device.id}`}>{t('userDevice.revoke')}</ActionLink>
            </Popconfirm>
          ),
          editable && !device.blocked && (
            <Popconfirm
              key="block"
              title={t('userDevice.block.confirm', { name: nameOf(device) })}
              description={t('userDevice.block.hint')}
              okText={t('userDevice.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('userDevice.cancel')}
              onConfirm={() => run(() => blockDevice(device.id), () => t('userDevice.block.success'))}
            >
              <ActionLink data-testid={`device-block-${device.id}`}>{t('userDevice.block')}</ActionLink>
            </Popconfirm>
          ),
          editable && device.blocked && (
            <Popconfirm
              key="unblock"
              title={t('userDevice.unblock.confirm', { name: nameOf(device) })}
              okText={t('userDevice.ok')}
              cancelText={t('userDevice.cancel')}
              onConfirm={() => run(() => unblockDevice(device.id), () => t('userDevice.unblock.success'))}
            >
              <ActionLink data-testid={`device-unblock-${device.id}`}>{t('userDevice.unblock')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<Device>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('userDevice.title')}
        columns={columns}
        scroll={{ x: 1700 }}
        sticky
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-userDevice-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userDevice.empty')} /> }}
        request={async (params) => {
          const { list, total } = await fetchDevices(deviceQuery(params as DeviceSearch));
          return { data: list, total, success: true };
        }}
      />
      <SessionsDrawer device={viewing} editable={editable} onClose={() => setViewing(undefined)} onChanged={reload} />
    </div>
  );
}
