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
