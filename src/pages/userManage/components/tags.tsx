/** How a user's status and lock-out read in the list, the detail and the settings. */
import { Tag } from 'antd';
import DictTag from '@/components/DictTag';
import usePageT from '@/hooks/usePageT';
import { DICT } from '../../../../server/plugins/dictionary/constants';
import messages from '../messages';

/** Enabled or disabled, with the data dictionary's label and colour (type userStatus). */
export function StatusTag({ status }: { status: number }) {
  return <DictTag code={DICT.userStatus} value={status} />;
}

export function LockedTag({ locked }: { locked: boolean }) {
  const t = usePageT(messages);
  return locked ? <Tag color="error">{t('userManage.locked.yes')}</Tag> : <Tag>{t('userManage.locked.no')}</Tag>;
}
