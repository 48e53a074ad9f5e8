import { and, count, desc, eq, gte, ilike, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { unreferencedFile } from './files';
import { prefixPattern } from './like';
import { userKeywordCondition, type UserKeywordField } from './users';
import { feedback, feedbackReplies, files, orgs, users } from '../schema';
import { FEEDBACK_LIST_CONTENT_CHARS, type FeedbackStatusValue } from '../../plugins/feedback/constants';

export type Feedback = typeof feedback.$inferSelect;

export async function insertFeedback(
  db: Database,
  row: Pick<typeof feedback.$inferInsert, 'userId' | 'content' | 'contact' | 'screenshotFileId'>,
  now: Date,
): Promise<number> {
  const [inserted] = await db
    .insert(feedback)
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning({ id: feedback.id });
  return inserted.id;
}

/** One page of a user's feedback, newest first, and how many there are. */
export async function pageUserFeedback(
  db: Database,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: Feedback[]; total: number }> {
  const where = eq(feedback.userId, userId);
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(feedback).where(where);
  return { rows, total };
}

/** A feedback of this user, or undefined (also when it is another user's). */
export async function findOwnFeedback(db: Database, id: number, userId: number): Promise<Feedback | undefined> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
    .limit(1);
  return row;
}

/** An entry of a conversation, with its author's name (null when the account is gone). */
export interface FeedbackReplyRow {
  id: number;
  fromStaff: boolean;
  authorId: number | null;
  authorName: string | null;
  content: string;
  createdAt: Date;
}

/** The conversation of a feedback, oldest first. */
export async function feedbackReplyRows(db: Database, feedbackId: number): Promise<FeedbackReplyRow[]> {
  return db
    .select({
      id: feedbackReplies.id,
      fromStaff: feedbackReplies.fromStaff,
      authorId: feedbackReplies.authorId,
      authorName: users.name,
      content: feedbackReplies.content,
      createdAt: feedbackReplies.createdAt,
    })
    .from(feedbackReplies)
    .leftJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(eq(feedbackReplies.feedbackId, feedbackId))
    .orderBy(feedbackReplies.createdAt, feedbackReplies.id);
}

export async function insertFeedbackReply(
  db: Database,
  reply: { feedbackId: number; authorId: number; fromStaff: boolean; content: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(feedbackReplies)
    .values({ ...reply, createdAt: now })
    .returning({ id: feedbackReplies.id });
  return row.id;
}

/** Sets the state of a feedback; `handledBy` (staff) when given; the feedback counts as changed now. */
export async function updateFeedbackState(
  db: Database,
  id: number,
  change: { status: FeedbackStatusValue; handledBy?: number },
  now: Date,
): Promise<void> {
  await db
    .update(feedback)
    .set({ ...change, updatedAt: now })
    .where(eq(feedback.id, id));
}

/**
 * Whether a stored file may become the screenshot of a new feedback: an image its uploader
 * stored and attached to nothing yet (no feedback, notice or export holds it). Call it in the
 * transaction that attaches the file.
 */
export async function screenshotAttachable(db: Database, fileId: number, userId: number): Promise<boolean> {
  // The file's row is locked first, so two feedback sent at once with one file wait for each
  // other, and the check below (a statement of its own) sees what the first one attached.
  await db.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.createdBy, userId),
        like(files.mimeType, 'image/%'),
        ...unreferencedFile(db),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/* The back office: feedback of the users within a data scope (a condition on `users`). */

const handler = alias(users, 'handler');

export interface ManagedFeedbackFilter {
  status?: number;
  /** Part of the content or contact, or the start of the submitter's user number or of `keywordFields`. */
  keyword?: string;
  /** The submitter fields the keyword may search (those not hidden from the caller). */
  keywordFields?: readonly UserKeywordField[];
  createdFrom?: Date;
  createdTo?: Date;
}

/** A LIKE pattern matching values that contain the text, its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function managedConditions(scope: SQL, filter: ManagedFeedbackFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope];
  if (filter.status !== undefined) conditions.push(eq(feedback.status, filter.status));
  if (filter.createdFrom) conditions.push(gte(feedback.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lte(feedback.createdAt, filter.createdTo));
  if (filter.keyword) {
    const contains = containsPattern(filter.keyword);
    conditions.push(
      or(
        ilike(feedback.content, contains),
        ilike(feedback.contact, contains),
        like(users.userNo, prefixPattern(filter.keyword)),
        userKeywordCondition(filter.keyword, filter.keywordFields),
      ),
    );
  }
  return and(...conditions);
}

const managedColumns = {
  id: feedback.id,
  contact: feedback.contact,
  status: feedback.status,
  screenshotFileId: feedback.screenshotFileId,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  submitterId: users.id,
  submitterName: users.name,
  submitterUserNo: users.userNo,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  handledByName: handler.name,
  replyCount: sql<number>`(SELECT count(*) FROM ${feedbackReplies} WHERE ${feedbackReplies.feedbackId} = ${feedback.id})`.mapWith(
    Number,
  ),
};

/** The managed columns with the content, whole or cut. */
function selectManaged(db: Database, content: SQL<string>) {
  return db
    .select({ ...managedColumns, content })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(handler, eq(handler.id, feedback.handledBy));
}

/** One page of the feedback within a data scope and the filters, newest first, with the first characters of the content. */
export async function pageManagedFeedback(
  db: Database,
  scope: SQL,
  filter: ManagedFeedbackFilter,
  page: { limit: number; offset: number },
) {
  const where = managedConditions(scope, filter);
  const rows = await selectManaged(db, sql<string>`left(${feedback.content}, ${FEEDBACK_LIST_CONTENT_CHARS})`)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where);
  return { rows, total };
}

export type ManagedFeedbackRow = Awaited<ReturnType<typeof pageManagedFeedback>>['rows'][number];

/** A feedback of a user within the data scope, whole, or undefined. */
export async function findManagedFeedback(db: Database, id: number, scope: SQL) {
  const [row] = await selectManaged(db, sql<string>`${feedback.content}`)
    .where(and(eq(feedback.id, id), scope))
    .limit(1);
  return row;
}

/** How many feedback the data scope and the filters take in. */
export async function countManagedFeedback(db: Database, scope: SQL, filter: ManagedFeedbackFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(managedConditions(scope, filter));
  return total;
}

/**
 * The next feedback of the list (newest first by id, whole content) after the one with id
 * `afterId`: an export reads the list in batches that stay exact while feedback arrives.
 */
export async function managedFeedbackAfter(
  db: Database,
  scope: SQL,
  filter: ManagedFeedbackFilter,
  afterId: number | null,
  limit: number,
) {
  return selectManaged(db, sql<string>`${feedback.content}`)
    .where(and(managedConditions(scope, filter), afterId === null ? undefined : lt(feedback.id, afterId)))
    .orderBy(desc(feedback.id))
    .limit(limit);
}
