import { countdownOf, countdownText, durationText, slaAt } from '../utils';

const NOW = Date.parse('2025-04-11T08:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const t = (id: string, values: Record<string, string | number> = {}) =>
  `${id.replace('taskSla.', '')}(${Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join(',')})`;

describe('slaAt', () => {
  it('tells the state of an open task as the server does: due soon within 4 hours, breached at the due time', () => {
    expect(slaAt(at(4 * 60 + 1), 'assigned', NOW)).toBe('onTrack');
    expect(slaAt(at(4 * 60), 'inProgress', NOW)).toBe('dueSoon');
    expect(slaAt(at(1), 'queued', NOW)).toBe('dueSoon');
    expect(slaAt(at(0), 'new', NOW)).toBe('breached');
    expect(slaAt(at(-90), 'returned', NOW)).toBe('breached');
  });

  it('has none once the task is completed or cancelled', () => {
    expect(slaAt(at(-90), 'completed', NOW)).toBeNull();
    expect(slaAt(at(90), 'cancelled', NOW)).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left or overdue into days, hours and whole minutes', () => {
    expect(countdownOf(at(130.9), NOW)).toEqual({ overdue: false, days: 0, hours: 2, minutes: 10 });
    expect(countdownOf(at(-35.5), NOW)).toEqual({ overdue: true, days: 0, hours: 0, minutes: 35 });
    expect(countdownOf(at(27 * 60 + 5), NOW)).toEqual({ overdue: false, days: 1, hours: 3, minutes: 5 });
    expect(countdownOf(at(0), NOW)).toEqual({ overdue: true, days: 0, hours: 0, minutes: 0 });
  });

  it('names the two largest units only', () => {
    expect(durationText({ overdue: false, days: 1, hours: 3, minutes: 5 }, t)).toBe('days(n=1) hours(n=3)');
    expect(durationText({ overdue: false, days: 2, hours: 0, minutes: 5 }, t)).toBe('days(n=2)');
    expect(durationText({ overdue: false, days: 0, hours: 2, minutes: 10 }, t)).toBe('hours(n=2) minutes(n=10)');
    expect(durationText({ overdue: false, days: 0, hours: 2, minutes: 0 }, t)).toBe('hours(n=2)');
    expect(durationText({ overdue: true, days: 0, hours: 0, minutes: 35 }, t)).toBe('minutes(n=35)');
    expect(durationText({ overdue: false, days: 0, hours: 0, minutes: 0 }, t)).toBe('underMinute()');
  });

  it('says "left" before the due time and "overdue" after it', () => {
    expect(countdownText(at(130), NOW, t)).toBe('left(time=hours(n=2) minutes(n=10))');
    expect(countdownText(at(-35), NOW, t)).toBe('overdue(time=minutes(n=35))');
  });
});
