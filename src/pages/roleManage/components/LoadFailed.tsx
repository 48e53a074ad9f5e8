/** In place of data that could not be read (the request client has shown why). */
import { useIntl } from '@umijs/max';
import { Empty } from 'antd';

export default function LoadFailed() {
  const intl = useIntl();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'roleManage.loadFailed' })} />
  );
}
