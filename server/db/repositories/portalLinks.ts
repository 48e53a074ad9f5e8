import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { portalLinks } from '../schema';

export type PortalLink = typeof portalLinks.$inferSelect;
export type NewPortalLink = typeof portalLinks.$inferInsert;

export async function listPortalLinks(db: Database): Promise<PortalLink[]> {
  return db.select().from(portalLinks).orderBy(asc(portalLinks.sort), asc(portalLinks.id));
}

/** Inserts the links whose URL is not there yet. */
export async function insertPortalLinksIfAbsent(db: Database, rows: NewPortalLink[]): Promise<void> {
  if (rows.length) await db.insert(portalLinks).values(rows).onConflictDoNothing();
}
