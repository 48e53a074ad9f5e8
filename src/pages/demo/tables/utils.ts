/** The reimbursements shown on /demo/tables (local data, no server) and the paging the table asks for. */

export const REIMBURSEMENT_STATUSES = ['submitted', 'approved', 'paid', 'rejected'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

export interface Reimbursement {
  id: number;
  /** BX + year + month + serial, as the expense system numbers them. */
  number: string;
  applicant: string;
  costCentre: string;
  expenseType: string;
  amount: number;
  status: ReimbursementStatus;
  submittedAt: string;
}

const APPLICANTS = ['王芳', '李强', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄磊', '周婷', '吴昊'];
const COST_CENTRES = ['CC1001 财务共享中心', 'CC2001 华东销售部', 'CC2002 华南销售部', 'CC3001 研发中心', 'CC4001 行政部'];
const EXPENSE_TYPES = ['差旅费', '业务招待费', '办公用品', '培训费', '通讯费', '会议费'];

/** 48 reimbursements of March to May 2026, the same on every load. */
export const REIMBURSEMENTS: Reimbursement[] = Array.from({ length: 48 }, (_, index) => {
  const month = 3 + (index % 3);
  const day = 1 + ((index * 7) % 28);
  return {
    id: index + 1,
    number: `BX2026${String(month).padStart(2, '0')}${String(index + 1).padStart(4, '0')}`,
    applicant: APPLICANTS[index % APPLICANTS.length],
    costCentre: COST_CENTRES[index % COST_CENTRES.length],
    expenseType: EXPENSE_TYPES[(index * 5) % EXPENSE_TYPES.length],
    // Whole cents: 0.01 precision as the ledger keeps them.
    amount: Math.round(((index * 7919) % 980_000) + 2_000) / 100,
    status: REIMBURSEMENT_STATUSES[(index * 3) % REIMBURSEMENT_STATUSES.length],
    submittedAt: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T09:${String(index % 60).padStart(2, '0')}:00.000Z`,
  };
});

export interface ReimbursementQuery {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: ReimbursementStatus;
  /** Field and direction, as ProTable hands over a column sort. */
  sort?: { field: 'amount' | 'submittedAt'; order: 'ascend' | 'descend' };
}

/** One page of the rows that match: the keyword in the number, applicant or cost centre, and the status. */
export function queryReimbursements(rows: Reimbursement[], query: ReimbursementQuery): { data: Reimbursement[]; total: number } {
  const keyword = query.keyword?.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!keyword || [row.number, row.applicant, row.costCentre].some((text) => text.toLowerCase().includes(keyword))) &&
      (!query.status || row.status === query.status),
  );
  const { sort } = query;
  const sorted = sort
    ? [...matching].sort((a, b) => {
        const order = a[sort.field] < b[sort.field] ? -1 : a[sort.field] > b[sort.field] ? 1 : 0;
        return sort.order === 'ascend' ? order : -order;
      })
    : matching;
  const pageSize = query.pageSize ?? 10;
  const start = ((query.current ?? 1) - 1) * pageSize;
  return { data: sorted.slice(start, start + pageSize), total: matching.length };
}

/** The column sort ProTable hands to `request`, as the query takes it (one column at a time). */
export function sortOf(sorter: Record<string, 'ascend' | 'descend' | null>): ReimbursementQuery['sort'] {
  const [field, order] = Object.entries(sorter).find(([, value]) => value) ?? [];
  return field === 'amount' || field === 'submittedAt' ? { field, order: order as 'ascend' | 'descend' } : undefined;
}

/** Amounts as the finance pages show them: two decimals, thousands grouped. */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The states a table shows while it has no rows to show. */
export const TABLE_STATES = ['data', 'loading', 'empty', 'error'] as const;
export type TableState = (typeof TABLE_STATES)[number];
