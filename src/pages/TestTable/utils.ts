/** The lines of a reimbursement and the approval limits edited on /TestTable (local data). */

export const EXPENSE_TYPES = ['travel', 'hotel', 'meals', 'office', 'training'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export interface ExpenseLine {
  key: string;
  expenseType?: ExpenseType;
  invoiceNo?: string;
  amount?: number;
  note?: string;
}

export interface ApprovalStep {
  key: string;
  approver?: string;
  /** Amounts up to this need this step's approval only. */
  limit?: number;
}

/** Most approval steps a reimbursement passes through. */
export const APPROVAL_STEPS_MAX = 3;

let lastKey = 0;
/** A key for a row added in this browser; the server numbers saved rows itself. */
export function newRowKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

export const INITIAL_LINES: ExpenseLine[] = [
  { key: 'line-1', expenseType: 'travel', invoiceNo: '25312000000123456789', amount: 1280.5, note: '上海—北京 高铁往返' },
  { key: 'line-2', expenseType: 'hotel', invoiceNo: '04412345', amount: 936, note: '北京 2 晚' },
];

export const INITIAL_STEPS: ApprovalStep[] = [
  { key: 'step-1', approver: '部门经理', limit: 5000 },
  { key: 'step-2', approver: '财务总监', limit: 50000 },
];

/** The sum of the lines' amounts in cents, so 0.1 + 0.2 makes 0.3. */
export function linesTotal(lines: ExpenseLine[] | undefined): number {
  const cents = (lines ?? []).reduce((sum, line) => sum + Math.round((line?.amount ?? 0) * 100), 0);
  return cents / 100;
}

/**
 * An invoice number as printed on a Chinese VAT invoice: 8 digits on a paper invoice, 20 on a
 * fully digital one. Answers the message id of the problem, or undefined.
 */
export function invoiceNoProblem(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (!text) return 'testTable.invoiceNo.required';
  return /^(\d{8}|\d{20})$/.test(text) ? undefined : 'testTable.invoiceNo.pattern';
}
