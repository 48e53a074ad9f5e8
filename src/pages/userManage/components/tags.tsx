/** How a user's status and lock-out read in the list, the detail and the settings. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';

export function StatusTag({ status }: { status: number }) {
  const intl = useIntl();
  return status === 1 ? (
    <Tag color="success">{intl.formatMessage({ id: 'userManage.status.enabled' })}</Tag>
  ) : (
    <Tag color="default">{intl.formatMessage({ id: 'userManage.status.disabled' })}</Tag>
  );
}

export function LockedTag({ locked }: { locked: boolean }) {
  const intl = useIntl();
  return locked ? (
    <Tag color="error">{intl.formatMessage({ id: 'userManage.locked.yes' })}</Tag>
  ) : (
    <Tag>{intl.formatMessage({ id: 'userManage.locked.no' })}</Tag>
  );
}
