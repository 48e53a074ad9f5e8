/** Money kept in cents (integers, so sums are exact), as text with thousands separators and two decimals. */
export function centsText(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
