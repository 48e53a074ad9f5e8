import { invoiceCount, totalCents } from '../utils';

describe('steps form demo utils', () => {
  test('the total is summed in cents', () => {
    expect(totalCents([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(totalCents([{ amount: 1280.35 }, { amount: undefined }, {}])).toBe(128035);
    expect(totalCents()).toBe(0);
  });

  test('invoices are counted across the lines', () => {
    expect(invoiceCount([{ invoices: 2 }, { invoices: 3 }, {}])).toBe(5);
  });
});
