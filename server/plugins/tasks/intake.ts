import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { auditIntegrationCall, integrationClientOf, requireIntegrationScope } from '../../access/integrationKey';
import { orgIdsByNo } from '../../db/repositories/orgs';
import { drawTaskIds, insertTasks, takenSourceRefs, taskNoOf } from '../../db/repositories/tasks/tasks';
import { taskTypesByCode } from '../../db/repositories/tasks/taskTypes';
import { ShowType, success } from '../../envelopes';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../../i18n';
import { ApiError } from '../errors';
import { intakeSchema } from './contract';
import { newTask, plainProblems, problemError } from './intakeRules';
import { afterTakenIn } from './jobs';

/** References the operation log keeps of one intake call. */
const LOGGED_REFS = 50;

/** A 400 of an intake call, naming the task and its field (`tasks[3].orgNo`). */
function intakeError<K extends MessageKey>(request: FastifyRequest, key: K, ...params: MessageParams<K>): ApiError {
  return new ApiError(400, t(request, key, ...params), ShowType.error, '400', translate(DEFAULT_LOCALE, key, ...params));
}

/**
 * The intake route: other systems send tasks with a key of the `tasks:create` scope instead of a
 * session (the guard of server/access/integrationKey.ts checks it before the body). The clients
 * and their keys are managed under /api/integrations (server/plugins/integrations).
 */
const intakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public for the session check: this route takes an integration key instead, and nothing else.
  app.post('/tasks/intake', { schema: intakeSchema, config: { public: true }, preValidation: requireIntegrationScope('tasks:create') }, async (request, reply) => {
    const now = app.clock();
    const key = integrationClientOf(request);
    const given = request.body.tasks;
    try {
      // Every task is checked before anything is written: one invalid task refuses the call.
      const firstOf = new Map<string, number>();
      given.forEach((task, i) => {
        const problem = plainProblems(request, { ...task, sourceSystem: key.sourceSystem }, `tasks[${i}].`)[0];
        if (problem) throw problemError(problem);
        const first = firstOf.get(task.sourceRef);
        if (first !== undefined)
          throw intakeError(request, 'tasks.repeated', { field: `tasks[${i}].sourceRef`, value: task.sourceRef, first: `tasks[${first}]` });
        firstOf.set(task.sourceRef, i);
      });
      const types = await taskTypesByCode(app.db, given.map((task) => task.typeCode));
      const orgIds = await orgIdsByNo(app.db, [...new Set(given.map((task) => task.orgNo))]);
      given.forEach((task, i) => {
        if (!types.get(task.typeCode)?.enabled)
          throw intakeError(request, 'tasks.typeUnavailable', { field: `tasks[${i}].typeCode`, type: task.typeCode });
        if (!orgIds.has(task.orgNo)) throw intakeError(request, 'tasks.orgUnknown', { field: `tasks[${i}].orgNo`, org: task.orgNo });
      });

      const done = await app.db.transaction(async (tx) => {
        const before = await takenSourceRefs(tx, key.sourceSystem, given.map((task) => task.sourceRef));
        const fresh = given.filter((task) => !before.has(task.sourceRef));
        const ids = await drawTaskIds(tx, fresh.length);
        const rows = fresh.map((task, i) =>
          newTask(ids[i], { ...task, sourceSystem: key.sourceSystem }, types.get(task.typeCode)!, orgIds.get(task.orgNo)!, null, now),
        );
        const inserted = await insertTasks(tx, rows, null, now);
        // A reference another call took in at the same moment counts as existing.
        const raced = rows.filter((row) => !inserted.has(row.id)).map((row) => row.sourceRef!);
        const existing = new Map([...before, ...(await takenSourceRefs(tx, key.sourceSystem, raced))]);
        const created = rows.filter((row) => inserted.has(row.id));
        const answer = {
          created: created.map((row) => ({ sourceRef: row.sourceRef!, taskNo: taskNoOf(row.id) })),
          existing: given.flatMap((task) => {
            const taskNo = existing.get(task.sourceRef);
            return taskNo ? [{ sourceRef: task.sourceRef, taskNo }] : [];
          }),
        };
        await auditIntegrationCall(tx, request, reply, key, {
          detail: {
            created: answer.created.length,
            existing: answer.existing.length,
            refs: answer.created.slice(0, LOGGED_REFS).map((outcome) => outcome.sourceRef),
          },
          result: 'success',
        });
        return { answer, created };
      });
      await afterTakenIn(app, done.created);
      return success(done.answer);
    } catch (error) {
      if (error instanceof ApiError) {
        await auditIntegrationCall(app.db, request, reply, key, { result: 'failure', errorMessage: error.logMessage });
      }
      throw error;
    }
  });
};

export default intakeRoutes;
