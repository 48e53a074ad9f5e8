/** A page of another application, or a static page of ours, inside its tab. */
import { useSearchParams } from '@umijs/max';
import { Result } from 'antd';
import usePageT from '@/hooks/usePageT';
import { isFrameable } from '@/utils/menu';
import messages from './messages';
import styles from './index.less';

export default function FramePage() {
  const t = usePageT(messages);
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  if (!isFrameable(url)) {
    return <Result status="warning" title={t('frame.invalid')} subTitle={url} />;
  }
  return <iframe className={styles.frame} src={url} title={url} data-testid="page-frame" />;
}
