/** English texts of the property grid gallery page. */
const messages: Record<string, string> = {
  'demoPropertyGrid.title': 'Property grid',
  'demoPropertyGrid.whenToUse':
    "Use PropertyGrid to show one record's fields read-only (detail drawers, detail cards): rows as data, dates in one format, empty values as \"-\", numbers copyable, fields the caller may not see left out with hidden. To change a record use a form; for many records use a table.",
  'demoPropertyGrid.invoice': 'Invoice detail (bordered, two columns)',
  'demoPropertyGrid.invoice.description': 'The missing verification time and the empty remark show as "-"; the invoice number is copyable.',
  'demoPropertyGrid.rights': 'Field rights',
  'demoPropertyGrid.rights.description': 'Without the right to see the bank account, its row is left out rather than shown empty.',
  'demoPropertyGrid.rights.switch': 'May see the bank account',
  'demoPropertyGrid.compact': 'One column, own empty text',
  'demoPropertyGrid.compact.description': 'Narrow places (cards, phones) take one column; the empty text can read "Not filled in".',
  'demoPropertyGrid.notFilled': 'Not filled in',
  'demoPropertyGrid.field.invoiceNo': 'Invoice number',
  'demoPropertyGrid.field.supplier': 'Supplier',
  'demoPropertyGrid.field.amount': 'Amount (CNY)',
  'demoPropertyGrid.field.tax': 'Tax (CNY)',
  'demoPropertyGrid.field.issuedAt': 'Issued',
  'demoPropertyGrid.field.verifiedAt': 'Verified',
  'demoPropertyGrid.field.remark': 'Remark',
  'demoPropertyGrid.field.supplierNo': 'Supplier number',
  'demoPropertyGrid.field.taxNo': 'Tax number',
  'demoPropertyGrid.field.bankAccount': 'Bank account',
  'demoPropertyGrid.field.contact': 'Contact',
  'demoPropertyGrid.field.createdAt': 'On file since',
};

export default messages;
