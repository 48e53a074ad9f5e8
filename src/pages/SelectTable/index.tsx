/** Gallery: SelectTable and PickedTags, picking records from a long list (/SelectTable). */
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import CostCentrePicker from './components/CostCentrePicker';
import SupplierPicker from './components/SupplierPicker';
import { SELECT_TABLE_PROPS } from './props';
import messages from './messages';

export default function SelectTableDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('selectTableDemo.title')} whenToUse={t('selectTableDemo.whenToUse')} props={SELECT_TABLE_PROPS}>
      <Variant title={t('selectTableDemo.multiple')} description={t('selectTableDemo.multiple.description')}>
        <SupplierPicker />
      </Variant>
      <Variant title={t('selectTableDemo.single')} description={t('selectTableDemo.single.description')}>
        <CostCentrePicker />
      </Variant>
    </GalleryPage>
  );
}
