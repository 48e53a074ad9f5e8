/** English texts of the modals gallery page. */
const messages: Record<string, string> = {
  'demoModals.title': 'Modals and drawers',
  'demoModals.whenToUse':
    "Create or change one record in a ModalForm (few fields, back to the list after) or a DrawerForm (many fields, or the list must stay in view); confirm a delete or anything else that cannot be undone with modal.confirm from AppMessages first. Avoid antd's static methods: they follow neither the theme nor the language.",
  'demoModals.list': 'Suppliers',
  'demoModals.list.description': 'New opens a dialog (five fields, two columns), Edit a drawer; Delete asks first.',
  'demoModals.new': 'New supplier',
  'demoModals.edit': 'Edit',
  'demoModals.edit.title': 'Edit supplier',
  'demoModals.delete': 'Delete',
  'demoModals.delete.confirm': 'Delete supplier "{name}"?',
  'demoModals.delete.content': 'This cannot be undone; its payment records are kept.',
  'demoModals.deleted': 'Supplier "{name}" deleted',
  'demoModals.created': 'Supplier "{name}" created',
  'demoModals.updated': 'Supplier "{name}" saved',
  'demoModals.ok': 'OK',
  'demoModals.save': 'Save',
  'demoModals.cancel': 'Cancel',
  'demoModals.field.supplierNo': 'Supplier number',
  'demoModals.field.supplierNo.required': 'Enter the supplier number',
  'demoModals.field.name': 'Name',
  'demoModals.field.name.required': 'Enter the name',
  'demoModals.field.taxNo': 'Tax number',
  'demoModals.field.taxNo.pattern': 'The tax number is 18 digits or capital letters',
  'demoModals.field.bank': 'Bank',
  'demoModals.field.paymentDays': 'Payment terms (days)',
  'demoModals.paymentDays': '{days} days',
  'demoModals.empty': 'No suppliers',
};

export default messages;
