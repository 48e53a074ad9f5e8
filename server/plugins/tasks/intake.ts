import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAction } from '../../access/functionRights';
import { sha256Hex } from '../../crypto';
import { orgIdsByNo } from '../../db/repositories/orgs';
import {
  findIntegrationKey,
  insertIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
  useIntegrationKey,
} from '../../db/repositories/tasks/integrationKeys';
import { drawTaskIds, insertTasks, takenSourceRefs, taskNoOf } from '../../db/repositories/tasks/tasks';
import { taskTypesByCode } from '../../db/repositories/tasks/taskTypes';
import { ShowType, success } from '../../envelopes';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../../i18n';
import { audit, auditedChange, changeRow } from '../audit';
import { ApiError, apiError } from '../errors';
import { requireUser } from '../session';
import { integrationKeyAnswer } from './answers';
import { INTEGRATION_KEY_PREFIX, INTEGRATION_KEY_SHOWN_CHARS } from './constants';
import { createIntegrationKeySchema, intakeSchema, listIntegrationKeysSchema, revokeIntegrationKeySchema } from './contract';
import { newTask, plainProblems, problemError } from './intakeRules';
import { afterTakenIn } from './jobs';

const INTAKE_ACTION = 'task.intake';
/** References the operation log keeps of one intake call. */
const LOGGED_REFS = 50;

type Key = NonNullable<Awaited<ReturnType<typeof useIntegrationKey>>>;

/** A 400 of an intake call, naming the task and its field (`tasks[3].orgNo`). */
function intakeError<K extends MessageKey>(request: FastifyRequest, key: K, ...params: MessageParams<K>): ApiError {
  return new ApiError(400, t(request, key, ...params), ShowType.error, '400', translate(DEFAULT_LOCALE, key, ...params));
}

/**
 * Other systems: the keys they send tasks with (task:update: list, create answering the key once,
 * revoke) and the intake route itself, the one API route that takes a key instead of a session.
 */
const integrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/integrationKeys', { schema: listIntegrationKeysSchema, preHandler: requireAction('task', 'update') }, async () =>
    success((await listIntegrationKeys(app.db)).map(integrationKeyAnswer)),
  );

  app.post('/integrationKeys', { schema: createIntegrationKeySchema, preHandler: requireAction('task', 'update') }, async (request, reply) => {
    const name = request.body.name.trim();
    if (!name) throw apiError(request, 400, null, 'field.notEmpty', { field: 'name' });
    const { sourceSystem } = request.body;
    const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const keyPrefix = key.slice(0, INTEGRATION_KEY_SHOWN_CHARS);
    const created = await auditedChange(request, reply, { action: 'integrationKey.create', target: name }, async (tx, draft) => {
      const id = await insertIntegrationKey(
        tx,
        { name, sourceSystem, keyHash: sha256Hex(key), keyPrefix, createdBy: requireUser(request).id },
        app.clock(),
      );
      draft.target = `${id} ${name}`;
      // Never the key itself: only its first characters.
      draft.detail = { after: { name, sourceSystem, keyPrefix } };
      return (await findIntegrationKey(tx, id))!;
    });
    return success({ item: integrationKeyAnswer(created), key });
  });

  app.post(
    '/integrationKeys/:id/revoke',
    { schema: revokeIntegrationKeySchema, preHandler: requireAction('task', 'update') },
    async (request, reply) => {
      const after = await changeRow(request, reply, {
        action: 'integrationKey.revoke',
        id: request.params.id,
        find: findIntegrationKey,
        notFound: 'tasks.keyNotFound',
        name: (row) => row.name,
        logged: (row) => ({ name: row.name, sourceSystem: row.sourceSystem, keyPrefix: row.keyPrefix, revokedAt: row.revokedAt }),
        change: async (tx, before) => {
          if (!(await revokeIntegrationKey(tx, before.id, app.clock()))) throw apiError(request, 409, null, 'tasks.keyRevoked');
          return (await findIntegrationKey(tx, before.id))!;
        },
      });
      return success(integrationKeyAnswer(after));
    },
  );

  /** A refused intake call, written to the operation log with the key's name when the key is known. */
  async function refused(request: FastifyRequest, reply: FastifyReply, key: Key | undefined, error: ApiError): Promise<never> {
    await audit(app.db, request, reply, {
      action: INTAKE_ACTION,
      target: key ? `${key.id} ${key.name}` : null,
      detail: key ? { key: key.name, sourceSystem: key.sourceSystem } : undefined,
      result: 'failure',
      errorMessage: error.logMessage,
      userId: null,
      account: key?.name ?? null,
    });
    throw error;
  }

  /** The key of an intake call, known before its body is checked: a caller without one learns nothing of the schema. */
  const keys = new WeakMap<FastifyRequest, Key>();
  async function checkKey(request: FastifyRequest, reply: FastifyReply) {
    const bearer = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const key = bearer ? await useIntegrationKey(app.db, sha256Hex(bearer), app.clock()) : undefined;
    if (!key) {
      const invalid = new ApiError(401, t(request, 'tasks.intakeKeyInvalid'), ShowType.error, 'UNAUTHORIZED', translate(DEFAULT_LOCALE, 'tasks.intakeKeyInvalid'));
      await refused(request, reply, undefined, invalid);
    }
    keys.set(request, key!);
  }

  // Public for the session check: this route takes an integration key instead (checkKey), and nothing else.
  app.post('/tasks/intake', { schema: intakeSchema, config: { public: true }, preValidation: checkKey }, async (request, reply) => {
    const now = app.clock();
    const key = keys.get(request)!;
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
        await audit(tx, request, reply, {
          action: INTAKE_ACTION,
          target: `${key.id} ${key.name}`,
          detail: {
            key: key.name,
            sourceSystem: key.sourceSystem,
            created: answer.created.length,
            existing: answer.existing.length,
            refs: answer.created.slice(0, LOGGED_REFS).map((outcome) => outcome.sourceRef),
          },
          result: 'success',
          userId: null,
          account: key.name,
        });
        return { answer, created };
      });
      await afterTakenIn(app, done.created);
      return success(done.answer);
    } catch (error) {
      if (error instanceof ApiError) return refused(request, reply, key, error);
      throw error;
    }
  });
};

export default integrationRoutes;
