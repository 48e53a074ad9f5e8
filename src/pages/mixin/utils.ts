/** The mixed page's claims (local demo data) and the pure steps behind its blocks. */
export const CLAIM_STATUSES = ['pending', 'approved', 'paid', 'returned'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface Claim {
  claimNo: string;
  applicant: string;
  costCentre: string;
  category: string;
  /** In cents. */
  amount: number;
  status: ClaimStatus;
  submittedAt: string;
  paidAt: string | null;
}

export const CLAIMS: Claim[] = [
  { claimNo: 'BX-2026-0131', applicant: '王芳', costCentre: 'CC-1200', category: '差旅费', amount: 328_050, status: 'paid', submittedAt: '2026-11-02T01:20:00.000Z', paidAt: '2026-11-06T07:00:00.000Z' },
  { claimNo: 'BX-2026-0135', applicant: '李强', costCentre: 'CC-2100', category: '业务招待费', amount: 86_000, status: 'approved', submittedAt: '2026-11-05T03:10:00.000Z', paidAt: null },
  { claimNo: 'BX-2026-0138', applicant: '陈静', costCentre: 'CC-1100', category: '办公费', amount: 12_480, status: 'pending', submittedAt: '2026-11-08T02:45:00.000Z', paidAt: null },
  { claimNo: 'BX-2026-0140', applicant: '赵磊', costCentre: 'CC-2100', category: '差旅费', amount: 542_300, status: 'returned', submittedAt: '2026-11-09T06:30:00.000Z', paidAt: null },
  { claimNo: 'BX-2026-0142', applicant: '王芳', costCentre: 'CC-1200', category: '培训费', amount: 260_000, status: 'pending', submittedAt: '2026-11-12T01:05:00.000Z', paidAt: null },
  { claimNo: 'BX-2026-0147', applicant: '孙悦', costCentre: 'CC-1300', category: '差旅费', amount: 191_520, status: 'paid', submittedAt: '2026-11-14T08:15:00.000Z', paidAt: '2026-11-19T02:00:00.000Z' },
  { claimNo: 'BX-2026-0151', applicant: '周宁', costCentre: 'CC-1100', category: '办公费', amount: 4_990, status: 'approved', submittedAt: '2026-11-18T05:40:00.000Z', paidAt: null },
  { claimNo: 'BX-2026-0156', applicant: '李强', costCentre: 'CC-2100', category: '差旅费', amount: 275_600, status: 'pending', submittedAt: '2026-11-21T09:25:00.000Z', paidAt: null },
];

export interface ClaimQuery {
  keyword?: string;
  status?: ClaimStatus;
  costCentre?: string;
}

/** The claims matching the search: the keyword in the number or the applicant, and the chosen status and cost centre. */
export function filterClaims(claims: readonly Claim[], query: ClaimQuery): Claim[] {
  const keyword = query.keyword?.trim().toLowerCase();
  return claims.filter(
    (claim) =>
      (!keyword || claim.claimNo.toLowerCase().includes(keyword) || claim.applicant.includes(keyword)) &&
      (!query.status || claim.status === query.status) &&
      (!query.costCentre || claim.costCentre === query.costCentre),
  );
}

export interface ClaimSummary {
  count: number;
  /** Cents. */
  total: number;
  pending: number;
  paid: number;
}

/** The figures of the summary cards, for the claims shown. */
export function summaryOf(claims: readonly Claim[]): ClaimSummary {
  return {
    count: claims.length,
    total: claims.reduce((sum, claim) => sum + claim.amount, 0),
    pending: claims.filter((claim) => claim.status === 'pending').length,
    paid: claims.reduce((sum, claim) => sum + (claim.status === 'paid' ? claim.amount : 0), 0),
  };
}

/** The cost centres the claims name, for the search's select. */
export const costCentresOf = (claims: readonly Claim[]) => [...new Set(claims.map((claim) => claim.costCentre))].sort();

export const STATUS_COLORS: Record<ClaimStatus, string> = { pending: 'processing', approved: 'cyan', paid: 'success', returned: 'error' };
