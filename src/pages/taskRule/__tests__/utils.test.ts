import dayjs from 'dayjs';
import { RULE_VALUES_MAX } from '../../../../server/plugins/taskRules/constants';
import {
  conditionCellName,
  conditionOf,
  conditionRowOf,
  conditionText,
  conditionValueProblem,
  idOf,
  newRuleValues,
  operatorsOf,
  rulePayload,
  ruleValuesOf,
  serverProblemsOf,
  valueInputOf,
  type ConditionRow,
} from '../utils';
import type { TaskRule } from '@/services/taskRules';

const row = (field: string, operator: string, value?: unknown): ConditionRow => ({ key: 'k', field, operator, value }) as ConditionRow;

describe('operators and value inputs', () => {
  it('offers the operators of the field’s type', () => {
    expect(operatorsOf('amount')).toEqual(['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'between']);
    expect(operatorsOf('title')).toEqual(['eq', 'ne', 'in', 'notIn', 'contains']);
    expect(operatorsOf('dueAt')).toEqual(['gt', 'gte', 'lt', 'lte', 'between']);
    expect(operatorsOf(undefined)).toEqual([]);
    expect(operatorsOf('secret')).toEqual([]);
  });

  it.each([
    ['title', 'contains', { kind: 'text', shape: 'single' }],
    ['type', 'eq', { kind: 'taskType', shape: 'single' }],
    ['type', 'notIn', { kind: 'taskType', shape: 'list' }],
    ['amount', 'between', { kind: 'number', shape: 'range' }],
    ['orgId', 'in', { kind: 'number', shape: 'list' }],
    ['dueAt', 'lte', { kind: 'date', shape: 'single' }],
    ['dueAt', 'between', { kind: 'date', shape: 'range' }],
  ])('%s %s takes %p', (field, operator, input) => {
    expect(valueInputOf(field, operator)).toEqual(input);
  });

  it('takes no value until the field and a fitting operator are chosen', () => {
    expect(valueInputOf(undefined, 'eq')).toBeNull();
    expect(valueInputOf('amount', undefined)).toBeNull();
    expect(valueInputOf('dueAt', 'eq')).toBeNull();
  });
});

describe('conditions between the form and the API', () => {
  it('sends values as the API takes them', () => {
    expect(conditionOf(row('title', 'contains', '  travel '))).toEqual({ field: 'title', operator: 'contains', value: 'travel' });
    expect(conditionOf(row('amount', 'gte', 1000.5))).toEqual({ field: 'amount', operator: 'gte', value: 1000.5 });
    expect(conditionOf(row('orgId', 'in', ['3', ' 7 ', '']))).toEqual({ field: 'orgId', operator: 'in', value: [3, 7] });
    expect(conditionOf(row('type', 'notIn', ['payment', 'voucher']))).toEqual({ field: 'type', operator: 'notIn', value: ['payment', 'voucher'] });
    expect(conditionOf(row('amount', 'between', [100, 500]))).toEqual({ field: 'amount', operator: 'between', value: [100, 500] });
    const due = dayjs('2025-03-01T16:30:00+08:00');
    expect(conditionOf(row('dueAt', 'lt', due)).value).toBe(due.format('YYYY-MM-DDTHH:mm:ssZ'));
    expect(dayjs(conditionOf(row('dueAt', 'lt', due)).value as string).valueOf()).toBe(due.valueOf());
  });

  it('sends what is incomplete as it is, for the server to name', () => {
    expect(conditionOf({ key: 'k' })).toEqual({ field: '', operator: '', value: null });
    expect(conditionOf(row('amount', 'gt', undefined))).toEqual({ field: 'amount', operator: 'gt', value: null });
    expect(conditionOf(row('orgId', 'in', ['x']))).toEqual({ field: 'orgId', operator: 'in', value: [NaN] });
    expect(conditionOf(row('amount', 'between', [100, null]))).toEqual({ field: 'amount', operator: 'between', value: [100] });
  });

  it('reads a saved condition back into a row and sends it again unchanged', () => {
    for (const condition of [
      { field: 'title', operator: 'contains', value: 'travel' },
      { field: 'amount', operator: 'between', value: [100, 500] },
      { field: 'orgId', operator: 'in', value: [3, 7] },
      { field: 'type', operator: 'eq', value: 'payment' },
      { field: 'dueAt', operator: 'gt', value: dayjs('2025-03-01T08:00:00Z').format('YYYY-MM-DDTHH:mm:ssZ') },
    ]) {
      const back = conditionRowOf(condition);
      expect(conditionOf(back)).toEqual(condition);
    }
    expect(conditionRowOf({ field: 'orgId', operator: 'in', value: [3, 7] }).value).toEqual(['3', '7']);
    expect(dayjs.isDayjs(conditionRowOf({ field: 'dueAt', operator: 'gt', value: '2025-03-01T08:00:00Z' }).value)).toBe(true);
  });
});

describe('conditionValueProblem', () => {
  it.each<[string, ConditionRow, string | undefined]>([
    ['a value', row('title', 'eq', 'x'), undefined],
    ['nothing yet chosen', { key: 'k' }, undefined],
    ['no value', row('title', 'eq', ' '), 'taskRule.condition.value.required'],
    ['no number', row('amount', 'gt', null), 'taskRule.condition.value.required'],
    ['an empty list', row('type', 'in', []), 'taskRule.condition.list.required'],
    ['a word among numbers', row('orgId', 'in', ['1', 'two']), 'taskRule.condition.list.number'],
    ['too many values', row('title', 'in', Array.from({ length: RULE_VALUES_MAX + 1 }, (_, i) => `v${i}`)), 'taskRule.condition.list.max'],
    ['half a range', row('amount', 'between', [1, null]), 'taskRule.condition.range.required'],
    ['a range upside down', row('amount', 'between', [500, 100]), 'taskRule.condition.range.order'],
    ['dates upside down', row('dueAt', 'between', [dayjs('2025-02-01'), dayjs('2025-01-01')]), 'taskRule.condition.range.order'],
    ['a range', row('amount', 'between', [100, 100]), undefined],
  ])('%s', (_, input, id) => {
    expect(conditionValueProblem(input)?.id).toBe(id);
  });

  it('names the word that is not a number', () => {
    expect(conditionValueProblem(row('orgId', 'in', ['1', 'two']))).toEqual({ id: 'taskRule.condition.list.number', values: { value: 'two' } });
  });
});

const rule: TaskRule = {
  id: 4,
  name: 'Large payments',
  sort: 20,
  enabled: true,
  conditions: [
    { field: 'type', operator: 'eq', value: 'payment' },
    { field: 'amount', operator: 'gte', value: 10000 },
  ],
  targetKind: 'group',
  targetIds: [9],
  targets: [{ id: 9, name: 'Review group' }],
  strategy: 'leastLoaded',
  cap: 5,
  owner: { id: 2, name: 'Bob Li' },
  org: { id: 1, name: 'FSSC' },
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
};

describe('the rule’s payload', () => {
  it('sends a saved rule back as it was', () => {
    expect(rulePayload(ruleValuesOf(rule))).toEqual({
      name: 'Large payments',
      sort: 20,
      enabled: true,
      conditions: rule.conditions,
      targetKind: 'group',
      targetIds: [9],
      strategy: 'leastLoaded',
      cap: 5,
      ownerId: 2,
    });
  });

  it('sends the users once each, no owner for the caller to be it, and no cap as null', () => {
    const values = { ...newRuleValues(), name: ' Payments ', sort: 3, userIds: [5, 3, 5], conditions: [row('type', 'eq', 'payment')] };
    expect(rulePayload(values)).toEqual({
      name: 'Payments',
      sort: 3,
      enabled: true,
      conditions: [{ field: 'type', operator: 'eq', value: 'payment' }],
      targetKind: 'users',
      targetIds: [5, 3],
      strategy: 'roundRobin',
      cap: null,
    });
  });

  it('starts a new rule enabled, round robin, for named users, with one empty condition', () => {
    expect(newRuleValues()).toMatchObject({ enabled: true, targetKind: 'users', userIds: [], strategy: 'roundRobin', cap: null, conditions: [{ key: expect.any(String) }] });
  });
});

describe('what the server refused', () => {
  it('reads the refused rows of a 400 and names their cells', () => {
    const problems = [{ row: 2, column: 'value', message: 'Row 2, value: amount must be a number' }];
    expect(serverProblemsOf({ data: { success: false, data: { row: 2, column: 'value', problems } } })).toEqual(problems);
    expect(serverProblemsOf({ data: { success: false, errorMessage: 'sort: taken' } })).toBeNull();
    expect(serverProblemsOf(new Error('network'))).toBeNull();
    expect(serverProblemsOf({ data: { data: { problems: [{ row: 'x', column: 'value', message: 'm' }, { row: 1, column: 'other', message: 'm' }] } } })).toEqual([]);
    expect(conditionCellName(2, 'value')).toEqual(['conditions', '1', 'value']);
  });
});

describe('conditionText', () => {
  const labels = {
    field: (field: string) => ({ amount: '金额', type: '任务类型', dueAt: '截止时间' })[field] ?? field,
    operator: (operator: string) => ({ between: '介于', in: '属于', gt: '大于' })[operator] ?? operator,
    taskType: (code: string) => ({ payment: '付款' })[code] ?? code,
  };

  it('reads a condition as a phrase', () => {
    expect(conditionText({ field: 'amount', operator: 'between', value: [1000, 5000] }, labels)).toBe('金额 介于 1000 ~ 5000');
    expect(conditionText({ field: 'type', operator: 'in', value: ['payment', 'other'] }, labels)).toBe('任务类型 属于 付款, other');
    const due = dayjs('2025-03-01T08:00:00Z');
    expect(conditionText({ field: 'dueAt', operator: 'gt', value: due.toISOString() }, labels)).toBe(`截止时间 大于 ${due.format('YYYY-MM-DD HH:mm')}`);
  });
});

describe('idOf', () => {
  it('takes positive whole numbers within the id range only', () => {
    expect(idOf('12')).toBe(12);
    expect([idOf(null), idOf('0'), idOf('-1'), idOf('1.5'), idOf('abc'), idOf('99999999999')]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
