/** Demo records of the property grid page: an invoice and a supplier, as the finance centre keeps them. */
export const INVOICE = {
  invoiceNo: 'INV-2026-88017',
  supplier: '华东办公用品有限公司',
  amount: '12,480.00',
  tax: '1,622.40',
  issuedAt: '2026-11-03T06:30:00.000Z',
  verifiedAt: null as string | null,
  remark: '',
};

export const SUPPLIER = {
  supplierNo: 'SUP-00315',
  name: '华东办公用品有限公司',
  taxNo: '91310115MA1K4XXXX',
  bankAccount: '6222 0212 3456 7890',
  contact: undefined as string | undefined,
  createdAt: '2024-05-20T01:00:00.000Z',
};
