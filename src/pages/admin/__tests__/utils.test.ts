import { dayLabel, daysBetween, failureShare, fillSignInDays, pageLabel, signInsChart, topPagesChart } from '../utils';

describe('admin dashboard helpers', () => {
  it('lists every day of a range, across a month and a leap day', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2025-04-11', '2025-04-11')).toEqual(['2025-04-11']);
    expect(daysBetween('2025-04-12', '2025-04-11')).toEqual([]);
    expect(daysBetween('nonsense', '2025-04-11')).toEqual([]);
  });

  it('fills the days without sign-ins with 0 and keeps the counts of the others', () => {
    expect(fillSignInDays('2025-04-09', '2025-04-11', [{ day: '2025-04-10', success: 3, failure: 1 }])).toEqual([
      { day: '2025-04-09', success: 0, failure: 0 },
      { day: '2025-04-10', success: 3, failure: 1 },
      { day: '2025-04-11', success: 0, failure: 0 },
    ]);
  });

  it('formats days, the failure share and page names', () => {
    expect(dayLabel('2025-04-11')).toBe('04-11');
    expect(failureShare(0, 0)).toBeNull();
    expect(failureShare(3, 1)).toBe(25);
    expect(failureShare(2, 1)).toBe(33);
    expect(pageLabel({ pageName: 'Users', moduleName: 'User admin' })).toBe('Users · User admin');
    expect(pageLabel({ pageName: 'To-do', moduleName: null })).toBe('To-do');
  });

  it('builds the sign-in line chart: one point per day in each series', () => {
    const chart = signInsChart(
      [
        { day: '2025-04-10', success: 3, failure: 1 },
        { day: '2025-04-11', success: 5, failure: 0 },
      ],
      { success: 'OK', failure: 'Failed' },
    );
    expect(chart.type).toBe('line');
    expect(chart.data.labels).toEqual(['04-10', '04-11']);
    expect(chart.data.datasets.map((s) => [s.label, s.data])).toEqual([
      ['OK', [3, 5]],
      ['Failed', [1, 0]],
    ]);
  });

  it('builds the top pages bar chart with the most viewed first, as horizontal bars', () => {
    const page = (pageName: string, views: number) => ({ moduleNo: null, moduleName: null, pageName, path: null, views, users: 1 });
    const chart = topPagesChart([page('A', 9), page('B', 4)], 'Views');
    expect(chart.type).toBe('bar');
    expect(chart.options?.indexAxis).toBe('y');
    expect(chart.data.labels).toEqual(['A', 'B']);
    expect(chart.data.datasets[0]).toMatchObject({ label: 'Views', data: [9, 4] });
  });
});
