/** Gallery: PropertyGrid, one record's fields read-only (/demo/propertyGrid). */
import { Switch } from 'antd';
import { useState } from 'react';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import PropertyGrid, { type PropertyRow } from '@/components/PropertyGrid';
import usePageT from '@/hooks/usePageT';
import { PROPERTY_GRID_PROPS } from './props';
import { INVOICE, SUPPLIER } from './utils';
import messages from './messages';

export default function PropertyGridDemo() {
  const t = usePageT(messages);
  const [maySeeBank, setMaySeeBank] = useState(true);
  const label = (field: string) => t(`demoPropertyGrid.field.${field}`);

  const invoiceRows: PropertyRow[] = [
    { key: 'invoiceNo', label: label('invoiceNo'), value: INVOICE.invoiceNo, format: 'copy' },
    { key: 'supplier', label: label('supplier'), value: INVOICE.supplier },
    { key: 'amount', label: label('amount'), value: INVOICE.amount },
    { key: 'tax', label: label('tax'), value: INVOICE.tax },
    { key: 'issuedAt', label: label('issuedAt'), value: INVOICE.issuedAt, format: 'dateTime' },
    { key: 'verifiedAt', label: label('verifiedAt'), value: INVOICE.verifiedAt, format: 'dateTime' },
    { key: 'remark', label: label('remark'), value: INVOICE.remark, span: 2 },
  ];
  const supplierRows = (hideBank: boolean): PropertyRow[] => [
    { key: 'supplierNo', label: label('supplierNo'), value: SUPPLIER.supplierNo, format: 'copy' },
    { key: 'name', label: label('supplier'), value: SUPPLIER.name },
    { key: 'taxNo', label: label('taxNo'), value: SUPPLIER.taxNo },
    { key: 'bankAccount', label: label('bankAccount'), value: SUPPLIER.bankAccount, hidden: hideBank },
    { key: 'contact', label: label('contact'), value: SUPPLIER.contact },
    { key: 'createdAt', label: label('createdAt'), value: SUPPLIER.createdAt, format: 'dateTime' },
  ];

  return (
    <GalleryPage title={t('demoPropertyGrid.title')} whenToUse={t('demoPropertyGrid.whenToUse')} props={PROPERTY_GRID_PROPS}>
      <Variant title={t('demoPropertyGrid.invoice')} description={t('demoPropertyGrid.invoice.description')}>
        <PropertyGrid bordered size="small" rows={invoiceRows} column={{ xs: 1, md: 2 }} />
      </Variant>
      <Variant
        title={t('demoPropertyGrid.rights')}
        description={t('demoPropertyGrid.rights.description')}
        extra={<Switch checked={maySeeBank} onChange={setMaySeeBank} aria-label={t('demoPropertyGrid.rights.switch')} />}
      >
        <PropertyGrid rows={supplierRows(!maySeeBank)} data-testid="supplier-rights" />
      </Variant>
      <Variant title={t('demoPropertyGrid.compact')} description={t('demoPropertyGrid.compact.description')}>
        <PropertyGrid column={1} size="small" rows={supplierRows(false)} emptyText={t('demoPropertyGrid.notFilled')} />
      </Variant>
    </GalleryPage>
  );
}
