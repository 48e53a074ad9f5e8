/** Demo data and pure steps of the modals page: a small supplier list changed through dialogs. */
export interface Supplier {
  id: number;
  supplierNo: string;
  name: string;
  taxNo: string;
  bank: string;
  paymentDays: number;
}

export type SupplierValues = Omit<Supplier, 'id'>;

export const SUPPLIERS: Supplier[] = [
  { id: 1, supplierNo: 'SUP-00315', name: '华东办公用品有限公司', taxNo: '91310115MA1K4A0001', bank: '招商银行上海分行', paymentDays: 30 },
  { id: 2, supplierNo: 'SUP-00422', name: '南方差旅服务有限公司', taxNo: '91440300MA5F2B0002', bank: '中国银行深圳分行', paymentDays: 45 },
];

export const PAYMENT_DAYS = [15, 30, 45, 60] as const;

/** The list with a new supplier (the next id) added at the end. */
export function addSupplier(list: readonly Supplier[], values: SupplierValues): Supplier[] {
  const id = list.reduce((max, supplier) => Math.max(max, supplier.id), 0) + 1;
  return [...list, { ...values, id }];
}

/** The list with one supplier's values replaced. */
export function updateSupplier(list: readonly Supplier[], id: number, values: Partial<SupplierValues>): Supplier[] {
  return list.map((supplier) => (supplier.id === id ? { ...supplier, ...values } : supplier));
}

export function removeSupplier(list: readonly Supplier[], id: number): Supplier[] {
  return list.filter((supplier) => supplier.id !== id);
}
