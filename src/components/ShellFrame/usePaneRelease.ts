/**
 * Which hidden panes have let their page go (src/utils/paneRelease.ts), and each pane's keeper
 * (src/hooks/usePaneKeep.ts). A keeper lives as long as its tab and its refresh generation: a
 * closed tab forgets it, "refresh this tab" starts the page from nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaneKeeper } from '@/hooks/usePaneKeep';
import { paneReleaseAfterMs, panesToRelease } from '@/utils/paneRelease';

interface Keeper extends PaneKeeper {
  /** What each part of the page last said (usePaneKeep's useReleaseWhenHidden). */
  says: Map<string, boolean>;
}

const releasable = (keeper: Keeper) => keeper.says.size > 0 && [...keeper.says.values()].every(Boolean);

export default function usePaneRelease(shown: string[], visible: string, generations: Record<string, number>) {
  const keepers = useRef(new Map<string, Keeper>());
  const hiddenSince = useRef(new Map<string, number>());
  const [released, setReleasedState] = useState<ReadonlySet<string>>(new Set());
  const releasedNow = useRef(released);
  const setReleased = useCallback((next: ReadonlySet<string>) => {
    releasedNow.current = next;
    setReleasedState(next);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const keyOf = (src: string) => `${src}#${generations[src] ?? 0}`;

  const check = useCallback(() => {
    clearTimeout(timer.current);
    const { release, nextInMs } = panesToRelease({
      hiddenSince: hiddenSince.current,
      releasable: new Set([...keepers.current].filter(([, keeper]) => releasable(keeper)).map(([key]) => key)),
      released: releasedNow.current,
      now: Date.now(),
      afterMs: paneReleaseAfterMs(),
    });
    if (release.length) setReleased(new Set([...releasedNow.current, ...release]));
    if (nextInMs !== undefined) timer.current = setTimeout(check, nextInMs);
  }, [setReleased]);

  // Panes are keyed by address and generation, so a refreshed pane counts as a new one.
  const keys = shown.map(keyOf);
  const visibleKey = keyOf(visible);
  const keysDigest = keys.join('\n');
  useEffect(() => {
    const now = Date.now();
    for (const key of keys) {
      if (key === visibleKey) hiddenSince.current.delete(key);
      else if (!hiddenSince.current.has(key)) hiddenSince.current.set(key, now);
    }
    for (const map of [hiddenSince.current, keepers.current]) {
      for (const key of map.keys()) if (!keys.includes(key)) map.delete(key);
    }
    const stillReleased = [...releasedNow.current].filter((key) => key !== visibleKey && keys.includes(key));
    if (stillReleased.length !== releasedNow.current.size) setReleased(new Set(stillReleased));
    check();
    // keysDigest stands for keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keysDigest, visibleKey, check, setReleased]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const keeperOf = (src: string): PaneKeeper => {
    const key = keyOf(src);
    let keeper = keepers.current.get(key);
    if (!keeper) {
      const created: Keeper = {
        values: new Map(),
        says: new Map(),
        setReleasable: (part, say) => {
          const before = releasable(created);
          if (say === undefined) created.says.delete(part);
          else created.says.set(part, say);
          // A pane that may let go from now on is released at once if its wait is over.
          if (!before && releasable(created)) check();
        },
      };
      keeper = created;
      keepers.current.set(key, keeper);
    }
    return keeper;
  };
  const isReleased = (src: string) => src !== visible && released.has(keyOf(src));
  return { keeperOf, isReleased };
}
