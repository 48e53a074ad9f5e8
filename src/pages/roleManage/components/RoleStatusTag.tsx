/** A role's status: enabled roles give their rights, disabled ones give nothing. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';

export default function RoleStatusTag({ status }: { status: number }) {
  const intl = useIntl();
  return status === 1 ? (
    <Tag color="success">{intl.formatMessage({ id: 'roleManage.status.enabled' })}</Tag>
  ) : (
    <Tag>{intl.formatMessage({ id: 'roleManage.status.disabled' })}</Tag>
  );
}
