import { DEFAULT_PANE_RELEASE_MINUTES, PANE_RELEASE_STORAGE_KEY, paneReleaseAfterMs, panesToRelease } from '../paneRelease';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === PANE_RELEASE_STORAGE_KEY ? value : null) });

describe('paneReleaseAfterMs', () => {
  it('reads the minutes chosen, 0 meaning never', () => {
    expect(paneReleaseAfterMs(storage('1'))).toBe(60_000);
    expect(paneReleaseAfterMs(storage('30'))).toBe(1_800_000);
    expect(paneReleaseAfterMs(storage('0'))).toBe(0);
  });

  it('takes the default for nothing stored, a value not offered, or blocked storage', () => {
    const byDefault = DEFAULT_PANE_RELEASE_MINUTES * 60_000;
    expect(paneReleaseAfterMs(storage(null))).toBe(byDefault);
    expect(paneReleaseAfterMs(storage('7'))).toBe(byDefault);
    expect(paneReleaseAfterMs(storage('abc'))).toBe(byDefault);
    expect(paneReleaseAfterMs(storage(''))).toBe(byDefault);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(paneReleaseAfterMs(blocked)).toBe(byDefault);
  });
});

describe('panesToRelease', () => {
  const hiddenSince = new Map([
    ['/#/a', 1000],
    ['/#/b', 5000],
    ['/#/c', 0],
  ]);
  const all = new Set(['/#/a', '/#/b', '/#/c']);

  it('releases the releasable panes hidden for the time set and says when the next is due', () => {
    const check = { hiddenSince, releasable: new Set(['/#/a', '/#/b']), released: new Set<string>(), afterMs: 10_000 };
    expect(panesToRelease({ ...check, now: 9000 })).toEqual({ release: [], nextInMs: 2000 });
    expect(panesToRelease({ ...check, now: 11_000 })).toEqual({ release: ['/#/a'], nextInMs: 4000 });
    expect(panesToRelease({ ...check, now: 15_000 })).toEqual({ release: ['/#/a', '/#/b'], nextInMs: undefined });
  });

  it('skips panes already released', () => {
    expect(
      panesToRelease({ hiddenSince, releasable: all, released: new Set(['/#/c']), now: 20_000, afterMs: 10_000 }).release,
    ).toEqual(['/#/a', '/#/b']);
  });

  it('releases nothing and schedules nothing when the setting says never', () => {
    expect(panesToRelease({ hiddenSince, releasable: all, released: new Set(), now: 1e9, afterMs: 0 })).toEqual({
      release: [],
    });
  });
});
