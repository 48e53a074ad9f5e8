/**
 * The dispatch engine end to end: rules made through the API, waiting tasks dispatched by the
 * `task.dispatch` job as the task routes send it. Round robin alternates, least loaded evens the
 * load, caps pass people over and queue the task when everyone is at theirs, the first enabled
 * rule by sort takes a task, a task no rule takes waits queued and is dispatched when a rule
 * appears or capacity frees; the dispatch log says why, once. On PostgreSQL, two processes
 * dispatching the same waiting tasks at once assign each exactly once, fairly and within caps.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { driverOf, postgresHandle, type Driver } from '../../server/db/client';
import { findOrgByNo, type Org } from '../../server/db/repositories/orgs';
import { dispatchLog, messages, posts, taskHistory, tasks, taskTypes, userGroupMembers, userGroups, userPosts, users, USER_DISABLED } from '../../server/db/schema';
import { lockTask } from '../../server/db/repositories/tasks/transitions';
import { dispatchTasks } from '../../server/dispatch/engine';
import type { TaskStatus } from '../../server/plugins/tasks/constants';
import { APP_START_MS, EN, as, auditRows, createSignedInUser, createTestApp, expectError, signedInCookie, type TestApp } from './helpers';

type Caller = ReturnType<typeof as>;

let t: TestApp;
let admin: Caller;
let root: Org;

beforeAll(async () => {
  t = await createTestApp({ config: { queuePollSeconds: 0.5 } });
  admin = as(t.app, await signedInCookie(t.app), EN);
  root = (await findOrgByNo(t.db, 'FSSC'))!;
}, APP_START_MS);

afterAll(() => t?.close());

// ---- Helpers ---------------------------------------------------------------------------------

/** A task type of the test's own, so that the rules of one test never take another's tasks. */
async function taskType(code: string): Promise<number> {
  const [row] = await t.db.insert(taskTypes).values({ code, name: code, serviceHours: 8 }).returning({ id: taskTypes.id });
  return row.id;
}

let taskCount = 0;
interface TaskInput {
  typeId: number;
  priority?: number;
  amount?: string | null;
  status?: TaskStatus;
  assigneeId?: number | null;
  title?: string;
}

/** Tasks taken in straight into the table (as the task routes would, without their dispatch). */
async function addTasks(n: number, input: TaskInput): Promise<number[]> {
  const rows = Array.from({ length: n }, () => {
    taskCount++;
    return {
      taskNo: `TD${String(taskCount).padStart(8, '0')}`,
      typeId: input.typeId,
      title: input.title ?? `Task ${taskCount}`,
      orgId: root.id,
      amount: input.amount ?? null,
      priority: input.priority ?? 2,
      status: input.status ?? 'new',
      assigneeId: input.assigneeId ?? null,
      dueAt: new Date(Date.now() + 86_400_000),
    };
  });
  const inserted = await t.db.insert(tasks).values(rows).returning({ id: tasks.id });
  return inserted.map((row) => row.id);
}

/** Waits until no dispatch job waits or runs; a failed attempt fails the test with its error. */
async function settle() {
  for (;;) {
    const { rows } = (await t.db.execute(
      sql`SELECT state, output FROM pgboss.job WHERE name IN ('task.dispatch', 'task.dispatchWaiting') AND state IN ('created', 'retry', 'active', 'failed')`,
    )) as unknown as { rows: { state: string; output: unknown }[] };
    const failed = rows.find((row) => row.state === 'failed' || row.state === 'retry');
    if (failed) throw new Error(`dispatch job failed: ${JSON.stringify(failed.output)}`);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends the job the task routes send after an intake (ids) or when capacity frees (none), and waits for it. */
async function dispatch(taskIds?: number[]) {
  await t.app.queue.send('task.dispatch', taskIds ? { taskIds } : {});
  await settle();
}

async function rule(body: Record<string, unknown>) {
  const response = await admin.post('/api/taskRules', { enabled: true, strategy: 'roundRobin', ...body });
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  await settle();
  return response.json().data as { id: number };
}

const typeIs = (code: string) => [{ field: 'type', operator: 'eq', value: code }];

async function taskRows(ids: number[]) {
  return t.db
    .select({ id: tasks.id, status: tasks.status, assigneeId: tasks.assigneeId, ruleId: tasks.ruleId })
    .from(tasks)
    .where(inArray(tasks.id, ids))
    .orderBy(asc(tasks.id));
}

async function logOf(taskId: number) {
  return t.db
    .select({ outcome: dispatchLog.outcome, reason: dispatchLog.reason, ruleId: dispatchLog.ruleId, strategy: dispatchLog.strategy, assigneeId: dispatchLog.assigneeId, skippedIds: dispatchLog.skippedIds, actorId: dispatchLog.actorId })
    .from(dispatchLog)
    .where(eq(dispatchLog.taskId, taskId))
    .orderBy(asc(dispatchLog.id));
}

/** Enabled users who never sign in (no password hashing: the tests stay fast). */
async function people(prefix: string, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ userNo: `${prefix}${i + 1}`, account: `${prefix}${i + 1}`, name: `${prefix}${i + 1}`, passwordHash: '-', orgId: root.id })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

const complete = (ids: number[]) => t.db.update(tasks).set({ status: 'completed' }).where(inArray(tasks.id, ids));

// ---- Strategies --------------------------------------------------------------------------------

describe('strategies', () => {
  test('round robin takes the members in turn; each is told, with a link to the task', async () => {
    const typeId = await taskType('dsp_rr');
    const [b1, b2, b3] = await people('dsp_rr_', 3);
    const { id: ruleId } = await rule({ name: 'RR', sort: 10, conditions: typeIs('dsp_rr'), targetKind: 'users', targetIds: [b1, b2, b3], cap: null });
    const ids = await addTasks(7, { typeId });
    await dispatch(ids);
    const rows = await taskRows(ids);
    expect(rows.map((row) => row.assigneeId)).toEqual([b1, b2, b3, b1, b2, b3, b1]);
    expect(rows.every((row) => row.status === 'assigned' && row.ruleId === ruleId)).toBe(true);
    // The round goes on where it stopped.
    const [next] = await addTasks(1, { typeId });
    await dispatch([next]);
    expect((await taskRows([next]))[0].assigneeId).toBe(b2);

    expect(await logOf(ids[0])).toEqual([{ outcome: 'assigned', reason: null, ruleId, strategy: 'roundRobin', assigneeId: b1, skippedIds: null, actorId: null }]);
    const history = await t.db.select().from(taskHistory).where(eq(taskHistory.taskId, ids[0]));
    expect(history).toMatchObject([{ action: 'dispatch', actorId: null, fromStatus: 'new', toStatus: 'assigned', assigneeId: b1 }]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, b1)).orderBy(asc(messages.id));
    expect(told).toHaveLength(3);
    expect(told[0]).toMatchObject({ group: 'task', link: `/taskMy?id=${ids[0]}`, title: expect.stringContaining('TD') });
  });

  test('the most urgent tasks go first, then the oldest', async () => {
    const typeId = await taskType('dsp_order');
    const [o1, o2, o3] = await people('dsp_order_', 3);
    const low = await addTasks(1, { typeId, priority: 1 });
    const normal = await addTasks(1, { typeId, priority: 2 });
    const urgent = await addTasks(1, { typeId, priority: 4 });
    await rule({ name: 'Order', sort: 11, conditions: typeIs('dsp_order'), targetKind: 'users', targetIds: [o1, o2, o3] });
    const rows = await taskRows([...low, ...normal, ...urgent]);
    expect(rows.map((row) => row.assigneeId)).toEqual([o3, o2, o1]);
  });

  test('least loaded gives each task to the member with the fewest open tasks (ties: lowest id); disabled members never', async () => {
    const typeId = await taskType('dsp_ll');
    const [a1, a2, a3, off] = await people('dsp_ll_', 4);
    await t.db.update(users).set({ status: USER_DISABLED }).where(eq(users.id, off));
    const [group] = await t.db.insert(userGroups).values({ groupNo: 'DSP_LL', name: 'LL' }).returning();
    await t.db.insert(userGroupMembers).values([a1, a2, a3, off].map((userId) => ({ groupId: group.id, userId })));
    const other = await taskType('dsp_ll_other');
    await addTasks(2, { typeId: other, status: 'assigned', assigneeId: a1 });
    await addTasks(1, { typeId: other, status: 'inProgress', assigneeId: a3 });
    await addTasks(3, { typeId: other, status: 'completed', assigneeId: a2 });
    await rule({ name: 'LL', sort: 12, conditions: typeIs('dsp_ll'), targetKind: 'group', targetIds: [group.id], strategy: 'leastLoaded' });
    const ids = await addTasks(6, { typeId });
    await dispatch(ids);
    // Open before: a1 2, a2 0, a3 1.
    expect((await taskRows(ids)).map((row) => row.assigneeId)).toEqual([a2, a2, a3, a1, a2, a3]);
  });

  test('a post’s enabled holders, while the post is enabled', async () => {
    const typeId = await taskType('dsp_post');
    const [h1, h2] = await people('dsp_post_', 2);
    const [post] = await t.db.insert(posts).values({ postNo: 'DSP_POST', name: 'Cashier' }).returning();
    await t.db.insert(userPosts).values([h1, h2].map((userId) => ({ postId: post.id, userId })));
    const { id: ruleId } = await rule({ name: 'Post', sort: 13, conditions: typeIs('dsp_post'), targetKind: 'post', targetIds: [post.id] });
    const ids = await addTasks(2, { typeId });
    await dispatch(ids);
    expect((await taskRows(ids)).map((row) => row.assigneeId)).toEqual([h1, h2]);

    await t.db.update(posts).set({ status: 0 }).where(eq(posts.id, post.id));
    const [later] = await addTasks(1, { typeId });
    await dispatch([later]);
    expect(await taskRows([later])).toEqual([{ id: later, status: 'queued', assigneeId: null, ruleId }]);
    expect(await logOf(later)).toMatchObject([{ outcome: 'queued', reason: 'noMember', ruleId }]);
  });

  test('a task waiting for members goes once an administrator enables one or puts one in the group', async () => {
    const typeId = await taskType('dsp_join');
    const [leaver, joiner, sleeper] = await people('dsp_join_', 3);
    const [group] = await t.db.insert(userGroups).values({ groupNo: 'DSP_JOIN', name: 'Late joiners' }).returning();
    await t.db.insert(userGroupMembers).values([leaver, sleeper].map((userId) => ({ groupId: group.id, userId })));
    await rule({ name: 'Join', sort: 14, conditions: typeIs('dsp_join'), targetKind: 'group', targetIds: [group.id] });
    await t.db.update(users).set({ status: USER_DISABLED }).where(inArray(users.id, [leaver, sleeper]));
    const [first, second] = await addTasks(2, { typeId });
    await dispatch([first, second]);
    expect((await taskRows([first, second])).map((row) => row.status)).toEqual(['queued', 'queued']);

    // Nothing but the change itself: the access change queues a pass over the waiting tasks.
    const added = await admin.post(`/api/user-groups/${group.id}/members`, { userIds: [joiner] });
    expect(added.statusCode).toBe(200);
    await settle();
    expect((await taskRows([first, second])).map((row) => [row.status, row.assigneeId])).toEqual([
      ['assigned', joiner],
      ['assigned', joiner],
    ]);

    // A disabled member enabled again takes the next one in turn.
    const [third] = await addTasks(1, { typeId, status: 'queued' });
    const enabled = await admin.post(`/api/users/${sleeper}/status`, { status: 1 });
    expect(enabled.statusCode).toBe(200);
    await settle();
    expect(await taskRows([third])).toMatchObject([{ status: 'assigned', assigneeId: sleeper }]);
  });
});

// ---- Caps ---------------------------------------------------------------------------------------

describe('caps', () => {
  test('a member at the cap is passed over and named; with everyone at it the task waits, and goes once capacity frees', async () => {
    const typeId = await taskType('dsp_cap');
    const [c1, c2] = await people('dsp_cap_', 2);
    // c1 has an open task of another kind: caps count every open task.
    await addTasks(1, { typeId: await taskType('dsp_cap_other'), status: 'assigned', assigneeId: c1 });
    const { id: ruleId } = await rule({ name: 'Cap', sort: 20, conditions: typeIs('dsp_cap'), targetKind: 'users', targetIds: [c1, c2], cap: 2 });
    const ids = await addTasks(4, { typeId });
    await dispatch(ids);
    const rows = await taskRows(ids);
    expect(rows.map((row) => [row.status, row.assigneeId])).toEqual([
      ['assigned', c1],
      ['assigned', c2],
      ['assigned', c2],
      ['queued', null],
    ]);
    expect(rows[3].ruleId).toBe(ruleId);
    expect((await logOf(ids[2]))[0]).toMatchObject({ outcome: 'assigned', assigneeId: c2, skippedIds: [c1] });
    expect(await logOf(ids[3])).toEqual([{ outcome: 'queued', reason: 'allAtCap', ruleId, strategy: 'roundRobin', assigneeId: null, skippedIds: [c1, c2], actorId: null }]);

    // Dispatched again while nothing changed: the task stays as it is, the log does not grow.
    await dispatch();
    await dispatch([ids[3]]);
    expect(await logOf(ids[3])).toHaveLength(1);
    expect(await t.db.select().from(taskHistory).where(eq(taskHistory.taskId, ids[3]))).toHaveLength(1);

    // A completion frees capacity (the task routes then send task.dispatch without ids).
    await complete([ids[1]]);
    await dispatch();
    expect(await taskRows([ids[3]])).toEqual([{ id: ids[3], status: 'assigned', assigneeId: c2, ruleId }]);
    expect((await logOf(ids[3])).map((row) => row.outcome)).toEqual(['queued', 'assigned']);
  });

  test('least loaded under a cap never passes it', async () => {
    const typeId = await taskType('dsp_cap_ll');
    const [l1, l2] = await people('dsp_cap_ll_', 2);
    await rule({ name: 'Cap LL', sort: 21, conditions: typeIs('dsp_cap_ll'), targetKind: 'users', targetIds: [l1, l2], strategy: 'leastLoaded', cap: 3 });
    const ids = await addTasks(8, { typeId });
    await dispatch(ids);
    const rows = await taskRows(ids);
    const load = (id: number) => rows.filter((row) => row.assigneeId === id).length;
    expect([load(l1), load(l2)]).toEqual([3, 3]);
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(2);
    expect((await logOf(ids[7]))[0]).toMatchObject({ reason: 'allAtCap', skippedIds: [l1, l2], strategy: 'leastLoaded' });
  });
});

// ---- Which rule ---------------------------------------------------------------------------------

describe('which rule takes a task', () => {
  test('the first enabled rule by sort whose conditions all hold; disabled rules are ignored', async () => {
    const typeId = await taskType('dsp_first');
    const [early, late, big, dormant] = await people('dsp_first_', 4);
    await rule({ name: 'Disabled', sort: 30, enabled: false, conditions: typeIs('dsp_first'), targetKind: 'users', targetIds: [dormant] });
    const { id: bigRule } = await rule({
      name: 'Big',
      sort: 31,
      conditions: [...typeIs('dsp_first'), { field: 'amount', operator: 'gte', value: 10000 }],
      targetKind: 'users',
      targetIds: [big],
    });
    const { id: earlyRule } = await rule({ name: 'Early', sort: 32, conditions: typeIs('dsp_first'), targetKind: 'users', targetIds: [early] });
    await rule({ name: 'Late', sort: 33, conditions: typeIs('dsp_first'), targetKind: 'users', targetIds: [late] });
    const [small, large, none] = [
      ...(await addTasks(1, { typeId, amount: '9999.99' })),
      ...(await addTasks(1, { typeId, amount: '10000.00' })),
      ...(await addTasks(1, { typeId, amount: null })),
    ];
    await dispatch([small, large, none]);
    expect(await taskRows([small, large, none])).toEqual([
      { id: small, status: 'assigned', assigneeId: early, ruleId: earlyRule },
      { id: large, status: 'assigned', assigneeId: big, ruleId: bigRule },
      { id: none, status: 'assigned', assigneeId: early, ruleId: earlyRule },
    ]);
  });

  test('a task no rule takes waits queued, once in the log, and is dispatched when a rule for it appears', async () => {
    const typeId = await taskType('dsp_orphan');
    const [taker] = await people('dsp_orphan_', 1);
    const [orphan] = await addTasks(1, { typeId });
    await dispatch([orphan]);
    expect(await taskRows([orphan])).toEqual([{ id: orphan, status: 'queued', assigneeId: null, ruleId: null }]);
    await dispatch();
    expect(await logOf(orphan)).toEqual([{ outcome: 'queued', reason: 'noRule', ruleId: null, strategy: null, assigneeId: null, skippedIds: null, actorId: null }]);

    const { id: ruleId } = await rule({ name: 'Orphans', sort: 40, conditions: typeIs('dsp_orphan'), targetKind: 'users', targetIds: [taker] });
    expect(await taskRows([orphan])).toEqual([{ id: orphan, status: 'assigned', assigneeId: taker, ruleId }]);
  });

  test('a returned task is dispatched again; one no longer waiting is left alone', async () => {
    const typeId = await taskType('dsp_back');
    const [r1, r2] = await people('dsp_back_', 2);
    const { id: ruleId } = await rule({ name: 'Back', sort: 41, conditions: typeIs('dsp_back'), targetKind: 'users', targetIds: [r1, r2] });
    const [returned] = await addTasks(1, { typeId, status: 'returned' });
    const [done] = await addTasks(1, { typeId, status: 'completed', assigneeId: r2 });
    await dispatch([returned, done]);
    expect(await taskRows([returned, done])).toEqual([
      { id: returned, status: 'assigned', assigneeId: r1, ruleId },
      { id: done, status: 'completed', assigneeId: r2, ruleId: null },
    ]);
  });

  test('a returned task goes to someone other than who gave it back, unless no one else can take it', async () => {
    const typeId = await taskType('dsp_giveback');
    const [giver, other] = await people('dsp_giveback_', 2);
    await rule({ name: 'Give back', sort: 42, conditions: typeIs('dsp_giveback'), targetKind: 'users', targetIds: [giver, other], cap: 1 });
    // The giver's turn comes first (lowest id, no one assigned yet), and they returned both tasks.
    const [first, second] = await addTasks(2, { typeId, status: 'returned' });
    await t.db.insert(taskHistory).values([first, second].map((taskId) => ({ taskId, action: 'return' as const, actorId: giver, fromStatus: 'assigned' as const, toStatus: 'returned' as const })));
    await dispatch([first]);
    expect(await taskRows([first])).toMatchObject([{ status: 'assigned', assigneeId: other }]);
    // The other is at the cap now: the giver is the only one left who can take it.
    await dispatch([second]);
    expect(await taskRows([second])).toMatchObject([{ status: 'assigned', assigneeId: giver }]);
  });
});

// ---- The pool and claiming ----------------------------------------------------------------------

describe('the pool', () => {
  test('a rule’s members see its waiting tasks and claim them within the cap; others see none and find none', async () => {
    const typeId = await taskType('dsp_pool');
    const first = await createSignedInUser(t, { account: 'dsp_pool_1', name: 'Pool One', orgId: root.id });
    const second = await createSignedInUser(t, { account: 'dsp_pool_2', orgId: root.id });
    const outsider = await createSignedInUser(t, { account: 'dsp_pool_out', orgId: root.id });
    const [one, two, out] = [first, second, outsider].map((user) => as(t.app, user.cookie, EN));
    const { id: ruleId } = await rule({ name: 'Pool', sort: 60, conditions: typeIs('dsp_pool'), targetKind: 'users', targetIds: [first.id, second.id], cap: 1 });
    const ids = await addTasks(3, { typeId, title: 'Pooled invoice' });
    await dispatch(ids);
    const waiting = ids[2];
    expect(await taskRows([waiting])).toEqual([{ id: waiting, status: 'queued', assigneeId: null, ruleId }]);
    // Without a rule: in nobody's pool.
    const [stray] = await addTasks(1, { typeId: await taskType('dsp_pool_stray') });
    await dispatch([stray]);

    const pool = (await one.get('/api/tasks/pool')).json().data;
    expect(pool).toMatchObject({ total: 1, list: [{ id: waiting, title: 'Pooled invoice', status: 'queued', rule: { id: ruleId, name: 'Pool' }, assignee: null, type: { code: 'dsp_pool' } }] });
    expect((await two.get('/api/tasks/pool?keyword=pooled')).json().data.total).toBe(1);
    expect((await two.get('/api/tasks/pool?keyword=other')).json().data.total).toBe(0);
    expect((await out.get('/api/tasks/pool')).json().data).toEqual({ list: [], total: 0, totalCapped: false });

    expectError(await one.post(`/api/tasks/${waiting}/claim`), 409, 'You have 1 open task, the cap of rule "Pool" is 1: finish one of them first', 'TASK_CAP');
    expectError(await out.post(`/api/tasks/${waiting}/claim`), 404, 'Task not found among the tasks you may claim');
    expectError(await one.post(`/api/tasks/${stray}/claim`), 404, 'Task not found among the tasks you may claim');

    await complete([ids[0]]);
    const claimed = await one.post(`/api/tasks/${waiting}/claim`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({ id: waiting, status: 'assigned', assignee: { id: first.id, name: 'Pool One' }, rule: { id: ruleId } });
    expect((await logOf(waiting)).slice(-1)).toEqual([
      { outcome: 'assigned', reason: 'claim', ruleId, strategy: 'roundRobin', assigneeId: first.id, skippedIds: null, actorId: first.id },
    ]);
    const history = await t.db.select().from(taskHistory).where(eq(taskHistory.taskId, waiting)).orderBy(asc(taskHistory.id));
    expect(history.slice(-1)).toMatchObject([{ action: 'dispatch', actorId: first.id, fromStatus: 'queued', toStatus: 'assigned', assigneeId: first.id }]);
    const [audit] = (await auditRows(t.db, 'task.claim')).filter((row) => row.result === 'success');
    expect(audit).toMatchObject({ userId: first.id, target: expect.stringContaining(`${waiting} TD`) });

    const late = await two.post(`/api/tasks/${waiting}/claim`);
    expectError(late, 409, /^Task TD\d+ is in state "Assigned"; only a queued or returned task can be claimed$/, 'TASK_STATE');
    expect(late.json().data).toEqual({ taskNo: expect.stringMatching(/^TD/), status: 'assigned' });
    expect((await one.get('/api/tasks/pool')).json().data.total).toBe(0);
  });
});

// ---- Two processes ------------------------------------------------------------------------------

// Several server processes share a database only on PostgreSQL; the embedded database belongs to
// one process, so this case runs in the PostgreSQL lane (DATABASE_URL set) and is skipped without it.
const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('a task another transaction holds is passed over, not waited for, and dispatched later', async () => {
  const typeId = await taskType('dsp_held');
  const [holder] = await people('dsp_held_', 1);
  const { id: ruleId } = await rule({ name: 'Held', sort: 45, conditions: typeIs('dsp_held'), targetKind: 'users', targetIds: [holder] });
  const [held] = await addTasks(1, { typeId });
  await t.db.transaction(async (tx) => {
    await lockTask(tx, held);
    const summary = await dispatchTasks(t.db, { taskIds: [held], now: () => new Date() });
    expect(summary).toMatchObject({ assigned: [], skipped: 1 });
  });
  await dispatch([held]);
  expect(await taskRows([held])).toEqual([{ id: held, status: 'assigned', assigneeId: holder, ruleId }]);
});

onPostgres(
  'two processes dispatching the same 100 waiting tasks at once assign each exactly once, evenly per rule and within caps',
  async () => {
    const [x, y, z] = [await taskType('dsp_px'), await taskType('dsp_py'), await taskType('dsp_pz')];
    const xs = await people('dsp_px_', 4);
    const ys = await people('dsp_py_', 3);
    const zs = await people('dsp_pz_', 4);
    const [group] = await t.db.insert(userGroups).values({ groupNo: 'DSP_PY', name: 'PY' }).returning();
    await t.db.insert(userGroupMembers).values(ys.map((userId) => ({ groupId: group.id, userId })));
    const rx = await rule({ name: 'PX', sort: 50, conditions: typeIs('dsp_px'), targetKind: 'users', targetIds: xs });
    const ry = await rule({ name: 'PY', sort: 51, conditions: typeIs('dsp_py'), targetKind: 'group', targetIds: [group.id] });
    // Exactly enough room for its tasks: the cap must hold, and every task still finds someone.
    const rz = await rule({ name: 'PZ', sort: 52, conditions: typeIs('dsp_pz'), targetKind: 'users', targetIds: zs, strategy: 'leastLoaded', cap: 5 });
    const ids = [
      ...(await addTasks(50, { typeId: x })),
      ...(await addTasks(30, { typeId: y, priority: 3 })),
      ...(await addTasks(20, { typeId: z })),
    ];

    const { pool } = driverOf(t.db) as Extract<Driver, { kind: 'postgres' }>;
    const other = postgresHandle(new Pool({ connectionString: pool.options.connectionString, max: 4 }));
    try {
      const now = () => new Date();
      await Promise.all([dispatchTasks(t.db, { taskIds: ids, now, batchSize: 25 }), dispatchTasks(other.db, { taskIds: ids, now, batchSize: 25 })]);
    } finally {
      await other.close();
    }

    const rows = await taskRows(ids);
    expect(rows.filter((row) => row.status !== 'assigned')).toEqual([]);
    const dispatches = await t.db
      .select({ taskId: taskHistory.taskId, n: count() })
      .from(taskHistory)
      .where(and(inArray(taskHistory.taskId, ids), eq(taskHistory.action, 'dispatch')))
      .groupBy(taskHistory.taskId);
    expect(dispatches.filter((row) => row.n !== 1)).toEqual([]);
    expect(dispatches).toHaveLength(100);
    const perMember = (ruleId: number, members: number[]) => members.map((id) => rows.filter((row) => row.ruleId === ruleId && row.assigneeId === id).length);
    const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);
    expect(spread(perMember(rx.id, xs))).toBeLessThanOrEqual(1);
    expect(spread(perMember(ry.id, ys))).toBeLessThanOrEqual(1);
    expect(perMember(rz.id, zs)).toEqual([5, 5, 5, 5]);
    const assignedLogs = await t.db
      .select({ n: count() })
      .from(dispatchLog)
      .where(and(inArray(dispatchLog.taskId, ids), eq(dispatchLog.outcome, 'assigned')));
    expect(assignedLogs[0].n).toBe(100);
  },
);
