/** A role's status: enabled roles give their rights, disabled ones give nothing. */
import { Tag } from 'antd';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export default function RoleStatusTag({ status }: { status: number }) {
  const t = usePageT(messages);
  return status === 1 ? (
    <Tag color="success">{t('roleManage.status.enabled')}</Tag>
  ) : (
    <Tag>{t('roleManage.status.disabled')}</Tag>
  );
}
