import { assertLocale, LOCALE_FORMAT_ERROR, translate } from '../locale';

describe('assertLocale', () => {
  it.each(['zh-CN', 'en-US', 'en', 'fr'])('accepts %s', (lang) => {
    expect(() => assertLocale(lang)).not.toThrow();
  });
  it.each(['zh_CN', 'EN-us', 'zh-cn', 'eng', 'en-USA', '', 'zh-CN '])('rejects %p with the spec message', (lang) => {
    expect(() => assertLocale(lang)).toThrow(LOCALE_FORMAT_ERROR);
    expect(LOCALE_FORMAT_ERROR).toBe('setLocale lang format error');
  });
});

describe('translate', () => {
  const messages = { 'zh-CN': { hi: '你好', only: '仅中文' }, 'en-US': { hi: 'Hello' } };
  it('uses the chosen locale', () => {
    const warn = jest.fn();
    expect(translate(messages, 'en-US', 'hi', warn)).toBe('Hello');
    expect(warn).not.toHaveBeenCalled();
  });
  it('warns and falls back to zh-CN for a missing translation', () => {
    const warn = jest.fn();
    expect(translate(messages, 'en-US', 'only', warn)).toBe('仅中文');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('only'));
  });
  it('answers the id when no locale has it', () => {
    expect(translate(messages, 'en-US', 'nowhere', () => {})).toBe('nowhere');
  });
});
