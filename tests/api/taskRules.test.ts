/**
 * Dispatch rules (module `taskRule`): create, read, list, change, enable and delete, audited;
 * every condition check answered with its row and column in the caller's language; a unique
 * sort; targets that must exist, be reachable and have an enabled member; the data scope of a
 * rule manager; and a new dispatch of the waiting tasks after each change.
 */
import { eq, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { posts, userGroupMembers, userGroups, userPosts, users, USER_DISABLED } from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { RULE_CONDITIONS_MAX, RULE_VALUE_MAX } from '../../server/plugins/taskRules/constants';
import { APP_START_MS, EN, as, auditRows, createSignedInUser, createTestApp, createUser, expectError, signedInCookie, type TestApp } from './helpers';

type Caller = ReturnType<typeof as>;

let t: TestApp;
let admin: Caller;
let adminZh: Caller;
let eastManager: Caller;
let viewer: Caller;
const org = {} as Record<'root' | 'east' | 'west', Org>;
const user = {} as Record<'adminId' | 'east1' | 'east2' | 'east3' | 'disabled' | 'west1' | 'eastManager', number>;
const ref = {} as Record<'group' | 'emptyGroup' | 'post' | 'offPost' | 'emptyPost', number>;

beforeAll(async () => {
  t = await createTestApp({ config: { queuePollSeconds: 60 } });
  const adminCookie = await signedInCookie(t.app);
  admin = as(t.app, adminCookie, EN);
  adminZh = as(t.app, adminCookie);
  user.adminId = (await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin')))[0].id;

  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (orgNo: string) => insertOrg(t.db, { parentId: org.root.id, orgNo, name: `组织${orgNo}`, nameEn: orgNo }, org.root.path, new Date());
  org.east = await child('TR_EAST');
  org.west = await child('TR_WEST');

  user.east1 = await createUser(t.db, { account: 'tr_east1', name: 'East One', orgId: org.east.id });
  user.east2 = await createUser(t.db, { account: 'tr_east2', name: 'East Two', orgId: org.east.id });
  user.east3 = await createUser(t.db, { account: 'tr_east3', name: 'East Three', orgId: org.east.id });
  user.disabled = await createUser(t.db, { account: 'tr_disabled', orgId: org.east.id, status: USER_DISABLED });
  user.west1 = await createUser(t.db, { account: 'tr_west1', orgId: org.west.id });

  const [group, emptyGroup] = await t.db
    .insert(userGroups)
    .values([
      { groupNo: 'TR_G', name: '审核组', nameEn: 'Review group' },
      { groupNo: 'TR_G0', name: '空组', nameEn: 'Idle group' },
    ])
    .returning();
  await t.db.insert(userGroupMembers).values([
    { groupId: group.id, userId: user.east1 },
    { groupId: group.id, userId: user.east2 },
    { groupId: emptyGroup.id, userId: user.disabled },
  ]);
  const [post, offPost, emptyPost] = await t.db
    .insert(posts)
    .values([
      { postNo: 'TR_P', name: '出纳', nameEn: 'Cashier' },
      { postNo: 'TR_P_OFF', name: '停用岗', nameEn: 'Dormant post', status: 0 },
      { postNo: 'TR_P0', name: '空岗', nameEn: 'Vacant post' },
    ])
    .returning();
  await t.db.insert(userPosts).values([
    { postId: post.id, userId: user.east3 },
    { postId: offPost.id, userId: user.east1 },
    { postId: emptyPost.id, userId: user.disabled },
  ]);
  Object.assign(ref, { group: group.id, emptyGroup: emptyGroup.id, post: post.id, offPost: offPost.id, emptyPost: emptyPost.id });

  const managerRole = (await insertRoleIfAbsent(t.db, { roleCode: 'tr_manager', name: '规则管理', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, managerRole, 'taskRule', ['view', 'create', 'update', 'delete']);
  const viewerRole = (await insertRoleIfAbsent(t.db, { roleCode: 'tr_viewer', name: '规则查看', dataScope: DATA_SCOPE.all }))!;
  await grantModuleActions(t.db, viewerRole, 'taskRule', ['view']);
  const manager = await createSignedInUser(t, { account: 'tr_manager', name: 'Rule Manager', roles: ['tr_manager'], orgId: org.east.id });
  user.eastManager = manager.id;
  eastManager = as(t.app, manager.cookie, EN);
  viewer = as(t.app, (await createSignedInUser(t, { account: 'tr_viewer', roles: ['tr_viewer'], orgId: org.west.id })).cookie, EN);
}, APP_START_MS);

afterAll(() => t?.close());

let nextSort = 100;
/** A valid rule body; `overrides` replace fields. */
function ruleBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Rule ${nextSort}`,
    sort: nextSort++,
    enabled: true,
    conditions: [{ field: 'type', operator: 'eq', value: 'payment' }],
    targetKind: 'users',
    targetIds: [user.east1, user.east2],
    strategy: 'roundRobin',
    cap: 5,
    ...overrides,
  };
}

async function created(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await caller.post('/api/taskRules', ruleBody(overrides));
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return response.json().data;
}

/** The task.dispatch jobs sent so far. */
async function dispatchJobs(): Promise<number> {
  const { rows } = (await t.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'task.dispatch'`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0].n;
}

describe('a rule’s life', () => {
  test('created, read, listed, changed, disabled, enabled and deleted; each change logged and dispatch asked for', async () => {
    const jobsBefore = await dispatchJobs();
    const rule = await created(admin, {
      name: '  Large payments  ',
      conditions: [
        { field: 'type', operator: 'in', value: ['payment', 'invoiceCheck'] },
        { field: 'amount', operator: 'between', value: [10000, 99999.99] },
        { field: 'dueAt', operator: 'lt', value: '2030-01-01T00:00:00+08:00' },
      ],
      cap: null,
    });
    expect(rule).toMatchObject({
      name: 'Large payments',
      enabled: true,
      targetKind: 'users',
      targetIds: [user.east1, user.east2],
      targets: [
        { id: user.east1, name: 'East One' },
        { id: user.east2, name: 'East Two' },
      ],
      strategy: 'roundRobin',
      cap: null,
      owner: { id: user.adminId },
      org: { id: org.root.id },
      conditions: [
        { field: 'type', operator: 'in', value: ['payment', 'invoiceCheck'] },
        { field: 'amount', operator: 'between', value: [10000, 99999.99] },
        { field: 'dueAt', operator: 'lt', value: '2030-01-01T00:00:00+08:00' },
      ],
    });
    expect((await admin.get(`/api/taskRules/${rule.id}`)).json().data).toEqual(rule);
    expect(await dispatchJobs()).toBe(jobsBefore + 1);

    const listed = (await admin.get('/api/taskRules?name=large&pageSize=100')).json().data;
    expect(listed.list.map((item: { id: number }) => item.id)).toEqual([rule.id]);
    expect(listed.total).toBe(1);

    const changed = await admin.put(`/api/taskRules/${rule.id}`, ruleBody({ name: 'Payments', sort: rule.sort, targetKind: 'group', targetIds: [ref.group], strategy: 'leastLoaded', cap: 3, ownerId: user.east3 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Payments',
      targetKind: 'group',
      targets: [{ id: ref.group, name: 'Review group' }],
      strategy: 'leastLoaded',
      cap: 3,
      owner: { id: user.east3, name: 'East Three' },
    });

    const disabled = await admin.put(`/api/taskRules/${rule.id}/enabled`, { enabled: false });
    expect(disabled.json().data.enabled).toBe(false);
    expect((await admin.get('/api/taskRules?enabled=false&pageSize=100')).json().data.list.map((item: { id: number }) => item.id)).toContain(rule.id);
    expect((await admin.get('/api/taskRules?enabled=true&pageSize=100')).json().data.list.map((item: { id: number }) => item.id)).not.toContain(rule.id);
    expect((await admin.put(`/api/taskRules/${rule.id}/enabled`, { enabled: true })).json().data.enabled).toBe(true);

    expect((await admin.del(`/api/taskRules/${rule.id}`)).statusCode).toBe(200);
    expectError(await admin.get(`/api/taskRules/${rule.id}`), 404, 'Task rule not found');
    expect(await dispatchJobs()).toBe(jobsBefore + 5);

    const logged = async (action: string) => (await auditRows(t.db, action)).filter((row) => row.target?.startsWith(`${rule.id} `));
    expect((await logged('taskRule.create'))[0].detail).toMatchObject({ after: { name: 'Large payments', targetKind: 'users' } });
    expect((await logged('taskRule.update'))[0].detail).toMatchObject({ before: { name: 'Large payments' }, after: { name: 'Payments', cap: 3 } });
    expect(await logged('taskRule.disable')).toHaveLength(1);
    expect(await logged('taskRule.enable')).toHaveLength(1);
    expect((await logged('taskRule.delete'))[0].detail).toMatchObject({ before: { name: 'Payments' } });
  });

  test('the list is by sort, filtered and paged', async () => {
    const [b, a] = [await created(admin, { name: 'Zeta list', sort: 9001 }), await created(admin, { name: 'zeta list early', sort: 9000, enabled: false })];
    const page = (await admin.get('/api/taskRules?name=ZETA&pageSize=1')).json().data;
    expect(page).toMatchObject({ total: 2, list: [{ id: a.id, sort: 9000 }] });
    expect((await admin.get('/api/taskRules?name=zeta&pageSize=1&current=2')).json().data.list[0].id).toBe(b.id);
    expect((await admin.get('/api/taskRules?name=zeta&enabled=true')).json().data.list.map((item: { id: number }) => item.id)).toEqual([b.id]);
  });

  test('the form’s fields: every condition field with its type and operators, and the enabled task types', async () => {
    const { fields, taskTypes } = (await admin.get('/api/taskRules/fields')).json().data;
    expect(fields).toContainEqual({ field: 'amount', type: 'number', operators: ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'between'], name: 'amount' });
    expect(fields).toContainEqual({ field: 'dueAt', type: 'date', operators: ['gt', 'gte', 'lt', 'lte', 'between'], name: 'due time' });
    expect(fields.map((field: { field: string }) => field.field)).toEqual(['type', 'title', 'orgId', 'applicant', 'amount', 'currency', 'priority', 'sourceSystem', 'dueAt']);
    expect(taskTypes).toContainEqual({ code: 'payment', name: 'Payment' });
    expect((await adminZh.get('/api/taskRules/fields')).json().data.taskTypes).toContainEqual({ code: 'payment', name: '付款' });
    const { groups, posts: postOptions } = (await admin.get('/api/taskRules/fields')).json().data;
    expect(groups).toEqual(expect.arrayContaining([{ id: ref.group, name: 'Review group', members: 2 }, { id: ref.emptyGroup, name: 'Idle group', members: 0 }]));
    expect(postOptions).toEqual(expect.arrayContaining([{ id: ref.post, name: 'Cashier', members: 1 }, { id: ref.emptyPost, name: 'Vacant post', members: 0 }]));
    expect(postOptions.map((post: { id: number }) => post.id)).not.toContain(ref.offPost);
    expect((await viewer.get('/api/taskRules/fields')).statusCode).toBe(200);
  });
});

describe('conditions are checked row by row', () => {
  const refusal = async (caller: Caller, conditions: unknown[]) => {
    const response = await caller.post('/api/taskRules', ruleBody({ conditions }));
    expect(response.statusCode).toBe(400);
    return response.json();
  };
  const ok = { field: 'currency', operator: 'eq', value: 'CNY' };

  test.each<[string, Record<string, unknown>, string]>([
    ['an unknown field', { field: 'secret', operator: 'eq', value: 1 }, 'Row 2, field: there is no condition field secret'],
    ['an unknown operator', { field: 'amount', operator: 'like', value: 1 }, 'Row 2, operator: there is no operator like'],
    ['an operator that does not fit the type', { field: 'amount', operator: 'contains', value: '1' }, 'Row 2, operator: amount cannot be compared with "contains"'],
    ['a text for a number', { field: 'amount', operator: 'gt', value: 'lots' }, 'Row 2, value: amount must be a number'],
    ['no value', { field: 'amount', operator: 'gt' }, 'Row 2, value: amount must be a number'],
    ['three decimals', { field: 'amount', operator: 'gt', value: 1.005 }, 'Row 2, value: amount takes at most two decimals'],
    ['a fraction of a priority', { field: 'priority', operator: 'eq', value: 1.5 }, 'Row 2, value: priority must be a whole number'],
    ['a date without time', { field: 'dueAt', operator: 'gt', value: '2025-01-01' }, 'Row 2, value: due time must be a date-time with its zone, e.g. 2025-01-31T18:00:00+08:00'],
    ['a number for text', { field: 'title', operator: 'eq', value: 5 }, 'Row 2, value: title must be text'],
    ['empty text', { field: 'title', operator: 'contains', value: ' ' }, 'Row 2, value: title must not be empty'],
    ['over-long text', { field: 'title', operator: 'contains', value: 'x'.repeat(RULE_VALUE_MAX + 1) }, `Row 2, value: title must be at most ${RULE_VALUE_MAX} characters`],
    ['an empty list', { field: 'type', operator: 'in', value: [] }, 'Row 2, value: "is one of" and "is none of" need at least one task type'],
    ['a range of one', { field: 'amount', operator: 'between', value: [5] }, 'Row 2, value: "is between" needs a low and a high amount'],
    ['a range upside down', { field: 'amount', operator: 'between', value: [500, 100] }, 'Row 2, value: the low amount must not be above the high one'],
  ])('%s', async (_, row, message) => {
    const body = await refusal(admin, [ok, row]);
    expect(body.msg).toBe(message);
    const column = message.split(', ')[1].split(':')[0];
    expect(body.data).toEqual({ row: 2, column, problems: [{ row: 2, column, message }] });
  });

  test('every faulty row is listed for the form, the message names the first; Chinese when asked in Chinese', async () => {
    const rows = [{ field: 'amount', operator: 'eq', value: 'x' }, ok, { field: 'dueAt', operator: 'eq', value: '2025-01-01T00:00:00Z' }];
    const body = await refusal(adminZh, rows);
    expect(body.msg).toBe('第 1 行「值」：金额须为数字');
    expect(body.data.problems).toEqual([
      { row: 1, column: 'value', message: '第 1 行「值」：金额须为数字' },
      { row: 3, column: 'operator', message: '第 3 行「运算符」：截止时间不能用「等于」比较' },
    ]);
    const [row] = await auditRows(t.db, 'taskRule.create').then((all) => all.filter((entry) => entry.result === 'failure').slice(-1));
    expect(row.errorMessage).toBe('第 1 行「值」：金额须为数字');
  });

  test('no conditions, or too many, answer 400 naming conditions', async () => {
    expectError(await admin.post('/api/taskRules', ruleBody({ conditions: [] })), 400, /^conditions/);
    expectError(await admin.post('/api/taskRules', ruleBody({ conditions: Array(RULE_CONDITIONS_MAX + 1).fill(ok) })), 400, /^conditions/);
  });
});

describe('sort, targets and owner', () => {
  test('a sort is unique: the rule using it is named, or not when the caller cannot see it', async () => {
    const first = await created(admin, { name: 'Holder of 500', sort: 500 });
    expectError(await admin.post('/api/taskRules', ruleBody({ sort: 500 })), 400, 'sort: order 500 is already used by rule "Holder of 500"');
    expectError(await adminZh.post('/api/taskRules', ruleBody({ sort: 500 })), 400, 'sort 排序 500 已被规则「Holder of 500」使用');
    expectError(await eastManager.post('/api/taskRules', ruleBody({ sort: 500 })), 400, 'sort: order 500 is already used by another rule');
    // Its own sort is no conflict.
    expect((await admin.put(`/api/taskRules/${first.id}`, ruleBody({ sort: 500, name: 'Still 500' }))).statusCode).toBe(200);
  });

  test.each<[string, () => Record<string, unknown>, () => string]>([
    ['a disabled user', () => ({ targetIds: [user.east1, user.disabled] }), () => `targetIds: users ${user.disabled} do not exist, are disabled or lie outside your data scope`],
    ['a user that does not exist', () => ({ targetIds: [999999] }), () => 'targetIds: users 999999 do not exist, are disabled or lie outside your data scope'],
    ['two groups', () => ({ targetKind: 'group', targetIds: [ref.group, ref.emptyGroup] }), () => 'targetIds: a rule for a user group or a post takes exactly one'],
    ['a group that does not exist', () => ({ targetKind: 'group', targetIds: [999999] }), () => 'targetIds: no user group with id 999999'],
    ['a group without an enabled member', () => ({ targetKind: 'group', targetIds: [ref.emptyGroup] }), () => 'targetIds: user group "Idle group" has no enabled member'],
    ['a disabled post', () => ({ targetKind: 'post', targetIds: [ref.offPost] }), () => `targetIds: no enabled post with id ${ref.offPost}`],
    ['a post without an enabled holder', () => ({ targetKind: 'post', targetIds: [ref.emptyPost] }), () => 'targetIds: post "Vacant post" has no enabled holder'],
    ['a disabled owner', () => ({ ownerId: user.disabled }), () => `ownerId: user ${user.disabled} does not exist, is disabled or lies outside your data scope`],
    ['an empty name', () => ({ name: '   ' }), () => 'name must not be empty'],
  ])('%s is refused', async (_, overrides, message) => {
    expectError(await admin.post('/api/taskRules', ruleBody(overrides())), 400, message());
  });

  test('a post with an enabled holder, and a group, are accepted', async () => {
    expect((await created(admin, { targetKind: 'post', targetIds: [ref.post] })).targets).toEqual([{ id: ref.post, name: 'Cashier' }]);
    expect((await created(adminZh, { targetKind: 'group', targetIds: [ref.group] })).targets).toEqual([{ id: ref.group, name: '审核组' }]);
  });

  test('bad input answers 400, never a fault', async () => {
    for (const body of [
      ruleBody({ cap: 0 }),
      ruleBody({ cap: 10_001 }),
      ruleBody({ sort: 0 }),
      ruleBody({ strategy: 'random' }),
      ruleBody({ targetKind: 'role' }),
      ruleBody({ targetIds: [] }),
      ruleBody({ conditions: [{ field: 'amount', operator: 'eq', value: 1e308 }] }),
      ruleBody({ conditions: [{ field: 'title', operator: 'eq', value: 'a\u0000b' }] }),
      ruleBody({ conditions: [{ field: 'title', operator: 'eq', value: { $gt: 1 } }] }),
      ruleBody({ extra: true }),
    ])
      expect((await admin.post('/api/taskRules', body)).statusCode).toBe(400);
  });
});

describe('who may see and change rules', () => {
  test('a manager of their own organisation sees and changes its rules and their own, never another’s (404)', async () => {
    const rootRule = await created(admin, { name: 'Root rule' });
    const ownedByManager = await created(admin, { name: 'Root rule owned by the manager', ownerId: user.eastManager });
    const eastRule = await created(eastManager, { name: 'East rule', targetIds: [user.east1] });
    expect(eastRule.org).toEqual({ id: org.east.id, name: 'TR_EAST' });
    expect(eastRule.owner).toEqual({ id: user.eastManager, name: 'Rule Manager' });

    const seen = (await eastManager.get('/api/taskRules?pageSize=100')).json().data.list.map((rule: { id: number }) => rule.id);
    expect(seen).toEqual(expect.arrayContaining([eastRule.id, ownedByManager.id]));
    expect(seen).not.toContain(rootRule.id);

    expectError(await eastManager.get(`/api/taskRules/${rootRule.id}`), 404, 'Task rule not found');
    expectError(await eastManager.put(`/api/taskRules/${rootRule.id}`, ruleBody()), 404, 'Task rule not found');
    expectError(await eastManager.put(`/api/taskRules/${rootRule.id}/enabled`, { enabled: false }), 404, 'Task rule not found');
    expectError(await eastManager.del(`/api/taskRules/${rootRule.id}`), 404, 'Task rule not found');
    expect((await admin.get(`/api/taskRules/${rootRule.id}`)).json().data).toMatchObject({ name: 'Root rule', enabled: true });

    expect((await eastManager.put(`/api/taskRules/${eastRule.id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await eastManager.del(`/api/taskRules/${eastRule.id}`)).statusCode).toBe(200);
  });

  test('a manager targets only users within their data scope', async () => {
    expectError(
      await eastManager.post('/api/taskRules', ruleBody({ targetIds: [user.east1, user.west1] })),
      400,
      `targetIds: users ${user.west1} do not exist, are disabled or lie outside your data scope`,
    );
    expectError(
      await eastManager.post('/api/taskRules', ruleBody({ ownerId: user.west1 })),
      400,
      `ownerId: user ${user.west1} does not exist, is disabled or lies outside your data scope`,
    );
  });

  test('a viewer reads but does not change; without a session nothing', async () => {
    expect((await viewer.get('/api/taskRules')).statusCode).toBe(200);
    expectError(await viewer.post('/api/taskRules', ruleBody()), 403, /^Forbidden: you lack the "create" right of module Task rules/, 'FORBIDDEN');
    const rule = await created(admin);
    expectError(await viewer.put(`/api/taskRules/${rule.id}/enabled`, { enabled: false }), 403, /"update" right/, 'FORBIDDEN');
    expectError(await viewer.del(`/api/taskRules/${rule.id}`), 403, /"delete" right/, 'FORBIDDEN');
    expect((await as(t.app).get('/api/taskRules')).statusCode).toBe(401);
  });
});
