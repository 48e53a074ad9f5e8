/** Gallery: SelectTable and PickedTags, picking records from a long list (/SelectTable). */
import GalleryPage, { Variant } from '@/components/GalleryPage';
import useT from '@/hooks/useT';
import CostCentrePicker from './components/CostCentrePicker';
import SupplierPicker from './components/SupplierPicker';
import { SELECT_TABLE_PROPS } from './props';

export default function SelectTableDemo() {
  const t = useT();
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
