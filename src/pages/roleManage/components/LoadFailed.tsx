/** In place of data that could not be read (the request client has shown why). */
import { Empty } from 'antd';
import usePageT from '@/hooks/usePageT';
import messages from '../messages';

export default function LoadFailed() {
  const t = usePageT(messages);
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.loadFailed')} />;
}
