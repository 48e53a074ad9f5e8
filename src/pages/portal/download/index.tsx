/**
 * /portal/download, the download centre: "My exports" lists the user's exports (requested from
 * the lists, written in the background), "Documents" the files the service center offers.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import usePageT from '@/hooks/usePageT';
import Documents from './components/Documents';
import MyExports from './components/MyExports';
import messages from './messages';

export default function DownloadPage() {
  const t = usePageT(messages);
  return (
    <PageContainer title={t('portal.download.title')}>
      <ProCard>
        <Tabs
          defaultActiveKey="exports"
          destroyOnHidden
          items={[
            { key: 'exports', label: t('portal.download.tab.exports'), children: <MyExports /> },
            { key: 'documents', label: t('portal.download.tab.documents'), children: <Documents /> },
          ]}
        />
      </ProCard>
    </PageContainer>
  );
}
