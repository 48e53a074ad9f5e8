import type { MenuRow } from '../../db/repositories/systems';
import { nestRows } from '../../tree';

export interface MenuNode {
  id: number;
  name: string;
  path: string | null;
  icon: string | null;
  moduleNo: string | null;
  children: MenuNode[];
}

/** The shell's menu tree: menu rows nested under their parents, named in the caller's language. */
export function buildMenuTree(rows: MenuRow[], label: (row: MenuRow) => string): MenuNode[] {
  return nestRows(rows, (row) => ({ id: row.id, name: label(row), path: row.path, icon: row.icon, moduleNo: row.moduleNo }));
}
