/**
 * Plain values of task rules and dispatch. A rule's conditions are data (field, operator, value)
 * that our code evaluates against a task; nothing in a rule is ever run as code or SQL.
 */

/** The value types a condition compares. */
export type ConditionFieldType = 'string' | 'number' | 'date';

/** The task fields a condition may test, with their types. */
export const CONDITION_FIELDS = {
  type: 'string',
  title: 'string',
  orgId: 'number',
  applicant: 'string',
  amount: 'number',
  currency: 'string',
  priority: 'number',
  sourceSystem: 'string',
  dueAt: 'date',
} as const satisfies Record<string, ConditionFieldType>;
export type ConditionField = keyof typeof CONDITION_FIELDS;

/** eq =, ne ≠, in, notIn, gt >, gte ≥, lt <, lte ≤, between (both ends included), contains (text). */
export const CONDITION_OPERATORS = ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'between', 'contains'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Which operators fit which field type. */
export const OPERATORS_OF_TYPE: Record<ConditionFieldType, readonly ConditionOperator[]> = {
  string: ['eq', 'ne', 'in', 'notIn', 'contains'],
  number: ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'between'],
  date: ['gt', 'gte', 'lt', 'lte', 'between'],
};

/** Whom a rule dispatches to: named users, the members of a user group, the holders of a post (enabled ones). */
export const RULE_TARGET_KINDS = ['users', 'group', 'post'] as const;
export type RuleTargetKind = (typeof RULE_TARGET_KINDS)[number];

/** roundRobin: each in turn; leastLoaded: the one with the fewest open tasks. */
export const RULE_STRATEGIES = ['roundRobin', 'leastLoaded'] as const;
export type RuleStrategy = (typeof RULE_STRATEGIES)[number];

export const RULE_NAME_MAX = 64;
export const RULE_CONDITIONS_MAX = 20;
/** Values of one in / not-in condition. */
export const RULE_VALUES_MAX = 100;
export const RULE_VALUE_MAX = 200;
export const RULE_TARGET_USERS_MAX = 200;
export const RULE_SORT_MAX = 9999;
/** Open tasks per person; null in a rule means no cap. */
export const RULE_CAP_MAX = 10_000;

/** Why the engine left a task queued or passed someone over (the dispatch log). */
export const DISPATCH_OUTCOMES = ['assigned', 'queued'] as const;
export const DISPATCH_REASONS = ['noRule', 'allAtCap', 'noMember', 'manual', 'claim'] as const;
export type DispatchReason = (typeof DISPATCH_REASONS)[number];

/** Bounds of a condition row's input (the schema); the rules of each field are checked row by row. */
export const RULE_INPUT_TEXT_MAX = 2000;
export const RULE_INPUT_VALUES_MAX = 1000;
/** The columns of a condition row, as a refusal names them. */
export const RULE_CONDITION_COLUMNS = ['field', 'operator', 'value'] as const;
export type RuleConditionColumn = (typeof RULE_CONDITION_COLUMNS)[number];
/** Waiting tasks the engine takes per batch (their rules are read once per batch). */
export const DISPATCH_BATCH_SIZE = 200;
/** Rules whose tasks one process dispatches side by side on PostgreSQL (each task its own transaction and connection). */
export const DISPATCH_CONCURRENCY = 4;
