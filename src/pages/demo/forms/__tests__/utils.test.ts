import { AMOUNT_MAX, amountProblem, reimbursementPayload } from '../utils';

describe('forms demo utils', () => {
  test('an amount must be given, above 0, with at most two decimals and within the limit', () => {
    expect([undefined, null, ''].map(amountProblem)).toEqual(['required', 'required', 'required']);
    expect([0, -3, 'abc'].map(amountProblem)).toEqual(['positive', 'positive', 'positive']);
    expect(amountProblem(12.345)).toBe('decimals');
    expect(amountProblem(AMOUNT_MAX + 0.01)).toBe('max');
    expect([0.01, 1280.5, AMOUNT_MAX].map(amountProblem)).toEqual([undefined, undefined, undefined]);
  });

  test('the payload trims the purpose, sends cents and the approver id', () => {
    expect(
      reimbursementPayload({ title: ' 上海出差 ', amount: 1280.35, costCentre: 'CC-1200', priority: '2', approver: { value: 7, label: '王芳' } }),
    ).toEqual({ title: '上海出差', amountCents: 128035, costCentre: 'CC-1200', priority: '2', approverId: 7 });
    expect(reimbursementPayload({ title: 'x', amount: 0.1, costCentre: 'CC-1100' })).toMatchObject({ amountCents: 10, priority: null, approverId: null });
  });
});
