import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { integrationKeys, orgs, users } from '../schema';
import type { IntegrationState } from '../../plugins/integrations/constants';

/*
 * The clients other systems call the API with: one key each (only its SHA-256 digest is kept),
 * during a rotation the previous key's digest until its grace period ends.
 */

const clientColumns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  sourceSystem: integrationKeys.sourceSystem,
  keyPrefix: integrationKeys.keyPrefix,
  scopes: integrationKeys.scopes,
  allowedAddresses: integrationKeys.allowedAddresses,
  rateLimitPerMinute: integrationKeys.rateLimitPerMinute,
  enabled: integrationKeys.enabled,
  previousKeyExpiresAt: integrationKeys.previousKeyExpiresAt,
  rotatedAt: integrationKeys.rotatedAt,
  createdBy: integrationKeys.createdBy,
  createdByName: users.name,
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
  createdAt: integrationKeys.createdAt,
  updatedAt: integrationKeys.updatedAt,
};

const selectClients = (db: Database) =>
  db.select(clientColumns).from(integrationKeys).leftJoin(users, eq(users.id, integrationKeys.createdBy));

export type IntegrationRow = Awaited<ReturnType<typeof selectClients>>[number];

export interface IntegrationFilter {
  keyword?: string;
  state?: IntegrationState;
}

const STATE_CONDITIONS: Record<IntegrationState, SQL> = {
  active: and(isNull(integrationKeys.revokedAt), eq(integrationKeys.enabled, true))!,
  disabled: and(isNull(integrationKeys.revokedAt), eq(integrationKeys.enabled, false))!,
  revoked: isNotNull(integrationKeys.revokedAt),
};

function filterCondition(filter: IntegrationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(integrationKeys.name, pattern), ilike(integrationKeys.sourceSystem, pattern), ilike(integrationKeys.keyPrefix, pattern)),
    );
  }
  if (filter.state) conditions.push(STATE_CONDITIONS[filter.state]);
  return and(...conditions);
}

/** One page of the clients matching the filter, newest first, with their total. */
export async function pageIntegrations(
  db: Database,
  filter: IntegrationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: IntegrationRow[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectClients(db).where(where).orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(integrationKeys).where(where),
  ]);
  return { rows, total };
}

export async function findIntegration(db: Database, id: number): Promise<IntegrationRow | undefined> {
  const [row] = await selectClients(db).where(eq(integrationKeys.id, id));
  return row;
}

export interface IntegrationSettings {
  name: string;
  sourceSystem: string;
  scopes: string[];
  allowedAddresses: string[];
  rateLimitPerMinute: number;
  enabled: boolean;
}

export async function insertIntegration(
  db: Database,
  client: IntegrationSettings & { keyHash: string; keyPrefix: string; createdBy: number | null },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(integrationKeys)
    .values({ ...client, createdAt: now, updatedAt: now })
    .returning({ id: integrationKeys.id });
  return row.id;
}

export async function updateIntegration(db: Database, id: number, changes: Partial<IntegrationSettings>, now: Date): Promise<void> {
  await db
    .update(integrationKeys)
    .set({ ...changes, updatedAt: now })
    .where(eq(integrationKeys.id, id));
}

/**
 * A new key for a client not revoked: its current key becomes the previous one until graceEnds
 * (null: the current key stops at once and no previous key is kept). Whether it was rotated.
 */
export async function rotateIntegrationKey(
  db: Database,
  id: number,
  key: { keyHash: string; keyPrefix: string },
  graceEnds: Date | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({
      keyHash: key.keyHash,
      keyPrefix: key.keyPrefix,
      previousKeyHash: graceEnds ? sql`${integrationKeys.keyHash}` : null,
      previousKeyExpiresAt: graceEnds,
      rotatedAt: now,
      updatedAt: now,
    })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

/** Revokes a client not revoked yet, ending both its keys; whether it was. */
export async function revokeIntegration(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(integrationKeys)
    .set({ revokedAt: now, previousKeyHash: null, previousKeyExpiresAt: null, updatedAt: now })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning({ id: integrationKeys.id });
  return rows.length > 0;
}

export async function deleteIntegration(db: Database, id: number): Promise<void> {
  await db.delete(integrationKeys).where(eq(integrationKeys.id, id));
}

/** What the guard needs of the client a key belongs to, and which of its keys it is. */
export interface KeyHolder {
  id: number;
  name: string;
  sourceSystem: string;
  scopes: string[];
  allowedAddresses: string[];
  rateLimitPerMinute: number;
  enabled: boolean;
  revokedAt: Date | null;
  /** The key is the one before the last rotation; it works until previousKeyExpiresAt. */
  previous: boolean;
  previousKeyExpiresAt: Date | null;
}

/** The client whose current or previous key has this digest, whatever its state. */
export async function findKeyHolder(db: Database, keyHash: string): Promise<KeyHolder | undefined> {
  const [row] = await db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      sourceSystem: integrationKeys.sourceSystem,
      scopes: integrationKeys.scopes,
      allowedAddresses: integrationKeys.allowedAddresses,
      rateLimitPerMinute: integrationKeys.rateLimitPerMinute,
      enabled: integrationKeys.enabled,
      revokedAt: integrationKeys.revokedAt,
      previous: sql<boolean>`${integrationKeys.keyHash} <> ${keyHash}`,
      previousKeyExpiresAt: integrationKeys.previousKeyExpiresAt,
    })
    .from(integrationKeys)
    .where(or(eq(integrationKeys.keyHash, keyHash), eq(integrationKeys.previousKeyHash, keyHash)))
    .limit(1);
  return row;
}

export async function markIntegrationUsed(db: Database, id: number, now: Date): Promise<void> {
  await db.update(integrationKeys).set({ lastUsedAt: now }).where(eq(integrationKeys.id, id));
}

/** Where a page of the users read stopped: the last row's change time (as the database's text, keeping microseconds) and id. */
export interface UserChangeCursor {
  at: string;
  id: number;
}

/** Users changed at or after `since`, oldest change first, after the cursor; never a password hash. */
export async function listUsersChangedSince(db: Database, since: string | null, cursor: UserChangeCursor | null, limit: number) {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      jobNo: users.jobNo,
      email: users.email,
      status: users.status,
      updatedAt: users.updatedAt,
      at: sql<string>`${users.updatedAt}::text`,
      orgNo: orgs.orgNo,
      orgName: orgs.name,
      orgNameEn: orgs.nameEn,
    })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(
      and(
        since ? sql`${users.updatedAt} >= ${since}::timestamptz` : undefined,
        cursor ? sql`(${users.updatedAt}, ${users.id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(users.updatedAt, users.id)
    .limit(limit);
  const last = rows.at(-1);
  return { rows, cursor: last && rows.length === limit ? { at: last.at, id: last.id } : null };
}
