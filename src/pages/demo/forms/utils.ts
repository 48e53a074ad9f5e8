/** Demo data and pure rules of the forms page: a reimbursement as a finance clerk enters it. */
import type { TreeSelectProps } from 'antd';
import type { PickedPerson } from '@/utils/people';

/** Cost centres of the demo company, as a FormTreeSelect tree (local data, no server call). */
export const COST_CENTRES: NonNullable<TreeSelectProps['treeData']> = [
  {
    value: 'CC-1000',
    title: 'CC-1000 华东财务共享中心',
    children: [
      { value: 'CC-1100', title: 'CC-1100 应付组' },
      { value: 'CC-1200', title: 'CC-1200 费用报销组' },
      { value: 'CC-1300', title: 'CC-1300 总账组' },
    ],
  },
  {
    value: 'CC-2000',
    title: 'CC-2000 华南销售公司',
    children: [
      { value: 'CC-2100', title: 'CC-2100 广州办事处' },
      { value: 'CC-2200', title: 'CC-2200 深圳办事处', disabled: true },
    ],
  },
];

/** The largest amount one reimbursement may claim, and its decimals. */
export const AMOUNT_MAX = 1_000_000;
export const TITLE_MAX = 40;

export type AmountProblem = 'required' | 'positive' | 'decimals' | 'max';

/** What is wrong with an amount, or undefined: positive, at most two decimals, at most AMOUNT_MAX. */
export function amountProblem(value: unknown): AmountProblem | undefined {
  if (value === undefined || value === null || value === '') return 'required';
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return 'positive';
  if (Math.round(amount * 100) !== amount * 100) return 'decimals';
  if (amount > AMOUNT_MAX) return 'max';
  return undefined;
}

export interface ReimbursementValues {
  title: string;
  amount: number;
  costCentre: string;
  priority?: string;
  approver?: PickedPerson | null;
}

/** What the form would send: the approver as an id, the amount in cents (no floating point). */
export function reimbursementPayload(values: ReimbursementValues) {
  return {
    title: values.title.trim(),
    amountCents: Math.round(values.amount * 100),
    costCentre: values.costCentre,
    priority: values.priority ?? null,
    approverId: values.approver?.value ?? null,
  };
}
