import { and, asc, count, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { NOTICE_STATUS, noticeLink } from '../../plugins/notice/constants';
import type { ScopeOwner } from '../../access/dataScope';
import {
  attachmentCountOf,
  LIVE_STATUSES,
  receiptColumns,
  targetedUserIdsBesidesAll,
  targetsEveryone,
  type Notice,
} from './notices';
import { findFile, unreferencedFile } from './files';
import { listedUserColumns, userBriefOrder, userKeywordCondition, type UserKeywordField } from './users';
import {
  files,
  noticeAttachments,
  noticeReads,
  notices,
  orgs,
  posts,
  roles,
  userGroups,
  users,
  USER_ENABLED,
} from '../schema';

/*
 * The administrators' side of notices: the list within the caller's reach, read receipts, the
 * messages a publication sends, attachments, and the state changes the jobs make.
 */

/**
 * The state as administrators and readers see it: a scheduled notice whose time has come is
 * published, a live one past its expiry is expired, whatever the jobs have written yet.
 */
export function effectiveStatusColumn(now: Date): SQL<string> {
  return sql<string>`(CASE
    WHEN ${notices.status} IN (${NOTICE_STATUS.published}, ${NOTICE_STATUS.scheduled}) AND ${notices.expiresAt} <= ${now} THEN ${NOTICE_STATUS.expired}
    WHEN ${notices.status} = ${NOTICE_STATUS.scheduled} AND ${notices.publishedAt} <= ${now} THEN ${NOTICE_STATUS.published}
    ELSE ${notices.status} END)`;
}

/**
 * How notices are owned for the data scope: an administrator manages the notices of the
 * organisations their scope reaches (the author's organisation), and their own.
 */
export const NOTICES_OWNER: ScopeOwner = { orgId: notices.orgId, selfId: notices.createdBy };

export interface ManagedNoticeFilter {
  topic?: string;
  status?: string;
  type?: string;
  level?: number;
  publishedFrom?: Date;
  publishedTo?: Date;
}

const author = alias(users, 'author');

function managedColumns(db: Database, now: Date) {
  const receipts = receiptColumns(db, notices.id as unknown as SQL);
  return {
    id: notices.id,
    topic: notices.topic,
    type: notices.type,
    level: notices.level,
    pinned: notices.pinned,
    storedStatus: notices.status,
    status: effectiveStatusColumn(now),
    publishedAt: notices.publishedAt,
    expiresAt: notices.expiresAt,
    alsoMessage: notices.alsoMessage,
    orgId: notices.orgId,
    createdBy: notices.createdBy,
    authorName: author.name,
    attachmentCount: attachmentCountOf(),
    targetedCount: receipts.targeted,
    readCount: receipts.read,
    createdAt: notices.createdAt,
    updatedAt: notices.updatedAt,
  };
}

export type ManagedNotice = Awaited<ReturnType<typeof pageManagedNotices>>['rows'][number];

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the notices an administrator manages, pinned first, then newest, with read receipts. */
export async function pageManagedNotices(
  db: Database,
  scope: SQL,
  filter: ManagedNoticeFilter,
  page: { limit: number; offset: number },
  now: Date,
) {
  const where = and(
    scope,
    filter.topic ? like(notices.topic, containsPattern(filter.topic)) : undefined,
    filter.status ? eq(effectiveStatusColumn(now), filter.status) : undefined,
    filter.type ? eq(notices.type, filter.type) : undefined,
    filter.level !== undefined ? eq(notices.level, filter.level) : undefined,
    filter.publishedFrom ? gte(notices.publishedAt, filter.publishedFrom) : undefined,
    filter.publishedTo ? lte(notices.publishedAt, filter.publishedTo) : undefined,
  );
  const rows = await db
    .select(managedColumns(db, now))
    .from(notices)
    .leftJoin(author, eq(author.id, notices.createdBy))
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  return { rows: rows.map(numbered), total };
}

const numbered = <T extends { targetedCount: number; readCount: number; attachmentCount: number }>(row: T): T => ({
  ...row,
  targetedCount: Number(row.targetedCount),
  readCount: Number(row.readCount),
  attachmentCount: Number(row.attachmentCount),
});

/** A notice the administrator manages, with its content, or undefined. */
export async function findManagedNotice(db: Database, id: number, scope: SQL | undefined, now: Date) {
  const [row] = await db
    .select({ ...managedColumns(db, now), content: notices.content })
    .from(notices)
    .leftJoin(author, eq(author.id, notices.createdBy))
    .where(and(eq(notices.id, id), scope))
    .limit(1);
  return row ? numbered(row) : undefined;
}

export type ManagedNoticeDetail = NonNullable<Awaited<ReturnType<typeof findManagedNotice>>>;

/** Names of what targets point at, by `${kind}:${refId}`, in both languages. */
export async function targetNames(
  db: Database,
  targets: readonly { kind: string; refId: number }[],
): Promise<Map<string, { name: string; nameEn: string | null }>> {
  const idsOf = (...kinds: string[]) => [...new Set(targets.filter((t) => kinds.includes(t.kind)).map((t) => t.refId))];
  const names = new Map<string, { name: string; nameEn: string | null }>();
  const put = (kinds: string[], rows: { id: number; name: string; nameEn: string | null }[]) => {
    for (const row of rows) for (const kind of kinds) names.set(`${kind}:${row.id}`, { name: row.name, nameEn: row.nameEn });
  };
  const orgIds = idsOf('org', 'orgTree');
  const groupIds = idsOf('group');
  const postIds = idsOf('post');
  const roleIds = idsOf('role');
  const userIds = idsOf('user');
  if (orgIds.length) put(['org', 'orgTree'], await db.select({ id: orgs.id, name: orgs.name, nameEn: orgs.nameEn }).from(orgs).where(inArray(orgs.id, orgIds)));
  if (groupIds.length)
    put(['group'], await db.select({ id: userGroups.id, name: userGroups.name, nameEn: userGroups.nameEn }).from(userGroups).where(inArray(userGroups.id, groupIds)));
  if (postIds.length) put(['post'], await db.select({ id: posts.id, name: posts.name, nameEn: posts.nameEn }).from(posts).where(inArray(posts.id, postIds)));
  if (roleIds.length) put(['role'], await db.select({ id: roles.id, name: roles.name, nameEn: roles.nameEn }).from(roles).where(inArray(roles.id, roleIds)));
  if (userIds.length)
    put(['user'], await db.select({ id: users.id, name: users.name, nameEn: sql<string | null>`null` }).from(users).where(inArray(users.id, userIds)));
  return names;
}

/** The stored fields an administrator sets. */
export type NoticeFields = Pick<
  typeof notices.$inferInsert,
  'topic' | 'content' | 'type' | 'level' | 'pinned' | 'status' | 'alsoMessage' | 'publishedAt' | 'expiresAt'
>;

export async function updateNotice(db: Database, id: number, fields: Partial<NoticeFields>, by: number, now: Date): Promise<void> {
  await db
    .update(notices)
    .set({ ...fields, updatedBy: by, updatedAt: now })
    .where(eq(notices.id, id));
}

/** Deletes a notice with its targets, read marks and attachments (their files included). */
export async function deleteNotice(db: Database, id: number): Promise<void> {
  const attached = await db.select({ fileId: noticeAttachments.fileId }).from(noticeAttachments).where(eq(noticeAttachments.noticeId, id));
  await db.delete(notices).where(eq(notices.id, id));
  if (attached.length > 0)
    await db.delete(files).where(inArray(files.id, attached.map((row) => row.fileId)));
}

/**
 * Of these file ids, those a notice may not take: a file is attachable to a notice when it is
 * already attached to that notice, or when the caller uploaded it and nothing uses it yet (no
 * notice, feedback or export).
 */
export async function unattachableFileIds(db: Database, fileIds: readonly number[], callerId: number, noticeId: number | null): Promise<number[]> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return [];
  const ownUnused = and(eq(files.createdBy, callerId), ...unreferencedFile(db));
  const ofThisNotice =
    noticeId === null
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${noticeAttachments} WHERE ${noticeAttachments.fileId} = ${files.id} AND ${noticeAttachments.noticeId} = ${noticeId})`;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, wanted), or(ownUnused, ofThisNotice)));
  const allowed = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !allowed.has(id));
}

/**
 * Sets a notice's attachments to these files, in this order; files it no longer has are
 * deleted. Answers the ids of the deleted files.
 */
export async function setNoticeAttachments(db: Database, noticeId: number, fileIds: readonly number[]): Promise<number[]> {
  const before = await db.select({ fileId: noticeAttachments.fileId }).from(noticeAttachments).where(eq(noticeAttachments.noticeId, noticeId));
  const removed = before.map((row) => row.fileId).filter((id) => !fileIds.includes(id));
  await db.delete(noticeAttachments).where(eq(noticeAttachments.noticeId, noticeId));
  if (fileIds.length > 0)
    await db.insert(noticeAttachments).values(fileIds.map((fileId, sort) => ({ noticeId, fileId, sort })));
  if (removed.length > 0) await db.delete(files).where(inArray(files.id, removed));
  return removed;
}

/**
 * A file an administrator of notices may download: attached to a notice they manage, or not
 * attached to any and uploaded by them. With its content; undefined otherwise.
 */
export async function managedNoticeFile(db: Database, fileId: number, scope: SQL, callerId: number) {
  const [attached] = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(noticeAttachments, eq(noticeAttachments.fileId, files.id))
    .innerJoin(notices, eq(notices.id, noticeAttachments.noticeId))
    .where(and(eq(files.id, fileId), scope))
    .limit(1);
  if (attached) return findFile(db, fileId);
  const [own] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.createdBy, callerId),
        ...unreferencedFile(db),
      ),
    )
    .limit(1);
  return own && findFile(db, fileId);
}

/**
 * The job's publication: a scheduled notice becomes published when its time (the one the job
 * was sent for) has come. Answers the notice when this call changed it, so that only one run
 * sends its messages.
 */
export async function publishScheduledNotice(db: Database, id: number, publishedAt: Date, now: Date): Promise<Notice | undefined> {
  const [row] = await db
    .update(notices)
    .set({ status: NOTICE_STATUS.published, updatedAt: now })
    .where(
      and(eq(notices.id, id), eq(notices.status, NOTICE_STATUS.scheduled), eq(notices.publishedAt, publishedAt), lte(notices.publishedAt, now)),
    )
    .returning();
  return row;
}

/** The job's expiry: a live notice becomes expired when its expiry (the one the job was sent for) has come. */
export async function expireNotice(db: Database, id: number, expiresAt: Date, now: Date): Promise<Notice | undefined> {
  const [row] = await db
    .update(notices)
    .set({ status: NOTICE_STATUS.expired, updatedAt: now })
    .where(and(eq(notices.id, id), inArray(notices.status, LIVE_STATUSES), eq(notices.expiresAt, expiresAt), lte(notices.expiresAt, now)))
    .returning();
  return row;
}

export async function findNotice(db: Database, id: number): Promise<Notice | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row;
}

/** Notices whose job is due or was lost: scheduled ones whose time has come, live ones past their expiry. */
export async function dueNotices(db: Database, now: Date) {
  const publish = await db
    .select({ id: notices.id, publishedAt: notices.publishedAt })
    .from(notices)
    .where(and(eq(notices.status, NOTICE_STATUS.scheduled), lte(notices.publishedAt, now)))
    .orderBy(asc(notices.id));
  const expire = await db
    .select({ id: notices.id, expiresAt: notices.expiresAt })
    .from(notices)
    .where(and(inArray(notices.status, LIVE_STATUSES), lte(notices.expiresAt, now)))
    .orderBy(asc(notices.id));
  return {
    publish: publish.map((row) => ({ id: row.id, publishedAt: row.publishedAt! })),
    expire: expire.map((row) => ({ id: row.id, expiresAt: row.expiresAt! })),
  };
}

/** How many users a push names one by one; beyond it, everyone is told. */
export const PUSH_USERS_MAX = 1000;

/**
 * Sends every enabled user the notice is targeted at a message opening it, in one statement.
 * Answers how many were sent, and who (when at most PUSH_USERS_MAX, else null).
 */
export async function insertNoticeMessages(
  db: Database,
  notice: { id: number; level: number },
  message: { title: string; content: string },
): Promise<{ sent: number; userIds: number[] | null }> {
  const { rows } = (await db.execute(sql`
    WITH sent AS (
      INSERT INTO messages (user_id, title, content, level, msg_group, link)
      SELECT u.id, ${message.title}, ${message.content}, ${notice.level}, 'notice', ${noticeLink(notice.id)}
      FROM users u
      WHERE u.status = ${USER_ENABLED}
        AND (${targetsEveryone(db, notice.id)} OR u.id IN (${targetedUserIdsBesidesAll(db, notice.id)}))
      RETURNING user_id
    )
    SELECT count(*)::int AS sent,
      CASE WHEN count(*) <= ${PUSH_USERS_MAX} THEN coalesce(array_agg(user_id ORDER BY user_id), '{}') END AS "userIds"
    FROM sent`)) as unknown as { rows: { sent: number | string; userIds: number[] | null }[] };
  const [row] = rows;
  return { sent: Number(row.sent), userIds: row.userIds ? row.userIds.map(Number) : null };
}

/** Condition on `users`: enabled, targeted by the notice, not having read it, within the scope and the keyword. */
function unreadCondition(db: Database, noticeId: number, scope: SQL, filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] }) {
  return and(
    eq(users.status, USER_ENABLED),
    sql`(${targetsEveryone(db, noticeId)} OR ${users.id} IN (${targetedUserIdsBesidesAll(db, noticeId)}))`,
    sql`NOT EXISTS (SELECT 1 FROM ${noticeReads} WHERE ${noticeReads.noticeId} = ${noticeId} AND ${noticeReads.userId} = ${users.id})`,
    scope,
    userKeywordCondition(filter.keyword, filter.keywordFields),
  );
}

/**
 * One page of the enabled users a notice is targeted at who have not read it, within a data
 * scope, by account; the keyword is a prefix of the account, name or job number.
 */
export async function pageUnreadUsers(
  db: Database,
  noticeId: number,
  scope: SQL,
  filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] },
  page: { limit: number; offset: number },
) {
  const where = unreadCondition(db, noticeId, scope, filter);
  const rows = await db
    .select({ ...listedUserColumns, userNo: users.userNo })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(...userBriefOrder(filter.keywordFields))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total };
}

/** Every group, post and role, for the target pickers (the organisations: reachableOrgTree). */
export async function targetCatalogue(db: Database) {
  const [groupRows, postRows, roleRows] = [
    await db.select({ id: userGroups.id, name: userGroups.name, nameEn: userGroups.nameEn }).from(userGroups).orderBy(asc(userGroups.groupNo)),
    await db.select({ id: posts.id, name: posts.name, nameEn: posts.nameEn }).from(posts).orderBy(asc(posts.sort), asc(posts.id)),
    await db.select({ id: roles.id, name: roles.name, nameEn: roles.nameEn }).from(roles).orderBy(asc(roles.sort), asc(roles.id)),
  ];
  return { groups: groupRows, posts: postRows, roles: roleRows };
}

/** The organisations below each of these (themselves excluded), for the reach check of orgTree targets. */
export async function orgsBelow(db: Database, orgIds: readonly number[]): Promise<Map<number, number[]>> {
  const below = new Map<number, number[]>();
  if (orgIds.length === 0) return below;
  const top = alias(orgs, 'top');
  const rows = await db
    .select({ topId: top.id, id: orgs.id })
    .from(top)
    .innerJoin(orgs, sql`${orgs.path} LIKE ${top.path} || '%' AND ${orgs.id} <> ${top.id}`)
    .where(inArray(top.id, [...orgIds]));
  for (const row of rows) below.set(row.topId, [...(below.get(row.topId) ?? []), row.id]);
  return below;
}

/** Condition on `users`: within the scope, and of this organisation alone when one is given. */
export function usersOfOrg(scope: SQL, orgId?: number): SQL {
  return orgId === undefined ? scope : and(scope, eq(users.orgId, orgId))!;
}

/**
 * The next batch of a notice's unread users within a data scope, after `after` in the order of
 * pageUnreadUsers (account then id where the account is visible, else id), for an export.
 */
export async function unreadUsersAfter(
  db: Database,
  noticeId: number,
  scope: SQL,
  filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] },
  after: { account: string; id: number } | null,
  limit: number,
) {
  const byAccount = (filter.keywordFields ?? ['account']).includes('account');
  const next = after === null ? undefined : byAccount ? sql`(${users.account}, ${users.id}) > (${after.account}, ${after.id})` : sql`${users.id} > ${after.id}`;
  return db
    .select({ ...listedUserColumns, userNo: users.userNo })
    .from(users)
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(unreadCondition(db, noticeId, scope, filter), next))
    .orderBy(...userBriefOrder(filter.keywordFields))
    .limit(limit);
}

/** How many of a notice's targeted enabled users within a data scope have not read it. */
export async function countUnreadUsers(db: Database, noticeId: number, scope: SQL, filter: { keyword?: string; keywordFields?: readonly UserKeywordField[] }) {
  const [{ total }] = await db.select({ total: count() }).from(users).where(unreadCondition(db, noticeId, scope, filter));
  return total;
}
