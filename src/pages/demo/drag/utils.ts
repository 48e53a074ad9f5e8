/** Demo data of the drag page: an approval chain and the expense categories of a claim form. */
export interface Approver {
  id: string;
  name: string;
  role: { zh: string; en: string };
}

export const APPROVAL_CHAIN: Approver[] = [
  { id: 'lead', name: '李强', role: { zh: '部门经理', en: 'Department manager' } },
  { id: 'budget', name: '陈静', role: { zh: '预算专员', en: 'Budget officer' } },
  { id: 'review', name: '王芳', role: { zh: '费用审核', en: 'Expense reviewer' } },
  { id: 'cashier', name: '赵磊', role: { zh: '出纳', en: 'Cashier' } },
];

export interface ExpenseCategory {
  code: string;
  name: { zh: string; en: string };
  count: number;
}

export const EXPENSE_CATEGORIES: ExpenseCategory[] = [
  { code: 'TRAVEL', name: { zh: '差旅费', en: 'Travel' }, count: 128 },
  { code: 'MEAL', name: { zh: '业务招待费', en: 'Business meals' }, count: 64 },
  { code: 'OFFICE', name: { zh: '办公费', en: 'Office supplies' }, count: 41 },
  { code: 'TRAINING', name: { zh: '培训费', en: 'Training' }, count: 12 },
];

/** The order as text, e.g. "李强 → 陈静 → 王芳". */
export const orderText = (names: string[]) => names.join(' → ');
