import type { PortalLink } from '@/services/home';
import { helpLinkOf, isOpenableUrl, plainLinksOf } from '../links';

const links: PortalLink[] = [
  { id: 1, kind: 'link', name: 'ERP', url: 'https://erp.example.com' },
  { id: 2, kind: 'help', name: 'Guide', url: '/help.html' },
  { id: 3, kind: 'help', name: 'Old guide', url: '/old.html' },
  { id: 4, kind: 'link', name: 'Downloads', url: '/portal/download' },
];

describe('portal links', () => {
  it('takes the first help entry and the plain links', () => {
    expect(helpLinkOf(links)?.id).toBe(2);
    expect(helpLinkOf([])).toBeUndefined();
    expect(plainLinksOf(links).map((l) => l.id)).toEqual([1, 4]);
  });

  it('opens only web addresses and own paths in a new window', () => {
    expect(isOpenableUrl('https://erp.example.com')).toBe(true);
    expect(isOpenableUrl('HTTP://erp.example.com')).toBe(true);
    expect(isOpenableUrl('/portal/download')).toBe(true);
    expect(isOpenableUrl('//evil.example.com')).toBe(false);
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableUrl('data:text/html,hi')).toBe(false);
  });
});
