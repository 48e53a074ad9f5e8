import { renderHook } from '@testing-library/react';
import usePageT, { fillPlaceholders } from '../usePageT';

let mockLocale = 'zh-CN';
const mockFormatMessage = jest.fn(({ id }: { id: string }) => `catalogue:${id}`);
jest.mock('@umijs/max', () => ({ useIntl: () => ({ locale: mockLocale, formatMessage: mockFormatMessage }) }));

const PAGE = { 'zh-CN': { 'page.hello': '你好，{name}' }, 'en-US': { 'page.hello': 'Hello, {name}' } };

describe('usePageT', () => {
  it('answers the page’s own text in the language, placeholders filled', () => {
    mockLocale = 'en-US';
    expect(renderHook(() => usePageT(PAGE)).result.current('page.hello', { name: 'Li' })).toBe('Hello, Li');
    mockLocale = 'zh-CN';
    expect(renderHook(() => usePageT(PAGE)).result.current('page.hello', { name: 'Li' })).toBe('你好，Li');
  });

  it('falls through to the catalogue for an id the page does not hold', () => {
    expect(renderHook(() => usePageT(PAGE)).result.current('gallery.props', { n: 1 })).toBe('catalogue:gallery.props');
    expect(mockFormatMessage).toHaveBeenCalledWith({ id: 'gallery.props' }, { n: 1 });
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillPlaceholders('{a}')).toBe('{a}');
  });
});
