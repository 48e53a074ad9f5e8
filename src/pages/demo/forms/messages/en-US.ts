/** English texts of the forms gallery page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'demoForms.title': 'Forms',
  'demoForms.whenToUse':
    'Use ProForm to enter or change one record: labels above their fields, required fields with an asterisk, rule messages naming the field. Trees (organisations, posts, cost centres) take FormTreeSelect, dictionary values ProFormDict, colleagues UserPicker, a value typed twice repeatsField. To show a record read-only, use PropertyGrid.',
  'demoForms.reimbursement': 'Expense reimbursement',
  'demoForms.reimbursement.description': "The field rules are pure functions in utils.ts; a submit shows what would be sent.",
  'demoForms.field.title': 'Purpose',
  'demoForms.field.title.placeholder': 'e.g. Shanghai trip in November',
  'demoForms.field.title.required': 'Enter the purpose',
  'demoForms.field.title.max': 'The purpose takes at most {max} characters',
  'demoForms.field.amount': 'Amount (CNY)',
  'demoForms.field.amount.required': 'Enter the amount',
  'demoForms.field.amount.positive': 'The amount must be above 0',
  'demoForms.field.amount.decimals': 'The amount takes at most two decimals',
  'demoForms.field.amount.max': 'The amount may not exceed {max} CNY',
  'demoForms.field.costCentre': 'Cost centre',
  'demoForms.field.costCentre.placeholder': 'Select a cost centre',
  'demoForms.field.costCentre.required': 'Select the cost centre',
  'demoForms.field.priority': 'Priority',
  'demoForms.field.approver': 'Approver',
  'demoForms.submitted': 'Would send: {payload}',
  'demoForms.password': 'Typed twice',
  'demoForms.password.description': "repeatsField compares two fields; an empty value is left to the field's own required rule.",
  'demoForms.field.newPassword': 'New password',
  'demoForms.field.newPassword.required': 'Enter the new password',
  'demoForms.field.confirmPassword': 'Confirm the new password',
  'demoForms.field.confirmPassword.mismatch': 'The two new passwords differ',
  'demoForms.password.ok': 'Both entries match',
  'demoForms.save': 'Save',
  'demoForms.reset': 'Reset',
};

export default messages;
