import { itemOfQuery, itemPath, noTasks, pagePath, parseId, safePageAddress } from '../utils';

const loc = { origin: 'https://fssc.example.com', pathname: '/' };

describe('safePageAddress: only pages of this portal', () => {
  it('turns a route of the app into its address under hash history', () => {
    expect(safePageAddress('/taskMy?status=assigned', loc)).toBe('https://fssc.example.com/#/taskMy?status=assigned');
    expect(safePageAddress(' /personalCenter ', { origin: 'http://h:8000', pathname: '/portal/' })).toBe('http://h:8000/portal/#/personalCenter');
  });

  it('keeps a full address on this very origin', () => {
    expect(safePageAddress('https://fssc.example.com/#/noticeManage', loc)).toBe('https://fssc.example.com/#/noticeManage');
    expect(safePageAddress('https://fssc.example.com/help/guide.pdf', loc)).toBe('https://fssc.example.com/help/guide.pdf');
  });

  it.each([
    ['another origin', 'https://evil.example.com/#/taskMy'],
    ['another port', 'https://fssc.example.com:8443/x'],
    ['another scheme', 'http://fssc.example.com/x'],
    ['a protocol-relative address', '//evil.example.com/x'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<b>x</b>'],
    ['a backslash trick', '/\\evil.example.com'],
    ['a control character', '/task\u0000My'],
    ['a relative path', 'taskMy'],
    ['nothing', ''],
    ['blank', '   '],
    ['the mini-portal itself', '/mini-portal/page?src=/x'],
    ['the mini-portal home', '/mini-portal'],
  ])('refuses %s', (_, src) => {
    expect(safePageAddress(src, loc)).toBeNull();
  });

  it('refuses a missing or overlong address', () => {
    expect(safePageAddress(null, loc)).toBeNull();
    expect(safePageAddress(`/${'a'.repeat(2048)}`, loc)).toBeNull();
  });
});

describe('itemOfQuery: what /mini-portal/page opens', () => {
  it('a QR ticket first', () => {
    expect(itemOfQuery('?qr=abc_DEF-1&type=notice&id=3', loc)).toEqual({ kind: 'qr', ticket: 'abc_DEF-1' });
    expect(itemOfQuery(`?qr=${'x'.repeat(129)}`, loc)).toEqual({ kind: 'invalid' });
  });

  it('a notice or a message by id', () => {
    expect(itemOfQuery('?type=notice&id=12', loc)).toEqual({ kind: 'notice', id: 12 });
    expect(itemOfQuery('?type=message&id=7', loc)).toEqual({ kind: 'message', id: 7 });
    expect(itemOfQuery('?type=message&id=0', loc)).toEqual({ kind: 'invalid' });
    expect(itemOfQuery('?type=message&id=abc', loc)).toEqual({ kind: 'invalid' });
    expect(itemOfQuery('?type=task&id=1', loc)).toEqual({ kind: 'invalid' });
  });

  it('a page by a safe address; anything else is invalid', () => {
    expect(itemOfQuery(`?src=${encodeURIComponent('/taskMy?status=assigned')}`, loc)).toEqual({
      kind: 'page',
      address: 'https://fssc.example.com/#/taskMy?status=assigned',
    });
    expect(itemOfQuery('?src=https://evil.example.com/', loc)).toEqual({ kind: 'invalid' });
    expect(itemOfQuery('', loc)).toEqual({ kind: 'invalid' });
  });

  it('the routes that open items round-trip', () => {
    expect(itemPath('notice', 5)).toBe('/mini-portal/page?type=notice&id=5');
    expect(itemOfQuery(itemPath('message', 9).split('?')[1], loc)).toEqual({ kind: 'message', id: 9 });
    expect(itemOfQuery(pagePath('/taskMy?a=1&b=2').split('?').slice(1).join('?'), loc)).toEqual({
      kind: 'page',
      address: 'https://fssc.example.com/#/taskMy?a=1&b=2',
    });
  });
});

describe('small rules', () => {
  it('ids are positive int4 numbers written plainly', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('01')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  it('the task cards are empty only when every count is zero, and not before the counts arrive', () => {
    expect(noTasks({ assigned: 0, inProgress: 0, dueToday: 0, breached: 0, doneThisWeek: 0 })).toBe(true);
    expect(noTasks({ assigned: 0, inProgress: 0, dueToday: 0, breached: 0, doneThisWeek: 1 })).toBe(false);
    expect(noTasks(undefined)).toBe(false);
  });
});
