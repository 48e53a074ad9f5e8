import { isRouteOrWebUrl } from '../../../server/plugins/systems/constants';
import { normaliseSrc } from '../url';

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

describe('isRouteOrWebUrl (the forms and the server share it)', () => {
  it('takes routes of the portal and http(s) URLs', () => {
    expect(isRouteOrWebUrl('/userManage')).toBe(true);
    expect(isRouteOrWebUrl('/portal/download?tab=1#top')).toBe(true);
    expect(isRouteOrWebUrl('/')).toBe(true);
    expect(isRouteOrWebUrl('https://erp.example.com/claims')).toBe(true);
    expect(isRouteOrWebUrl('HTTP://10.0.0.8:8080/x?a=1')).toBe(true);
  });

  it('refuses other schemes, protocol-relative and relative links, spaces and hostless URLs', () => {
    expect(isRouteOrWebUrl('//evil.example.com')).toBe(false);
    expect(isRouteOrWebUrl('javascript:alert(1)')).toBe(false);
    expect(isRouteOrWebUrl('ftp://files.example.com')).toBe(false);
    expect(isRouteOrWebUrl('userManage')).toBe(false);
    expect(isRouteOrWebUrl('www.example.com')).toBe(false);
    expect(isRouteOrWebUrl('/user manage')).toBe(false);
    expect(isRouteOrWebUrl('https://')).toBe(false);
    expect(isRouteOrWebUrl('https:///path')).toBe(false);
    expect(isRouteOrWebUrl('')).toBe(false);
  });
});
