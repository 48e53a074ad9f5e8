/**
 * When a hidden tab lets its page go. A page hidden for a while may release its DOM and React
 * tree (the tab stays; showing it again mounts the page anew with the state it kept, see
 * src/hooks/usePaneKeep.ts). Only pages that say so, and only while they hold nothing unsaved.
 * How long "a while" is, is a preference of this browser (the settings page).
 */

/** Local-storage key of the preference, in minutes; 0 keeps every page. */
export const PANE_RELEASE_STORAGE_KEY = 'fssc-pane-release-minutes';
/** The choices the settings page offers, in minutes (0: never). */
export const PANE_RELEASE_CHOICES = [0, 1, 10, 30] as const;
export const DEFAULT_PANE_RELEASE_MINUTES = 10;

/** The preference in milliseconds (0: never); an unknown value counts as the default. */
export function paneReleaseAfterMs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(PANE_RELEASE_STORAGE_KEY) ?? null;
  } catch {
    // Storage blocked by the browser: the default.
  }
  const minutes = PANE_RELEASE_CHOICES.find((choice) => String(choice) === stored);
  return (minutes ?? DEFAULT_PANE_RELEASE_MINUTES) * 60_000;
}

export function paneReleaseMinutes(storage?: Pick<Storage, 'getItem'>): number {
  return paneReleaseAfterMs(storage) / 60_000;
}

export interface ReleaseCheck {
  /** When each hidden pane was hidden (panes in front are not in it). */
  hiddenSince: ReadonlyMap<string, number>;
  /** Panes whose page may let go now. */
  releasable: ReadonlySet<string>;
  /** Panes already released. */
  released: ReadonlySet<string>;
  now: number;
  /** 0: never. */
  afterMs: number;
}

/**
 * The panes to release now, and in how many milliseconds the next one is due (undefined:
 * none is). A pane that may not let go now is looked at again when it says it may.
 */
export function panesToRelease({ hiddenSince, releasable, released, now, afterMs }: ReleaseCheck): {
  release: string[];
  nextInMs?: number;
} {
  const release: string[] = [];
  let nextInMs: number | undefined;
  if (afterMs <= 0) return { release };
  for (const [src, since] of hiddenSince) {
    if (released.has(src) || !releasable.has(src)) continue;
    const due = since + afterMs - now;
    if (due <= 0) release.push(src);
    else nextInMs = Math.min(nextInMs ?? due, due);
  }
  return { release, nextInMs };
}
