import { lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateCounters } from '../schema';

/**
 * Counts one hit of a key in the window starting at windowStart, in one atomic statement (safe
 * across server processes); a later window starts the count again. Returns the hits so far.
 */
export async function hitRateCounter(db: Database, key: string, windowStart: Date): Promise<number> {
  const start = sql`${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        // A process whose clock lags a little counts into the newer window rather than resetting it.
        hits: sql`CASE WHEN ${rateCounters.windowStart} >= ${start} THEN ${rateCounters.hits} + 1 ELSE 1 END`,
        windowStart: sql`GREATEST(${rateCounters.windowStart}, ${start})`,
      },
    })
    .returning({ hits: rateCounters.hits });
  return row.hits;
}

/** Deletes the counters of windows that started before this time. */
export async function deleteStaleRateCounters(db: Database, before: Date): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
}
