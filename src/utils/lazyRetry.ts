/**
 * Retrying a failed page chunk. Every page is a `React.lazy` component created once by Umi;
 * React keeps a rejected import for good, so re-rendering a page whose chunk failed throws
 * the same error again. The loaders are remembered before first use, and a retry puts each
 * failed lazy component back to "not loaded" so the next render imports the chunk again
 * (webpack forgets a failed chunk and requests it anew).
 *
 * This reads the lazy component's payload (`_payload._status` / `_result`), the same field
 * Umi's route prefetch uses. Where it is not there the retry simply fails again and the
 * error screen offers a full reload instead.
 */

type Loader = () => Promise<unknown>;

interface LazyPayload {
  _status: number;
  _result: unknown;
}

interface LazyLike {
  _payload: LazyPayload;
}

/** React's lazy payload states (react/src/ReactLazy.js). */
const UNINITIALIZED = -1;
const REJECTED = 2;

const loaders = new Map<LazyLike, Loader>();

function lazyOf(component: unknown): LazyLike | undefined {
  const payload = (component as Partial<LazyLike> | null)?._payload;
  if (payload && typeof payload === 'object' && typeof payload._status === 'number') return component as LazyLike;
  // React.memo(lazy) keeps the lazy component in `type`.
  const inner = (component as { type?: unknown } | null)?.type;
  return inner && inner !== component ? lazyOf(inner) : undefined;
}

/**
 * Remembers the loaders of lazy components that have not started loading. Call it before
 * the first render (Umi's runtime `patchRoutes` hands over `routeComponents`); calling it
 * again is harmless.
 */
export function rememberLazyLoaders(components: Record<string, unknown> | undefined | null): void {
  Object.values(components ?? {}).forEach((component) => {
    const lazy = lazyOf(component);
    if (!lazy || loaders.has(lazy)) return;
    const { _status, _result } = lazy._payload;
    if (_status === UNINITIALIZED && typeof _result === 'function') loaders.set(lazy, _result as Loader);
  });
}

/** Puts every remembered lazy component whose import failed back to "not loaded"; answers how many. */
export function resetFailedLazyLoaders(): number {
  let reset = 0;
  loaders.forEach((loader, lazy) => {
    if (lazy._payload._status !== REJECTED) return;
    lazy._payload._status = UNINITIALIZED;
    lazy._payload._result = loader;
    reset += 1;
  });
  return reset;
}

/** For tests: forget every remembered loader. */
export function forgetLazyLoaders(): void {
  loaders.clear();
}
