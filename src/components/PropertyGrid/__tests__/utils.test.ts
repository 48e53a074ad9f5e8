import { dateTimeText, isEmptyValue, visibleRows } from '../utils';

describe('PropertyGrid utils', () => {
  test('empty values are none, null and empty text; 0 and false are values', () => {
    expect([undefined, null, ''].map(isEmptyValue)).toEqual([true, true, true]);
    expect([0, false, ' ', 'x'].map(isEmptyValue)).toEqual([false, false, false, false]);
  });

  test('a date-time is formatted from ISO text, a Date or epoch ms; anything else is empty', () => {
    const local = new Date(2026, 2, 31, 9, 5);
    expect(dateTimeText(local)).toBe('2026-03-31 09:05');
    expect(dateTimeText(local.getTime())).toBe('2026-03-31 09:05');
    expect(dateTimeText(local.toISOString())).toBe('2026-03-31 09:05');
    expect([undefined, null, '', 'not a date', { at: 1 }].map(dateTimeText)).toEqual(['', '', '', '', '']);
  });

  test('hidden rows are left out, the others keep their order', () => {
    const rows = [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B', hidden: true },
      { key: 'c', label: 'C', hidden: false },
    ];
    expect(visibleRows(rows).map((row) => row.key)).toEqual(['a', 'c']);
  });
});
