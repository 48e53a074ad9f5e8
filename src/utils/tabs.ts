/**
 * The tab bar's transitions (spec section 4), pure so the `tabs` model and its tests share
 * them. A pane is keyed by its normalised src; activeKey is the active pane's src.
 */
import { normaliseSrc } from './url';

/** The menu item a tab was opened from: its id (side-menu selection) and module number. */
export interface MenuItem {
  id?: number;
  moduleNo?: string | null;
}

export interface TabPane {
  /** The title as first shown; what the tab shows follows the language (paneTitle). */
  title: string;
  /** Message id of a title that is not a menu item's name (route titles, the not-found page). */
  titleId?: string;
  src: string;
  closable: boolean;
  menuItem?: MenuItem;
  subRoutes?: unknown[];
  /** Opened with the side menu collapsed (frame bridge addTab). */
  collapsed?: boolean;
}

export interface TabsState {
  activeKey: string;
  panes: TabPane[];
  showTabArrow: boolean;
  activeMenu?: MenuItem;
}

export const DEFAULT_HOME_TITLE = 'workbench';
export const DEFAULT_HOME_SRC = '/#/home';
/** change-tab-arrow: wait this long for the bar to lay out, then compare widths. */
export const TAB_ARROW_DELAY_MS = 150;
export const TAB_ARROW_MARGIN = 70;

/** The first tab: not closable, titled from the portal home-name setting, else "workbench". */
export function homePane(homeName?: string, src: string = DEFAULT_HOME_SRC): TabPane {
  return { title: homeName || DEFAULT_HOME_TITLE, src, closable: false };
}

export function initTabs(homeName?: string): TabsState {
  const home = homePane(homeName);
  return { activeKey: home.src, panes: [home], showTabArrow: false, activeMenu: undefined };
}

export type NewPane = Omit<Partial<TabPane>, 'src'> & { title: string; src?: string | null };

/** Formats a message in the current language (react-intl's formatMessage). */
export type FormatMessage = (descriptor: { id: string; defaultMessage: string }) => string;

/**
 * What a tab shows, in the current language: the current name of the menu item it was opened
 * from (menus arrive in the user's language), else its title's message, else the title kept.
 * Titles are never kept translated, so switching the language renames every open tab.
 */
export function paneTitle(
  pane: Pick<TabPane, 'title' | 'titleId' | 'menuItem'>,
  menuName: (id: number) => string | undefined,
  format: FormatMessage,
): string {
  const fromMenu = pane.menuItem?.id === undefined ? undefined : menuName(pane.menuItem.id);
  return fromMenu ?? format({ id: pane.titleId ?? `tabs.title.${pane.title}`, defaultMessage: pane.title });
}

/** The home tab's title in the current language: the same name on its tab, its page and every way back to it. */
export function homeTitle(format: FormatMessage, homeName: string | undefined = PORTAL_SETTINGS.homeName): string {
  const title = homeName || DEFAULT_HOME_TITLE;
  return format({ id: `tabs.title.${title}`, defaultMessage: title });
}

/** add: no src -> "src null" and ignored; already open -> activated; else inserted after the active tab. */
export function addPane(state: TabsState, pane: NewPane, log: Pick<Console, 'error'> = console): TabsState {
  if (!pane.src) {
    log.error('src null');
    return state;
  }
  const src = normaliseSrc(pane.src);
  if (state.panes.some((p) => p.src === src)) return { ...state, activeKey: src };
  const at = state.panes.findIndex((p) => p.src === state.activeKey) + 1;
  const added: TabPane = { closable: true, ...pane, src };
  const panes = [...state.panes.slice(0, at), added, ...state.panes.slice(at)];
  return { ...state, panes, activeKey: src };
}

/** remove: the active tab's place goes to the tab that takes its position, or the previous one if it was last. */
export function removePane(
  state: TabsState,
  src: string | undefined,
  log: Pick<Console, 'error'> = console,
): TabsState {
  if (!src) {
    log.error('src required');
    return state;
  }
  const key = normaliseSrc(src);
  const index = state.panes.findIndex((p) => p.src === key);
  if (index < 0 || !state.panes[index].closable) return state;
  const panes = state.panes.filter((_, i) => i !== index);
  if (state.activeKey !== key) return { ...state, panes };
  const next = panes[index] ?? panes[index - 1];
  return { ...state, panes, activeKey: next.src };
}

/** Closes a set of tabs at once (context menu); unclosable ones and the kept one stay. */
function closeWhere(state: TabsState, close: (pane: TabPane, index: number) => boolean): TabsState {
  const panes = state.panes.filter((p, i) => !p.closable || !close(p, i));
  const activeKey = panes.some((p) => p.src === state.activeKey) ? state.activeKey : panes[panes.length - 1].src;
  return { ...state, panes, activeKey };
}

export type CloseCommand = 'others' | 'left' | 'right' | 'all';

export function closePanes(state: TabsState, src: string, command: CloseCommand): TabsState {
  const at = state.panes.findIndex((p) => p.src === normaliseSrc(src));
  if (at < 0) return state;
  const kept = state.panes[at].src;
  switch (command) {
    case 'others':
      return { ...closeWhere(state, (p) => p.src !== kept), activeKey: kept };
    case 'left':
      return closeWhere(state, (_, i) => i < at);
    case 'right':
      return closeWhere(state, (_, i) => i > at);
    case 'all':
      return closeWhere(state, () => true);
  }
}

/** update-home: replaces the first tab's title and address and activates that address. */
export function updateHome(state: TabsState, home: { title?: string; src: string }): TabsState {
  const src = normaliseSrc(home.src);
  const [first, ...rest] = state.panes;
  return { ...state, panes: [{ ...first, title: home.title || first.title, src }, ...rest], activeKey: src };
}

/** set-sub-route: stores sub-routes on the active tab. */
export function setSubRoute(state: TabsState, subRoutes: unknown[] | undefined): TabsState {
  return {
    ...state,
    panes: state.panes.map((p) => (p.src === state.activeKey ? { ...p, subRoutes } : p)),
  };
}

/** get-active-menu: the active tab's menu item. */
export function activeMenuOf(state: TabsState): MenuItem | undefined {
  return state.panes.find((p) => p.src === state.activeKey)?.menuItem;
}

/** change-tab-arrow: shown when the right-menu items plus the margin are at least the bar's width. */
export function shouldShowTabArrow(rightItemWidths: number[], barWidth: number): boolean {
  return rightItemWidths.reduce((sum, w) => sum + w, 0) + TAB_ARROW_MARGIN >= barWidth;
}

/** Tabs saved before a reload: kept when well-formed, with the home tab always first. */
export function restoreTabs(saved: unknown, homeName?: string): TabsState {
  const fresh = initTabs(homeName);
  const value = saved as Partial<TabsState> | null;
  if (!value || !Array.isArray(value.panes)) return fresh;
  const panes = value.panes.filter(
    (p): p is TabPane =>
      !!p &&
      typeof p.src === 'string' &&
      typeof p.title === 'string' &&
      (p.titleId === undefined || typeof p.titleId === 'string') &&
      p.closable === true,
  );
  const all = [fresh.panes[0], ...panes.filter((p) => p.src !== fresh.panes[0].src)];
  const activeKey = all.some((p) => p.src === value.activeKey) ? (value.activeKey as string) : fresh.activeKey;
  return { ...fresh, panes: all, activeKey };
}
