import dayjs from 'dayjs';
import { deviceName, deviceQuery, platformOf, userLabel } from '../utils';

describe('deviceQuery', () => {
  it('trims the texts, leaves blank ones out and passes the paging', () => {
    expect(deviceQuery({ current: 2, pageSize: 20, keyword: '  ali ', browser: ' ', os: 'Windows' })).toEqual({
      current: 2,
      pageSize: 20,
      keyword: 'ali',
      browser: undefined,
      os: 'Windows',
      state: undefined,
      lastSeenFrom: undefined,
      lastSeenTo: undefined,
    });
  });

  it('turns the last-seen range into two instants and keeps only a known state', () => {
    const from = dayjs('2025-04-01T08:00:00Z');
    const query = deviceQuery({ lastSeen: [from, '2025-04-02T08:00:00Z'], state: 'blocked' });
    expect(query).toMatchObject({ lastSeenFrom: '2025-04-01T08:00:00.000Z', lastSeenTo: '2025-04-02T08:00:00.000Z', state: 'blocked' });
    expect(deviceQuery({ state: 'lost' }).state).toBeUndefined();
    expect(deviceQuery({ lastSeen: [undefined, null] })).toMatchObject({ lastSeenFrom: undefined, lastSeenTo: undefined });
  });
});

describe('how a device is shown', () => {
  it('names it, or says it is unknown', () => {
    expect(deviceName({ name: 'Chrome on Windows' }, '未知设备')).toBe('Chrome on Windows');
    expect(deviceName({ name: null }, '未知设备')).toBe('未知设备');
    expect(deviceName({ name: '  ' }, '未知设备')).toBe('未知设备');
  });

  it('puts browser and system on one line', () => {
    expect(platformOf({ browser: 'Chrome 120', os: 'Windows 10' })).toBe('Chrome 120 · Windows 10');
    expect(platformOf({ browser: null, os: 'iOS 17.1' })).toBe('iOS 17.1');
    expect(platformOf({ browser: null, os: null })).toBeNull();
  });

  it('names the user as far as field rights show them', () => {
    expect(userLabel({ id: 3, name: 'Alice', account: 'alice' })).toBe('Alice (alice)');
    expect(userLabel({ id: 3, account: 'alice' })).toBe('alice');
    expect(userLabel({ id: 3 })).toBe('#3');
  });
});
