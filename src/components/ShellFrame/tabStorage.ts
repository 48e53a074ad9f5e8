/** Open tabs survive a reload of the browser tab (session storage: each browser tab has its own). */
import type { TabsState } from '@/utils/tabs';

const KEY = 'tabs';

export function readTabs(): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function saveTabs({ panes, activeKey }: Pick<TabsState, 'panes' | 'activeKey'>): void {
  window.sessionStorage.setItem(KEY, JSON.stringify({ panes, activeKey }));
}
