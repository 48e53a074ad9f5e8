import { recentEntries, shortTime } from '../utils';

describe('shortTime', () => {
  const now = new Date(2026, 10, 26, 15, 30);
  it('shows the hour today, the day and hour this year, the date before', () => {
    expect(shortTime(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('09:05');
    expect(shortTime(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('11-25 23:59');
    expect(shortTime(new Date(2025, 11, 31, 12, 0).toISOString(), now)).toBe('2025-12-31');
  });
});

describe('recentEntries', () => {
  const pages = ['/#/home', '/#/userManage', '/#/roleManage', '/#/taskMy'].map((path) => ({ path }));
  it('leaves out the workbench itself and keeps at most the limit', () => {
    expect(recentEntries(pages, '/#/home', 2).map((page) => page.path)).toEqual(['/#/userManage', '/#/roleManage']);
    expect(recentEntries(pages, '/#/other', 9)).toHaveLength(4);
  });
});
