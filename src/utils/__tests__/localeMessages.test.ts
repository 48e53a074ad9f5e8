import enUS, { messages as enUSOwn } from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { missingKeys, withFallback } from '../locale';

describe('withFallback', () => {
  it('completes a locale from zh-CN with one warning per missing key', () => {
    const warn = jest.fn();
    const merged = withFallback({ hi: 'Hello' }, { hi: '你好', a: '甲', b: '乙' }, 'en-US', warn);
    expect(merged).toEqual({ hi: 'Hello', a: '甲', b: '乙' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"a"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"b"'));
  });

  it('keeps keys only the locale has and warns about nothing when complete', () => {
    const warn = jest.fn();
    expect(withFallback({ hi: 'Hello', extra: 'x' }, { hi: '你好' }, 'en-US', warn)).toEqual({ hi: 'Hello', extra: 'x' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps an empty translation (it is a translation)', () => {
    const warn = jest.fn();
    expect(withFallback({ hi: '' }, { hi: '你好' }, 'en-US', warn)).toEqual({ hi: '' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('locale files', () => {
  it('translates every zh-CN key into en-US (the fallback stays the exception)', () => {
    expect(missingKeys(enUSOwn, zhCN)).toEqual([]);
  });

  it('exports en-US completed with every zh-CN key', () => {
    Object.keys(zhCN).forEach((id) => expect(enUS).toHaveProperty([id]));
  });

  it('has no empty message', () => {
    [zhCN, enUSOwn].forEach((messages) =>
      Object.entries(messages).forEach(([id, text]) => expect({ id, text: text.trim() }).not.toEqual({ id, text: '' })),
    );
  });
});
