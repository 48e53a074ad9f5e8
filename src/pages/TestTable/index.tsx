/** Gallery: EditableTable, a form's list edited in place (/TestTable). */
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import ApprovalSteps from './components/ApprovalSteps';
import ExpenseLines from './components/ExpenseLines';
import { EDITABLE_TABLE_PROPS } from './props';
import messages from './messages';

export default function EditableTableDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('testTable.title')} whenToUse={t('testTable.whenToUse')} props={EDITABLE_TABLE_PROPS}>
      <Variant title={t('testTable.lines.variant')} description={t('testTable.lines.description')}>
        <ExpenseLines />
      </Variant>
      <Variant title={t('testTable.steps.variant')} description={t('testTable.steps.description')}>
        <ApprovalSteps />
      </Variant>
    </GalleryPage>
  );
}
