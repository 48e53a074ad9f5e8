/** The documents waiting for approval on /list/basic (local data). */

export type DocumentKind = 'reimbursement' | 'payment' | 'loan';

export interface PendingDocument {
  id: number;
  number: string;
  kind: DocumentKind;
  applicant: string;
  department: string;
  amount: number;
  summary: string;
  submittedAt: string;
}

const KINDS: DocumentKind[] = ['reimbursement', 'payment', 'loan'];
const PREFIX: Record<DocumentKind, string> = { reimbursement: 'BX', payment: 'FK', loan: 'JK' };
const PEOPLE = [
  ['王芳', '华东销售部'],
  ['李强', '研发中心'],
  ['张伟', '行政部'],
  ['刘洋', '华南销售部'],
  ['陈静', '财务共享中心'],
];
const SUMMARIES = ['客户拜访差旅', '办公设备采购付款', '项目备用金借款', '季度培训费用', '供应商服务费付款', '展会出差借款'];

/** 23 documents, the newest first, the same on every load. */
export const PENDING_DOCUMENTS: PendingDocument[] = Array.from({ length: 23 }, (_, index) => {
  const kind = KINDS[index % KINDS.length];
  const [applicant, department] = PEOPLE[index % PEOPLE.length];
  return {
    id: index + 1,
    number: `${PREFIX[kind]}20260520${String(23 - index).padStart(4, '0')}`,
    kind,
    applicant,
    department,
    amount: Math.round(((index * 104729) % 4_000_000) + 50_000) / 100,
    summary: SUMMARIES[index % SUMMARIES.length],
    submittedAt: `2026-05-${String(20 - (index % 20)).padStart(2, '0')}T08:30:00.000Z`,
  };
});

/** The first `count` documents and whether more are left: a list that grows by "load more". */
export function firstDocuments(documents: PendingDocument[], count: number): { shown: PendingDocument[]; more: boolean } {
  return { shown: documents.slice(0, count), more: documents.length > count };
}
