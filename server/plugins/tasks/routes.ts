import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import { callerReach, callerScope, callerScopeOn } from '../../access/caller';
import { requireAction } from '../../access/functionRights';
import { reachableOrgTree } from '../../access/orgOptions';
import type { Database } from '../../db/client';
import { findOrg } from '../../db/repositories/orgs';
import {
  dispatchLogOf,
  drawTaskIds,
  enabledUserInScope,
  findTask,
  findTasks,
  insertComment,
  insertTasks,
  logManualDispatch,
  myTaskSummary,
  pageTasks,
  taskHistoryOf,
  taskIdsInScope,
  takenSourceRefs,
  TASKS_OWNER,
  userName,
} from '../../db/repositories/tasks/tasks';
import { applyTransition, lockTask, TaskStateConflict, type TaskRow } from '../../db/repositories/tasks/transitions';
import {
  findTaskType,
  insertTaskType,
  listTaskTypes,
  taskTypeCodeTaken,
  updateTaskType,
  type TaskType,
} from '../../db/repositories/tasks/taskTypes';
import { tasks } from '../../db/schema';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import {
  historyAnswer,
  dispatchLogAnswer,
  loggedTask,
  shownTime,
  stateConflict,
  taskAnswer,
  taskPageAnswer,
  taskTypeAnswer,
} from './answers';
import {
  canTransition,
  MY_TASK_DEFAULT_SORTER,
  TASK_DEFAULT_SORTER,
  taskManageLink,
  taskMyLink,
} from './constants';
import {
  cancelTasksSchema,
  commentTaskSchema,
  completeTaskSchema,
  createTaskSchema,
  createTaskTypeSchema,
  dispatchTasksSchema,
  getTaskSchema,
  listTasksSchema,
  listTaskTypesSchema,
  myTaskSummarySchema,
  myTasksSchema,
  reassignTasksSchema,
  returnTaskSchema,
  startTaskSchema,
  taskOrgOptionsSchema,
  updateTaskTypeSchema,
} from './contract';
import { newTask, plainProblems, problemError } from './intakeRules';
import integrationRoutes from './intake';
import { taskFilterOf, taskSortOf } from './filters';
import { afterTakenIn, registerTaskJobs, sendDispatch } from './jobs';
import { pushTaskMessages, sendTaskMessages, taskMessage, type TaskMessage } from './notify';
import { holdsTaskRight, requireTaskRight, taskForbidden } from './rights';
import taskTransferRoutes from './transfer';

type BulkTransition = 'dispatch' | 'reassign' | 'cancel';
type OwnTransition = 'start' | 'complete' | 'return';

/**
 * Tasks (module `task`): task types, the managers' list within their data scope with dispatch,
 * reassignment and cancellation in bulk, each person's own tasks (start, complete, return,
 * comment), messages to whom a change concerns, the breach of due times, export, Excel import,
 * and intake from other systems with integration keys.
 */
const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerTaskJobs(app);
  await app.register(taskTransferRoutes);
  await app.register(integrationRoutes);

  const scopeOf = (request: FastifyRequest) => callerScopeOn(request, TASKS_OWNER);

  /** Who may read a task: task:view within the data scope, or its assignee. */
  const readableBy = async (request: FastifyRequest): Promise<SQL> =>
    (await holdsTaskRight(request, 'view')) ? scopeOf(request) : eq(tasks.assigneeId, requireUser(request).id);

  // ---- Task types ------------------------------------------------------------------------------

  app.get('/taskTypes', { schema: listTaskTypesSchema }, async (request) => {
    const enabledOnly = request.query.enabled === 'true';
    if (!enabledOnly && !(await holdsTaskRight(request, 'view'))) throw await taskForbidden(request, 'view');
    return success((await listTaskTypes(app.db, { enabledOnly })).map(taskTypeAnswer));
  });

  const loggedType = (row: TaskType) => ({
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    serviceHours: row.serviceHours,
    enabled: row.enabled,
    sort: row.sort,
  });

  app.post('/taskTypes', { schema: createTaskTypeSchema, preHandler: requireAction('task', 'update') }, async (request, reply) => {
    const body = request.body;
    const code = body.code;
    const created = await auditedChange(request, reply, { action: 'taskType.create', target: code }, async (tx, draft) => {
      const taken = () => apiError(request, 409, null, 'tasks.typeCodeTaken', { code });
      if (await taskTypeCodeTaken(tx, code)) throw taken();
      const row = await insertTaskType(
        tx,
        {
          code,
          name: body.name.trim(),
          nameEn: body.nameEn?.trim() || null,
          serviceHours: body.serviceHours,
          enabled: body.enabled ?? true,
          sort: body.sort ?? 0,
        },
        app.clock(),
      );
      if (!row) throw taken();
      draft.target = `${row.id} ${row.code}`;
      draft.detail = { after: loggedType(row) };
      return row;
    });
    return success(taskTypeAnswer(created));
  });

  app.put('/taskTypes/:id', { schema: updateTaskTypeSchema, preHandler: requireAction('task', 'update') }, async (request, reply) => {
    const body = request.body;
    const after = await changeRow(request, reply, {
      action: 'taskType.update',
      id: request.params.id,
      find: findTaskType,
      notFound: 'tasks.typeNotFound',
      name: (row) => row.code,
      logged: loggedType,
      change: async (tx, before) => {
        if (body.code !== undefined && body.code !== before.code && (await taskTypeCodeTaken(tx, body.code, before.id)))
          throw apiError(request, 409, null, 'tasks.typeCodeTaken', { code: body.code });
        if (body.name !== undefined && !body.name.trim()) throw apiError(request, 400, null, 'field.notEmpty', { field: 'name' });
        return updateTaskType(
          tx,
          before.id,
          {
            ...body,
            ...(body.name !== undefined && { name: body.name.trim() }),
            ...(body.nameEn !== undefined && { nameEn: body.nameEn?.trim() || null }),
          },
          app.clock(),
        );
      },
    });
    return success(taskTypeAnswer(after));
  });

  // ---- Lists -----------------------------------------------------------------------------------

  app.get('/tasks', { schema: listTasksSchema, preHandler: requireAction('task', 'view') }, async (request) => {
    const now = app.clock();
    const page = await pageTasks(
      app.db,
      await scopeOf(request),
      await taskFilterOf(request, request.query),
      taskSortOf(request.query.sorter ?? TASK_DEFAULT_SORTER),
      pageFrom(request.query),
      now,
    );
    return success(taskPageAnswer(request, page, now));
  });

  app.get('/tasks/orgOptions', { schema: taskOrgOptionsSchema }, async (request) => {
    if (!(await holdsTaskRight(request, 'view')) && !(await holdsTaskRight(request, 'create'))) throw await taskForbidden(request, 'view');
    return success(await reachableOrgTree(request, app.db));
  });

  app.get('/tasks/my', { schema: myTasksSchema }, async (request) => {
    const now = app.clock();
    const { keyword, status, typeId, sla, dueFrom, dueTo, sorter } = request.query;
    const page = await pageTasks(
      app.db,
      eq(tasks.assigneeId, requireUser(request).id),
      await taskFilterOf(request, { keyword, status, typeId, sla, dueFrom, dueTo }),
      taskSortOf(sorter ?? MY_TASK_DEFAULT_SORTER),
      pageFrom(request.query),
      now,
    );
    return success(taskPageAnswer(request, page, now));
  });

  app.get('/tasks/my/summary', { schema: myTaskSummarySchema }, async (request) => {
    const now = app.clock();
    const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const dayEnd = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // getDay: 0 is Sunday; the week starts on Monday.
    const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
    return success(await myTaskSummary(app.db, requireUser(request).id, { now, dayStart, dayEnd, weekStart }));
  });

  app.get('/tasks/:id', { schema: getTaskSchema }, async (request) => {
    const now = app.clock();
    const row = await findTask(app.db, request.params.id, await readableBy(request));
    if (!row) throw apiError(request, 404, null, 'tasks.notFound');
    const [history, log, creator] = [
      await taskHistoryOf(app.db, row.id),
      await dispatchLogOf(app.db, row.id),
      row.createdBy === null ? undefined : await userName(app.db, row.createdBy),
    ];
    return success({
      ...taskAnswer(request, row, now),
      createdBy: row.createdBy === null ? null : { id: row.createdBy, name: creator ?? `#${row.createdBy}` },
      completedAt: row.completedAt?.toISOString() ?? null,
      history: history.map(historyAnswer),
      dispatchLog: log.map(dispatchLogAnswer),
    });
  });

  // ---- Create ----------------------------------------------------------------------------------

  app.post('/tasks', { schema: createTaskSchema, preHandler: requireAction('task', 'create') }, async (request, reply) => {
    const body = request.body;
    const caller = requireUser(request);
    const reach = await callerReach(request);
    const now = app.clock();
    const created = await auditedChange(request, reply, { action: 'task.create', target: body.title.slice(0, 200) }, async (tx, draft) => {
      const problem = plainProblems(request, body)[0];
      if (problem) throw problemError(problem);
      const type = await findTaskType(tx, body.typeId);
      if (!type?.enabled) throw apiError(request, 400, null, 'tasks.typeUnavailable', { field: 'typeId', type: String(body.typeId) });
      const org = await findOrg(tx, body.orgId);
      if (!org) throw apiError(request, 400, null, 'tasks.orgUnknown', { field: 'orgId', org: String(body.orgId) });
      if (reach !== 'all' && !reach.includes(org.id)) throw apiError(request, 403, 'FORBIDDEN', 'access.orgBeyondScope', { orgNo: org.orgNo });
      const refTaken = async () => {
        const taskNo = (await takenSourceRefs(tx, body.sourceSystem!, [body.sourceRef!])).get(body.sourceRef!);
        return taskNo && apiError(request, 409, null, 'tasks.sourceRefTaken', { field: 'sourceRef', ref: body.sourceRef!, taskNo });
      };
      if (body.sourceSystem && body.sourceRef) {
        const taken = await refTaken();
        if (taken) throw taken;
      }
      const [id] = await drawTaskIds(tx, 1);
      const row = newTask(id, body, type, org.id, caller.id, now);
      if (!(await insertTasks(tx, [row], caller.id, now)).has(id)) throw (await refTaken()) || new Error(`task ${id} was not inserted`);
      const task = (await lockTask(tx, id))!;
      draft.target = `${id} ${task.taskNo}`;
      draft.detail = { after: loggedTask(task) };
      return task;
    });
    // Answered as committed: the dispatch that follows may change it at once.
    const answer = taskAnswer(request, (await findTask(app.db, created.id))!, now);
    await afterTakenIn(app, [created]);
    return success(answer);
  });

  // ---- Bulk: dispatch, reassign, cancel ----------------------------------------------------------

  /**
   * Moves the tasks through a transition in one transaction, all or none: each found within the
   * caller's data scope (404 naming the first that is not), locked in id order, checked against
   * its state (409 TASK_STATE) and moved with its history entry; whom it concerns is told.
   */
  async function bulk(
    request: FastifyRequest,
    reply: FastifyReply,
    transition: BulkTransition,
    ids: number[],
    options: { assigneeId?: number; note?: string | null },
  ) {
    const caller = requireUser(request);
    const scope = await scopeOf(request);
    const userScope = options.assigneeId === undefined ? null : await callerScope(request);
    const now = app.clock();
    const note = options.note?.trim() || null;
    const draft = { action: `task.${transition}`, target: ids.join(', ').slice(0, 256), detail: { ids, ...options } };
    const recipients = await auditedChange(request, reply, draft, async (tx, draft) => {
      const assignee = userScope === null ? null : await enabledUserInScope(tx, options.assigneeId!, userScope);
      if (userScope !== null && !assignee) throw apiError(request, 400, null, 'tasks.assigneeUnknown', { id: options.assigneeId! });
      const visible = await taskIdsInScope(tx, ids, scope);
      const missing = ids.find((id) => !visible.has(id));
      if (missing !== undefined) throw apiError(request, 404, null, 'tasks.notFoundId', { id: missing });
      const changed: { before: TaskRow; after: TaskRow }[] = [];
      for (const id of [...ids].sort((a, b) => a - b)) {
        const before = (await lockTask(tx, id))!;
        if (transition === 'reassign' && before.assigneeId === assignee?.id && canTransition('reassign', before.status))
          throw apiError(request, 400, null, 'tasks.sameAssignee', { taskNo: before.taskNo });
        try {
          const after = await applyTransition(tx, before, transition, { actorId: caller.id, now, assigneeId: assignee?.id, note });
          changed.push({ before, after });
        } catch (error) {
          if (error instanceof TaskStateConflict) throw stateConflict(request, before, transition);
          throw error;
        }
      }
      if (transition === 'dispatch')
        await logManualDispatch(tx, changed.map(({ after }) => ({ taskId: after.id, assigneeId: after.assigneeId!, actorId: caller.id })), now);
      const messages: TaskMessage[] = [];
      for (const { before, after } of changed) {
        if (after.assigneeId !== null && after.assigneeId !== before.assigneeId)
          messages.push(
            taskMessage('assigned', { userId: after.assigneeId, link: taskMyLink(after.id) }, after.taskNo, { title: after.title, due: shownTime(after.dueAt) }, now),
          );
        if (before.assigneeId !== null && before.assigneeId !== after.assigneeId) {
          const to = { userId: before.assigneeId, link: null };
          messages.push(
            transition === 'cancel'
              ? taskMessage('cancelled', to, after.taskNo, { title: after.title, reason: note ?? '' }, now)
              : taskMessage('taken', to, after.taskNo, { title: after.title }, now),
          );
        }
      }
      draft.target = changed.map(({ after }) => after.taskNo).join(', ').slice(0, 256);
      draft.detail = {
        ...options,
        tasks: changed.map(({ before, after }) => ({
          id: after.id,
          taskNo: after.taskNo,
          from: before.status,
          to: after.status,
          assigneeBefore: before.assigneeId,
          assigneeAfter: after.assigneeId,
        })),
      };
      return sendTaskMessages(tx, messages, caller.id);
    });
    const answer = (await findTasks(app.db, ids)).map((row) => taskAnswer(request, row, now));
    await pushTaskMessages(app, recipients);
    // Reassigning and cancelling free a person's capacity: waiting tasks may go to them.
    if (transition !== 'dispatch') await sendDispatch(app);
    return success(answer);
  }

  app.post('/tasks/dispatch', { schema: dispatchTasksSchema, preHandler: requireTaskRight('dispatch') }, (request, reply) =>
    bulk(request, reply, 'dispatch', request.body.ids, { assigneeId: request.body.assigneeId }),
  );

  app.post('/tasks/reassign', { schema: reassignTasksSchema, preHandler: requireTaskRight('reassign') }, (request, reply) =>
    bulk(request, reply, 'reassign', request.body.ids, { assigneeId: request.body.assigneeId, note: request.body.note }),
  );

  app.post('/tasks/cancel', { schema: cancelTasksSchema, preHandler: requireTaskRight('cancel') }, (request, reply) => {
    if (!request.body.reason.trim()) throw apiError(request, 400, null, 'field.notEmpty', { field: 'reason' });
    return bulk(request, reply, 'cancel', request.body.ids, { note: request.body.reason });
  });

  // ---- The assignee's own: start, complete, return; comments ---------------------------------

  /**
   * The task for its assignee, locked: undefined when the caller cannot see it (404), 403 when
   * they can (task:view within the scope) but it is not theirs.
   */
  async function ownTask(request: FastifyRequest, tx: Database, id: number, managed: SQL | null): Promise<TaskRow | undefined> {
    const task = await lockTask(tx, id);
    if (!task) return undefined;
    if (task.assigneeId === requireUser(request).id) return task;
    if (managed && (await taskIdsInScope(tx, [id], managed)).size > 0) throw apiError(request, 403, 'FORBIDDEN', 'tasks.notAssignee', { taskNo: task.taskNo });
    return undefined;
  }

  async function own(request: FastifyRequest, reply: FastifyReply, id: number, transition: OwnTransition, note: string | null) {
    const caller = requireUser(request);
    const managed = (await holdsTaskRight(request, 'view')) ? await scopeOf(request) : null;
    const now = app.clock();
    let recipients: number[] = [];
    await changeRow(request, reply, {
      action: `task.${transition}`,
      id,
      ...(note !== null && { detail: { note } }),
      find: (tx, taskId) => ownTask(request, tx, taskId, managed),
      notFound: 'tasks.notFound',
      name: (task) => task.taskNo,
      logged: loggedTask,
      change: async (tx, before) => {
        let after: TaskRow;
        try {
          after = await applyTransition(tx, before, transition, { actorId: caller.id, now, note });
        } catch (error) {
          if (error instanceof TaskStateConflict) throw stateConflict(request, before, transition);
          throw error;
        }
        const messages: TaskMessage[] = [];
        if (before.createdBy !== null && transition !== 'start') {
          const to = { userId: before.createdBy, link: taskManageLink(id) };
          messages.push(
            transition === 'complete'
              ? taskMessage('completed', to, after.taskNo, { title: after.title, name: caller.name }, now)
              : taskMessage('returned', to, after.taskNo, { title: after.title, name: caller.name, reason: note ?? '' }, now),
          );
        }
        recipients = await sendTaskMessages(tx, messages, caller.id);
        return after;
      },
    });
    const answer = taskAnswer(request, (await findTask(app.db, id))!, now);
    await pushTaskMessages(app, recipients);
    if (transition === 'return') await sendDispatch(app, [id]);
    // Completing and returning free the assignee's capacity: waiting tasks may go to them.
    if (transition !== 'start') await sendDispatch(app);
    return success(answer);
  }

  app.post('/tasks/:id/start', { schema: startTaskSchema }, (request, reply) => own(request, reply, request.params.id, 'start', null));

  app.post('/tasks/:id/complete', { schema: completeTaskSchema }, (request, reply) =>
    own(request, reply, request.params.id, 'complete', request.body.result?.trim() || null),
  );

  app.post('/tasks/:id/return', { schema: returnTaskSchema }, (request, reply) => {
    const reason = request.body.reason.trim();
    if (!reason) throw apiError(request, 400, null, 'field.notEmpty', { field: 'reason' });
    return own(request, reply, request.params.id, 'return', reason);
  });

  app.post('/tasks/:id/comment', { schema: commentTaskSchema }, async (request, reply) => {
    const caller = requireUser(request);
    const { id } = request.params;
    const text = request.body.text.trim();
    if (!text) throw apiError(request, 400, null, 'field.notEmpty', { field: 'text' });
    const readable = await readableBy(request);
    const now = app.clock();
    const done = await auditedChange(request, reply, { action: 'task.comment', target: String(id), detail: { text } }, async (tx, draft) => {
      const task = await findTask(tx, id, readable);
      if (!task) throw apiError(request, 404, null, 'tasks.notFound');
      draft.target = `${id} ${task.taskNo}`;
      const entryId = await insertComment(tx, id, caller.id, text, now);
      const params = { title: task.title, name: caller.name, text };
      const messages: TaskMessage[] = [];
      if (task.assigneeId !== null) messages.push(taskMessage('comment', { userId: task.assigneeId, link: taskMyLink(id) }, task.taskNo, params, now));
      if (task.createdBy !== null && task.createdBy !== task.assigneeId)
        messages.push(taskMessage('comment', { userId: task.createdBy, link: taskManageLink(id) }, task.taskNo, params, now));
      return { entryId, recipients: await sendTaskMessages(tx, messages, caller.id) };
    });
    await pushTaskMessages(app, done.recipients);
    const entry = (await taskHistoryOf(app.db, id)).find((row) => row.id === done.entryId)!;
    return success(historyAnswer(entry));
  });
};

export default taskRoutes;
