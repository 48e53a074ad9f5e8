import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import type { DeviceState, DeviceType } from '../../plugins/devices/constants';
import { orgs, sessions, userDevices, users } from '../schema';
import { userKeywordCondition, type UserKeywordField } from './users';

/*
 * Devices people sign in from (one row per browser and account: the digest of the browser's
 * device key with the user), and the sessions opened on them. All SQL of the devices area.
 */

export type Device = typeof userDevices.$inferSelect;

/** What a sign-in records about its device. */
export interface DeviceVisit {
  userId: number;
  keyHash: string;
  /** The name given at sign-in (kept over an earlier one); else the derived name is used for a new row. */
  givenName: string | null;
  derivedName: string | null;
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
  userAgent: string | null;
  ip: string | null;
  now: Date;
}

/** The user's device with this key digest, locked for the rest of the transaction (a block waits for it). */
export async function findDeviceByKey(db: Database, userId: number, keyHash: string): Promise<Device | undefined> {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.keyHash, keyHash)))
    .for('update');
  return row;
}

/**
 * Records a sign-in from a device: a new row, or the last seen time, address and user agent of
 * the known one. Answers the row and whether it is new.
 */
export async function recordDeviceVisit(db: Database, visit: DeviceVisit): Promise<{ device: Device; isNew: boolean }> {
  const [row] = await db
    .insert(userDevices)
    .values({
      userId: visit.userId,
      keyHash: visit.keyHash,
      name: visit.givenName ?? visit.derivedName,
      browser: visit.browser,
      os: visit.os,
      deviceType: visit.deviceType,
      userAgent: visit.userAgent,
      firstSeenAt: visit.now,
      lastSeenAt: visit.now,
      lastIp: visit.ip,
    })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.keyHash],
      set: {
        name: sql`COALESCE(${visit.givenName}::varchar, ${userDevices.name}, excluded.name)`,
        browser: sql`excluded.browser`,
        os: sql`excluded.os`,
        deviceType: sql`excluded.device_type`,
        userAgent: sql`excluded.user_agent`,
        lastSeenAt: sql`excluded.last_seen_at`,
        lastIp: sql`excluded.last_ip`,
      },
    })
    .returning({ ...getTableColumns(userDevices), isNew: sql<boolean>`(xmax = 0)` });
  const { isNew, ...device } = row;
  return { device, isNew };
}

/** Whether the user has signed in from any other device before. */
export async function hasOtherDevice(db: Database, userId: number, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), ne(userDevices.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Sessions still running: not revoked and not expired. */
const activeSession = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))!;

/** The number of a device's running sessions, as a column. */
const activeSessionsOf = (now: Date) =>
  sql<number>`(SELECT count(*) FROM "sessions" s WHERE s.device_id = "user_devices"."id" AND s.revoked_at IS NULL AND s.expires_at > ${now})`.mapWith(
    Number,
  );

/** A device with its user, as the administrators' list shows it. */
const listedColumns = (now: Date) => ({
  device: userDevices,
  userAccount: users.account,
  userName: users.name,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  activeSessions: activeSessionsOf(now),
});

export type ListedDevice = {
  device: Device;
  userAccount: string;
  userName: string;
  orgName: string | null;
  orgNameEn: string | null;
  activeSessions: number;
};

export interface DeviceFilter {
  /** Prefix of the user's account or name (those the caller may see). */
  keyword?: string;
  keywordFields: readonly UserKeywordField[];
  userId?: number;
  /** Part of the browser or of the operating system, any case. */
  browser?: string;
  os?: string;
  state?: DeviceState;
  lastSeenFrom?: Date;
  lastSeenTo?: Date;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(scope: SQL, filter: DeviceFilter): SQL {
  const conditions: (SQL | undefined)[] = [scope, userKeywordCondition(filter.keyword, filter.keywordFields)];
  if (filter.userId !== undefined) conditions.push(eq(userDevices.userId, filter.userId));
  if (filter.browser) conditions.push(ilike(userDevices.browser, containing(filter.browser)));
  if (filter.os) conditions.push(ilike(userDevices.os, containing(filter.os)));
  if (filter.state === 'blocked') conditions.push(isNotNull(userDevices.blockedAt));
  if (filter.state === 'active') conditions.push(isNull(userDevices.blockedAt));
  if (filter.lastSeenFrom) conditions.push(gte(userDevices.lastSeenAt, filter.lastSeenFrom));
  if (filter.lastSeenTo) conditions.push(lte(userDevices.lastSeenAt, filter.lastSeenTo));
  return and(...conditions)!;
}

/**
 * One page of the devices whose users lie within `scope` (a condition on `users`), last seen
 * first, each with its user and running sessions, and how many match.
 */
export async function pageDevices(
  db: Database,
  scope: SQL,
  filter: DeviceFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: ListedDevice[]; total: number }> {
  const where = filterCondition(scope, filter);
  const rows = await db
    .select(listedColumns(now))
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(desc(userDevices.lastSeenAt), desc(userDevices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .where(where);
  return { rows, total };
}

/** A device whose user lies within `scope`, with that user; `lock` takes the row for the transaction. */
export async function findDeviceInScope(
  db: Database,
  id: number,
  scope: SQL,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<ListedDevice | undefined> {
  const query = db
    .select(listedColumns(now))
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(userDevices.id, id), scope));
  const [row] = lock ? await query.for('update', { of: userDevices }) : await query;
  return row;
}

/** A session as the lists show it. */
export interface ListedSession {
  id: number;
  deviceId: number | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

const sessionColumns = {
  id: sessions.id,
  deviceId: sessions.deviceId,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
};

/** The newest sessions of a device, running or ended. */
export async function deviceSessions(db: Database, deviceId: number, limit: number): Promise<ListedSession[]> {
  return db.select(sessionColumns).from(sessions).where(eq(sessions.deviceId, deviceId)).orderBy(desc(sessions.id)).limit(limit);
}

/** Ends every running session of a device at once; answers the ids ended. */
export async function revokeDeviceSessions(db: Database, deviceId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.deviceId, deviceId), activeSession(now)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Blocks a device (by whom, when) or unblocks it (null). */
export async function setDeviceBlocked(db: Database, id: number, block: { at: Date; by: number } | null): Promise<void> {
  await db
    .update(userDevices)
    .set({ blockedAt: block?.at ?? null, blockedBy: block?.by ?? null })
    .where(eq(userDevices.id, id));
}

/** A session with its user, for a change by an administrator. */
export interface SessionOfUser extends ListedSession {
  userId: number;
  userAccount: string;
}

/** A session whose user lies within `scope` (a condition on `users`), locked for the transaction. */
export async function findSessionInScope(db: Database, id: number, scope: SQL): Promise<SessionOfUser | undefined> {
  const [row] = await db
    .select({ ...sessionColumns, userId: sessions.userId, userAccount: users.account })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), scope))
    .for('update', { of: sessions });
  return row;
}

/** Ends one session; answers whether it was running. */
export async function revokeOneSession(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), activeSession(now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A user's devices, last seen first, with their running sessions counted. */
export async function devicesOfUser(db: Database, userId: number, now: Date, limit: number): Promise<{ device: Device; activeSessions: number }[]> {
  return db
    .select({ device: userDevices, activeSessions: activeSessionsOf(now) })
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastSeenAt), desc(userDevices.id))
    .limit(limit);
}

/** A user's running sessions (on any device, or none recorded), oldest first. */
export async function activeSessionsOfUser(db: Database, userId: number, now: Date): Promise<ListedSession[]> {
  return db
    .select(sessionColumns)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), activeSession(now)))
    .orderBy(asc(sessions.id));
}

/** One of the user's own devices, locked for the transaction. */
export async function findOwnDevice(db: Database, userId: number, id: number): Promise<Device | undefined> {
  const [row] = await db
    .select()
    .from(userDevices)
    .where(and(eq(userDevices.id, id), eq(userDevices.userId, userId)))
    .for('update');
  return row;
}

/** One of the user's own sessions, locked for the transaction. */
export async function findOwnSession(db: Database, userId: number, id: number): Promise<ListedSession | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .for('update');
  return row;
}
