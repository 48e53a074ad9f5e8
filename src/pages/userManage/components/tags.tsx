/** How a user's status and lock-out read in the list, the detail and the settings. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import DictTag from '@/components/DictTag';
import { DICT } from '../../../../server/plugins/dictionary/constants';

/** Enabled or disabled, with the data dictionary's label and colour (type userStatus). */
export function StatusTag({ status }: { status: number }) {
  return <DictTag code={DICT.userStatus} value={status} />;
}

export function LockedTag({ locked }: { locked: boolean }) {
  const intl = useIntl();
  return locked ? (
    <Tag color="error">{intl.formatMessage({ id: 'userManage.locked.yes' })}</Tag>
  ) : (
    <Tag>{intl.formatMessage({ id: 'userManage.locked.no' })}</Tag>
  );
}
