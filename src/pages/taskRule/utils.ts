/**
 * Pure logic of the task rule pages: which operators fit a field, which input a condition's
 * value takes, a condition between the form and the API, the checks of a value before it is
 * sent, the rule's payload, a condition as a sentence, and the cells the server refused.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONDITION_FIELDS,
  OPERATORS_OF_TYPE,
  RULE_CONDITION_COLUMNS,
  RULE_VALUE_MAX,
  RULE_VALUES_MAX,
  type ConditionField,
  type ConditionOperator,
  type RuleConditionColumn,
  type RuleStrategy,
  type RuleTargetKind,
} from '../../../server/plugins/taskRules/constants';
import type { TaskRule, TaskRuleInput, TaskRuleProblem } from '@/services/taskRules';

export type Condition = TaskRuleInput['conditions'][number];

/** A message id with its values. */
export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

export const isConditionField = (field: unknown): field is ConditionField =>
  typeof field === 'string' && Object.prototype.hasOwnProperty.call(CONDITION_FIELDS, field);

/** The operators that fit a field's type (none for no field). */
export function operatorsOf(field: unknown): readonly ConditionOperator[] {
  return isConditionField(field) ? OPERATORS_OF_TYPE[CONDITION_FIELDS[field]] : [];
}

/** What a value is typed in: text, a number, a date-time, or a task type picked by its code. */
export type ValueKind = 'text' | 'number' | 'date' | 'taskType';
/** One value, a list (in / not in), or a low and a high (between). */
export type ValueShape = 'single' | 'list' | 'range';

export interface ValueInput {
  kind: ValueKind;
  shape: ValueShape;
}

/** The input of a condition's value, or null until a field and an operator that fits it are chosen. */
export function valueInputOf(field: unknown, operator: unknown): ValueInput | null {
  if (!isConditionField(field) || !operatorsOf(field).includes(operator as ConditionOperator)) return null;
  const type = CONDITION_FIELDS[field];
  const kind: ValueKind = field === 'type' ? 'taskType' : type === 'string' ? 'text' : type;
  const shape: ValueShape = operator === 'in' || operator === 'notIn' ? 'list' : operator === 'between' ? 'range' : 'single';
  return { kind, shape };
}

type Scalar = string | number;
/** A value as the form holds it: text or a number, a date-time, tags, or a low and a high. */
export type FormValue = Scalar | Dayjs | null | undefined | Scalar[] | [Dayjs | null | undefined, Dayjs | null | undefined] | [number | null | undefined, number | null | undefined];

/** A condition row of the editable table. */
export interface ConditionRow {
  key: string;
  field?: ConditionField;
  operator?: ConditionOperator;
  value?: FormValue;
}

let rowCount = 0;
export const newConditionKey = () => `condition-${Date.now().toString(36)}-${(rowCount += 1)}`;

/** A condition of a saved rule as the form's row. */
export function conditionRowOf(condition: { field: string; operator: string; value: Scalar | Scalar[] }): ConditionRow {
  const input = valueInputOf(condition.field, condition.operator);
  const row: ConditionRow = { key: newConditionKey(), field: condition.field as ConditionField, operator: condition.operator as ConditionOperator };
  const list = Array.isArray(condition.value) ? condition.value : [condition.value];
  if (!input) row.value = undefined;
  else if (input.shape === 'list') row.value = list.map(String);
  else if (input.shape === 'range') row.value = (input.kind === 'date' ? [dayjs(String(list[0])), dayjs(String(list[1]))] : [Number(list[0]), Number(list[1])]) as FormValue;
  else row.value = input.kind === 'date' ? dayjs(String(list[0])) : input.kind === 'number' ? Number(list[0]) : String(list[0]);
  return row;
}

/** A date-time as the API takes it: ISO 8601 with the zone, to the second. */
const isoOf = (value: Dayjs) => value.format('YYYY-MM-DDTHH:mm:ssZ');

/** A number typed as text, or NaN. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

/** One value as the API takes it. */
function scalarOf(kind: ValueKind, value: unknown): Scalar | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date') return dayjs.isDayjs(value) ? isoOf(value) : null;
  if (kind === 'number') return typeof value === 'number' ? value : numberOf(String(value));
  return String(value).trim();
}

/** The values of a list input (tags), blanks left out. */
function listOf(kind: ValueKind, value: FormValue): Scalar[] {
  const items = Array.isArray(value) ? (value as unknown[]) : value === undefined || value === null || value === '' ? [] : [value];
  return items.map((item) => scalarOf(kind, item)).filter((item): item is Scalar => item !== null && item !== '');
}

/** A row as the API takes it (a value the server will refuse is sent as it is, so that it says which). */
export function conditionOf(row: ConditionRow): Condition {
  const input = valueInputOf(row.field, row.operator);
  const base = { field: row.field ?? '', operator: row.operator ?? '' };
  if (!input) return { ...base, value: null };
  if (input.shape === 'list') return { ...base, value: listOf(input.kind, row.value) };
  if (input.shape === 'range') {
    const [low, high] = Array.isArray(row.value) ? (row.value as unknown[]) : [];
    return { ...base, value: [scalarOf(input.kind, low), scalarOf(input.kind, high)].filter((item): item is Scalar => item !== null) };
  }
  return { ...base, value: scalarOf(input.kind, row.value) };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What is wrong with a row's value before it is sent, or undefined (the server checks the rest). */
export function conditionValueProblem(row: ConditionRow): Problem | undefined {
  const input = valueInputOf(row.field, row.operator);
  if (!input) return undefined;
  if (input.shape === 'list') {
    const raw = Array.isArray(row.value) ? (row.value as unknown[]).filter((item) => !isBlank(item)) : [];
    if (raw.length === 0) return { id: 'taskRule.condition.list.required' };
    if (raw.length > RULE_VALUES_MAX) return { id: 'taskRule.condition.list.max', values: { max: RULE_VALUES_MAX } };
    if (input.kind === 'number') {
      const wrong = raw.find((item) => !Number.isFinite(typeof item === 'number' ? item : numberOf(String(item))));
      if (wrong !== undefined) return { id: 'taskRule.condition.list.number', values: { value: String(wrong) } };
    }
    if (raw.some((item) => String(item).length > RULE_VALUE_MAX)) return { id: 'taskRule.condition.value.max', values: { max: RULE_VALUE_MAX } };
    return undefined;
  }
  if (input.shape === 'range') {
    const [low, high] = Array.isArray(row.value) ? (row.value as unknown[]) : [];
    if (isBlank(low) || isBlank(high)) return { id: 'taskRule.condition.range.required' };
    const order = input.kind === 'date' ? (low as Dayjs).valueOf() - (high as Dayjs).valueOf() : Number(low) - Number(high);
    return order > 0 ? { id: 'taskRule.condition.range.order' } : undefined;
  }
  if (isBlank(row.value)) return { id: 'taskRule.condition.value.required' };
  if (typeof row.value === 'string' && row.value.length > RULE_VALUE_MAX) return { id: 'taskRule.condition.value.max', values: { max: RULE_VALUE_MAX } };
  return undefined;
}

/** The rule form's values. */
export interface RuleValues {
  name?: string;
  sort?: number;
  enabled: boolean;
  targetKind: RuleTargetKind;
  /** users: the users targeted. */
  userIds?: number[];
  /** group or post: the one targeted. */
  targetId?: number;
  strategy: RuleStrategy;
  cap?: number | null;
  ownerId?: number;
  conditions: ConditionRow[];
}

/** A new rule: enabled, named users in turn, without a cap, one empty condition row. */
export const newRuleValues = (): RuleValues => ({
  enabled: true,
  targetKind: 'users',
  userIds: [],
  strategy: 'roundRobin',
  cap: null,
  conditions: [{ key: newConditionKey() }],
});

/** A saved rule as the form's values. */
export function ruleValuesOf(rule: TaskRule): RuleValues {
  return {
    name: rule.name,
    sort: rule.sort,
    enabled: rule.enabled,
    targetKind: rule.targetKind,
    userIds: rule.targetKind === 'users' ? rule.targetIds : [],
    targetId: rule.targetKind === 'users' ? undefined : rule.targetIds[0],
    strategy: rule.strategy,
    cap: rule.cap,
    ownerId: rule.owner?.id,
    conditions: rule.conditions.map(conditionRowOf),
  };
}

/** The body of a create or change. */
export function rulePayload(values: RuleValues): TaskRuleInput {
  const targetIds = values.targetKind === 'users' ? [...new Set(values.userIds ?? [])] : values.targetId === undefined ? [] : [values.targetId];
  return {
    name: (values.name ?? '').trim(),
    sort: values.sort ?? 0,
    enabled: values.enabled,
    conditions: values.conditions.map(conditionOf),
    targetKind: values.targetKind,
    targetIds,
    strategy: values.strategy,
    cap: values.cap ?? null,
    ...(values.ownerId !== undefined ? { ownerId: values.ownerId } : {}),
  };
}

/** The condition rows the server refused (400 data.problems of a save), or null for any other failure. */
export function serverProblemsOf(error: unknown): TaskRuleProblem[] | null {
  const problems = (error as { data?: { data?: { problems?: unknown } } } | null)?.data?.data?.problems;
  if (!Array.isArray(problems)) return null;
  return problems.filter(
    (problem): problem is TaskRuleProblem =>
      typeof problem?.row === 'number' && RULE_CONDITION_COLUMNS.includes(problem.column) && typeof problem.message === 'string',
  );
}

/** The form's name of a condition cell (EditableProTable names a row by its index, as text). */
export const conditionCellName = (row: number, column: RuleConditionColumn) => ['conditions', String(row - 1), column];

/** The names a condition is read with. */
export interface ConditionLabels {
  field: (field: ConditionField) => string;
  operator: (operator: ConditionOperator) => string;
  /** A task type's name by its code (the code when unknown). */
  taskType: (code: string) => string;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** A saved condition as a phrase: "金额 介于 1000 ~ 5000". */
export function conditionText(condition: { field: string; operator: string; value: Scalar | Scalar[] }, labels: ConditionLabels): string {
  const input = valueInputOf(condition.field, condition.operator);
  if (!input) return `${condition.field} ${condition.operator} ${JSON.stringify(condition.value)}`;
  const shown = (value: Scalar) =>
    input.kind === 'date' ? dayjs(String(value)).format(DATE_TIME) : input.kind === 'taskType' ? labels.taskType(String(value)) : String(value);
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  const text = input.shape === 'range' ? `${shown(values[0])} ~ ${shown(values[1])}` : values.map(shown).join(', ');
  return `${labels.field(condition.field as ConditionField)} ${labels.operator(condition.operator as ConditionOperator)} ${text}`;
}

/** The rule id of a page's `?id=`, or undefined when it is not one. */
export function idOf(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}
