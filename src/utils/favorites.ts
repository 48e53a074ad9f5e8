/** Favourites of the header: which page is open and whether it is already kept. */
import type { Favorite } from '@/services/user';
import type { TabPane, TabsState } from './tabs';
import { normaliseSrc } from './url';

/** The pane of the active tab, if any. */
export function activePane(tabs: Pick<TabsState, 'panes' | 'activeKey'>): TabPane | undefined {
  return tabs.panes.find((p) => p.src === tabs.activeKey);
}

/** Whether a page address is among the favourites, comparing normalised addresses. */
export function isFavorite(favorites: Pick<Favorite, 'src'>[], src: string | undefined): boolean {
  if (!src) return false;
  const key = normaliseSrc(src);
  return favorites.some((f) => normaliseSrc(f.src) === key);
}

/** What "add current page" sends for a pane: its title, address and module number. */
export function favoriteOfPane(pane: TabPane): { title: string; src: string; moduleNo?: string } {
  const moduleNo = pane.menuItem?.moduleNo;
  return moduleNo ? { title: pane.title, src: pane.src, moduleNo } : { title: pane.title, src: pane.src };
}
