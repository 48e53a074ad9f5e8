/**
 * What a page keeps when its hidden tab lets it go (src/utils/paneRelease.ts): the shell gives
 * every pane a keeper that outlives the page. A page that keeps what the user would miss with
 * usePaneState (or useKeptTable) says so with useReleaseWhenHidden; a page that never says so
 * is kept whole. Outside a pane (tests, the login page) these are plain React state.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';

export interface PaneKeeper {
  /** Values kept across a release, by the key the page gave them. */
  values: Map<string, unknown>;
  /**
   * One part of the page says whether it may let go now (false while it holds an open dialog,
   * say); undefined withdraws its say. The pane lets go only while every part says yes.
   */
  setReleasable: (part: string, releasable: boolean | undefined) => void;
}

export const PaneKeepContext = createContext<PaneKeeper | undefined>(undefined);

/** useState whose value survives the page being released and mounted again in the same tab. */
export function usePaneState<T>(key: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const keeper = useContext(PaneKeepContext);
  const [value, setValue] = useState<T>(() => {
    if (keeper?.values.has(key)) return keeper.values.get(key) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  useEffect(() => {
    keeper?.values.set(key, value);
  }, [keeper, key, value]);
  return [value, setValue];
}

/**
 * The page keeps its state with usePaneState, so its tab may let it go after a while hidden;
 * `now` false holds it (an open dialog, unsaved input).
 */
export function useReleaseWhenHidden(now = true): void {
  const keeper = useContext(PaneKeepContext);
  const part = useId();
  useEffect(() => {
    keeper?.setReleasable(part, now);
  }, [keeper, part, now]);
  useEffect(() => () => keeper?.setReleasable(part, undefined), [keeper, part]);
}

/**
 * A value the page records as it goes (what it last asked the server, say) and reads back
 * when it mounts again after a release: `initial` is what was kept then, or undefined.
 */
export function usePaneValue<T>(key: string): { initial: T | undefined; keep: (value: T) => void } {
  const keeper = useContext(PaneKeepContext);
  const [initial] = useState(() => keeper?.values.get(key) as T | undefined);
  const keep = useCallback((value: T) => keeper?.values.set(key, value), [keeper, key]);
  return { initial, keep };
}
