import { NUMBER_PATTERN } from '../utils';

describe('numbers', () => {
  it('take numbers of letters, digits, _ and -, up to 32', () => {
    expect(NUMBER_PATTERN.test('FSSC_10-a')).toBe(true);
    expect(NUMBER_PATTERN.test('a'.repeat(33))).toBe(false);
    expect(NUMBER_PATTERN.test('a b')).toBe(false);
    expect(NUMBER_PATTERN.test('')).toBe(false);
  });
});
