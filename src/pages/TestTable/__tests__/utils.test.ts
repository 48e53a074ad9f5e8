import { INITIAL_LINES, invoiceNoProblem, linesTotal, newRowKey } from '../utils';

describe('TestTable utils', () => {
  it('adds amounts to the cent', () => {
    expect(linesTotal(INITIAL_LINES)).toBe(2216.5);
    expect(linesTotal([{ key: 'a', amount: 0.1 }, { key: 'b', amount: 0.2 }, { key: 'c' }])).toBe(0.3);
    expect(linesTotal(undefined)).toBe(0);
  });

  it('takes paper (8 digits) and digital (20 digits) invoice numbers', () => {
    expect(invoiceNoProblem(' 04412345 ')).toBeUndefined();
    expect(invoiceNoProblem('25312000000123456789')).toBeUndefined();
    expect(invoiceNoProblem('')).toBe('testTable.invoiceNo.required');
    expect(invoiceNoProblem('0441234')).toBe('testTable.invoiceNo.pattern');
    expect(invoiceNoProblem('0441234A')).toBe('testTable.invoiceNo.pattern');
  });

  it('gives every new row a key of its own', () => {
    expect(newRowKey()).not.toBe(newRowKey());
  });
});
