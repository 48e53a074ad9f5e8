/** A node of a nested answer: the node's own fields and its children. */
export type Nested<T> = T & { children: Nested<T>[] };

/**
 * Nests rows under their parents (by parentId), keeping the order of the rows among siblings.
 * A row whose parent is not among the rows becomes a top-level node.
 */
export function nestRows<R extends { id: number; parentId: number | null }, T extends object>(
  rows: readonly R[],
  toNode: (row: R) => T,
): Nested<T>[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...toNode(row), children: [] as Nested<T>[] }]));
  const roots: Nested<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
