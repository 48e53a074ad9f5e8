/** The header's "demo data" badge, shown when the server's data is the demo data (mock mode, DEMO_DATA=on). */
import { useSelector } from '@umijs/max';
import { Tag } from 'antd';
import useT from '@/hooks/useT';
import type { GlobalState } from '@/models/global';

export default function DemoBadge() {
  const t = useT();
  const demoData = useSelector((state: { global: GlobalState }) => state.global.demoData);
  if (!demoData) return null;
  return (
    <Tag color="orange" data-testid="demo-badge" title={t('app.demoData.title')} style={{ marginInline: 4 }}>
      {t('app.demoData')}
    </Tag>
  );
}
