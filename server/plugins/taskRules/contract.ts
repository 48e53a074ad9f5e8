import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { cappedPageOf, pageOf, pagedQuery } from '../../paging';
import { TaskItem, TaskParams } from '../tasks/contract';
import { TASK_KEYWORD_MAX, TASK_SORTERS } from '../tasks/constants';
import {
  CONDITION_OPERATORS,
  RULE_CAP_MAX,
  RULE_CONDITION_COLUMNS,
  RULE_CONDITIONS_MAX,
  RULE_INPUT_TEXT_MAX,
  RULE_INPUT_VALUES_MAX,
  RULE_NAME_MAX,
  RULE_SORT_MAX,
  RULE_STRATEGIES,
  RULE_TARGET_KINDS,
  RULE_TARGET_USERS_MAX,
} from './constants';

const tags = ['task-rules'];

const Id = Type.Integer({ minimum: 1 });

export const RuleParams = Type.Object({ id: Id });

const Named = Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In the language of Accept-Language' }) });

const ScalarValue = Type.Union([Type.String({ maxLength: RULE_INPUT_TEXT_MAX }), Type.Number()]);

/**
 * A condition row as the form sends it. The schema only bounds the input; what fits which field
 * is checked row by row, and a refusal names the row and the column (400 with data.problems).
 */
export const RuleConditionInput = Type.Object(
  {
    field: Type.String({ maxLength: 32, description: 'A task field: type, title, orgId, applicant, amount, currency, priority, sourceSystem, dueAt' }),
    operator: Type.String({ maxLength: 16, description: `One of ${CONDITION_OPERATORS.join(', ')}, fitting the field's type` }),
    value: Type.Optional(
      Type.Union([ScalarValue, Type.Null(), Type.Array(ScalarValue, { maxItems: RULE_INPUT_VALUES_MAX })], {
        description: 'Text, a number or an ISO date-time as the field takes; a list for in / notIn; [low, high] for between',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RuleCondition = Type.Object({
  field: Type.String(),
  operator: StringEnum(CONDITION_OPERATORS),
  value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.Union([Type.String(), Type.Number()]))]),
});

export const SaveRuleBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: RULE_NAME_MAX }),
    sort: Type.Integer({ minimum: 1, maximum: RULE_SORT_MAX, description: 'The rule’s place: the first enabled rule by sort whose conditions hold takes a task; unique' }),
    enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
    conditions: Type.Array(RuleConditionInput, {
      minItems: 1,
      maxItems: RULE_CONDITIONS_MAX,
      description: 'Every row must hold (AND)',
    }),
    targetKind: StringEnum(RULE_TARGET_KINDS, { description: 'users: the listed users; group: the members of one user group; post: the holders of one post' }),
    targetIds: Type.Array(Id, {
      minItems: 1,
      maxItems: RULE_TARGET_USERS_MAX,
      uniqueItems: true,
      description: 'users: enabled users within the caller’s data scope; group or post: exactly one, with at least one enabled member',
    }),
    strategy: StringEnum(RULE_STRATEGIES, { description: 'roundRobin: each in turn; leastLoaded: the one with the fewest open tasks (ties: lowest id)' }),
    cap: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: RULE_CAP_MAX }), Type.Null()], {
        description: 'Open tasks (assigned or in progress) a person may have before the rule passes them over; null: no cap',
      }),
    ),
    ownerId: Type.Optional(
      Type.Union([Id, Type.Null()], { description: 'The rule’s owner (told of breaches): an enabled user within the caller’s data scope; default the caller' }),
    ),
  },
  { additionalProperties: false },
);

export const RuleEnabledBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

export const RuleItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  conditions: Type.Array(RuleCondition),
  targetKind: StringEnum(RULE_TARGET_KINDS),
  targetIds: Type.Array(Type.Integer()),
  targets: Type.Array(Named, { description: 'The users, or the group or post, with their names ("#id" when gone)' }),
  strategy: StringEnum(RULE_STRATEGIES),
  cap: Type.Union([Type.Integer(), Type.Null()]),
  owner: Type.Union([Named, Type.Null()]),
  org: Type.Union([Named, Type.Null()], { description: 'The organisation of the rule’s creator: the data scope goes by it' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const RuleListQuery = pagedQuery({
  name: Type.Optional(Type.String({ maxLength: RULE_NAME_MAX, description: 'Part of the name (any case)' })),
  enabled: Type.Optional(StringEnum(['true', 'false'] as const)),
});

/** A group or post a rule may target, with its enabled members (a rule needs at least one). */
const TargetOption = Type.Object({ id: Type.Integer(), name: Type.String(), members: Type.Integer() });

/** A refused condition row: the row (from 1), the column and the message. */
export const RuleConditionProblem = Type.Object({
  row: Type.Integer(),
  column: StringEnum(RULE_CONDITION_COLUMNS),
  message: Type.String(),
});

export const RuleFields = Type.Object({
  fields: Type.Array(
    Type.Object({
      field: Type.String(),
      type: StringEnum(['string', 'number', 'date'] as const),
      operators: Type.Array(StringEnum(CONDITION_OPERATORS)),
      name: Type.String({ description: 'In the language of Accept-Language' }),
    }),
  ),
  taskTypes: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { description: 'The enabled task types, for the type field’s values' }),
  groups: Type.Array(TargetOption, { description: 'User groups, for a rule’s target' }),
  posts: Type.Array(TargetOption, { description: 'Enabled posts, for a rule’s target' }),
});

const rule = 'Rules are those of the organisations within the caller’s data scope and those the caller owns; another answers 404';
const conditionRefusal =
  'A condition row that does not fit answers 400 naming the row and column, with data {row, column, problems: [{row, column, message}]}';

export const listRulesSchema = {
  tags,
  summary: `Dispatch rules by sort (taskRule:view). ${rule}`,
  querystring: RuleListQuery,
  response: { 200: successEnvelope(pageOf(RuleItem)), ...errorResponses },
};

export const ruleFieldsSchema = {
  tags,
  summary:
    'What the rule form offers (taskRule:view): the task fields a condition may test with their types and operators, the enabled task types, the user groups and the enabled posts with their enabled members',
  response: { 200: successEnvelope(RuleFields), ...errorResponses },
};

export const getRuleSchema = {
  tags,
  summary: `One rule (taskRule:view). ${rule}`,
  params: RuleParams,
  response: { 200: successEnvelope(RuleItem), ...errorResponses },
};

export const createRuleSchema = {
  tags,
  summary: `Creates a rule (taskRule:create) of the caller’s organisation; waiting tasks are dispatched again. ${conditionRefusal}; a sort taken answers 400 naming the rule using it; a group or post without an enabled member answers 400`,
  body: SaveRuleBody,
  response: { 200: successEnvelope(RuleItem), ...errorResponses },
};

export const updateRuleSchema = {
  tags,
  summary: `Changes a rule (taskRule:update) with the same checks as creating one; waiting tasks are dispatched again. ${rule}`,
  params: RuleParams,
  body: SaveRuleBody,
  response: { 200: successEnvelope(RuleItem), ...errorResponses },
};

export const ruleEnabledSchema = {
  tags,
  summary: `Enables or disables a rule (taskRule:update); a disabled rule takes no task. Waiting tasks are dispatched again. ${rule}`,
  params: RuleParams,
  body: RuleEnabledBody,
  response: { 200: successEnvelope(RuleItem), ...errorResponses },
};

export const deleteRuleSchema = {
  tags,
  summary: `Deletes a rule (taskRule:delete); tasks it dispatched keep their assignee. ${rule}`,
  params: RuleParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

// ---- The pool of waiting tasks ------------------------------------------------------------------

export const TaskPoolQuery = pagedQuery({
  keyword: Type.Optional(Type.String({ maxLength: TASK_KEYWORD_MAX, description: 'Prefix of the task number, title or applicant (any case)' })),
  typeId: Type.Optional(Id),
  sorter: Type.Optional(StringEnum(TASK_SORTERS, { description: 'field:order; default dueAt:ascend' })),
});

export const taskPoolSchema = {
  tags,
  summary:
    'The caller’s pool (any signed-in user): waiting tasks (queued or returned) of the enabled rules whose targets include the caller as an enabled member, the one due first first',
  querystring: TaskPoolQuery,
  response: { 200: successEnvelope(cappedPageOf(TaskItem)), ...errorResponses },
};

export const claimTaskSchema = {
  tags,
  summary:
    'Takes a task of the caller’s pool (any signed-in user), within its rule’s cap: at the cap 409 TASK_CAP; a task no longer waiting 409 TASK_STATE with data {taskNo, status}; one not in the caller’s pool 404',
  params: TaskParams,
  response: { 200: successEnvelope(TaskItem), ...errorResponses },
};
