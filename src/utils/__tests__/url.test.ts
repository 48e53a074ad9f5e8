import { isRouteOrUrl, normaliseSrc } from '../url';

describe('normaliseSrc', () => {
  it('keeps the first question mark and turns later ones into ampersands', () => {
    expect(normaliseSrc('/#/userManage?id=1?tab=2?x=3')).toBe('/#/userManage?id=1&tab=2&x=3');
  });
  it('leaves addresses with one or no question mark alone', () => {
    expect(normaliseSrc('/#/home')).toBe('/#/home');
    expect(normaliseSrc('/#/a?b=1&c=2')).toBe('/#/a?b=1&c=2');
    expect(normaliseSrc('https://erp.example/x?')).toBe('https://erp.example/x?');
  });
});

describe('isRouteOrUrl', () => {
  it('takes routes of the portal and http(s) URLs', () => {
    expect(isRouteOrUrl('/userManage')).toBe(true);
    expect(isRouteOrUrl('/portal/download?tab=1#top')).toBe(true);
    expect(isRouteOrUrl('/')).toBe(true);
    expect(isRouteOrUrl('https://erp.example.com/claims')).toBe(true);
    expect(isRouteOrUrl('HTTP://10.0.0.8:8080/x?a=1')).toBe(true);
  });

  it('refuses other schemes, protocol-relative and relative links, spaces and hostless URLs', () => {
    expect(isRouteOrUrl('//evil.example.com')).toBe(false);
    expect(isRouteOrUrl('javascript:alert(1)')).toBe(false);
    expect(isRouteOrUrl('ftp://files.example.com')).toBe(false);
    expect(isRouteOrUrl('userManage')).toBe(false);
    expect(isRouteOrUrl('www.example.com')).toBe(false);
    expect(isRouteOrUrl('/user manage')).toBe(false);
    expect(isRouteOrUrl('https://')).toBe(false);
    expect(isRouteOrUrl('https:///path')).toBe(false);
    expect(isRouteOrUrl('')).toBe(false);
  });
});
