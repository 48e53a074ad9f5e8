import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import type { Database } from '../../db/client';
import { insertOperationLog } from '../../db/repositories/auditLog';
import { insertMessages } from '../../db/repositories/messages';
import {
  appendMatter,
  assigneeIdsOf,
  assigneesOf,
  claimReminder,
  countMatters,
  deleteTodo,
  dueReminders,
  dueTodos,
  findTodoFor,
  insertTodo,
  mattersOf,
  pageTodos,
  replaceAssignees,
  replaceMatters,
  setMatterDone,
  setTodoDone,
  todoDetailRow,
  updateTodo,
  usersWithin,
  type ListedTodo,
  type Todo,
  type TodoRole,
} from '../../db/repositories/todos';
import { USER_ENABLED } from '../../db/schema';
import { success } from '../../envelopes';
import { DEFAULT_LOCALE, translate } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { MESSAGE_LEVELS } from '../message/constants';
import type { FieldMode } from '../roles/constants';
import { requireUser } from '../session';
import { TODO_DUE_DAYS_DEFAULT, TODO_DUE_LIMIT, TODO_MATTERS_MAX, TODO_MESSAGE_GROUP, todoDetailLink } from './constants';
import {
  addMatterSchema,
  createTodoSchema,
  deleteTodoSchema,
  dueTodosSchema,
  getTodoSchema,
  listTodosSchema,
  markTodoDoneSchema,
  tickMatterSchema,
  updateTodoSchema,
  type SaveTodoBody,
} from './contract';

type SaveBody = Static<typeof SaveTodoBody>;

/** The job that sends a to-do's reminder at its time. */
export const REMIND_JOB = 'todo.remind';
interface RemindJob {
  id: number;
  remindAt: string;
}

/** Characters of the description the operation log keeps. */
const LOGGED_DESCRIPTION_MAX = 500;
/** Characters of a message's title (the column's length). */
const MESSAGE_TITLE_MAX = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The to-do list (/lazarToDo): every signed-in user keeps to-dos of their own and shares them with
 * colleagues within their data scope. The owner reads, changes, shares and deletes; a colleague it
 * is shared with reads it, ticks its matters and marks it done or not; anyone else gets 404. A
 * reminder is a job at its time that messages the owner and the assignees once.
 */
const todoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // ---- Reminders -------------------------------------------------------------------------------

  const sendRemindJob = (id: number, remindAt: Date) =>
    app.queue.send<RemindJob>(REMIND_JOB, { id, remindAt: remindAt.toISOString() }, {
      startAfter: remindAt,
      singletonKey: `${id}@${remindAt.toISOString()}`,
    });

  const pushMessages = async (request: FastifyRequest | null, userIds: number[]) => {
    if (userIds.length === 0) return;
    await app.push.toUsers(userIds, { kind: 'message' }).catch((error: unknown) => {
      (request?.log ?? app.log).warn({ err: error }, 'push after a to-do message failed');
    });
  };

  /**
   * Sends the reminder of the job's time, once: a to-do gone, done, rescheduled (its new time has
   * a job of its own) or reminded already is left alone. Safe to run twice.
   */
  async function runRemind({ id, remindAt }: RemindJob) {
    const now = app.clock();
    const recipients = await app.db.transaction(async (tx) => {
      const todo = await claimReminder(tx, id, new Date(remindAt), now);
      if (!todo) return null;
      const userIds = [todo.ownerId, ...(await assigneeIdsOf(tx, id))];
      const title = translate(DEFAULT_LOCALE, 'todos.remindMessage.title', { title: todo.title }).slice(0, MESSAGE_TITLE_MAX);
      const content = translate(DEFAULT_LOCALE, 'todos.remindMessage.content', { title: todo.title });
      await insertMessages(
        tx,
        userIds.map((userId) => ({
          userId,
          title,
          content,
          level: MESSAGE_LEVELS.important,
          group: TODO_MESSAGE_GROUP,
          link: todoDetailLink(id),
          createdAt: now,
        })),
      );
      await insertOperationLog(tx, {
        userId: null,
        account: null,
        action: 'todo.remind',
        target: `${id} ${todo.title}`.slice(0, 256),
        detail: { by: 'job', remindAt, recipients: userIds },
        result: 'success',
        ip: null,
        durationMs: 0,
      });
      return userIds;
    });
    if (!recipients) return { skipped: true };
    await pushMessages(null, recipients);
    return { reminded: id, messages: recipients.length };
  }

  await app.queue.register<RemindJob>(REMIND_JOB, ({ data }) => runRemind(data), { policy: 'short', retryLimit: 5 });
  // At start, reminders that fell due while no server ran or whose job was lost between a commit and its sending.
  await app.queue.register(
    'todo.sweep',
    async () => {
      const due = await dueReminders(app.db, app.clock());
      let reminded = 0;
      for (const todo of due) if ('reminded' in (await runRemind({ id: todo.id, remindAt: todo.remindAt!.toISOString() }))) reminded++;
      return { reminded };
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.send('todo.sweep', {}, { singletonKey: 'sweep' });
  });

  // ---- Answers ---------------------------------------------------------------------------------

  type Person = { id: number; name: string; account: string };
  const personOf = (person: Person, restrictions: Record<string, FieldMode>) =>
    withoutHidden(person, restrictions, { name: ['name'], account: ['account'] });

  const itemOf = (row: ListedTodo, assignees: Person[], userId: number, now: Date, restrictions: Record<string, FieldMode>) => ({
    id: row.id,
    title: row.title,
    dueAt: iso(row.dueAt),
    remindAt: iso(row.remindAt),
    done: row.done,
    doneAt: iso(row.doneAt),
    overdue: !row.done && row.dueAt !== null && row.dueAt < now,
    mine: row.ownerId === userId,
    owner: personOf({ id: row.ownerId, name: row.ownerName, account: row.ownerAccount }, restrictions),
    assignees: assignees.map((person) => personOf(person, restrictions)),
    matterCount: row.matterCount,
    mattersDone: row.mattersDone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const detailOf = async (request: FastifyRequest, db: Database, id: number) => {
    const row = (await todoDetailRow(db, id))!;
    const assignees = await assigneesOf(db, [id]);
    const restrictions = await fieldRestrictionsOf(request, 'user');
    return {
      ...itemOf(row, assignees, requireUser(request).id, app.clock(), restrictions),
      description: row.description,
      remindedAt: iso(row.remindedAt),
      matters: await mattersOf(db, id),
    };
  };

  /** The to-do as the operation log records it. */
  const logged = async (row: Todo, tx: Database) => ({
    title: row.title,
    description:
      row.description && row.description.length > LOGGED_DESCRIPTION_MAX ? `${row.description.slice(0, LOGGED_DESCRIPTION_MAX)}…` : row.description,
    dueAt: iso(row.dueAt),
    remindAt: iso(row.remindAt),
    done: row.done,
    matters: (await mattersOf(tx, row.id)).map(({ content, done }) => ({ content, done })),
    assigneeIds: await assigneeIdsOf(tx, row.id),
  });

  /** The to-do for a change by the caller, locked: 404 unless they own it or it is shared with them. */
  const findFor = (request: FastifyRequest) => (tx: Database, id: number) => findTodoFor(tx, id, requireUser(request).id, { lock: true });

  const ownerOnly = (request: FastifyRequest, role: TodoRole) => {
    if (role !== 'owner') throw apiError(request, 403, 'FORBIDDEN', 'todos.ownerOnly');
  };

  // ---- Checks of a to-do's input -----------------------------------------------------------------

  /**
   * The form's fields as stored, checked: a title and matters that are not blank, a reminder in
   * the future (unless it is the one the to-do has) and before the due time, and colleagues added
   * that are enabled users within the caller's data scope (400 naming them).
   */
  async function checked(request: FastifyRequest, tx: Database, body: SaveBody, before: Todo | null, userScope: SQL, now: Date) {
    const caller = requireUser(request);
    const title = body.title.trim();
    if (!title) throw apiError(request, 400, null, 'todos.titleBlank');
    const matters = body.matters.map((matter, at) => {
      const content = matter.content.trim();
      if (!content) throw apiError(request, 400, null, 'todos.matterBlank', { row: at + 1 });
      return { content, done: matter.done ?? false };
    });
    const dueAt = body.dueAt ? new Date(body.dueAt) : null;
    const remindAt = body.remindAt ? new Date(body.remindAt) : null;
    const remindChanged = !sameTime(remindAt, before?.remindAt ?? null);
    if (remindAt) {
      if (remindChanged && remindAt <= now) throw apiError(request, 400, null, 'todos.remindPast');
      if (dueAt && remindAt >= dueAt) throw apiError(request, 400, null, 'todos.remindNotBeforeDue');
    }
    // The owner is not among the colleagues it is shared with.
    const assigneeIds = [...new Set(body.assigneeIds)].filter((id) => id !== (before?.ownerId ?? caller.id));
    const had = new Set(before ? await assigneeIdsOf(tx, before.id) : []);
    const added = assigneeIds.filter((id) => !had.has(id));
    if (added.length > 0) {
      const found = await usersWithinScope(tx, added, userScope);
      const missing = added.filter((id) => !found.has(id));
      if (missing.length > 0) throw apiError(request, 400, null, 'todos.assigneesUnknown', { ids: missing.join(', ') });
      const disabled = added.map((id) => found.get(id)!).find((user) => user.status !== USER_ENABLED);
      if (disabled) throw apiError(request, 400, null, 'todos.assigneeDisabled', { name: `${disabled.name} (${disabled.account})` });
    }
    const description = body.description?.trim() || null;
    return { fields: { title, description, dueAt, remindAt }, remindChanged, matters, assigneeIds, added };
  }

  const usersWithinScope = async (tx: Database, ids: number[], scope: SQL) =>
    new Map((await usersWithin(tx, ids, scope)).map((user) => [user.id, user]));

  /** Messages the colleagues a to-do was just shared with. */
  async function messageShared(request: FastifyRequest, tx: Database, id: number, title: string, userIds: number[], now: Date) {
    if (userIds.length === 0) return;
    const caller = requireUser(request);
    const owner = caller.name || caller.account;
    await insertMessages(
      tx,
      userIds.map((userId) => ({
        userId,
        title: translate(DEFAULT_LOCALE, 'todos.shareMessage.title', { owner }).slice(0, MESSAGE_TITLE_MAX),
        content: translate(DEFAULT_LOCALE, 'todos.shareMessage.content', { owner, title }),
        level: MESSAGE_LEVELS.normal,
        group: TODO_MESSAGE_GROUP,
        link: todoDetailLink(id),
        createdAt: now,
      })),
    );
  }

  // ---- Routes ----------------------------------------------------------------------------------

  app.get('/todos', { schema: listTodosSchema }, async (request) => {
    const { view, done, keyword, dueFrom, dueTo } = request.query;
    const userId = requireUser(request).id;
    const { rows, total } = await pageTodos(
      app.db,
      userId,
      {
        view,
        done: done === undefined ? undefined : done === 'true',
        keyword: keyword?.trim() || undefined,
        dueFrom: dueFrom ? new Date(dueFrom) : undefined,
        dueTo: dueTo ? new Date(dueTo) : undefined,
      },
      pageFrom(request.query),
    );
    const assignees = await assigneesOf(app.db, rows.map((row) => row.id));
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const now = app.clock();
    return success({
      list: rows.map((row) =>
        itemOf(
          row,
          assignees.filter((person) => person.todoId === row.id),
          userId,
          now,
          restrictions,
        ),
      ),
      total,
    });
  });

  app.get('/todos/due', { schema: dueTodosSchema }, async (request) => {
    const now = app.clock();
    const days = request.query.days ?? TODO_DUE_DAYS_DEFAULT;
    const rows = await dueTodos(app.db, requireUser(request).id, new Date(now.getTime() + days * DAY_MS), TODO_DUE_LIMIT);
    return success(rows.map((row) => ({ id: row.id, title: row.title, dueAt: row.dueAt!.toISOString(), overdue: row.dueAt! < now })));
  });

  app.get('/todos/:id', { schema: getTodoSchema }, async (request) => {
    const todo = await findTodoFor(app.db, request.params.id, requireUser(request).id);
    if (!todo) throw apiError(request, 404, null, 'todos.notFound');
    return success(await detailOf(request, app.db, todo.id));
  });

  app.post('/todos', { schema: createTodoSchema }, async (request, reply) => {
    const caller = requireUser(request);
    const body = request.body;
    const userScope = await callerScope(request);
    const now = app.clock();
    const done = await auditedChange(request, reply, { action: 'todo.create', target: body.title.slice(0, 200) }, async (tx, draft) => {
      const input = await checked(request, tx, body, null, userScope, now);
      const id = await insertTodo(tx, { ...input.fields, remindedAt: null, ownerId: caller.id, orgId: caller.orgId }, now);
      await replaceMatters(tx, id, input.matters);
      await replaceAssignees(tx, id, input.assigneeIds);
      await messageShared(request, tx, id, input.fields.title, input.added, now);
      const after = (await findTodoFor(tx, id, caller.id))!;
      draft.target = `${id} ${input.fields.title}`.slice(0, 256);
      draft.detail = { after: await logged(after, tx), shared: input.added };
      return { id, input };
    });
    if (done.input.fields.remindAt) await sendRemindJob(done.id, done.input.fields.remindAt);
    await pushMessages(request, done.input.added);
    return success(await detailOf(request, app.db, done.id));
  });

  app.put('/todos/:id', { schema: updateTodoSchema }, async (request, reply) => {
    const { id } = request.params;
    const caller = requireUser(request);
    const userScope = await callerScope(request);
    const now = app.clock();
    let input: Awaited<ReturnType<typeof checked>> | undefined;
    await changeRow(request, reply, {
      action: 'todo.update',
      id,
      find: findFor(request),
      notFound: 'todos.notFound',
      name: (todo) => todo.title,
      logged,
      change: async (tx, before, detail) => {
        ownerOnly(request, before.role);
        input = await checked(request, tx, request.body, before, userScope, now);
        await updateTodo(tx, id, { ...input.fields, ...(input.remindChanged && { remindedAt: null }) }, now);
        await replaceMatters(tx, id, input.matters);
        await replaceAssignees(tx, id, input.assigneeIds);
        await messageShared(request, tx, id, input.fields.title, input.added, now);
        if (input.added.length > 0) detail.shared = input.added;
        return (await findTodoFor(tx, id, caller.id))!;
      },
    });
    if (input!.remindChanged && input!.fields.remindAt) await sendRemindJob(id, input!.fields.remindAt);
    await pushMessages(request, input!.added);
    return success(await detailOf(request, app.db, id));
  });

  app.delete('/todos/:id', { schema: deleteTodoSchema }, async (request, reply) => {
    const { id } = request.params;
    await changeRow(request, reply, {
      action: 'todo.delete',
      id,
      find: findFor(request),
      notFound: 'todos.notFound',
      name: (todo) => todo.title,
      logged,
      change: async (tx, before) => {
        ownerOnly(request, before.role);
        await deleteTodo(tx, id);
        return null;
      },
    });
    return success(null);
  });

  app.post('/todos/:id/done', { schema: markTodoDoneSchema }, async (request, reply) => {
    const { id } = request.params;
    const caller = requireUser(request);
    await changeRow(request, reply, {
      action: 'todo.done',
      id,
      detail: { done: request.body.done },
      find: findFor(request),
      notFound: 'todos.notFound',
      name: (todo) => todo.title,
      logged,
      change: async (tx) => {
        await setTodoDone(tx, id, request.body.done, app.clock());
        return (await findTodoFor(tx, id, caller.id))!;
      },
    });
    return success(await detailOf(request, app.db, id));
  });

  app.put('/todos/:id/matters/:matterId', { schema: tickMatterSchema }, async (request, reply) => {
    const { id, matterId } = request.params;
    const caller = requireUser(request);
    await changeRow(request, reply, {
      action: 'todo.matter.tick',
      id,
      detail: { matterId, done: request.body.done },
      find: findFor(request),
      notFound: 'todos.notFound',
      name: (todo) => todo.title,
      logged,
      change: async (tx) => {
        if (!(await setMatterDone(tx, id, matterId, request.body.done))) throw apiError(request, 404, null, 'todos.matterNotFound');
        await updateTodo(tx, id, {}, app.clock());
        return (await findTodoFor(tx, id, caller.id))!;
      },
    });
    return success(await detailOf(request, app.db, id));
  });

  app.post('/todos/:id/matters', { schema: addMatterSchema }, async (request, reply) => {
    const { id } = request.params;
    const caller = requireUser(request);
    const content = request.body.content.trim();
    await changeRow(request, reply, {
      action: 'todo.matter.add',
      id,
      detail: { content },
      find: findFor(request),
      notFound: 'todos.notFound',
      name: (todo) => todo.title,
      logged,
      change: async (tx, before) => {
        ownerOnly(request, before.role);
        if (!content) throw apiError(request, 400, null, 'todos.contentBlank');
        if ((await countMatters(tx, id)) >= TODO_MATTERS_MAX) throw apiError(request, 400, null, 'todos.mattersFull', { max: TODO_MATTERS_MAX });
        await appendMatter(tx, id, content);
        await updateTodo(tx, id, {}, app.clock());
        return (await findTodoFor(tx, id, caller.id))!;
      },
    });
    return success(await detailOf(request, app.db, id));
  });
};

export default todoRoutes;
