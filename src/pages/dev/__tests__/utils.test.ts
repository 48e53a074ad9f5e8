import { migrationState, queueTotals, timeText } from '../utils';

describe('dev page helpers', () => {
  it('tells whether the migrations are current, pending or ahead', () => {
    const level = (applied: number, known: number) => ({ applied, known, lastTag: null, lastWrittenAt: null });
    expect(migrationState(level(10, 10))).toBe('current');
    expect(migrationState(level(9, 10))).toBe('pending');
    expect(migrationState(level(11, 10))).toBe('ahead');
  });

  it('adds up waiting and running jobs over the job names', () => {
    expect(queueTotals([])).toEqual({ waiting: 0, running: 0 });
    expect(
      queueTotals([
        { name: 'a', created: 2, retry: 1, active: 0 },
        { name: 'b', created: 0, retry: 0, active: 3 },
      ]),
    ).toEqual({ waiting: 3, running: 3 });
  });

  it('formats instants, and a missing one as a dash', () => {
    expect(timeText(null)).toBe('-');
    expect(timeText('2025-04-11T08:30:00.000Z')).toMatch(/^2025-04-1[12] \d\d:30:00$/);
  });
});
