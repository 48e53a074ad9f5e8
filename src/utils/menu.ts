/**
 * Menu trees of the shell: levels by depth, search, and where a menu item opens.
 * Internal routes open as tabs of their own; anything else (another origin, or a static
 * page of ours) opens in a frame tab at /frame?url=...
 */
import type { MenuNode } from '@/services/home';
import { flattenTree, searchTree } from './tree';

/** Adds `level` by depth, 1 for the top (spec section 3). */
export function addLevels(nodes: MenuNode[], level = 1): MenuNode[] {
  return nodes.map((node) => ({ ...node, level, children: addLevels(node.children ?? [], level + 1) }));
}

/** Keeps the items whose name contains the keyword (case-insensitive), with their ancestors. */
export function filterMenuTree(nodes: MenuNode[], keyword: string): MenuNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return nodes;
  return searchTree(nodes, (node) => node.name.toLowerCase().includes(needle));
}

/** Ids of the node's ancestors, outermost first (for the menu's open keys). */
export function ancestorIds(nodes: MenuNode[], id: number, trail: number[] = []): number[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return trail;
    const found = ancestorIds(node.children ?? [], id, [...trail, node.id]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A route of this app: starts with one slash and is not a file such as /help.html. Only the
 * path decides: a query or fragment may hold dots (`?dueTo=...T23:59:59.999Z`, `?keyword=a.pdf`).
 */
export function isInternalRoute(path: string): boolean {
  const [pathOnly] = path.split(/[?#]/, 1);
  return /^\/(?!\/)/.test(pathOnly) && !/\.[a-z0-9]+$/i.test(pathOnly);
}

/** Only web addresses and paths of our own origin may be framed (never javascript: and the like). */
export function isFrameable(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);
}

export const FRAME_ROUTE = '/frame';

/** The router address a menu path opens at. */
export function routeOfMenuPath(path: string): string {
  return isInternalRoute(path) ? path : `${FRAME_ROUTE}?url=${encodeURIComponent(path)}`;
}

/** Portal-area (setting) menus not already reachable from the application's menus, by path. */
export function portalOnly(appMenus: MenuNode[], setMenus: MenuNode[]): MenuNode[] {
  const paths = new Set(flattenTree(appMenus).map((n) => n.path));
  return filterTree(setMenus, (n) => !n.path || !paths.has(n.path));
}

function filterTree(nodes: MenuNode[], keep: (node: MenuNode) => boolean): MenuNode[] {
  return nodes.filter(keep).map((node) => ({ ...node, children: filterTree(node.children ?? [], keep) }));
}
