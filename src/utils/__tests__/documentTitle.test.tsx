import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from '../documentTitle';

let mockMessages: Record<string, string> = {};
jest.mock('@umijs/max', () => ({
  useIntl: () => ({
    formatMessage: ({ id, defaultMessage }: { id: string; defaultMessage?: string }) => mockMessages[id] ?? defaultMessage ?? id,
  }),
}));

describe('documentTitle', () => {
  it('puts the page before the portal title', () => {
    expect(documentTitle('Users', 'FSSC')).toBe('Users - FSSC');
  });
  it('is the portal title alone without a page title', () => {
    expect(documentTitle('', 'FSSC')).toBe('FSSC');
    expect(documentTitle('  ', 'FSSC')).toBe('FSSC');
    expect(documentTitle(undefined, 'FSSC')).toBe('FSSC');
  });
  it('uses the portal title of the build settings by default', () => {
    expect(documentTitle('404')).toBe(`404 - ${PORTAL_SETTINGS.title}`);
  });
});

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'before';
    mockMessages = {};
  });

  it('names the product in the current language', () => {
    mockMessages = { 'app.title': '财务共享服务中心' };
    renderHook(() => useDocumentTitle('用户管理'));
    expect(document.title).toBe('用户管理 - 财务共享服务中心');
  });

  it('sets the title, follows changes and restores the previous title on unmount', () => {
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'A' } });
    expect(document.title).toBe(`A - ${PORTAL_SETTINGS.title}`);
    rerender({ title: 'B' });
    expect(document.title).toBe(`B - ${PORTAL_SETTINGS.title}`);
    unmount();
    expect(document.title).toBe('before');
  });

  it('does not undo a title set by someone else since', () => {
    const { unmount } = renderHook(() => useDocumentTitle('A'));
    document.title = 'active tab';
    unmount();
    expect(document.title).toBe('active tab');
  });
});
