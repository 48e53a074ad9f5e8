/** Gallery: the conventions every admin list follows, on ProTable (/demo/tables). */
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import ReimbursementTable from './components/ReimbursementTable';
import TableStates from './components/TableStates';
import { TABLES_PROPS } from './props';
import messages from './messages';

export default function TablesDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('demoTables.title')} whenToUse={t('demoTables.whenToUse')} props={TABLES_PROPS}>
      <Variant title={t('demoTables.list')} description={t('demoTables.list.description')}>
        <ReimbursementTable />
      </Variant>
      <Variant title={t('demoTables.states')} description={t('demoTables.states.description')}>
        <TableStates />
      </Variant>
    </GalleryPage>
  );
}
