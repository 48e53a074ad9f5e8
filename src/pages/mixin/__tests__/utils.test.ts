import { CLAIMS, costCentresOf, filterClaims, summaryOf } from '../utils';

describe('mixin utils', () => {
  test('the search matches the number or the applicant, and the status and cost centre', () => {
    expect(filterClaims(CLAIMS, {}).length).toBe(CLAIMS.length);
    expect(filterClaims(CLAIMS, { keyword: ' bx-2026-0142 ' }).map((c) => c.claimNo)).toEqual(['BX-2026-0142']);
    expect(filterClaims(CLAIMS, { keyword: '李强' }).map((c) => c.claimNo)).toEqual(['BX-2026-0135', 'BX-2026-0156']);
    expect(filterClaims(CLAIMS, { status: 'pending', costCentre: 'CC-1200' }).map((c) => c.claimNo)).toEqual(['BX-2026-0142']);
    expect(filterClaims(CLAIMS, { keyword: 'nobody' })).toEqual([]);
  });

  test('the summary counts the claims, sums amounts and the paid ones, counts the pending', () => {
    const paidAndPending = filterClaims(CLAIMS, { costCentre: 'CC-1200' });
    expect(summaryOf(paidAndPending)).toEqual({ count: 2, total: 588_050, pending: 1, paid: 328_050 });
    expect(summaryOf([])).toEqual({ count: 0, total: 0, pending: 0, paid: 0 });
  });

  test('the cost centres are listed once each, sorted', () => {
    expect(costCentresOf(CLAIMS)).toEqual(['CC-1100', 'CC-1200', 'CC-1300', 'CC-2100']);
  });
});
