/** Gallery: TreeTable, a whole tree as one table (/TreeTable). */
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import BudgetTree from './components/BudgetTree';
import OrgTree from './components/OrgTree';
import { TREE_TABLE_PROPS } from './props';
import messages from './messages';

export default function TreeTableDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('treeTableDemo.title')} whenToUse={t('treeTableDemo.whenToUse')} props={TREE_TABLE_PROPS}>
      <Variant title={t('treeTableDemo.budgets.variant')} description={t('treeTableDemo.budgets.description')}>
        <BudgetTree />
      </Variant>
      <Variant title={t('treeTableDemo.orgs.variant')} description={t('treeTableDemo.orgs.description')}>
        <OrgTree />
      </Variant>
    </GalleryPage>
  );
}
