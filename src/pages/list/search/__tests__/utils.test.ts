import { INVOICES, searchInvoices, tabCounts } from '../utils';

describe('/list/search utils', () => {
  it('numbers paper invoices with 8 digits and digital ones with 20', () => {
    for (const invoice of INVOICES) expect(invoice.number).toMatch(invoice.type === 'digital' ? /^\d{20}$/ : /^\d{8}$/);
    expect(new Set(INVOICES.map((invoice) => invoice.number)).size).toBe(INVOICES.length);
  });

  it('filters by tab, keyword and type', () => {
    const pending = searchInvoices(INVOICES, { tab: 'pending', types: [] });
    expect(pending.length).toBe(10);
    expect(pending.every((invoice) => invoice.state === 'pending')).toBe(true);
    const telecom = searchInvoices(INVOICES, { tab: 'all', keyword: ' 电信 ', types: [] });
    expect(telecom.length).toBe(5);
    expect(searchInvoices(INVOICES, { tab: 'all', keyword: INVOICES[4].number, types: [] })).toEqual([INVOICES[4]]);
    const special = searchInvoices(INVOICES, { tab: 'all', types: ['special', 'digital'] });
    expect(special.every((invoice) => invoice.type !== 'ordinary')).toBe(true);
    expect(special.length).toBe(20);
  });

  it('counts each tab with the other filters applied', () => {
    expect(tabCounts(INVOICES, { types: [] })).toEqual({ all: 30, pending: 10, certified: 10, void: 10 });
    const counts = tabCounts(INVOICES, { keyword: '电信', types: [] });
    expect(counts.all).toBe(5);
    expect(counts.pending + counts.certified + counts.void).toBe(5);
  });
});
