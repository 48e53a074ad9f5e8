import { lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateCounters } from '../schema';

/**
 * Counts one hit of a key in the window ending at windowEnd, in one atomic statement (safe
 * across server processes); a later window starts the count again. Returns the hits so far.
 * Rows are dated by their window's end, so one clean-up serves windows of every length.
 */
export async function hitRateCounter(db: Database, key: string, windowEnd: Date): Promise<number> {
  const end = sql`${windowEnd.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowEnd, hits: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        // A process whose clock lags a little counts into the newer window rather than resetting it.
        hits: sql`CASE WHEN ${rateCounters.windowEnd} >= ${end} THEN ${rateCounters.hits} + 1 ELSE 1 END`,
        windowEnd: sql`GREATEST(${rateCounters.windowEnd}, ${end})`,
      },
    })
    .returning({ hits: rateCounters.hits });
  return row.hits;
}

/** Deletes the counters of windows that have ended by this time, whatever their length. */
export async function deleteEndedRateCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lte(rateCounters.windowEnd, now));
}

/**
 * Counts one hit of a key in the current fixed window of this length (windows start at
 * multiples of it); the first hit of a window drops the counters of ended windows. Answers the
 * hits so far and the window's end.
 */
export async function hitFixedWindow(db: Database, key: string, windowMs: number, now: Date): Promise<{ hits: number; windowEnd: Date }> {
  const windowEnd = new Date((Math.floor(now.getTime() / windowMs) + 1) * windowMs);
  const hits = await hitRateCounter(db, key, windowEnd);
  if (hits === 1) await deleteEndedRateCounters(db, now);
  return { hits, windowEnd };
}
