import type { MenuRow } from '../../db/repositories/systems';

export interface MenuNode {
  id: number;
  name: string;
  path: string | null;
  icon: string | null;
  moduleNo: string | null;
  children: MenuNode[];
}

/**
 * Nests menu rows under their parents, keeping the order of the rows among siblings. A row
 * whose parent is not among the rows becomes a top-level node.
 */
export function buildMenuTree(rows: MenuRow[], label: (row: MenuRow) => string): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: label(row), path: row.path, icon: row.icon, moduleNo: row.moduleNo, children: [] });
  }
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
