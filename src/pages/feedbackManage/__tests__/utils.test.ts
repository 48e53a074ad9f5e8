import dayjs from 'dayjs';
import { filterOf, statusActions } from '../utils';

describe('filterOf', () => {
  it('trims the keyword, reads the state as a number and leaves out what is empty', () => {
    expect(filterOf({})).toEqual({});
    expect(filterOf({ keyword: '  ', status: '' })).toEqual({});
    expect(filterOf({ keyword: ' invoice ', status: '0' })).toEqual({ keyword: 'invoice', status: 0 });
    expect(filterOf({ status: 3 })).toEqual({ status: 3 });
    expect(filterOf({ status: 'x' })).toEqual({});
  });

  it('turns the days into instants from the first day’s start to the last day’s end', () => {
    const filter = filterOf({ createdAt: ['2025-04-01', '2025-04-03'] });
    expect(filter.createdFrom).toBe(dayjs('2025-04-01').startOf('day').toISOString());
    expect(filter.createdTo).toBe(dayjs('2025-04-03').endOf('day').toISOString());
    expect(filterOf({ createdAt: ['nonsense', ''] })).toEqual({});
  });
});

describe('statusActions', () => {
  it('offers what the server allows from each state', () => {
    expect(statusActions(0)).toEqual([1, 3]);
    expect(statusActions(1)).toEqual([3]);
    expect(statusActions(2)).toEqual([1, 3]);
    expect(statusActions(3)).toEqual([0]);
    expect(statusActions(9)).toEqual([]);
  });
});
