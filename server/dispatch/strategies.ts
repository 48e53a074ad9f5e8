/*
 * Whom a rule's task goes to, among its enabled members: pure functions of the members, the last
 * assignee of the rule and everyone's open tasks, so they are tested without a database. The
 * engine (./engine.ts) asks them for an order of preference and checks the cap of the one it
 * takes again under a lock.
 */

/** Open tasks (assigned or in progress) per person; a person not in the map has none. */
export type OpenCounts = ReadonlyMap<number, number>;

/** The outcome of a pick: the assignee (null: everyone is at the cap) and who was passed over for the cap. */
export interface Pick {
  assigneeId: number | null;
  skipped: number[];
}

const openOf = (counts: OpenCounts, id: number) => counts.get(id) ?? 0;

/** Whether a person has reached the cap (null: no cap). */
export const atCap = (open: number, cap: number | null) => cap !== null && open >= cap;

/**
 * Round-robin order: the members (ids ascending) after the rule's last assignee, then from the
 * start again up to and including them. A last assignee who is no longer a member still marks
 * the place: the turn goes to the next id above theirs.
 */
export function roundRobinOrder(memberIds: readonly number[], lastAssigneeId: number | null): number[] {
  const sorted = [...memberIds].sort((a, b) => a - b);
  if (lastAssigneeId === null) return sorted;
  const next = sorted.findIndex((id) => id > lastAssigneeId);
  return next === -1 ? sorted : [...sorted.slice(next), ...sorted.slice(0, next)];
}

/** Least-loaded order: fewest open tasks first; ties go to the lowest id. */
export function leastLoadedOrder(memberIds: readonly number[], counts: OpenCounts): number[] {
  return [...memberIds].sort((a, b) => openOf(counts, a) - openOf(counts, b) || a - b);
}

/**
 * An order with one person moved to the end: who gave a task back gets it again only when no
 * one else can take it.
 */
export function lastResort(order: readonly number[], id: number | null): number[] {
  return id === null || !order.includes(id) ? [...order] : [...order.filter((other) => other !== id), id];
}

/**
 * Round robin: the next member after the last assignee (wrapping) who is not at the cap, and the
 * members passed over on the way because they were.
 */
export function pickRoundRobin(memberIds: readonly number[], lastAssigneeId: number | null, counts: OpenCounts, cap: number | null): Pick {
  const skipped: number[] = [];
  for (const id of roundRobinOrder(memberIds, lastAssigneeId)) {
    if (!atCap(openOf(counts, id), cap)) return { assigneeId: id, skipped };
    skipped.push(id);
  }
  return { assigneeId: null, skipped };
}

/**
 * Least loaded: the member with the fewest open tasks (the lowest id among equals) who is not at
 * the cap; every member at the cap is reported as passed over.
 */
export function pickLeastLoaded(memberIds: readonly number[], counts: OpenCounts, cap: number | null): Pick {
  const order = leastLoadedOrder(memberIds, counts);
  const skipped = order.filter((id) => atCap(openOf(counts, id), cap)).sort((a, b) => a - b);
  const assigneeId = order.find((id) => !atCap(openOf(counts, id), cap)) ?? null;
  return { assigneeId, skipped };
}
