import { formatAmount } from '../format';

describe('formatAmount', () => {
  it('groups thousands and shows two decimals', () => {
    expect(formatAmount('1280.5')).toBe('1,280.50');
    expect(formatAmount('1280')).toBe('1,280.00');
    expect(formatAmount('0.00')).toBe('0.00');
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('1000000')).toBe('1,000,000.00');
  });

  it('keeps every cent of the largest amounts', () => {
    expect(formatAmount('9999999999999.99')).toBe('9,999,999,999,999.99');
  });

  it('shows a dash for no amount or text that is not one', () => {
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount(undefined)).toBe('-');
    expect(formatAmount('')).toBe('-');
    expect(formatAmount('abc')).toBe('-');
  });
});
