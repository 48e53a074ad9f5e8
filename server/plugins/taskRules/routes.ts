import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { callerScope, callerScopeOn } from '../../access/caller';
import { requireAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  deleteRule,
  enabledTaskTypes,
  findRule,
  groupWithMembers,
  insertRule,
  pageRules,
  postWithHolders,
  RULES_OWNER,
  ruleTargetNames,
  ruleWithSort,
  targetCatalogue,
  unavailableUserIds,
  updateRule,
  type RuleFields,
  type RuleRow,
} from '../../db/repositories/taskRules';
import { conditionProblems, type Condition, type ConditionProblem } from '../../dispatch/conditions';
import { ShowType, success } from '../../envelopes';
import { DEFAULT_LOCALE, localeOf, localizedName, t, translate, type Locale } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { ApiError, apiError } from '../errors';
import { requireUser } from '../session';
import { registerDispatch } from './dispatchJobs';
import { registerPool } from './pool';
import {
  createRuleSchema,
  deleteRuleSchema,
  getRuleSchema,
  listRulesSchema,
  ruleEnabledSchema,
  ruleFieldsSchema,
  updateRuleSchema,
  type SaveRuleBody,
} from './contract';
import { CONDITION_FIELDS, OPERATORS_OF_TYPE, type ConditionField } from './constants';

type SaveBody = Static<typeof SaveRuleBody>;

/** A unique violation of PostgreSQL (two saves taking one sort at the same moment). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause)
    if (cause.code === '23505') return true;
  return false;
};

/** A condition problem as a sentence naming the row and the column, in one language. */
function problemText(locale: Locale, problem: ConditionProblem): string {
  const fieldName = (field: string) =>
    Object.prototype.hasOwnProperty.call(CONDITION_FIELDS, field) ? translate(locale, `taskRules.field.${field as ConditionField}`) : field;
  let text: string;
  switch (problem.code) {
    case 'unknownField':
      text = translate(locale, 'taskRules.problem.unknownField', problem.params);
      break;
    case 'unknownOperator':
      text = translate(locale, 'taskRules.problem.unknownOperator', problem.params);
      break;
    case 'operatorMismatch':
      text = translate(locale, 'taskRules.problem.operatorMismatch', {
        field: fieldName(problem.params.field),
        operator: translate(locale, `taskRules.operator.${problem.params.operator as 'eq'}`),
      });
      break;
    case 'tooLong':
    case 'listTooLong':
      text = translate(locale, `taskRules.problem.${problem.code}`, { field: fieldName(problem.params.field), max: problem.params.max });
      break;
    default:
      text = translate(locale, `taskRules.problem.${problem.code}`, { field: fieldName(problem.params.field) });
  }
  return translate(locale, 'taskRules.condition', {
    row: problem.row,
    column: translate(locale, `taskRules.column.${problem.column}`),
    problem: text,
  });
}

/**
 * Dispatch rules (module `taskRule`): the rules within the caller's data scope, their checks, and
 * a new dispatch of the waiting tasks whenever a rule changes. The dispatch engine's job and the
 * pool of waiting tasks people may claim are registered here too.
 */
const taskRulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerDispatch(app);
  registerPool(app);

  const scopeOf = (request: FastifyRequest) => callerScopeOn(request, RULES_OWNER);

  /** After a rule changed: the waiting tasks are dispatched again (once the change has committed). */
  const redispatch = async (request: FastifyRequest) => {
    await app.queue.send('task.dispatch', {}).catch((error: unknown) => request.log.warn({ err: error }, 'dispatch after a rule change could not be queued'));
  };

  // ---- Answers ---------------------------------------------------------------------------------

  type Names = Awaited<ReturnType<typeof ruleTargetNames>>;

  const itemAnswer = (request: FastifyRequest, row: RuleRow, names: Names) => ({
    id: row.id,
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    conditions: row.conditions,
    targetKind: row.targetKind,
    targetIds: row.targetIds,
    targets: row.targetIds.map((id) => {
      const named = names.get(`${row.targetKind}:${id}`);
      return { id, name: named ? localizedName(request, named) : `#${id}` };
    }),
    strategy: row.strategy,
    cap: row.cap,
    owner: row.ownerId !== null ? { id: row.ownerId, name: row.ownerName ?? `#${row.ownerId}` } : null,
    org: row.orgId !== null ? { id: row.orgId, name: localizedName(request, { name: row.orgName ?? `#${row.orgId}`, nameEn: row.orgNameEn }) } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const answerOf = async (request: FastifyRequest, db: Database, row: RuleRow) => itemAnswer(request, row, await ruleTargetNames(db, [row]));

  /** The rule as the operation log records it. */
  const logged = (row: RuleRow) => ({
    name: row.name,
    sort: row.sort,
    enabled: row.enabled,
    conditions: row.conditions,
    targetKind: row.targetKind,
    targetIds: row.targetIds,
    strategy: row.strategy,
    cap: row.cap,
    ownerId: row.ownerId,
  });

  // ---- Checks of a rule's input ----------------------------------------------------------------

  /** 400 naming the first faulty condition row and column; every problem in data.problems. */
  function checkConditions(request: FastifyRequest, conditions: SaveBody['conditions']): Condition[] {
    const problems = conditionProblems(conditions);
    if (problems.length > 0) {
      const [first] = problems;
      const locale = localeOf(request);
      throw new ApiError(400, problemText(locale, first), ShowType.error, '400', problemText(DEFAULT_LOCALE, first), {
        row: first.row,
        column: first.column,
        problems: problems.map((problem) => ({ row: problem.row, column: problem.column, message: problemText(locale, problem) })),
      });
    }
    return conditions.map(({ field, operator, value }) => ({ field, operator, value }) as Condition);
  }

  /** The targets must exist and be reachable: enabled users within the caller's scope, or one group or enabled post with an enabled member. */
  async function checkTargets(request: FastifyRequest, tx: Database, body: SaveBody, userScope: Awaited<ReturnType<typeof callerScope>>) {
    if (body.targetKind === 'users') {
      const missing = await unavailableUserIds(tx, body.targetIds, userScope);
      if (missing.length > 0) throw apiError(request, 400, null, 'taskRules.usersUnavailable', { ids: missing.join(', ') });
      return;
    }
    if (body.targetIds.length !== 1) throw apiError(request, 400, null, 'taskRules.oneTarget');
    const [id] = body.targetIds;
    if (body.targetKind === 'group') {
      const group = await groupWithMembers(tx, id);
      if (!group) throw apiError(request, 400, null, 'taskRules.groupNotFound', { id });
      if (group.members === 0) throw apiError(request, 400, null, 'taskRules.groupNoMember', { name: localizedName(request, group) });
    } else {
      const post = await postWithHolders(tx, id);
      if (!post) throw apiError(request, 400, null, 'taskRules.postNotFound', { id });
      if (post.members === 0) throw apiError(request, 400, null, 'taskRules.postNoMember', { name: localizedName(request, post) });
    }
  }

  /** The rule's fields from the body, checked; `exceptId`: the rule being changed. */
  async function fieldsOf(request: FastifyRequest, tx: Database, body: SaveBody, exceptId: number | null, userScope: Awaited<ReturnType<typeof callerScope>>, rules: Awaited<ReturnType<typeof scopeOf>>): Promise<RuleFields> {
    const conditions = checkConditions(request, body.conditions);
    const taken = await ruleWithSort(tx, body.sort, exceptId, rules);
    if (taken)
      throw taken.visible
        ? apiError(request, 400, null, 'taskRules.sortTaken', { sort: body.sort, name: taken.name })
        : apiError(request, 400, null, 'taskRules.sortTakenElsewhere', { sort: body.sort });
    await checkTargets(request, tx, body, userScope);
    const ownerId = body.ownerId ?? requireUser(request).id;
    if (body.ownerId != null && (await unavailableUserIds(tx, [ownerId], userScope)).length > 0)
      throw apiError(request, 400, null, 'taskRules.ownerUnavailable', { id: ownerId });
    const name = body.name.trim();
    if (!name) throw apiError(request, 400, null, 'field.notEmpty', { field: 'name' });
    return {
      name,
      sort: body.sort,
      enabled: body.enabled ?? true,
      conditions,
      targetKind: body.targetKind,
      targetIds: body.targetKind === 'users' ? [...new Set(body.targetIds)].sort((a, b) => a - b) : body.targetIds,
      strategy: body.strategy,
      cap: body.cap ?? null,
      ownerId,
    };
  }

  /** Runs a save; a sort taken by a save at the same moment answers like one taken before. */
  async function saving<T>(request: FastifyRequest, sort: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError(request, 400, null, 'taskRules.sortTakenElsewhere', { sort });
      throw error;
    }
  }

  // ---- Routes ----------------------------------------------------------------------------------

  app.get('/taskRules', { schema: listRulesSchema, preHandler: requireAction('taskRule', 'view') }, async (request) => {
    const { name, enabled } = request.query;
    const { rows, total } = await pageRules(
      app.db,
      await scopeOf(request),
      { name: name?.trim() || undefined, enabled: enabled === undefined ? undefined : enabled === 'true' },
      pageFrom(request.query),
    );
    const names = await ruleTargetNames(app.db, rows);
    return success({ list: rows.map((row) => itemAnswer(request, row, names)), total });
  });

  app.get('/taskRules/fields', { schema: ruleFieldsSchema, preHandler: requireAction('taskRule', 'view') }, async (request) => {
    const types = await enabledTaskTypes(app.db);
    const targets = await targetCatalogue(app.db);
    const option = (row: { id: number; name: string; nameEn: string | null; members: number }) => ({ id: row.id, name: localizedName(request, row), members: row.members });
    return success({
      fields: (Object.keys(CONDITION_FIELDS) as ConditionField[]).map((field) => ({
        field,
        type: CONDITION_FIELDS[field],
        operators: [...OPERATORS_OF_TYPE[CONDITION_FIELDS[field]]],
        name: t(request, `taskRules.field.${field}`),
      })),
      taskTypes: types.map((type) => ({ code: type.code, name: localizedName(request, type) })),
      groups: targets.groups.map(option),
      posts: targets.posts.map(option),
    });
  });

  app.get('/taskRules/:id', { schema: getRuleSchema, preHandler: requireAction('taskRule', 'view') }, async (request) => {
    const rule = await findRule(app.db, request.params.id, await scopeOf(request));
    if (!rule) throw apiError(request, 404, null, 'taskRules.notFound');
    return success(await answerOf(request, app.db, rule));
  });

  app.post('/taskRules', { schema: createRuleSchema, preHandler: requireAction('taskRule', 'create') }, async (request, reply) => {
    const { body } = request;
    const caller = requireUser(request);
    const userScope = await callerScope(request);
    const rules = await scopeOf(request);
    const now = app.clock();
    const created = await saving(request, body.sort, () =>
      auditedChange(request, reply, { action: 'taskRule.create', target: body.name.slice(0, 200) }, async (tx, draft) => {
        const fields = await fieldsOf(request, tx, body, null, userScope, rules);
        const id = await insertRule(tx, { ...fields, orgId: caller.orgId, createdBy: caller.id }, now);
        const row = (await findRule(tx, id))!;
        draft.target = `${id} ${row.name}`;
        draft.detail = { after: logged(row) };
        return answerOf(request, tx, row);
      }),
    );
    await redispatch(request);
    return success(created);
  });

  app.put('/taskRules/:id', { schema: updateRuleSchema, preHandler: requireAction('taskRule', 'update') }, async (request, reply) => {
    const { body } = request;
    const { id } = request.params;
    const caller = requireUser(request);
    const userScope = await callerScope(request);
    const rules = await scopeOf(request);
    const now = app.clock();
    const after = await saving(request, body.sort, () =>
      changeRow(request, reply, {
        action: 'taskRule.update',
        id,
        find: (tx, ruleId) => findRule(tx, ruleId, rules),
        notFound: 'taskRules.notFound',
        name: (rule) => rule.name,
        logged,
        change: async (tx) => {
          await updateRule(tx, id, await fieldsOf(request, tx, body, id, userScope, rules), caller.id, now);
          return (await findRule(tx, id))!;
        },
      }),
    );
    await redispatch(request);
    return success(await answerOf(request, app.db, after));
  });

  app.put('/taskRules/:id/enabled', { schema: ruleEnabledSchema, preHandler: requireAction('taskRule', 'update') }, async (request, reply) => {
    const { id } = request.params;
    const { enabled } = request.body;
    const caller = requireUser(request);
    const rules = await scopeOf(request);
    const now = app.clock();
    const after = await changeRow(request, reply, {
      action: enabled ? 'taskRule.enable' : 'taskRule.disable',
      id,
      find: (tx, ruleId) => findRule(tx, ruleId, rules),
      notFound: 'taskRules.notFound',
      name: (rule) => rule.name,
      logged,
      change: async (tx) => {
        await updateRule(tx, id, { enabled }, caller.id, now);
        return (await findRule(tx, id))!;
      },
    });
    await redispatch(request);
    return success(await answerOf(request, app.db, after));
  });

  app.delete('/taskRules/:id', { schema: deleteRuleSchema, preHandler: requireAction('taskRule', 'delete') }, async (request, reply) => {
    const { id } = request.params;
    const rules = await scopeOf(request);
    await changeRow(request, reply, {
      action: 'taskRule.delete',
      id,
      find: (tx, ruleId) => findRule(tx, ruleId, rules),
      notFound: 'taskRules.notFound',
      name: (rule) => rule.name,
      logged,
      change: async (tx) => {
        await deleteRule(tx, id);
        return null;
      },
    });
    await redispatch(request);
    return success(null);
  });
};

export default taskRulesRoutes;
