/** How the task pages show a task's values: amounts (states and priorities: the data dictionary's tags, tags.tsx). */

/**
 * An amount as the API answers it ("1280.5", "9999999999999.99") with thousands separators and
 * two decimals: "1,280.50". Worked on the text, so 15 digits keep every cent. '-' when none.
 */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || !/^-?\d+(\.\d*)?$/.test(amount.trim())) return '-';
  const [whole, fraction = ''] = amount.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = (negative ? whole.slice(1) : whole).replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${`${fraction}00`.slice(0, 2)}`;
}

