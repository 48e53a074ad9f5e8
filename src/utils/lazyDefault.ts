/**
 * React.lazy for the default export of a module loaded on first use. Webpack hands the module
 * over as is; jest's interop hands a CommonJS-compiled module over as `default`, so its default
 * export sits one level deeper. Both read the same here.
 */
import { lazy, type ComponentType } from 'react';

export function lazyDefault<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const loaded = (await load()).default;
    const nested = (loaded as unknown as { default?: ComponentType<P> }).default;
    return { default: nested ?? loaded };
  });
}
