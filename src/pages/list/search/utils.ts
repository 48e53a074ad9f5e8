/** The invoices searched on /list/search (local data), their filters and the count per tab. */

export const INVOICE_STATES = ['pending', 'certified', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_TYPES = ['special', 'ordinary', 'digital'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export interface Invoice {
  id: number;
  number: string;
  type: InvoiceType;
  state: InvoiceState;
  seller: string;
  amount: number;
  tax: number;
  issuedAt: string;
}

const SELLERS = ['华东办公用品有限公司', '联想信息技术有限公司', '携程商旅有限公司', '中国电信上海分公司', '顺丰速运有限公司', '德勤咨询有限公司'];
/** VAT rates by seller: goods 13 %, services 6 %, telecom 9 %. */
const RATES = [0.13, 0.13, 0.06, 0.09, 0.06, 0.06];

/** 30 purchase invoices, the same on every load. */
export const INVOICES: Invoice[] = Array.from({ length: 30 }, (_, index) => {
  const type = INVOICE_TYPES[index % INVOICE_TYPES.length];
  const amount = Math.round(((index * 6151) % 1_500_000) + 10_000) / 100;
  return {
    id: index + 1,
    // 20 digits on a digital invoice, 8 on paper.
    number: type === 'digital' ? `2531200000${String(1_000_000_000 + index * 7_919).slice(-10)}` : String(4_400_000 + index * 313).padStart(8, '0'),
    type,
    state: INVOICE_STATES[(index * 2) % INVOICE_STATES.length],
    seller: SELLERS[index % SELLERS.length],
    amount,
    tax: Math.round(amount * RATES[index % SELLERS.length] * 100) / 100,
    issuedAt: `2026-04-${String(1 + (index % 28)).padStart(2, '0')}`,
  };
});

export interface InvoiceFilter {
  /** A tab: one state, or every invoice. */
  tab: InvoiceState | 'all';
  keyword?: string;
  /** Invoice types to show; none means every type. */
  types: InvoiceType[];
}

/** The invoices of the other filters, before the tab: what the tabs count. */
function matchingFilters(invoices: Invoice[], { keyword, types }: Omit<InvoiceFilter, 'tab'>): Invoice[] {
  const text = keyword?.trim().toLowerCase();
  return invoices.filter(
    (invoice) =>
      (!text || invoice.number.includes(text) || invoice.seller.toLowerCase().includes(text)) &&
      (types.length === 0 || types.includes(invoice.type)),
  );
}

export function searchInvoices(invoices: Invoice[], filter: InvoiceFilter): Invoice[] {
  const matching = matchingFilters(invoices, filter);
  return filter.tab === 'all' ? matching : matching.filter((invoice) => invoice.state === filter.tab);
}

/** How many invoices each tab would show with the keyword and types chosen now. */
export function tabCounts(invoices: Invoice[], filter: Omit<InvoiceFilter, 'tab'>): Record<InvoiceFilter['tab'], number> {
  const matching = matchingFilters(invoices, filter);
  const counts = { all: matching.length, pending: 0, certified: 0, void: 0 };
  for (const invoice of matching) counts[invoice.state] += 1;
  return counts;
}
