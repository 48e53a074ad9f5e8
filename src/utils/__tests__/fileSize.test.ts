import { formatFileSize } from '../fileSize';

describe('formatFileSize', () => {
  it('shows small sizes in bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('switches unit at 1024 and keeps at most one decimal', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 + 100)).toBe('10.1 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('never shows 1024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 - 60)).toBe('1023.9 KB');
  });

  it('stops at TB', () => {
    expect(formatFileSize(2048 * 1024 ** 4)).toBe('2048 TB');
  });

  it('shows a dash for what is not a size', () => {
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
