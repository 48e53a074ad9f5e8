import {
  CONDITION_FIELDS,
  CONDITION_OPERATORS,
  OPERATORS_OF_TYPE,
  RULE_VALUE_MAX,
  RULE_VALUES_MAX,
  type ConditionField,
  type ConditionFieldType,
  type ConditionOperator,
} from '../plugins/taskRules/constants';

/*
 * A rule's conditions are data: rows of (field, operator, value) that this module checks when a
 * rule is saved and evaluates against a task's facts when it is dispatched. Nothing here is ever
 * run as code or SQL, and nothing here touches the database.
 */

/** One condition row as the API takes it, before it is checked. */
export interface ConditionInput {
  field: string;
  operator: string;
  value?: unknown;
}

/** A checked condition row. value: a string or number, a list for in / not in, [low, high] for between. */
export interface Condition {
  field: ConditionField;
  operator: ConditionOperator;
  value: string | number | (string | number)[];
}

/** The column of the rule form a problem belongs to. */
export type ConditionColumn = 'field' | 'operator' | 'value';

/**
 * What is wrong with a row: `code` names the problem, `params` what its message needs (the
 * field's name is translated by the caller).
 */
export type ConditionProblem = { row: number; column: ConditionColumn } & (
  | { code: 'unknownField'; params: { field: string } }
  | { code: 'unknownOperator'; params: { operator: string } }
  | { code: 'operatorMismatch'; params: { field: ConditionField; operator: string } }
  | { code: 'notNumber' | 'notDate' | 'notText' | 'emptyText' | 'notInteger' | 'amountDecimals'; params: { field: ConditionField } }
  | { code: 'tooLong'; params: { field: ConditionField; max: number } }
  | { code: 'listExpected'; params: { field: ConditionField } }
  | { code: 'listTooLong'; params: { field: ConditionField; max: number } }
  | { code: 'rangeExpected'; params: { field: ConditionField } }
  | { code: 'rangeOrder'; params: { field: ConditionField } }
);

/** The number fields that hold whole numbers (ids, priority); amount takes at most two decimals. */
const INTEGER_FIELDS: readonly ConditionField[] = ['orgId', 'priority'];

/** An ISO 8601 date-time with a zone: 2025-01-31T08:00:00Z, 2025-01-31T16:00:00.000+08:00. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const isField = (field: string): field is ConditionField => Object.prototype.hasOwnProperty.call(CONDITION_FIELDS, field);
const isOperator = (operator: string): operator is ConditionOperator => (CONDITION_OPERATORS as readonly string[]).includes(operator);

/** Amounts are compared in cents: exact for two decimals up to TASK_AMOUNT_MAX (below 2^53 cents). */
export const cents = (amount: number) => Math.round(amount * 100);

/** The problem of one value of a field's type, or null. */
function valueProblem(field: ConditionField, type: ConditionFieldType, value: unknown): ConditionProblem['code'] | null {
  switch (type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'notNumber';
      if (INTEGER_FIELDS.includes(field) && !Number.isInteger(value)) return 'notInteger';
      if (field === 'amount' && cents(value) / 100 !== value) return 'amountDecimals';
      return null;
    case 'date':
      return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'notDate';
    case 'string':
      if (typeof value !== 'string') return 'notText';
      if (value.trim() === '') return 'emptyText';
      return value.length > RULE_VALUE_MAX ? 'tooLong' : null;
  }
}

/** Orders two values of one type: negative when a comes first. */
function compare(type: ConditionFieldType, a: string | number, b: string | number): number {
  if (type === 'date') return Date.parse(String(a)) - Date.parse(String(b));
  if (type === 'number') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * Everything wrong with a rule's condition rows, in row order: an unknown field, an operator
 * that does not fit the field's type, a value of the wrong type (numbers finite, whole for ids
 * and priority, amounts with at most two decimals; dates ISO date-times; text not empty and at
 * most RULE_VALUE_MAX characters), a list for in / not in with 1..RULE_VALUES_MAX values, a range
 * [low, high] with low <= high for between. Rows are numbered from 1. A row with an unknown field
 * or operator says only that.
 */
export function conditionProblems(conditions: readonly ConditionInput[]): ConditionProblem[] {
  const problems: ConditionProblem[] = [];
  conditions.forEach(({ field, operator, value }, index) => {
    const row = index + 1;
    if (!isField(field)) {
      problems.push({ row, column: 'field', code: 'unknownField', params: { field } });
      return;
    }
    if (!isOperator(operator)) {
      problems.push({ row, column: 'operator', code: 'unknownOperator', params: { operator } });
      return;
    }
    const type = CONDITION_FIELDS[field];
    if (!OPERATORS_OF_TYPE[type].includes(operator)) {
      problems.push({ row, column: 'operator', code: 'operatorMismatch', params: { field, operator } });
      return;
    }
    const push = (code: ConditionProblem['code']) =>
      problems.push({
        row,
        column: 'value',
        code,
        params: code === 'tooLong' ? { field, max: RULE_VALUE_MAX } : code === 'listTooLong' ? { field, max: RULE_VALUES_MAX } : { field },
      } as ConditionProblem);
    if (operator === 'in' || operator === 'notIn') {
      if (!Array.isArray(value) || value.length === 0) return push('listExpected');
      if (value.length > RULE_VALUES_MAX) return push('listTooLong');
      const wrong = value.map((item) => valueProblem(field, type, item)).find((code) => code !== null);
      if (wrong) push(wrong);
      return;
    }
    if (operator === 'between') {
      if (!Array.isArray(value) || value.length !== 2) return push('rangeExpected');
      const wrong = value.map((item) => valueProblem(field, type, item)).find((code) => code !== null);
      if (wrong) return push(wrong);
      if (compare(type, value[0] as string | number, value[1] as string | number) > 0) push('rangeOrder');
      return;
    }
    const wrong = valueProblem(field, type, value);
    if (wrong) push(wrong);
  });
  return problems;
}

/** What a task offers the conditions: its type's code, its fields, amounts as numbers. */
export interface TaskFacts {
  type: string;
  title: string;
  orgId: number;
  applicant: string | null;
  amount: number | null;
  currency: string;
  priority: number;
  sourceSystem: string | null;
  dueAt: Date;
}

/** A task's amount as the database answers it (numeric as text, two decimals) as a number. */
export function amountOf(text: string | null): number | null {
  if (text === null) return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

type Scalar = string | number;

/** A value of a field's type in the form it is compared in: cents, milliseconds, text. */
function comparable(field: ConditionField, value: Scalar | Date): Scalar {
  if (value instanceof Date) return value.getTime();
  if (CONDITION_FIELDS[field] === 'date') return Date.parse(String(value));
  if (field === 'amount') return cents(Number(value));
  return value;
}

function holds(condition: Condition, facts: TaskFacts): boolean {
  const { field, operator } = condition;
  const fact = facts[field];
  // A missing fact (no applicant, no amount, no source system) holds only "is not" and "not in".
  if (fact === null || fact === undefined) return operator === 'ne' || operator === 'notIn';
  const actual = comparable(field, fact);
  const list = () => (Array.isArray(condition.value) ? condition.value : [condition.value]).map((item) => comparable(field, item));
  const single = () => comparable(field, condition.value as Scalar);
  switch (operator) {
    case 'eq':
      return actual === single();
    case 'ne':
      return actual !== single();
    case 'in':
      return list().includes(actual);
    case 'notIn':
      return !list().includes(actual);
    case 'gt':
      return actual > single();
    case 'gte':
      return actual >= single();
    case 'lt':
      return actual < single();
    case 'lte':
      return actual <= single();
    case 'between': {
      const [low, high] = list();
      return actual >= low && actual <= high;
    }
    case 'contains':
      return String(actual).toLowerCase().includes(String(condition.value).toLowerCase());
  }
}

/**
 * Whether a task's facts meet every condition row (AND). Text compares exactly (eq, ne, in, not
 * in) or as a substring regardless of case (contains); amounts compare in cents; dates by their
 * instant; between includes both ends. A missing fact fails every operator but ne and notIn.
 */
export function matches(conditions: readonly Condition[], facts: TaskFacts): boolean {
  return conditions.every((condition) => holds(condition, facts));
}
