/**
 * The dispatch engine's pure logic, without an app or a database: the checks of a rule's
 * condition rows (each problem with its row and column), the evaluation of conditions against a
 * task's facts for every operator and field type, and the two strategies with caps.
 */
import { amountOf, conditionProblems, matches, type Condition, type ConditionInput, type TaskFacts } from '../../server/dispatch/conditions';
import { lastResort, leastLoadedOrder, pickLeastLoaded, pickRoundRobin, roundRobinOrder } from '../../server/dispatch/strategies';
import { RULE_VALUE_MAX, RULE_VALUES_MAX } from '../../server/plugins/taskRules/constants';

const facts: TaskFacts = {
  type: 'invoiceCheck',
  title: 'Travel REIMBURSEMENT Beijing',
  orgId: 7,
  applicant: 'Zhang San',
  amount: 1234.5,
  currency: 'CNY',
  priority: 3,
  sourceSystem: null,
  dueAt: new Date('2025-03-01T08:00:00Z'),
};

const holds = (field: string, operator: string, value: unknown, on: TaskFacts = facts) =>
  matches([{ field, operator, value } as Condition], on);

describe('conditionProblems', () => {
  const problemsOf = (...rows: ConditionInput[]) => conditionProblems(rows);
  const one = (field: string, operator: string, value: unknown) => {
    const problems = problemsOf({ field: 'currency', operator: 'eq', value: 'CNY' }, { field, operator, value });
    return problems.map(({ row, column, code, params }) => ({ row, column, code, params }));
  };

  test('valid rows of every type and operator have none', () => {
    expect(
      problemsOf(
        { field: 'type', operator: 'in', value: ['invoiceCheck', 'payment'] },
        { field: 'title', operator: 'contains', value: 'travel' },
        { field: 'amount', operator: 'between', value: [100, 5000.25] },
        { field: 'priority', operator: 'gte', value: 3 },
        { field: 'orgId', operator: 'notIn', value: [1, 2] },
        { field: 'dueAt', operator: 'lt', value: '2025-03-01T16:00:00+08:00' },
        { field: 'dueAt', operator: 'between', value: ['2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'] },
        { field: 'applicant', operator: 'ne', value: 'Li Si' },
      ),
    ).toEqual([]);
  });

  test.each<[string, string, unknown, object]>([
    ['nope', 'eq', 1, { column: 'field', code: 'unknownField', params: { field: 'nope' } }],
    ['amount', 'like', 1, { column: 'operator', code: 'unknownOperator', params: { operator: 'like' } }],
    ['amount', 'contains', '1', { column: 'operator', code: 'operatorMismatch', params: { field: 'amount', operator: 'contains' } }],
    ['dueAt', 'eq', '2025-01-01T00:00:00Z', { column: 'operator', code: 'operatorMismatch', params: { field: 'dueAt', operator: 'eq' } }],
    ['title', 'gt', 'a', { column: 'operator', code: 'operatorMismatch', params: { field: 'title', operator: 'gt' } }],
    ['amount', 'eq', '100', { column: 'value', code: 'notNumber', params: { field: 'amount' } }],
    ['amount', 'eq', null, { column: 'value', code: 'notNumber', params: { field: 'amount' } }],
    ['amount', 'eq', 10.005, { column: 'value', code: 'amountDecimals', params: { field: 'amount' } }],
    ['priority', 'eq', 2.5, { column: 'value', code: 'notInteger', params: { field: 'priority' } }],
    ['dueAt', 'gt', '2025-01-01', { column: 'value', code: 'notDate', params: { field: 'dueAt' } }],
    ['dueAt', 'gt', '2025-13-45T99:00:00Z', { column: 'value', code: 'notDate', params: { field: 'dueAt' } }],
    ['dueAt', 'gt', 1735689600000, { column: 'value', code: 'notDate', params: { field: 'dueAt' } }],
    ['title', 'eq', 5, { column: 'value', code: 'notText', params: { field: 'title' } }],
    ['title', 'contains', '  ', { column: 'value', code: 'emptyText', params: { field: 'title' } }],
    ['title', 'eq', 'x'.repeat(RULE_VALUE_MAX + 1), { column: 'value', code: 'tooLong', params: { field: 'title', max: RULE_VALUE_MAX } }],
    ['type', 'in', [], { column: 'value', code: 'listExpected', params: { field: 'type' } }],
    ['type', 'in', 'payment', { column: 'value', code: 'listExpected', params: { field: 'type' } }],
    ['type', 'notIn', ['a', 7], { column: 'value', code: 'notText', params: { field: 'type' } }],
    ['orgId', 'in', Array.from({ length: RULE_VALUES_MAX + 1 }, (_, i) => i), { column: 'value', code: 'listTooLong', params: { field: 'orgId', max: RULE_VALUES_MAX } }],
    ['amount', 'between', [1], { column: 'value', code: 'rangeExpected', params: { field: 'amount' } }],
    ['amount', 'between', 5, { column: 'value', code: 'rangeExpected', params: { field: 'amount' } }],
    ['amount', 'between', [1, 'x'], { column: 'value', code: 'notNumber', params: { field: 'amount' } }],
    ['amount', 'between', [500, 100], { column: 'value', code: 'rangeOrder', params: { field: 'amount' } }],
    ['dueAt', 'between', ['2025-02-01T00:00:00Z', '2025-01-01T00:00:00Z'], { column: 'value', code: 'rangeOrder', params: { field: 'dueAt' } }],
  ])('%s %s %p: row 2 names the problem', (field, operator, value, expected) => {
    expect(one(field, operator, value)).toEqual([{ row: 2, ...expected }]);
  });

  test('every faulty row is reported, in order', () => {
    const problems = problemsOf(
      { field: 'amount', operator: 'gt', value: 'a lot' },
      { field: 'currency', operator: 'eq', value: 'CNY' },
      { field: 'what', operator: 'eq', value: 1 },
    );
    expect(problems.map(({ row, column }) => [row, column])).toEqual([
      [1, 'value'],
      [3, 'field'],
    ]);
  });
});

describe('matches', () => {
  test('no conditions: every task', () => {
    expect(matches([], facts)).toBe(true);
  });

  test.each<[string, string, unknown, boolean]>([
    // text
    ['type', 'eq', 'invoiceCheck', true],
    ['type', 'eq', 'invoicecheck', false],
    ['type', 'ne', 'payment', true],
    ['type', 'ne', 'invoiceCheck', false],
    ['type', 'in', ['payment', 'invoiceCheck'], true],
    ['type', 'in', ['payment'], false],
    ['type', 'notIn', ['payment'], true],
    ['type', 'notIn', ['invoiceCheck'], false],
    ['title', 'contains', 'reimbursement', true],
    ['title', 'contains', 'BEIJING', true],
    ['title', 'contains', 'Shanghai', false],
    // numbers
    ['amount', 'eq', 1234.5, true],
    ['amount', 'eq', 1234.51, false],
    ['amount', 'gt', 1234.49, true],
    ['amount', 'gt', 1234.5, false],
    ['amount', 'gte', 1234.5, true],
    ['amount', 'lt', 1234.5, false],
    ['amount', 'lte', 1234.5, true],
    ['amount', 'between', [1234.5, 2000], true],
    ['amount', 'between', [0, 1234.5], true],
    ['amount', 'between', [1234.51, 2000], false],
    ['amount', 'in', [1, 1234.5], true],
    ['amount', 'notIn', [1234.5], false],
    ['priority', 'gte', 3, true],
    ['priority', 'gt', 3, false],
    ['orgId', 'in', [6, 7], true],
    ['orgId', 'ne', 7, false],
    // dates
    ['dueAt', 'lt', '2025-03-01T16:00:01+08:00', true],
    ['dueAt', 'lt', '2025-03-01T16:00:00+08:00', false],
    ['dueAt', 'lte', '2025-03-01T16:00:00+08:00', true],
    ['dueAt', 'gt', '2025-03-01T07:59:59Z', true],
    ['dueAt', 'gte', '2025-03-01T08:00:00.001Z', false],
    ['dueAt', 'between', ['2025-03-01T08:00:00Z', '2025-03-01T08:00:00Z'], true],
    ['dueAt', 'between', ['2025-03-02T00:00:00Z', '2025-03-03T00:00:00Z'], false],
  ])('%s %s %p: %p', (field, operator, value, expected) => {
    expect(holds(field, operator, value)).toBe(expected);
  });

  test.each<[string, unknown, boolean]>([
    ['eq', 'ERP', false],
    ['ne', 'ERP', true],
    ['in', ['ERP'], false],
    ['notIn', ['ERP'], true],
    ['contains', 'E', false],
  ])('a missing fact (no source system) %s: %p', (operator, value, expected) => {
    expect(holds('sourceSystem', operator, value)).toBe(expected);
  });

  test.each<[string, unknown, boolean]>([
    ['eq', 0, false],
    ['ne', 0, true],
    ['gte', 0, false],
    ['lt', 1e12, false],
    ['between', [0, 1e12], false],
    ['notIn', [0], true],
  ])('a task without an amount, %s %p: %p', (operator, value, expected) => {
    expect(holds('amount', operator, value, { ...facts, amount: null })).toBe(expected);
  });

  test('every row must hold', () => {
    const rules: Condition[] = [
      { field: 'type', operator: 'eq', value: 'invoiceCheck' },
      { field: 'amount', operator: 'gte', value: 1000 },
    ];
    expect(matches(rules, facts)).toBe(true);
    expect(matches(rules, { ...facts, amount: 999.99 })).toBe(false);
    expect(matches(rules, { ...facts, type: 'payment' })).toBe(false);
  });

  test('amounts as the database answers them compare exactly in cents', () => {
    expect(amountOf(null)).toBeNull();
    const big = amountOf('9999999999999.99');
    expect(holds('amount', 'eq', 9999999999999.99, { ...facts, amount: big })).toBe(true);
    expect(holds('amount', 'lt', 9999999999999.99, { ...facts, amount: amountOf('9999999999999.98') })).toBe(true);
    expect(holds('amount', 'eq', 0.3, { ...facts, amount: amountOf('0.30') })).toBe(true);
    expect(holds('amount', 'gte', 0.3, { ...facts, amount: 0.1 + 0.2 })).toBe(true);
    expect(holds('amount', 'lte', 0.3, { ...facts, amount: 0.1 + 0.2 })).toBe(true);
  });

  test('a value that looks like code is only text', () => {
    expect(holds('title', 'contains', "'); DROP TABLE tasks; --")).toBe(false);
    expect(holds('title', 'eq', '${process.exit(1)}')).toBe(false);
  });
});

describe('round robin', () => {
  const members = [3, 5, 9];
  const none = new Map<number, number>();

  test('the turn passes to the next id after the last assignee, wrapping', () => {
    expect(roundRobinOrder([9, 3, 5], null)).toEqual([3, 5, 9]);
    expect(roundRobinOrder(members, 3)).toEqual([5, 9, 3]);
    expect(roundRobinOrder(members, 9)).toEqual([3, 5, 9]);
    // A last assignee who left the rule still marks the place.
    expect(roundRobinOrder(members, 6)).toEqual([9, 3, 5]);
    expect(roundRobinOrder(members, 100)).toEqual([3, 5, 9]);
  });

  test('who gave a task back is moved to the end of any order, and kept when alone', () => {
    expect(lastResort([5, 9, 3], 5)).toEqual([9, 3, 5]);
    expect(lastResort([5, 9, 3], null)).toEqual([5, 9, 3]);
    // No longer a member: the order stays as it was.
    expect(lastResort([5, 9, 3], 7)).toEqual([5, 9, 3]);
    expect(lastResort([5], 5)).toEqual([5]);
  });

  test('without caps it alternates evenly', () => {
    const got = new Map<number, number>();
    let last: number | null = null;
    for (let n = 0; n < 10; n++) {
      const { assigneeId, skipped } = pickRoundRobin(members, last, none, null);
      expect(skipped).toEqual([]);
      last = assigneeId;
      got.set(assigneeId!, (got.get(assigneeId!) ?? 0) + 1);
    }
    expect(Object.fromEntries(got)).toEqual({ 3: 4, 5: 3, 9: 3 });
  });

  test('members at the cap are passed over and named', () => {
    const counts = new Map([
      [5, 2],
      [9, 1],
    ]);
    expect(pickRoundRobin(members, 3, counts, 2)).toEqual({ assigneeId: 9, skipped: [5] });
    expect(pickRoundRobin(members, 3, counts, 3)).toEqual({ assigneeId: 5, skipped: [] });
  });

  test('everyone at the cap: nobody, all passed over', () => {
    const counts = new Map([
      [3, 1],
      [5, 1],
      [9, 4],
    ]);
    expect(pickRoundRobin(members, 5, counts, 1)).toEqual({ assigneeId: null, skipped: [9, 3, 5] });
  });

  test('no members: nobody', () => {
    expect(pickRoundRobin([], null, none, null)).toEqual({ assigneeId: null, skipped: [] });
  });
});

describe('least loaded', () => {
  test('the fewest open tasks wins; ties go to the lowest id', () => {
    const counts = new Map([
      [3, 2],
      [5, 1],
    ]);
    expect(leastLoadedOrder([3, 5, 9], counts)).toEqual([9, 5, 3]);
    expect(pickLeastLoaded([3, 5, 9], counts, null)).toEqual({ assigneeId: 9, skipped: [] });
    expect(pickLeastLoaded([9, 5, 3], new Map(), null)).toEqual({ assigneeId: 3, skipped: [] });
    expect(pickLeastLoaded([9, 5], new Map([[5, 1], [9, 1]]), null)).toEqual({ assigneeId: 5, skipped: [] });
  });

  test('members at the cap are passed over and named', () => {
    const counts = new Map([
      [3, 2],
      [5, 2],
      [9, 1],
    ]);
    expect(pickLeastLoaded([3, 5, 9], counts, 2)).toEqual({ assigneeId: 9, skipped: [3, 5] });
    expect(pickLeastLoaded([3, 5, 9], counts, 1)).toEqual({ assigneeId: null, skipped: [3, 5, 9] });
  });
});
