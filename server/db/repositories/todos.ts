import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import type { ScopeOwner } from '../../access/dataScope';
import type { TodoView } from '../../plugins/todos/constants';
import { todoAssignees, todoMatters, todos, users } from '../schema';

/*
 * The to-do list: a user's own to-dos and those shared with them, their matters and assignees,
 * and the one-time claim of a reminder.
 */

export type Todo = typeof todos.$inferSelect;

/**
 * How to-dos are owned for the data scope: the owner's organisation when it was made, and the
 * owner. The personal list goes by owner and assignee; a view of the to-dos within a data scope
 * uses this with `callerScopeOn`.
 */
export const TODOS_OWNER: ScopeOwner = { orgId: todos.orgId, selfId: todos.ownerId };

/** What the caller is to a to-do. */
export type TodoRole = 'owner' | 'assignee';

const sharedWith = (userId: number) =>
  exists(
    sql`(SELECT 1 FROM ${todoAssignees} WHERE ${todoAssignees.todoId} = ${todos.id} AND ${todoAssignees.userId} = ${userId})`,
  );

/** To-dos the user owns or that are shared with them, as one condition. */
export function visibleTo(userId: number, view: TodoView = 'all'): SQL {
  if (view === 'mine') return eq(todos.ownerId, userId);
  if (view === 'sharedWithMe') return sharedWith(userId);
  return or(eq(todos.ownerId, userId), sharedWith(userId))!;
}

/**
 * The to-do if the user owns it or it is shared with them, with what the user is to it.
 * `lock` takes the row for the rest of the transaction, so changes of one to-do follow each other.
 */
export async function findTodoFor(
  db: Database,
  id: number,
  userId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<(Todo & { role: TodoRole }) | undefined> {
  const query = db.select().from(todos).where(and(eq(todos.id, id), visibleTo(userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, role: row.ownerId === userId ? 'owner' : 'assignee' };
}

export async function findTodo(db: Database, id: number): Promise<Todo | undefined> {
  const [row] = await db.select().from(todos).where(eq(todos.id, id));
  return row;
}

export interface TodoFilter {
  view?: TodoView;
  done?: boolean;
  keyword?: string;
  dueFrom?: Date;
  dueTo?: Date;
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matterCount = sql<number>`(SELECT count(*) FROM ${todoMatters} WHERE ${todoMatters.todoId} = ${todos.id})`.mapWith(Number);
const mattersDone =
  sql<number>`(SELECT count(*) FROM ${todoMatters} WHERE ${todoMatters.todoId} = ${todos.id} AND ${todoMatters.done})`.mapWith(Number);

const listedColumns = {
  id: todos.id,
  title: todos.title,
  dueAt: todos.dueAt,
  remindAt: todos.remindAt,
  done: todos.done,
  doneAt: todos.doneAt,
  ownerId: todos.ownerId,
  ownerName: users.name,
  ownerAccount: users.account,
  matterCount,
  mattersDone,
  createdAt: todos.createdAt,
  updatedAt: todos.updatedAt,
};

export type ListedTodo = Awaited<ReturnType<typeof pageTodos>>['rows'][number];

/** Due first (soonest first, undated last), then newest. */
const todoOrder = [sql`${todos.dueAt} ASC NULLS LAST`, desc(todos.createdAt), desc(todos.id)];

/** One page of the to-dos the user owns or shares, with their owners and matter counts. */
export async function pageTodos(db: Database, userId: number, filter: TodoFilter, page: { limit: number; offset: number }) {
  const where = and(
    visibleTo(userId, filter.view),
    filter.done !== undefined ? eq(todos.done, filter.done) : undefined,
    filter.keyword ? ilike(todos.title, containsPattern(filter.keyword)) : undefined,
    filter.dueFrom ? gte(todos.dueAt, filter.dueFrom) : undefined,
    filter.dueTo ? lte(todos.dueAt, filter.dueTo) : undefined,
  );
  const rows = await db
    .select(listedColumns)
    .from(todos)
    .innerJoin(users, eq(users.id, todos.ownerId))
    .where(where)
    .orderBy(...todoOrder)
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(todos).where(where);
  return { rows, total };
}

/** One to-do as its detail shows it (owner, counts and description included), whoever asks. */
export async function todoDetailRow(db: Database, id: number) {
  const [row] = await db
    .select({ ...listedColumns, description: todos.description, remindedAt: todos.remindedAt })
    .from(todos)
    .innerJoin(users, eq(users.id, todos.ownerId))
    .where(eq(todos.id, id));
  return row;
}

export type TodoDetailRow = NonNullable<Awaited<ReturnType<typeof todoDetailRow>>>;

/** The assignees of these to-dos, by account. */
export async function assigneesOf(db: Database, todoIds: readonly number[]) {
  if (todoIds.length === 0) return [];
  return db
    .select({ todoId: todoAssignees.todoId, id: users.id, name: users.name, account: users.account })
    .from(todoAssignees)
    .innerJoin(users, eq(users.id, todoAssignees.userId))
    .where(inArray(todoAssignees.todoId, [...todoIds]))
    .orderBy(asc(users.account), asc(users.id));
}

export async function assigneeIdsOf(db: Database, todoId: number): Promise<number[]> {
  const rows = await db.select({ userId: todoAssignees.userId }).from(todoAssignees).where(eq(todoAssignees.todoId, todoId));
  return rows.map((row) => row.userId);
}

export async function mattersOf(db: Database, todoId: number) {
  return db
    .select({ id: todoMatters.id, content: todoMatters.content, done: todoMatters.done })
    .from(todoMatters)
    .where(eq(todoMatters.todoId, todoId))
    .orderBy(asc(todoMatters.sort), asc(todoMatters.id));
}

export type TodoFields = Pick<typeof todos.$inferInsert, 'title' | 'description' | 'dueAt' | 'remindAt' | 'remindedAt'>;

export async function insertTodo(
  db: Database,
  fields: TodoFields & { ownerId: number; orgId: number | null },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(todos)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: todos.id });
  return row.id;
}

export async function updateTodo(db: Database, id: number, fields: Partial<TodoFields>, now: Date): Promise<void> {
  await db.update(todos).set({ ...fields, updatedAt: now }).where(eq(todos.id, id));
}

export async function deleteTodo(db: Database, id: number): Promise<void> {
  await db.delete(todos).where(eq(todos.id, id));
}

/** Marks it done (keeping when it was first done) or not done. */
export async function setTodoDone(db: Database, id: number, done: boolean, now: Date): Promise<void> {
  await db
    .update(todos)
    .set({ done, doneAt: done ? sql`COALESCE(${todos.doneAt}, ${now})` : null, updatedAt: now })
    .where(eq(todos.id, id));
}

/** Replaces the matters of a to-do, in the order given. */
export async function replaceMatters(db: Database, todoId: number, matters: readonly { content: string; done: boolean }[]) {
  await db.delete(todoMatters).where(eq(todoMatters.todoId, todoId));
  if (matters.length > 0)
    await db.insert(todoMatters).values(matters.map((matter, sort) => ({ todoId, sort, content: matter.content, done: matter.done })));
}

/** Adds a matter after the last one. */
export async function appendMatter(db: Database, todoId: number, content: string): Promise<void> {
  const [{ last }] = await db.select({ last: max(todoMatters.sort) }).from(todoMatters).where(eq(todoMatters.todoId, todoId));
  await db.insert(todoMatters).values({ todoId, sort: (last ?? -1) + 1, content });
}

export async function countMatters(db: Database, todoId: number): Promise<number> {
  const [{ matters }] = await db.select({ matters: count() }).from(todoMatters).where(eq(todoMatters.todoId, todoId));
  return matters;
}

/** Ticks one matter of the to-do; false when the to-do has no such matter. */
export async function setMatterDone(db: Database, todoId: number, matterId: number, done: boolean): Promise<boolean> {
  const rows = await db
    .update(todoMatters)
    .set({ done })
    .where(and(eq(todoMatters.id, matterId), eq(todoMatters.todoId, todoId)))
    .returning({ id: todoMatters.id });
  return rows.length > 0;
}

export async function replaceAssignees(db: Database, todoId: number, userIds: readonly number[]): Promise<void> {
  await db.delete(todoAssignees).where(eq(todoAssignees.todoId, todoId));
  if (userIds.length > 0) await db.insert(todoAssignees).values(userIds.map((userId) => ({ todoId, userId })));
}

/** Of these users, those within the scope (a condition on users), with their account and status. */
export async function usersWithin(db: Database, ids: readonly number[], scope: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, account: users.account, name: users.name, status: users.status })
    .from(users)
    .where(and(inArray(users.id, [...ids]), scope));
}

/** The user's undone to-dos (own or shared) due by `until` (overdue ones included), soonest first. */
export async function dueTodos(db: Database, userId: number, until: Date, limit: number) {
  return db
    .select({ id: todos.id, title: todos.title, dueAt: todos.dueAt })
    .from(todos)
    .where(and(visibleTo(userId), eq(todos.done, false), isNotNull(todos.dueAt), lte(todos.dueAt, until)))
    .orderBy(asc(todos.dueAt), asc(todos.id))
    .limit(limit);
}

/** Reminders whose time has come and that were never sent (their job lost, or the server down at the time). */
export async function dueReminders(db: Database, now: Date) {
  return db
    .select({ id: todos.id, remindAt: todos.remindAt })
    .from(todos)
    .where(and(isNotNull(todos.remindAt), lte(todos.remindAt, now), isNull(todos.remindedAt), eq(todos.done, false)));
}

/**
 * Takes the reminder of a to-do for sending, once: only while it exists, is not done, its
 * reminder is still the one the job was sent for and has not been sent. One statement, so two
 * runs of the job (a retry, another server process) cannot both take it.
 */
export async function claimReminder(db: Database, id: number, remindAt: Date, now: Date) {
  const [row] = await db
    .update(todos)
    .set({ remindedAt: now })
    .where(and(eq(todos.id, id), eq(todos.remindAt, remindAt), isNull(todos.remindedAt), eq(todos.done, false)))
    .returning({ id: todos.id, title: todos.title, ownerId: todos.ownerId, dueAt: todos.dueAt });
  return row;
}
