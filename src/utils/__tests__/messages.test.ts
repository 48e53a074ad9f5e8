import { dayjsLocaleOf, formatDateTime, fromNow, messageLevelOf } from '../messages';

describe('message presentation', () => {
  it('maps levels to names and colours, unknown levels to normal', () => {
    expect(messageLevelOf(1)).toEqual({ labelId: 'header.messages.level.1', color: 'blue' });
    expect(messageLevelOf(2).color).toBe('orange');
    expect(messageLevelOf(3).color).toBe('red');
    expect(messageLevelOf(7)).toEqual(messageLevelOf(1));
  });

  it('uses the portal locale for relative times', () => {
    const now = '2025-04-11T10:00:00Z';
    expect(dayjsLocaleOf('zh-CN')).toBe('zh-cn');
    expect(dayjsLocaleOf('en-US')).toBe('en');
    expect(fromNow('2025-04-11T09:55:00Z', 'zh-CN', now)).toBe('5 分钟前');
    expect(fromNow('2025-04-11T09:55:00Z', 'en-US', now)).toBe('5 minutes ago');
    expect(fromNow('2025-04-09T10:00:00Z', 'en-US', now)).toBe('2 days ago');
    expect(fromNow('not a date', 'en-US', now)).toBe('');
  });

  it('formats absolute times and tolerates missing ones', () => {
    expect(formatDateTime('2025-04-11T09:30:00')).toBe('2025-04-11 09:30');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});
