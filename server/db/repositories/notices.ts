import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  like,
  lte,
  ne,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { NOTICE_STATUS, type NoticeTargetKind } from '../../plugins/notice/constants';
import { preparedOn } from '../prepared';
import { findFile } from './files';
import { unreadMessageCount } from './messages';
import { heldRoleIds, roleHolderIds } from './roles';
import {
  files,
  noticeAttachments,
  noticeReads,
  noticeTargets,
  notices,
  orgs,
  userGroupMembers,
  userPosts,
  USER_ENABLED,
} from '../schema';

/*
 * Who sees a notice is decided when it is read, from its state, its publish and expiry times and
 * its targets: nothing is written per user. A reader is targeted when any target matches: all;
 * org (the reader's organisation); orgTree (that organisation or one above it); group (a member);
 * post (holds it); role (holds it, directly, through a group or a post: the roles' own rules);
 * user (the reader).
 */

export type Notice = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
/** A notice that has a publish time (every notice a reader can see). */
export type PublishedNotice = Notice & { publishedAt: Date };

export interface NoticeTarget {
  kind: NoticeTargetKind;
  refId: number;
}

/** The signed-in reader: who they are and their organisation. */
export interface NoticeReader {
  id: number;
  orgId: number | null;
}

/** A reader in a prepared statement: each value given, or a placeholder filled at each run. */
interface ReaderParams {
  id: number | Placeholder;
  orgId: number | null | Placeholder;
}

/** Stored states in which a notice is (or will be, at its time) shown to readers. */
export const LIVE_STATUSES = [NOTICE_STATUS.published, NOTICE_STATUS.scheduled];

/** Condition on `notices`: readers see it now (published or scheduled, its time come, not expired). */
export function visibleAt(now: Date | Placeholder): SQL {
  return and(
    inArray(notices.status, LIVE_STATUSES),
    lte(notices.publishedAt, now),
    or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
  )!;
}

/** Subquery: the ids of the notices with a target matching the reader (one index range per kind of target). */
export function noticeIdsTargetedAt(db: Database, reader: ReaderParams) {
  const t = noticeTargets;
  const ofKind = (kind: NoticeTargetKind, condition?: SQL) =>
    db
      .select({ noticeId: t.noticeId })
      .from(t)
      .where(and(eq(t.kind, kind), condition));
  const own = [
    ofKind(
      'group',
      inArray(
        t.refId,
        db
          .select({ id: userGroupMembers.groupId })
          .from(userGroupMembers)
          .where(eq(userGroupMembers.userId, reader.id)),
      ),
    ),
    ofKind(
      'post',
      inArray(t.refId, db.select({ id: userPosts.postId }).from(userPosts).where(eq(userPosts.userId, reader.id))),
    ),
    ofKind('role', inArray(t.refId, heldRoleIds(db, reader.id))),
  ];
  const ofOrg =
    reader.orgId === null
      ? []
      : [
          ofKind('org', eq(t.refId, reader.orgId)),
          // The organisation's path lists it and every organisation above it: '/1/5/12/'.
          ofKind(
            'orgTree',
            sql`${t.refId} = ANY(string_to_array(btrim((SELECT ${orgs.path} FROM ${orgs} WHERE ${orgs.id} = ${reader.orgId}), '/'), '/')::int[])`,
          ),
        ];
  return unionAll(ofKind('all'), ofKind('user', eq(t.refId, reader.id)), ...own, ...ofOrg);
}

/** Condition on `notices`: visible now and targeted at the reader. */
export function readableBy(db: Database, reader: NoticeReader, now: Date): SQL {
  return and(visibleAt(now), inArray(notices.id, noticeIdsTargetedAt(db, reader)))!;
}

/** Condition: the user has read the notice of this id (by default the row of `notices`). */
function readBy(db: Database, userId: number | Placeholder, noticeId: SQLWrapper = notices.id) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(noticeReads)
      .where(and(eq(noticeReads.noticeId, noticeId), eq(noticeReads.userId, userId))),
  );
}

const unreadBy = (db: Database, userId: number | Placeholder, noticeId?: SQLWrapper) => not(readBy(db, userId, noticeId));

/** The number of attachments of the notice of this id (by default the row of `notices`). */
export const attachmentCountOf = (noticeId: SQLWrapper = notices.id) =>
  sql<number>`(SELECT count(*)::int FROM ${noticeAttachments} WHERE ${noticeAttachments.noticeId} = ${noticeId})`;

/** The ids of the notices targeted at the reader, each once. */
function targetedNoticeIds(db: Database, reader: ReaderParams) {
  const targets = noticeIdsTargetedAt(db, reader).as('targets');
  return db.selectDistinct({ noticeId: targets.noticeId }).from(targets).as('targeted');
}

/**
 * The popup and the unread count start from the reader's targets (a few hundred rows) and look
 * each notice up by its key: a subquery with a LIMIT is never merged into the outer query, so the
 * planner keeps this order instead of scanning every visible notice to match them.
 */
function visibleTargetedNotice(
  db: Database,
  targeted: ReturnType<typeof targetedNoticeIds>,
  now: Date | Placeholder,
  condition?: SQL,
) {
  return db
    .select({
      id: notices.id,
      topic: notices.topic,
      content: notices.content,
      type: notices.type,
      level: notices.level,
      pinned: notices.pinned,
      publishedAt: notices.publishedAt,
    })
    .from(notices)
    .where(and(eq(notices.id, targeted.noticeId), visibleAt(now), condition))
    .limit(1)
    .as('notice');
}

/** The reader and the time in the prepared statements below, filled at each run by `valuesOf`. */
const READER = { id: sql.placeholder('readerId'), orgId: sql.placeholder('orgId') };
const NOW = sql.placeholder('now');
const valuesOf = (reader: NoticeReader, now: Date) => ({ readerId: reader.id, orgId: reader.orgId, now });

const popupStatement = preparedOn((db) => {
  const targeted = targetedNoticeIds(db, READER);
  const notice = visibleTargetedNotice(db, targeted, NOW, ne(sql`btrim(${notices.topic})`, ''));
  return db
    .select({
      id: notice.id,
      topic: notice.topic,
      content: notice.content,
      type: notice.type,
      level: notice.level,
      publishedAt: notice.publishedAt,
      attachmentCount: attachmentCountOf(notice.id),
    })
    .from(targeted)
    .crossJoinLateral(notice)
    .where(unreadBy(db, READER.id, notice.id))
    .orderBy(desc(notice.level), desc(notice.pinned), desc(notice.publishedAt), desc(notice.id))
    .limit(1)
    .prepare('notice_popup');
});

/**
 * The popup: the most important visible, unread notice targeted at the reader that has a topic
 * (level, then pinned, then newest first).
 */
export async function popupNotice(db: Database, reader: NoticeReader, now: Date) {
  const [row] = await popupStatement(db).execute(valuesOf(reader, now));
  return row ? { ...row, publishedAt: row.publishedAt! } : undefined;
}

/** The count of the visible notices targeted at the reader that they have not read, as a query. */
function unreadNoticeCount(db: Database, reader: ReaderParams, now: Date | Placeholder) {
  const targeted = targetedNoticeIds(db, reader);
  const notice = visibleTargetedNotice(db, targeted, now);
  return db
    .select({ total: count() })
    .from(targeted)
    .crossJoinLateral(notice)
    .where(unreadBy(db, reader.id, notice.id));
}

const unreadTotalStatement = preparedOn((db) =>
  db
    .select({ total: sql<number>`((${unreadMessageCount(db, READER.id)}) + (${unreadNoticeCount(db, READER, NOW)}))::int`.mapWith(Number) })
    .from(sql`(VALUES (1)) AS "one"`)
    .prepare('unread_total'),
);

/** The header badge's number: the reader's unread messages and unread notices, in one statement. */
export async function countUnreadTotal(db: Database, reader: NoticeReader, now: Date): Promise<number> {
  const [row] = await unreadTotalStatement(db).execute(valuesOf(reader, now));
  return row.total;
}

/** A LIKE pattern matching values that contain the text, its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ReaderNoticeFilter {
  keyword?: string;
  read?: 'all' | 'unread' | 'read';
  type?: string;
}

/** One page of the notices the reader can see, pinned first, then newest, with their read state. */
export async function pageReaderNotices(
  db: Database,
  reader: NoticeReader,
  now: Date,
  filter: ReaderNoticeFilter,
  page: { limit: number; offset: number },
) {
  const where = and(
    readableBy(db, reader, now),
    filter.keyword ? like(notices.topic, containsPattern(filter.keyword)) : undefined,
    filter.type ? eq(notices.type, filter.type) : undefined,
    filter.read === 'read' ? readBy(db, reader.id) : filter.read === 'unread' ? unreadBy(db, reader.id) : undefined,
  );
  const rows = await db
    .select({
      id: notices.id,
      topic: notices.topic,
      type: notices.type,
      level: notices.level,
      pinned: notices.pinned,
      publishedAt: notices.publishedAt,
      read: readBy(db, reader.id).mapWith(Boolean),
      attachmentCount: attachmentCountOf(),
    })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  return { rows: rows.map((row) => ({ ...row, publishedAt: row.publishedAt! })), total };
}

/** A notice the reader can see now, with whether they have read it; undefined otherwise. */
export async function findReaderNotice(db: Database, reader: NoticeReader, id: number, now: Date) {
  const [row] = await db
    .select({ notice: notices, read: readBy(db, reader.id).mapWith(Boolean) })
    .from(notices)
    .where(and(eq(notices.id, id), readableBy(db, reader, now)))
    .limit(1);
  return row ? { ...row.notice, publishedAt: row.notice.publishedAt!, read: row.read } : undefined;
}

/** Records that the user read the notice; true when this is the first time. */
export async function markNoticeRead(db: Database, noticeId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(noticeReads)
    .values({ noticeId, userId, readAt: now })
    .onConflictDoNothing()
    .returning({ noticeId: noticeReads.noticeId });
  return rows.length > 0;
}

/** The files attached to notices, in their order (without content). */
export async function attachmentsOf(db: Database, noticeIds: readonly number[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({
      noticeId: noticeAttachments.noticeId,
      id: files.id,
      fileName: files.fileName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(noticeAttachments)
    .innerJoin(files, eq(files.id, noticeAttachments.fileId))
    .where(inArray(noticeAttachments.noticeId, [...noticeIds]))
    .orderBy(asc(noticeAttachments.noticeId), asc(noticeAttachments.sort), asc(files.id));
}

/** A file attached to a notice the reader can see now (with its content), or undefined. */
export async function readerAttachment(
  db: Database,
  reader: NoticeReader,
  noticeId: number,
  fileId: number,
  now: Date,
) {
  const [row] = await db
    .select({ fileId: noticeAttachments.fileId })
    .from(noticeAttachments)
    .innerJoin(notices, eq(notices.id, noticeAttachments.noticeId))
    .where(
      and(eq(noticeAttachments.noticeId, noticeId), eq(noticeAttachments.fileId, fileId), readableBy(db, reader, now)),
    )
    .limit(1);
  return row && findFile(db, row.fileId);
}

/** Condition on `notice_targets`: the rows of one notice (an id, or a column of an outer query). */
const targetsOf = (noticeId: number | SQL, kind: NoticeTargetKind) =>
  and(eq(noticeTargets.noticeId, noticeId), eq(noticeTargets.kind, kind));

/** Whether the notice targets everyone, as SQL (an id, or a column of an outer query). */
export const targetsEveryone = (db: Database, noticeId: number | SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(noticeTargets)
      .where(targetsOf(noticeId, 'all')),
  );

/**
 * Subquery (column user_id): the users a notice's targets other than `all` reach, enabled or not,
 * each once. Each part starts from the notice's own targets, so its cost follows the users it reaches.
 */
export function targetedUserIdsBesidesAll(db: Database, noticeId: number | SQL): SQL {
  const id = noticeId;
  const roleIds = db.select({ id: noticeTargets.refId }).from(noticeTargets).where(targetsOf(id, 'role'));
  return sql`SELECT t.ref_id AS user_id FROM notice_targets t WHERE t.notice_id = ${id} AND t.kind = 'user'
    UNION SELECT u.id FROM notice_targets t JOIN users u ON u.org_id = t.ref_id WHERE t.notice_id = ${id} AND t.kind = 'org'
    UNION SELECT u.id FROM notice_targets t JOIN orgs r ON r.id = t.ref_id JOIN orgs o ON o.path LIKE r.path || '%'
      JOIN users u ON u.org_id = o.id WHERE t.notice_id = ${id} AND t.kind = 'orgTree'
    UNION SELECT m.user_id FROM notice_targets t JOIN user_group_members m ON m.group_id = t.ref_id WHERE t.notice_id = ${id} AND t.kind = 'group'
    UNION SELECT p.user_id FROM notice_targets t JOIN user_posts p ON p.post_id = t.ref_id WHERE t.notice_id = ${id} AND t.kind = 'post'
    UNION ${roleHolderIds(db, roleIds)}`;
}

/**
 * Read receipts as two columns: enabled users the notice is targeted at now, and how many of
 * them have read it. For everyone, counted from the users and the reads alone.
 */
export function receiptColumns(db: Database, noticeId: number | SQL) {
  const id = noticeId;
  const everyone = targetsEveryone(db, id);
  const reached = targetedUserIdsBesidesAll(db, id);
  return {
    targeted: sql<number>`(CASE WHEN ${everyone} THEN (SELECT count(*)::int FROM users WHERE status = ${USER_ENABLED})
      ELSE (SELECT count(*)::int FROM (${reached}) x JOIN users u ON u.id = x.user_id AND u.status = ${USER_ENABLED}) END)`,
    read: sql<number>`(CASE WHEN ${everyone}
      THEN (SELECT count(*)::int FROM notice_reads r JOIN users u ON u.id = r.user_id AND u.status = ${USER_ENABLED} WHERE r.notice_id = ${id})
      ELSE (SELECT count(*)::int FROM (${reached}) x JOIN users u ON u.id = x.user_id AND u.status = ${USER_ENABLED}
        JOIN notice_reads r ON r.notice_id = ${id} AND r.user_id = x.user_id) END)`,
  };
}

/** Read receipts of one notice. */
export async function noticeReceipts(db: Database, noticeId: number): Promise<{ targeted: number; read: number }> {
  const columns = receiptColumns(db, noticeId);
  const { rows } = (await db.execute(
    sql`SELECT ${columns.targeted} AS targeted, ${columns.read} AS read`,
  )) as unknown as {
    rows: { targeted: number | string; read: number | string }[];
  };
  return { targeted: Number(rows[0].targeted), read: Number(rows[0].read) };
}

/** Adds a notice with its targets; its id. */
export async function insertNotice(db: Database, notice: NewNotice, targets: readonly NoticeTarget[]): Promise<number> {
  const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
  await replaceNoticeTargets(db, row.id, targets);
  return row.id;
}

/** Sets the targets of a notice to exactly these. */
export async function replaceNoticeTargets(
  db: Database,
  noticeId: number,
  targets: readonly NoticeTarget[],
): Promise<void> {
  await db.delete(noticeTargets).where(eq(noticeTargets.noticeId, noticeId));
  if (targets.length > 0)
    await db
      .insert(noticeTargets)
      .values(targets.map((target) => ({ noticeId, kind: target.kind, refId: target.refId })))
      .onConflictDoNothing();
}

/** The targets of notices, by notice. */
export async function targetsOfNotices(db: Database, noticeIds: readonly number[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({ noticeId: noticeTargets.noticeId, kind: noticeTargets.kind, refId: noticeTargets.refId })
    .from(noticeTargets)
    .where(inArray(noticeTargets.noticeId, [...noticeIds]))
    .orderBy(asc(noticeTargets.noticeId), asc(noticeTargets.kind), asc(noticeTargets.refId));
}
