import { REIMBURSEMENTS, formatAmount, queryReimbursements, sortOf } from '../utils';

describe('demo tables utils', () => {
  it('holds realistic reimbursements numbered by month', () => {
    expect(REIMBURSEMENTS).toHaveLength(48);
    expect(new Set(REIMBURSEMENTS.map((row) => row.number)).size).toBe(48);
    expect(REIMBURSEMENTS[0].number).toMatch(/^BX202603\d{4}$/);
    expect(REIMBURSEMENTS.every((row) => row.amount >= 20 && Number.isInteger(Math.round(row.amount * 100)))).toBe(true);
  });

  it('pages, filters by keyword and status, and sorts', () => {
    expect(queryReimbursements(REIMBURSEMENTS, { current: 2, pageSize: 10 }).data[0].id).toBe(11);
    const byName = queryReimbursements(REIMBURSEMENTS, { keyword: ' 王芳 ', pageSize: 100 });
    expect(byName.total).toBe(5);
    expect(byName.data.every((row) => row.applicant === '王芳')).toBe(true);
    const paid = queryReimbursements(REIMBURSEMENTS, { status: 'paid', pageSize: 100 });
    expect(paid.data.every((row) => row.status === 'paid')).toBe(true);
    const cc = queryReimbursements(REIMBURSEMENTS, { keyword: 'cc3001', pageSize: 100 });
    expect(cc.data.every((row) => row.costCentre.startsWith('CC3001'))).toBe(true);
    const dear = queryReimbursements(REIMBURSEMENTS, { sort: { field: 'amount', order: 'descend' }, pageSize: 3 }).data;
    expect(dear[0].amount).toBeGreaterThanOrEqual(dear[1].amount);
    expect(dear[1].amount).toBeGreaterThanOrEqual(dear[2].amount);
  });

  it('takes the sorted column and formats amounts', () => {
    expect(sortOf({ amount: 'ascend' })).toEqual({ field: 'amount', order: 'ascend' });
    expect(sortOf({ amount: null, submittedAt: 'descend' })).toEqual({ field: 'submittedAt', order: 'descend' });
    expect(sortOf({ applicant: 'ascend' })).toBeUndefined();
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
  });
});
