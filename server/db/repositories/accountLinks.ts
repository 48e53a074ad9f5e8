import { and, asc, count, desc, eq, gt, isNull, like, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import type { AccountLinkState } from '../../plugins/accountLinks/constants';
import { USER_ENABLED, accountLinks, orgs, users } from '../schema';
import { prefixPattern } from './like';
import type { User, UserKeywordField } from './users';

/*
 * Shared accounts: which staff member (userId) may act as which account (linkedUserId), from
 * validFrom (none: at once) until validTo (none: without end, the end itself not included). All SQL
 * of the links; the switch in the user menu reads only the links valid at the server's clock.
 */

export type AccountLink = typeof accountLinks.$inferSelect;

/** The link holds at this instant: started (or no start) and not yet ended (or no end). */
export const linkValidAt = (now: Date): SQL =>
  and(
    or(isNull(accountLinks.validFrom), lte(accountLinks.validFrom, now)),
    or(isNull(accountLinks.validTo), gt(accountLinks.validTo, now)),
  )!;

/** Where a link stands at this instant. */
export function linkStateAt(link: Pick<AccountLink, 'validFrom' | 'validTo'>, now: Date): AccountLinkState {
  if (link.validTo !== null && link.validTo <= now) return 'expired';
  if (link.validFrom !== null && link.validFrom > now) return 'upcoming';
  return 'active';
}

const stateCondition = (state: AccountLinkState, now: Date): SQL =>
  state === 'active'
    ? linkValidAt(now)
    : state === 'upcoming'
      ? and(gt(accountLinks.validFrom, now), or(isNull(accountLinks.validTo), gt(accountLinks.validTo, now)))!
      : lte(accountLinks.validTo, now);

/** The enabled accounts a user may switch to now, with the end of each link (null: without end). */
export async function listLinkedAccounts(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ account: string; name: string; validTo: string | null }[]> {
  const rows = await db
    .select({ account: users.account, name: users.name, validTo: accountLinks.validTo })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(and(eq(accountLinks.userId, userId), eq(users.status, USER_ENABLED), linkValidAt(now)))
    .orderBy(asc(users.account));
  return rows.map((row) => ({ ...row, validTo: row.validTo?.toISOString() ?? null }));
}

/** The enabled user with this account, linked to the user now, with the link; or undefined. */
export async function findLinkedAccount(
  db: Database,
  userId: number,
  account: string,
  now: Date,
): Promise<{ user: User; link: AccountLink } | undefined> {
  const [row] = await db
    .select({ user: users, link: accountLinks })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(and(eq(accountLinks.userId, userId), eq(users.account, account), eq(users.status, USER_ENABLED), linkValidAt(now)))
    .limit(1);
  return row;
}

export interface LinkValidity {
  validFrom?: Date | null;
  validTo?: Date | null;
  remark?: string | null;
}

/** Links a user to an account; answers the new link, or undefined when the two are linked already. */
export async function linkAccount(
  db: Database,
  userId: number,
  linkedUserId: number,
  validity: LinkValidity & { createdBy?: number | null; now?: Date } = {},
): Promise<AccountLink | undefined> {
  const { now, ...values } = validity;
  const [row] = await db
    .insert(accountLinks)
    .values({ userId, linkedUserId, ...values, ...(now && { createdAt: now, updatedAt: now }) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Changes a link's validity or remark (what is given). */
export async function updateLink(db: Database, userId: number, linkedUserId: number, changes: LinkValidity, now: Date): Promise<void> {
  await db
    .update(accountLinks)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.linkedUserId, linkedUserId)));
}

export async function deleteLink(db: Database, userId: number, linkedUserId: number): Promise<void> {
  await db.delete(accountLinks).where(and(eq(accountLinks.userId, userId), eq(accountLinks.linkedUserId, linkedUserId)));
}

// ---- The administrators' list ------------------------------------------------------------------

/** The staff member (who may switch), the account (switched into) and who made the link. */
export const staffUser = alias(users, 'staff');
export const targetUser = alias(users, 'target');
const creatorUser = alias(users, 'creator');
const staffOrg = alias(orgs, 'staff_org');

export interface ListedLink {
  link: AccountLink;
  staff: { id: number; account: string; name: string; orgName: string | null; orgNameEn: string | null };
  account: { id: number; account: string; name: string; status: number };
  creator: { id: number; account: string; name: string } | null;
}

const listedColumns = {
  link: accountLinks,
  staff: { id: staffUser.id, account: staffUser.account, name: staffUser.name, orgName: staffOrg.name, orgNameEn: staffOrg.nameEn },
  account: { id: targetUser.id, account: targetUser.account, name: targetUser.name, status: targetUser.status },
  creator: { id: creatorUser.id, account: creatorUser.account, name: creatorUser.name },
};

export interface LinkFilter {
  /** Prefix of the staff member's account, name or job number (those fields the caller may see). */
  staff?: string;
  /** Prefix of the account's account, name or job number. */
  account?: string;
  keywordFields: readonly UserKeywordField[];
  userId?: number;
  state?: AccountLinkState;
}

/** The user columns a keyword searches, of either alias. */
type UserColumns = Record<'account' | 'name' | 'jobNo', Column>;

function keywordOn(user: UserColumns, keyword: string | undefined, fields: readonly UserKeywordField[]): SQL | undefined {
  if (!keyword) return undefined;
  const prefix = prefixPattern(keyword);
  const columns = { account: user.account, name: user.name, jobNo: user.jobNo };
  return fields.length ? or(...fields.map((field) => like(columns[field], prefix)))! : sql`false`;
}

/**
 * Links whose staff member and account both lie within the caller's data scope (`scope`: the
 * condition on both aliases), filtered, newest first.
 */
export async function pageLinks(
  db: Database,
  scope: SQL,
  filter: LinkFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: ListedLink[]; total: number }> {
  const where = and(
    scope,
    keywordOn(staffUser, filter.staff, filter.keywordFields),
    keywordOn(targetUser, filter.account, filter.keywordFields),
    filter.userId === undefined ? undefined : eq(accountLinks.userId, filter.userId),
    filter.state === undefined ? undefined : stateCondition(filter.state, now),
  );
  const [rows, [{ total }]] = [
    await db
      .select(listedColumns)
      .from(accountLinks)
      .innerJoin(staffUser, eq(staffUser.id, accountLinks.userId))
      .innerJoin(targetUser, eq(targetUser.id, accountLinks.linkedUserId))
      .leftJoin(staffOrg, eq(staffOrg.id, staffUser.orgId))
      .leftJoin(creatorUser, eq(creatorUser.id, accountLinks.createdBy))
      .where(where)
      .orderBy(desc(accountLinks.createdAt), asc(staffUser.account), asc(targetUser.account))
      .limit(page.limit)
      .offset(page.offset),
    await db
      .select({ total: count() })
      .from(accountLinks)
      .innerJoin(staffUser, eq(staffUser.id, accountLinks.userId))
      .innerJoin(targetUser, eq(targetUser.id, accountLinks.linkedUserId))
      .where(where),
  ];
  return { rows: rows as ListedLink[], total };
}

/** One link, when both its users lie within the scope; locked for the rest of the transaction when asked. */
export async function findLinkInScope(
  db: Database,
  userId: number,
  linkedUserId: number,
  scope: SQL,
  options: { lock?: boolean } = {},
): Promise<ListedLink | undefined> {
  const query = db
    .select(listedColumns)
    .from(accountLinks)
    .innerJoin(staffUser, eq(staffUser.id, accountLinks.userId))
    .innerJoin(targetUser, eq(targetUser.id, accountLinks.linkedUserId))
    .leftJoin(staffOrg, eq(staffOrg.id, staffUser.orgId))
    .leftJoin(creatorUser, eq(creatorUser.id, accountLinks.createdBy))
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.linkedUserId, linkedUserId), scope));
  // One link per pair (the primary key).
  const [row] = options.lock ? await query.for('update', { of: accountLinks }) : await query;
  return row as ListedLink | undefined;
}
