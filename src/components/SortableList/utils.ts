/** Moving an item in a sortable list: pure, so it is tested without rendering. */

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const target = Math.min(Math.max(to, 0), last);
  if (from < 0 || from > last || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Where a key pressed on an item's handle moves it: one up or down, or to either end; undefined for other keys. */
export function keyTarget(key: string, index: number, length: number): number | undefined {
  switch (key) {
    case 'ArrowUp':
      return index > 0 ? index - 1 : undefined;
    case 'ArrowDown':
      return index < length - 1 ? index + 1 : undefined;
    case 'Home':
      return index > 0 ? 0 : undefined;
    case 'End':
      return index < length - 1 ? length - 1 : undefined;
    default:
      return undefined;
  }
}
