import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { favorites } from '../schema';

export type Favorite = typeof favorites.$inferSelect;

/** Adds a favourite; undefined when the user already has one with this address. */
export async function insertFavorite(
  db: Database,
  favorite: Pick<typeof favorites.$inferInsert, 'userId' | 'title' | 'src' | 'moduleNo'>,
): Promise<Favorite | undefined> {
  const [row] = await db.insert(favorites).values(favorite).onConflictDoNothing().returning();
  return row;
}

export async function listFavorites(db: Database, userId: number): Promise<Favorite[]> {
  return db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt), desc(favorites.id));
}

/** Deletes one of the user's favourites; undefined when the user has none with this id. */
export async function deleteFavorite(db: Database, userId: number, id: number): Promise<Favorite | undefined> {
  const [row] = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning();
  return row;
}
