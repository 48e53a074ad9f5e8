import { renderHook } from '@testing-library/react';
import useT from '../useT';

type Intl = { formatMessage: (descriptor: { id: string }, values?: Record<string, string | number>) => string };

const mockIntl: { current: Intl } = { current: { formatMessage: () => '' } };

jest.mock('@umijs/max', () => ({ useIntl: () => mockIntl.current }));

function intlOf(messages: Record<string, string>): Intl {
  return {
    formatMessage: ({ id }, values) =>
      (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? `{${key}}`)),
  };
}

describe('useT', () => {
  it('gives the text of an id, with its values', () => {
    mockIntl.current = intlOf({ 'user.hello': '你好，{name}', 'user.count': '{count} 人' });
    const { result } = renderHook(() => useT());
    expect(result.current('user.hello', { name: '王芳' })).toBe('你好，王芳');
    expect(result.current('user.count', { count: 3 })).toBe('3 人');
    expect(result.current('user.missing')).toBe('user.missing');
  });

  it('keeps the same function while the language stays and gives a new one when it changes', () => {
    mockIntl.current = intlOf({ title: '用户' });
    const { result, rerender } = renderHook(() => useT());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    mockIntl.current = intlOf({ title: 'Users' });
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current('title')).toBe('Users');
  });
});
