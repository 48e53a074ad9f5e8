/** Walking the trees of the portal (menus, posts, organisations): one walk per need, shared by every tree. */

/** Any tree node; menus of the shell may come without `children`. */
interface Branching<T> {
  children?: readonly T[];
}

interface Node<T> {
  id: number;
  children: T[];
}

/** Every node of the tree, each before the nodes below it. */
export function flattenTree<T extends Branching<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}

/** The nodes that match, with their ancestors; a matching node keeps everything below it. */
export function searchTree<T extends Branching<T>>(nodes: readonly T[], matches: (node: T) => boolean): T[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = searchTree(node.children ?? [], matches);
    return children.length ? [{ ...node, children }] : [];
  });
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
  return flattenTree(nodes)
    .filter((node) => node.children.length)
    .map((node) => node.id);
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
