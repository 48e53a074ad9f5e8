import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { userPreferences } from '../schema';

/** A user's preferences as one object, key by key. */
export async function preferencesOf(db: Database, userId: number): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: userPreferences.key, value: userPreferences.value }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function putPreference(db: Database, userId: number, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: sql`excluded.value`, updatedAt: now } });
}
