import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  insertDispatchLog,
  lockAssignee,
  lockRule,
  openTaskCount,
  POOL_STATUSES,
  poolCondition,
  ruleIdsOfMember,
  ruleMemberIds,
} from '../../db/repositories/dispatch';
import { findTask, pageTasks } from '../../db/repositories/tasks/tasks';
import { applyTransition, lockTask } from '../../db/repositories/tasks/transitions';
import { ShowType, success } from '../../envelopes';
import { DEFAULT_LOCALE, localeOf, t, translate, type Locale } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditedChange } from '../audit';
import { ApiError, apiError } from '../errors';
import { requireUser } from '../session';
import { taskAnswer, taskPageAnswer, TASK_STATE_ERROR } from '../tasks/answers';
import { MY_TASK_DEFAULT_SORTER, type TaskStatus } from '../tasks/constants';
import { taskSortOf } from '../tasks/filters';
import { claimTaskSchema, taskPoolSchema } from './contract';

/** A claim by someone already at the rule's cap. */
export const TASK_CAP_ERROR = 'TASK_CAP';

/**
 * The pool: the waiting tasks (queued or returned) of the enabled rules that target the caller,
 * and claiming one of them, within the rule's cap, as the dispatch engine would have given it:
 * the task, then the rule, then the caller are locked in that order, the caller's open tasks are
 * counted under the same advisory lock the engine takes (../../dispatch/engine.ts).
 */
export function registerPool(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.get('/tasks/pool', { schema: taskPoolSchema }, async (request) => {
      const now = app.clock();
      const { keyword, typeId, sorter } = request.query;
      const ruleIds = await ruleIdsOfMember(app.db, requireUser(request).id);
      const page = await pageTasks(
        app.db,
        poolCondition(ruleIds),
        { keyword: keyword?.trim() || undefined, typeId },
        taskSortOf(sorter ?? MY_TASK_DEFAULT_SORTER),
        pageFrom(request.query),
        now,
      );
      return success(taskPageAnswer(request, page, now));
  });

  const notWaiting = (request: FastifyRequest, task: { taskNo: string; status: TaskStatus }) => {
    const params = (locale: Locale) => ({ taskNo: task.taskNo, status: translate(locale, `tasks.status.${task.status}`) });
    return new ApiError(
      409,
      t(request, 'taskRules.notWaiting', params(localeOf(request))),
      ShowType.error,
      TASK_STATE_ERROR,
      translate(DEFAULT_LOCALE, 'taskRules.notWaiting', params(DEFAULT_LOCALE)),
      { taskNo: task.taskNo, status: task.status },
    );
  };

  app.post('/tasks/:id/claim', { schema: claimTaskSchema }, async (request, reply) => {
    const caller = requireUser(request);
    const { id } = request.params;
    const ruleIds = await ruleIdsOfMember(app.db, caller.id);
    const now = app.clock();
    await auditedChange(request, reply, { action: 'task.claim', target: String(id) }, async (tx, draft) => {
      const task = await lockTask(tx, id);
      if (!task || task.ruleId === null || !ruleIds.includes(task.ruleId)) throw apiError(request, 404, null, 'taskRules.taskNotFound');
      draft.target = `${id} ${task.taskNo}`;
      if (!POOL_STATUSES.includes(task.status)) throw notWaiting(request, task);
      const rule = await lockRule(tx, task.ruleId);
      if (!rule || !rule.enabled || !(await ruleMemberIds(tx, rule)).includes(caller.id)) throw apiError(request, 404, null, 'taskRules.taskNotFound');
      let open: number | null = null;
      if (rule.cap !== null) {
        await lockAssignee(tx, caller.id);
        open = await openTaskCount(tx, caller.id);
        if (open >= rule.cap) throw apiError(request, 409, TASK_CAP_ERROR, 'taskRules.atCap', { rule: rule.name, cap: rule.cap, open });
      }
      await applyTransition(tx, task, 'dispatch', { actorId: caller.id, now, assigneeId: caller.id, ruleId: rule.id });
      await insertDispatchLog(tx, {
        taskId: id,
        ruleId: rule.id,
        strategy: rule.strategy,
        outcome: 'assigned',
        assigneeId: caller.id,
        reason: 'claim',
        actorId: caller.id,
        createdAt: now,
      });
      draft.detail = { taskNo: task.taskNo, from: task.status, ruleId: rule.id, rule: rule.name, open, cap: rule.cap };
    });
    return success(taskAnswer(request, (await findTask(app.db, id))!, now));
  });
}
