/** Menu links and the tree helpers of the admin tree pages (menus, posts). */

/**
 * Whether a link is a route of the portal ('/userManage', not '//host') or an http(s) URL:
 * what a menu or an application home page may open (the server checks the same).
 */
export function isRouteOrUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

interface Node<T> {
  id: number;
  children: T[];
}

/** A tree node as a table row: leaves carry no `children`, so the table shows no expander on them. */
export type TreeRow<T> = Omit<T, 'children'> & { children?: TreeRow<T>[] };

export function treeRows<T extends Node<T>>(nodes: T[]): TreeRow<T>[] {
  return nodes.map(({ children, ...rest }) =>
    children.length ? { ...rest, children: treeRows(children) } : { ...rest },
  );
}

/** Ids of the nodes that have children: the rows "expand all" opens. */
export function branchIds<T extends Node<T>>(nodes: T[]): number[] {
  return nodes.flatMap((node) => (node.children.length ? [node.id, ...branchIds(node.children)] : []));
}

export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

/**
 * TreeSelect options of a tree; `excludeId` leaves out that node and everything below it
 * (a node cannot move under itself).
 */
export function treeOptions<T extends Node<T>>(
  nodes: T[],
  label: (node: T) => string,
  excludeId?: number,
): TreeOption[] {
  return nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => ({ value: node.id, title: label(node), children: treeOptions(node.children, label, excludeId) }));
}
