/** A page of another application, or a static page of ours, inside its tab. */
import { useIntl, useSearchParams } from '@umijs/max';
import { Result } from 'antd';
import { isFrameable } from '@/utils/menu';
import styles from './index.less';

export default function FramePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  if (!isFrameable(url)) {
    return <Result status="warning" title={intl.formatMessage({ id: 'frame.invalid' })} subTitle={url} />;
  }
  return <iframe className={styles.frame} src={url} title={url} data-testid="page-frame" />;
}
