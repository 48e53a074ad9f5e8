/** The reimbursement of the steps form page: its steps' values and the total it claims. */
export const CATEGORIES = ['travel', 'meal', 'office'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ExpenseLine {
  category: Category;
  amount: number;
  invoices: number;
}

export interface ReimbursementDraft {
  purpose?: string;
  costCentre?: string;
  lines?: ExpenseLine[];
  payee?: string;
  bankAccount?: string;
}

/** The total of the lines in cents (summed as integers, so 0.1 + 0.2 is 0.30). */
export function totalCents(lines: readonly Partial<ExpenseLine>[] = []): number {
  return lines.reduce((sum, line) => sum + Math.round((Number(line.amount) || 0) * 100), 0);
}

/** How many invoices the lines carry. */
export function invoiceCount(lines: readonly Partial<ExpenseLine>[] = []): number {
  return lines.reduce((sum, line) => sum + (Number(line.invoices) || 0), 0);
}

