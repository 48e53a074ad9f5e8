import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../client';
import { integrationKeys, users } from '../../schema';

/* The keys other systems send tasks with: only their SHA-256 digest is kept. */

const keyColumns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  sourceSystem: integrationKeys.sourceSystem,
  keyPrefix: integrationKeys.keyPrefix,
  createdBy: integrationKeys.createdBy,
  createdByName: users.name,
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
  createdAt: integrationKeys.createdAt,
};

const selectKeys = (db: Database) =>
  db.select(keyColumns).from(integrationKeys).leftJoin(users, eq(users.id, integrationKeys.createdBy));

export type IntegrationKeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

/** Every key, newest first. */
export function listIntegrationKeys(db: Database): Promise<IntegrationKeyRow[]> {
  return selectKeys(db).orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
}

export async function findIntegrationKey(db: Database, id: number): Promise<IntegrationKeyRow | undefined> {
  const [row] = await selectKeys(db).where(eq(integrationKeys.id, id));
  return row;
}

export async function insertIntegrationKey(
  db: Database,
  key: { name: string; sourceSystem: string; keyHash: string; keyPrefix: string; createdBy: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(integrationKeys)
    .values({ ...key, createdAt: now })
    .returning({ id: integrationKeys.id });
  return row.id;
}

/** Revokes a key not revoked yet; whether it was. */
export async function revokeIntegrationKey(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({ revokedAt: now })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

/** The live (not revoked) key of this digest, marked used now; undefined for an unknown or revoked key. */
export async function useIntegrationKey(db: Database, keyHash: string, now: Date) {
  const [row] = await db
    .update(integrationKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(integrationKeys.keyHash, keyHash), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id, name: integrationKeys.name, sourceSystem: integrationKeys.sourceSystem });
  return row;
}
