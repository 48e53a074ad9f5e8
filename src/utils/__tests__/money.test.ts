import { centsText } from '../money';

test('cents as money text: thousands separators, two decimals, the sign kept', () => {
  expect([328050, 30, 0, 100000000, -1250].map(centsText)).toEqual(['3,280.50', '0.30', '0.00', '1,000,000.00', '-12.50']);
});
