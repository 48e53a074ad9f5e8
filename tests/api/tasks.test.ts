/**
 * Tasks (module `task`): task types, creating a task (number, due time, checks naming the field),
 * the data scope of the managers' list and of one task, the list's filters and orders, every
 * transition with its 409s (bulk all or none), the assignee's own list and counts, messages to
 * whom a change concerns, and the breach of a due time told once by its job.
 */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { pageTasks } from '../../server/db/repositories/tasks/tasks';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { findUserByAccount } from '../../server/db/repositories/users';
import { dispatchLog, messages, taskRules, tasks, USER_DISABLED } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  manualClock,
  runJobNow,
  signedInCookie,
  type TestApp,
} from './helpers';

type Caller = ReturnType<typeof as>;
type Answer = { statusCode: number; body: string; json(): { data: unknown } };

const HOUR = 3_600_000;
const clock = manualClock();
let t: TestApp;
let admin: Caller;
let adminId: number;

const PEOPLE = ['eastManager', 'eastClerk', 'subClerk', 'westClerk', 'viewer', 'selfViewer', 'plain'] as const;
type Person = (typeof PEOPLE)[number];
const person = {} as Record<Person, Caller>;
const id = {} as Record<Person | 'disabled', number>;
const org = {} as Record<'root' | 'east' | 'eastSub' | 'west', Org>;
const type = {} as Record<'review' | 'payment' | 'off', number>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { queuePollSeconds: 0.5 } });
  admin = as(t.app, await signedInCookie(t.app), EN);
  adminId = (await findUserByAccount(t.db, 'admin'))!.id;

  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (parent: Org, orgNo: string) => insertOrg(t.db, { parentId: parent.id, orgNo, name: `组织${orgNo}`, nameEn: orgNo }, parent.path, new Date());
  org.east = await child(org.root, 'TK_EAST');
  org.eastSub = await child(org.east, 'TK_EAST_SUB');
  org.west = await child(org.root, 'TK_WEST');

  const role = async (roleCode: string, actions: string[], dataScope: DataScopeValue) => {
    const roleId = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope }))!;
    await grantModuleActions(t.db, roleId, 'task', actions);
  };
  await role('tk_manager', ['view', 'create', 'update', 'dispatch', 'reassign', 'cancel', 'export', 'import'], DATA_SCOPE.ownOrgAndBelow);
  await role('tk_viewer', ['view'], DATA_SCOPE.all);
  await role('tk_self_viewer', ['view'], DATA_SCOPE.self);
  const setup: [Person, Org, string[]][] = [
    ['eastManager', org.east, ['tk_manager']],
    ['eastClerk', org.east, []],
    ['subClerk', org.eastSub, []],
    ['westClerk', org.west, []],
    ['viewer', org.root, ['tk_viewer']],
    ['selfViewer', org.west, ['tk_self_viewer']],
    ['plain', org.west, []],
  ];
  for (const [name, home, roles] of setup) {
    const user = await createSignedInUser(t, { account: `tk_${name.toLowerCase()}`, name: `Person ${name}`, orgId: home.id, roles });
    id[name] = user.id;
    person[name] = as(t.app, user.cookie, EN);
  }
  id.disabled = await createUser(t.db, { account: 'tk_disabled', orgId: org.east.id, status: USER_DISABLED });

  type.review = (await ok(admin.post('/api/taskTypes', { code: 'tkReview', name: '审核', nameEn: 'Review', serviceHours: 24, sort: 1 }))).id;
  type.payment = (await ok(admin.post('/api/taskTypes', { code: 'tkPayment', name: '付款', serviceHours: 4 }))).id;
  type.off = (await ok(admin.post('/api/taskTypes', { code: 'tkOff', name: '停用', serviceHours: 8, enabled: false }))).id;
}, APP_START_MS);
afterAll(() => t?.close());

async function ok(response: Answer | Promise<Answer>) {
  const { statusCode, body, json } = await response;
  expect({ status: statusCode, body: statusCode === 200 ? '' : body }).toEqual({ status: 200, body: '' });
  return json().data as Record<string, any>;
}

const taskBody = (overrides: Record<string, unknown> = {}) => ({
  typeId: type.review,
  orgId: org.east.id,
  title: 'Travel expenses March',
  applicant: 'Zhang San',
  amount: 1280.5,
  currency: 'CNY',
  priority: 2,
  ...overrides,
});

let refs = 0;
/** A new task (as the administrator unless said), with a source reference of its own. */
const createTask = async (overrides: Record<string, unknown> = {}, by: Caller = admin) =>
  ok(by.post('/api/tasks', taskBody({ sourceSystem: 'TKS', sourceRef: `R-${++refs}`, ...overrides })));

const dispatch = (ids: number[], assigneeId: number, by: Caller = admin) => by.post('/api/tasks/dispatch', { ids, assigneeId });

/** A task assigned to someone by the administrator. */
async function assignedTask(to: number, overrides: Record<string, unknown> = {}) {
  const task = await createTask(overrides);
  await ok(dispatch([task.id], to));
  return task;
}

const taskRow = async (taskId: number) => (await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0];
const messagesOf = (userId: number) =>
  t.db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.group, 'task'))).orderBy(asc(messages.id));

describe('task types', () => {
  test('anyone signed in reads the enabled types for forms; the full list needs task:view', async () => {
    const enabled = await ok(person.plain.get('/api/taskTypes?enabled=true'));
    const codes = (enabled as unknown as { code: string }[]).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['tkReview', 'tkPayment', 'payment']));
    expect(codes).not.toContain('tkOff');
    expectError(await person.plain.get('/api/taskTypes'), 403, /^Forbidden: you lack the "view" right of module Task dispatch \(task\)$/, 'FORBIDDEN');
    const all = (await ok(person.viewer.get('/api/taskTypes'))) as unknown as { code: string; enabled: boolean }[];
    expect(all.find((row) => row.code === 'tkOff')).toMatchObject({ enabled: false });
  });

  test('create and change: codes unique (409 naming it), the service level bounded, disabled instead of deleted, audited', async () => {
    expectError(await admin.post('/api/taskTypes', { code: 'tkReview', name: 'Again', serviceHours: 2 }), 409, 'code: task type code tkReview is already in use');
    expectError(await admin.post('/api/taskTypes', { code: '9bad', name: 'Bad', serviceHours: 2 }), 400, /^code /);
    expectError(await admin.post('/api/taskTypes', { code: 'tkZero', name: 'Zero', serviceHours: 0 }), 400, 'serviceHours must be at least 1');
    expectError(await person.viewer.post('/api/taskTypes', { code: 'tkNope', name: 'Nope', serviceHours: 2 }), 403, /lack the "update" right/, 'FORBIDDEN');
    const created = await ok(admin.post('/api/taskTypes', { code: 'tkVoucher', name: '凭证', nameEn: 'Voucher', serviceHours: 12 }));
    expect(created).toMatchObject({ code: 'tkVoucher', name: '凭证', nameEn: 'Voucher', serviceHours: 12, enabled: true, sort: 0 });
    expectError(await admin.put(`/api/taskTypes/${created.id}`, { code: 'tkPayment' }), 409, 'code: task type code tkPayment is already in use');
    expect(await ok(admin.put(`/api/taskTypes/${created.id}`, { enabled: false, serviceHours: 6 }))).toMatchObject({ enabled: false, serviceHours: 6 });
    expectError(await admin.put('/api/taskTypes/999999', { enabled: true }), 404, 'Task type not found');
    expect((await auditRows(t.db, 'taskType.update')).filter((row) => row.result === 'success').at(-1)).toMatchObject({
      result: 'success',
      detail: { before: { enabled: true, serviceHours: 12 }, after: { enabled: false, serviceHours: 6 } },
    });
    // No deletion: tasks name their type.
    expect((await admin.del(`/api/taskTypes/${created.id}`)).statusCode).toBe(404);
  });
});

describe('creating a task', () => {
  test('numbered T and its id, due after its type’s hours, new, with its history, dispatch and breach jobs sent', async () => {
    const task = await createTask({ amount: '1280.5' });
    expect(task).toMatchObject({
      taskNo: `T${String(task.id).padStart(8, '0')}`,
      type: { id: type.review, code: 'tkReview', name: 'Review' },
      org: { id: org.east.id, name: 'TK_EAST' },
      title: 'Travel expenses March',
      applicant: 'Zhang San',
      amount: '1280.50',
      currency: 'CNY',
      priority: 2,
      status: 'new',
      sla: 'onTrack',
      assignee: null,
      rule: null,
      dueAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    const detail = await ok(admin.get(`/api/tasks/${task.id}`));
    expect(detail.history[0]).toMatchObject({ action: 'create', from: null, to: 'new', actor: { id: adminId } });
    expect(detail.createdBy).toMatchObject({ id: adminId });
    const { rows } = (await t.db.execute(
      sql`SELECT name, data, start_after FROM pgboss.job WHERE (name = 'task.breach' AND data->>'id' = ${String(task.id)}) OR (name = 'task.dispatch' AND data->'taskIds' @> ${JSON.stringify([task.id])}::jsonb)`,
    )) as unknown as { rows: { name: string; start_after: Date }[] };
    expect(rows.map((row) => row.name).sort()).toEqual(['task.breach', 'task.dispatch']);
    expect(new Date(rows.find((row) => row.name === 'task.breach')!.start_after).toISOString()).toBe(task.dueAt);
    expect((await auditRows(t.db, 'task.create')).at(-1)).toMatchObject({ result: 'success', target: `${task.id} ${task.taskNo}` });
  });

  test('each refusal names its field: a disabled type, an unknown organisation, a blank title, amounts, references', async () => {
    expectError(await admin.post('/api/tasks', taskBody({ typeId: type.off })), 400, `typeId: task type ${type.off} does not exist or is disabled`);
    expectError(await admin.post('/api/tasks', taskBody({ orgId: 999999 })), 400, 'orgId: organisation 999999 does not exist');
    expectError(await admin.post('/api/tasks', taskBody({ title: '   ' })), 400, 'title must not be empty');
    expectError(await admin.post('/api/tasks', taskBody({ amount: 1.234 })), 400, /^amount: an amount has at most two decimals/);
    expectError(await admin.post('/api/tasks', taskBody({ amount: -1 })), 400, /^amount /);
    expectError(await admin.post('/api/tasks', taskBody({ amount: '12.345' })), 400, /^amount /);
    expectError(await admin.post('/api/tasks', taskBody({ priority: 5 })), 400, /^priority /);
    expectError(await admin.post('/api/tasks', taskBody({ currency: 'usd' })), 400, /^currency /);
    expectError(await admin.post('/api/tasks', taskBody({ sourceRef: 'R-alone' })), 400, 'sourceSystem: a source reference needs its source system');
    const first = await createTask({ sourceRef: 'R-dup' });
    expectError(await admin.post('/api/tasks', taskBody({ sourceSystem: 'TKS', sourceRef: 'R-dup' })), 409, `sourceRef: source reference R-dup already has task ${first.taskNo}`);
    expect(await createTask({ sourceSystem: 'OTHER', sourceRef: 'R-dup', amount: null })).toMatchObject({ amount: null, sourceSystem: 'OTHER' });
    expect((await auditRows(t.db, 'task.create')).at(-2)).toMatchObject({ result: 'failure', errorMessage: expect.stringContaining('R-dup') });
  });

  test('a manager creates within their data scope only: 403 naming the organisation outside it', async () => {
    expect(await createTask({ orgId: org.eastSub.id }, person.eastManager)).toMatchObject({ org: { id: org.eastSub.id } });
    expectError(await person.eastManager.post('/api/tasks', taskBody({ orgId: org.west.id })), 403, 'Forbidden: organisation TK_WEST lies outside your data scope', 'FORBIDDEN');
    expectError(await person.viewer.post('/api/tasks', taskBody()), 403, /lack the "create" right/, 'FORBIDDEN');
  });
});

describe('the organisations of the task forms', () => {
  const node = (item: Org, selectable: boolean, children: unknown[] = []) => ({ id: item.id, name: item.nameEn, selectable, children });

  test('a dispatcher with task rights only gets the tree of their reach, those above it only holding it', async () => {
    expectError(await person.eastManager.get('/api/orgs'), 403, /lack the "view" right/, 'FORBIDDEN');
    expect(await ok(person.eastManager.get('/api/tasks/orgOptions'))).toEqual([
      { id: org.root.id, name: expect.any(String), selectable: false, children: [node(org.east, true, [node(org.eastSub, true)])] },
    ]);
  });

  test('task:view with data scope all gets every organisation; task:create alone is enough; neither answers 403', async () => {
    const all = (await ok(person.viewer.get('/api/tasks/orgOptions'))) as unknown as { id: number; selectable: boolean; children: any[] }[];
    const flat = (nodes: typeof all): typeof all => nodes.flatMap((item) => [item, ...flat(item.children)]);
    expect(flat(all).every((item) => item.selectable)).toBe(true);
    expect(flat(all).map((item) => item.id)).toEqual(expect.arrayContaining([org.root.id, org.east.id, org.eastSub.id, org.west.id]));
    expect(flat(all).find((item) => item.id === org.east.id)?.children).toEqual([node(org.eastSub, true)]);

    const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'tk_creator', name: 'tk_creator', dataScope: DATA_SCOPE.ownOrg }))!;
    await grantModuleActions(t.db, roleId, 'task', ['create']);
    const creator = await createSignedInUser(t, { account: 'tk_creator', orgId: org.west.id, roles: ['tk_creator'] });
    expect(await ok(as(t.app, creator.cookie, EN).get('/api/tasks/orgOptions'))).toEqual([
      { id: org.root.id, name: expect.any(String), selectable: false, children: [node(org.west, true)] },
    ]);

    expectError(await person.plain.get('/api/tasks/orgOptions'), 403, /^Forbidden: you lack the "view" right of module Task dispatch \(task\)$/, 'FORBIDDEN');
  });
});

describe('the data scope', () => {
  let east: Record<string, any>;
  let west: Record<string, any>;
  let westOfSelfViewer: Record<string, any>;
  beforeAll(async () => {
    east = await createTask({ title: 'Scope east' });
    west = await createTask({ title: 'Scope west', orgId: org.west.id });
    westOfSelfViewer = await assignedTask(id.selfViewer, { title: 'Scope assigned', orgId: org.west.id });
  });

  test('a manager of their organisation and below sees its tasks only; others answer 404', async () => {
    const listed = await ok(person.eastManager.get('/api/tasks?keyword=Scope&pageSize=100'));
    expect(listed.list.map((row: { id: number }) => row.id)).toEqual([east.id]);
    await ok(person.eastManager.get(`/api/tasks/${east.id}`));
    expectError(await person.eastManager.get(`/api/tasks/${west.id}`), 404, 'Task not found');
  });

  test('data scope "self" sees the tasks assigned to them; without task:view only one’s own, by id', async () => {
    const listed = await ok(person.selfViewer.get('/api/tasks?keyword=Scope'));
    expect(listed.list.map((row: { id: number }) => row.id)).toEqual([westOfSelfViewer.id]);
    expectError(await person.plain.get('/api/tasks'), 403, /lack the "view" right/, 'FORBIDDEN');
    expectError(await person.plain.get(`/api/tasks/${west.id}`), 404, 'Task not found');
    const assigned = await assignedTask(id.plain, { title: 'Scope plain', orgId: org.west.id });
    const detail = await ok(person.plain.get(`/api/tasks/${assigned.id}`));
    expect(detail).toMatchObject({ status: 'assigned', assignee: { id: id.plain, account: 'tk_plain' } });
    // The engine may have queued it before the manager dispatched it: what it does is not this test's.
    expect(detail.history.map((entry: { action: string }) => entry.action).filter((action: string) => action !== 'queue')).toEqual(['create', 'dispatch']);
    expect(detail.dispatchLog.filter((entry: { reason: string }) => entry.reason === 'manual')).toEqual([
      expect.objectContaining({ outcome: 'assigned', reason: 'manual', assignee: { id: id.plain, name: 'Person plain' }, actor: expect.objectContaining({ id: adminId }), rule: null, skipped: [] }),
    ]);
  });
});

describe('the list: filters and orders', () => {
  const mark = 'Filters';
  const made = {} as Record<'a' | 'b' | 'c' | 'd', Record<string, any>>;
  beforeAll(async () => {
    made.a = await createTask({ title: `${mark} a`, applicant: 'Li Si', amount: 10, priority: 1, orgId: org.east.id });
    made.b = await createTask({ title: `${mark} b`, applicant: 'Wang Wu', amount: 300, priority: 4, orgId: org.eastSub.id, typeId: type.payment });
    made.c = await createTask({ title: `${mark} c`, applicant: 'Li Lei', amount: null, priority: 3, orgId: org.west.id });
    made.d = await createTask({ title: `${mark} d`, applicant: 'Zhao Liu', amount: 20, priority: 2, orgId: org.east.id });
    await ok(dispatch([made.d.id], id.eastClerk));
    // c is past due, b due within the warning hours (a payment: 4 hours), a and d on track.
    await t.db.update(tasks).set({ dueAt: new Date(clock.now().getTime() - HOUR) }).where(eq(tasks.id, made.c.id));
  });
  const ids = async (query: string, sorter = 'createdAt:ascend') =>
    (await ok(admin.get(`/api/tasks?keyword=${mark}&pageSize=100&sorter=${sorter}${query}`))).list.map((row: { title: string }) => row.title.slice(-1));

  test('keyword: a prefix of the number (any case), title or applicant', async () => {
    expect(await ids('')).toEqual(['a', 'b', 'c', 'd']);
    const byNo = await ok(admin.get(`/api/tasks?keyword=${made.b.taskNo.toLowerCase()}`));
    expect(byNo.list.map((row: { id: number }) => row.id)).toEqual([made.b.id]);
    const byApplicant = await ok(admin.get('/api/tasks?keyword=li%20&pageSize=100'));
    expect(byApplicant.list.map((row: { id: number }) => row.id).sort()).toEqual([made.a.id, made.c.id].sort());
    expect((await ok(admin.get('/api/tasks?keyword=%25'))).total).toBe(0);
  });

  test('status (several), type, organisation with or without those below, assignee, priority, SLA, dates', async () => {
    expect(await ids('&status=assigned')).toEqual(['d']);
    expect(await ids('&status=new,queued,assigned')).toEqual(['a', 'b', 'c', 'd']);
    expect(await ids(`&typeId=${type.payment}`)).toEqual(['b']);
    expect(await ids(`&orgId=${org.east.id}`)).toEqual(['a', 'b', 'd']);
    expect(await ids(`&orgId=${org.east.id}&withSub=false`)).toEqual(['a', 'd']);
    expect(await ids(`&assigneeId=${id.eastClerk}`)).toEqual(['d']);
    expect(await ids('&priority=4')).toEqual(['b']);
    expect(await ids('&sla=breached')).toEqual(['c']);
    expect(await ids('&sla=dueSoon')).toEqual(['b']);
    expect(await ids('&sla=onTrack')).toEqual(['a', 'd']);
    const soon = new Date(clock.now().getTime() + 5 * HOUR).toISOString();
    expect(await ids(`&dueTo=${soon}`)).toEqual(['b', 'c']);
    expect(await ids(`&dueFrom=${soon}`)).toEqual(['a', 'd']);
    expect(await ids(`&createdFrom=${new Date(clock.now().getTime() + HOUR).toISOString()}`)).toEqual([]);
    expect(await ids(`&createdTo=${clock.now().toISOString()}`)).toEqual(['a', 'b', 'c', 'd']);
    expectError(await admin.get('/api/tasks?status=done'), 400, /^status /);
    expectError(await admin.get('/api/tasks?sla=late'), 400, /^sla must be one of/);
  });

  test('orders: amount (none first), priority, due time; paging with the total', async () => {
    expect(await ids('', 'amount:ascend')).toEqual(['c', 'a', 'd', 'b']);
    expect(await ids('', 'amount:descend')).toEqual(['b', 'd', 'a', 'c']);
    expect(await ids('', 'priority:descend')).toEqual(['b', 'c', 'd', 'a']);
    expect(await ids('', 'dueAt:ascend')).toEqual(['c', 'b', 'a', 'd']);
    const page = await ok(admin.get(`/api/tasks?keyword=${mark}&pageSize=3&current=2&sorter=createdAt:ascend`));
    expect({ total: page.total, totalCapped: page.totalCapped, titles: page.list.map((row: { title: string }) => row.title) }).toEqual({
      total: 4,
      totalCapped: false,
      titles: [`${mark} d`],
    });
  });

  test('the total is counted up to the cap and says when it stopped there', async () => {
    const marked = ilike(tasks.title, `${mark} %`);
    const page = (countCap: number, offset = 0) =>
      pageTasks(t.db, marked, {}, { field: 'createdAt', order: 'ascend' }, { limit: 2, offset }, clock.now(), countCap);
    const capped = await page(3);
    expect({ rows: capped.rows.length, total: capped.total, capped: capped.capped }).toEqual({ rows: 2, total: 3, capped: true });
    expect(await page(4)).toMatchObject({ total: 4, capped: false });
    expect(await page(5)).toMatchObject({ total: 4, capped: false });
    // A page beyond the last has no row to carry the total: it is counted apart, capped alike.
    expect(await page(3, 10)).toEqual({ rows: [], total: 3, capped: true });
    expect(await page(5, 10)).toEqual({ rows: [], total: 4, capped: false });
  });
});

describe('dispatch, reassign, cancel: in bulk, all or none', () => {
  test('dispatch assigns, logs it as manual, tells the assignee; again answers 409 TASK_STATE with the task and its state', async () => {
    const [one, two] = [await createTask(), await createTask()];
    const before = (await messagesOf(id.eastClerk)).length;
    const answer = (await ok(dispatch([one.id, two.id], id.eastClerk))) as unknown as { status: string; assignee: { id: number } }[];
    expect(answer.map((row) => [row.status, row.assignee.id])).toEqual([
      ['assigned', id.eastClerk],
      ['assigned', id.eastClerk],
    ]);
    const logged = await t.db.select().from(dispatchLog).where(and(eq(dispatchLog.taskId, one.id), eq(dispatchLog.reason, 'manual')));
    expect(logged).toEqual([expect.objectContaining({ outcome: 'assigned', reason: 'manual', assigneeId: id.eastClerk, actorId: adminId })]);
    const told = (await messagesOf(id.eastClerk)).slice(before);
    expect(told).toEqual([
      expect.objectContaining({ title: `新任务 ${one.taskNo}`, link: `/taskMy?id=${one.id}` }),
      expect.objectContaining({ title: `新任务 ${two.taskNo}`, link: `/taskMy?id=${two.id}` }),
    ]);
    const again = await dispatch([one.id], id.subClerk);
    expectError(again, 409, `Task ${one.taskNo} is in state "Assigned"; it cannot be given the action "dispatch"`, 'TASK_STATE');
    expect(again.json().data).toEqual({ taskNo: one.taskNo, status: 'assigned' });
    expect((await auditRows(t.db, 'task.dispatch')).at(-1)).toMatchObject({ result: 'failure' });
  });

  test('one task that cannot move leaves every other as it was', async () => {
    const fresh = await createTask();
    const taken = await assignedTask(id.eastClerk);
    expectError(await dispatch([fresh.id, taken.id], id.subClerk), 409, new RegExp(`^Task ${taken.taskNo} `), 'TASK_STATE');
    expect(await taskRow(fresh.id)).toMatchObject({ status: expect.stringMatching(/^(new|queued)$/), assigneeId: null });
    expect((await t.db.select().from(dispatchLog).where(eq(dispatchLog.taskId, fresh.id))).filter((row) => row.reason === 'manual')).toEqual([]);
  });

  test('a task outside the scope answers 404 naming it; the assignee must be an enabled user within the scope', async () => {
    const east = await createTask();
    const west = await createTask({ orgId: org.west.id });
    expectError(await dispatch([east.id, west.id], id.eastClerk, person.eastManager), 404, `ids: task ${west.id} not found`);
    expectError(await dispatch([east.id], id.westClerk, person.eastManager), 400, `assigneeId: user ${id.westClerk} does not exist, is disabled or lies outside your data scope`);
    expectError(await dispatch([east.id], id.disabled, person.eastManager), 400, /^assigneeId: user /);
    expect(await ok(dispatch([east.id], id.subClerk, person.eastManager))).toEqual([expect.objectContaining({ status: 'assigned' })]);
    expectError(await dispatch([east.id], id.eastClerk, person.viewer), 403, 'Forbidden: you lack the "dispatch" right of module Task dispatch (task)', 'FORBIDDEN');
    expectError(await admin.post('/api/tasks/dispatch', { ids: [], assigneeId: id.eastClerk }), 400, /^ids /);
  });

  test('reassign moves an assigned or started task and tells both; not to the same person, not a new task', async () => {
    const task = await assignedTask(id.eastClerk);
    const [toldBefore, takenBefore] = [(await messagesOf(id.subClerk)).length, (await messagesOf(id.eastClerk)).length];
    const [moved] = (await ok(admin.post('/api/tasks/reassign', { ids: [task.id], assigneeId: id.subClerk, note: 'Holiday' }))) as unknown as Record<string, any>[];
    expect(moved).toMatchObject({ status: 'assigned', assignee: { id: id.subClerk } });
    expect((await messagesOf(id.subClerk)).slice(toldBefore)).toEqual([expect.objectContaining({ title: `新任务 ${task.taskNo}` })]);
    expect((await messagesOf(id.eastClerk)).slice(takenBefore)).toEqual([expect.objectContaining({ title: `任务 ${task.taskNo} 已改派`, link: null })]);
    const history = (await ok(admin.get(`/api/tasks/${task.id}`))).history;
    expect(history.at(-1)).toMatchObject({ action: 'reassign', from: 'assigned', to: 'assigned', note: 'Holiday', assignee: { id: id.subClerk } });
    expectError(await admin.post('/api/tasks/reassign', { ids: [task.id], assigneeId: id.subClerk }), 400, `assigneeId: task ${task.taskNo} is assigned to this user already`);
    const fresh = await createTask();
    expectError(await admin.post('/api/tasks/reassign', { ids: [fresh.id], assigneeId: id.subClerk }), 409, /it cannot be given the action "reassign"$/, 'TASK_STATE');
  });

  test('cancel needs a reason, tells the assignee; a completed or cancelled task answers 409', async () => {
    const task = await assignedTask(id.eastClerk);
    expectError(await admin.post('/api/tasks/cancel', { ids: [task.id], reason: '  ' }), 400, 'reason must not be empty');
    expectError(await admin.post('/api/tasks/cancel', { ids: [task.id] }), 400, 'reason is required');
    const before = (await messagesOf(id.eastClerk)).length;
    expect(await ok(admin.post('/api/tasks/cancel', { ids: [task.id], reason: 'Duplicate claim' }))).toEqual([
      expect.objectContaining({ status: 'cancelled', assignee: null, sla: null }),
    ]);
    expect((await messagesOf(id.eastClerk)).slice(before)).toEqual([
      expect.objectContaining({ title: `任务 ${task.taskNo} 已取消`, content: expect.stringContaining('Duplicate claim') }),
    ]);
    const again = await admin.post('/api/tasks/cancel', { ids: [task.id], reason: 'Again' });
    expectError(again, 409, new RegExp(`^Task ${task.taskNo} is in state "Cancelled"`), 'TASK_STATE');
    expect(again.json().data).toEqual({ taskNo: task.taskNo, status: 'cancelled' });
  });
});

describe('the assignee’s own: start, complete, return, comment', () => {
  test('only the assignee works on it: 403 for a manager who sees it, 404 for one who does not', async () => {
    const task = await assignedTask(id.eastClerk);
    expectError(await admin.post(`/api/tasks/${task.id}/start`), 403, `Forbidden: only the assignee of task ${task.taskNo} may work on it`, 'FORBIDDEN');
    expectError(await person.westClerk.post(`/api/tasks/${task.id}/start`), 404, 'Task not found');
    expectError(await person.eastClerk.post('/api/tasks/999999/start'), 404, 'Task not found');
  });

  test('start, then complete with a result: the creator is told; wrong states answer 409', async () => {
    const task = await createTask({}, person.eastManager);
    await ok(dispatch([task.id], id.eastClerk));
    expectError(await person.eastClerk.post(`/api/tasks/${task.id}/complete`, { result: 'Done' }), 409, /it cannot be given the action "complete"$/, 'TASK_STATE');
    expect(await ok(person.eastClerk.post(`/api/tasks/${task.id}/start`))).toMatchObject({ status: 'inProgress' });
    expectError(await person.eastClerk.post(`/api/tasks/${task.id}/start`), 409, /is in state "In progress"/, 'TASK_STATE');
    const before = (await messagesOf(id.eastManager)).length;
    expect(await ok(person.eastClerk.post(`/api/tasks/${task.id}/complete`, { result: 'Paid' }))).toMatchObject({ status: 'completed', sla: null, assignee: { id: id.eastClerk } });
    expect((await messagesOf(id.eastManager)).slice(before)).toEqual([
      expect.objectContaining({ title: `任务 ${task.taskNo} 已完成`, link: `/taskManage?id=${task.id}` }),
    ]);
    expect(await taskRow(task.id)).toMatchObject({ completedAt: expect.any(Date) });
    expect((await auditRows(t.db, 'task.complete')).at(-1)).toMatchObject({
      result: 'success',
      target: `${task.id} ${task.taskNo}`,
      detail: { note: 'Paid', before: { status: 'inProgress' }, after: { status: 'completed' } },
    });
  });

  test('return needs a reason, clears the assignee and goes back to dispatch; the creator is told', async () => {
    const task = await createTask({}, person.eastManager);
    await ok(dispatch([task.id], id.eastClerk));
    expectError(await person.eastClerk.post(`/api/tasks/${task.id}/return`, { reason: ' ' }), 400, 'reason must not be empty');
    const before = (await messagesOf(id.eastManager)).length;
    expect(await ok(person.eastClerk.post(`/api/tasks/${task.id}/return`, { reason: 'Missing invoice' }))).toMatchObject({ status: 'returned', assignee: null });
    expect((await messagesOf(id.eastManager)).slice(before)).toEqual([
      expect.objectContaining({ title: `任务 ${task.taskNo} 被退回`, content: expect.stringContaining('Missing invoice') }),
    ]);
    const { rows } = (await t.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = 'task.dispatch' AND data->'taskIds' = ${JSON.stringify([task.id])}::jsonb`,
    )) as unknown as { rows: unknown[] };
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expectError(await person.eastClerk.post(`/api/tasks/${task.id}/start`), 404, 'Task not found');
    // Returned, it can be dispatched again.
    expect(await ok(dispatch([task.id], id.subClerk))).toEqual([expect.objectContaining({ status: 'assigned' })]);
  });

  test('a comment by the assignee or a manager tells the assignee and the creator, never the commenter', async () => {
    const task = await createTask({}, person.eastManager);
    await ok(dispatch([task.id], id.eastClerk));
    const counts = async () => [(await messagesOf(id.eastClerk)).length, (await messagesOf(id.eastManager)).length];
    const [clerk0, manager0] = await counts();
    const entry = await ok(person.eastClerk.post(`/api/tasks/${task.id}/comment`, { text: ' Waiting for the receipt ' }));
    expect(entry).toMatchObject({ action: 'comment', note: 'Waiting for the receipt', actor: { id: id.eastClerk }, from: null, to: null });
    expect(await counts()).toEqual([clerk0, manager0 + 1]);
    await ok(admin.post(`/api/tasks/${task.id}/comment`, { text: 'Please hurry' }));
    expect(await counts()).toEqual([clerk0 + 1, manager0 + 2]);
    expectError(await person.westClerk.post(`/api/tasks/${task.id}/comment`, { text: 'Hi' }), 404, 'Task not found');
    expectError(await person.eastClerk.post(`/api/tasks/${task.id}/comment`, { text: '' }), 400, 'text must not be empty');
  });

  test('my tasks: only the caller’s, due first first; the counts of the workbench', async () => {
    const first = await assignedTask(id.subClerk, { typeId: type.payment, title: 'Mine soon' });
    const later = await assignedTask(id.subClerk, { title: 'Mine later' });
    const started = await assignedTask(id.subClerk, { title: 'Mine started' });
    await ok(person.subClerk.post(`/api/tasks/${started.id}/start`));
    const late = await assignedTask(id.subClerk, { title: 'Mine late' });
    await t.db.update(tasks).set({ dueAt: new Date(clock.now().getTime() - 60_000) }).where(eq(tasks.id, late.id));
    const done = await assignedTask(id.subClerk, { title: 'Mine done' });
    await ok(person.subClerk.post(`/api/tasks/${done.id}/start`));
    await ok(person.subClerk.post(`/api/tasks/${done.id}/complete`));
    const mine = await ok(person.subClerk.get('/api/tasks/my?keyword=Mine&status=assigned,inProgress'));
    expect(mine.list.map((row: { id: number }) => row.id)).toEqual([late.id, first.id, later.id, started.id]);
    expect((await ok(person.subClerk.get('/api/tasks/my?keyword=Mine&sla=breached'))).list.map((row: { id: number }) => row.id)).toEqual([late.id]);
    expect((await ok(person.eastClerk.get('/api/tasks/my?keyword=Mine'))).total).toBe(0);
    // A due range, as the "Due today" card asks it: both ends included.
    const dueOf = async (task: Record<string, any>) => (await taskRow(task.id)).dueAt.toISOString();
    const dueIds = async (query: string) =>
      (await ok(person.subClerk.get(`/api/tasks/my?keyword=Mine&status=assigned,inProgress${query}`))).list.map((row: { id: number }) => row.id);
    expect(await dueIds(`&dueFrom=${await dueOf(first)}&dueTo=${await dueOf(first)}`)).toEqual([first.id]);
    expect(await dueIds(`&dueTo=${await dueOf(first)}`)).toEqual([late.id, first.id]);
    expect(await dueIds(`&dueFrom=${new Date(new Date(await dueOf(first)).getTime() + 1).toISOString()}`)).toEqual([later.id, started.id]);
    expectError(await person.subClerk.get('/api/tasks/my?dueFrom=tomorrow'), 400, /^dueFrom /);
    const summary = await ok(person.subClerk.get('/api/tasks/my/summary'));
    const all = (await ok(person.subClerk.get('/api/tasks/my?pageSize=100'))).list as { status: string; dueAt: string; sla: string }[];
    const open = all.filter((row) => row.status === 'assigned' || row.status === 'inProgress');
    const now = clock.now();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    expect(summary).toEqual({
      assigned: all.filter((row) => row.status === 'assigned').length,
      inProgress: all.filter((row) => row.status === 'inProgress').length,
      dueToday: open.filter((row) => new Date(row.dueAt) >= today && new Date(row.dueAt) < tomorrow).length,
      breached: open.filter((row) => row.sla === 'breached').length,
      doneThisWeek: 1,
    });
    expect(summary.breached).toBe(1);
    expect(summary.inProgress).toBe(1);
  });
});

/** Waits for a job of a name sent for a task, made due now, to be completed; its output. */
async function runJob(name: string, taskId: number) {
  const { rows } = (await t.db.execute(
    sql`SELECT id FROM pgboss.job WHERE name = ${name} AND data->>'id' = ${String(taskId)} ORDER BY created_on DESC LIMIT 1`,
  )) as unknown as { rows: { id: string }[] };
  expect(rows).toHaveLength(1);
  return (await runJobNow(t, name, rows[0].id)).output;
}

describe('the breach of a due time', () => {
  test('its job tells the assignee and the rule’s owner once, however often it runs', async () => {
    const owner = await createUser(t.db, { account: 'tk_rule_owner', orgId: org.root.id });
    const [rule] = await t.db
      .insert(taskRules)
      .values({ name: 'Tk rule', sort: 9001, conditions: [], targetKind: 'users', targetIds: [id.eastClerk], strategy: 'roundRobin', ownerId: owner, enabled: false })
      .returning();
    const task = await assignedTask(id.eastClerk, { title: 'Late one' });
    await t.db.update(tasks).set({ dueAt: new Date(Date.now() - HOUR), ruleId: rule.id }).where(eq(tasks.id, task.id));
    const before = { clerk: (await messagesOf(id.eastClerk)).length, owner: (await messagesOf(owner)).length };
    expect(await runJob('task.breach', task.id)).toEqual({ told: 1 });
    const clerkTold = (await messagesOf(id.eastClerk)).slice(before.clerk);
    expect(clerkTold).toEqual([expect.objectContaining({ title: `任务 ${task.taskNo} 已超时`, level: 2, link: `/taskMy?id=${task.id}` })]);
    expect((await messagesOf(owner)).slice(before.owner)).toEqual([expect.objectContaining({ link: `/taskManage?id=${task.id}` })]);
    expect(await taskRow(task.id)).toMatchObject({ breachNotifiedAt: expect.any(Date) });

    await t.app.queue.send('task.breach', { id: task.id });
    expect(await runJob('task.breach', task.id)).toEqual({ told: 0 });
    expect((await messagesOf(id.eastClerk)).length).toBe(before.clerk + 1);
    expect((await messagesOf(owner)).length).toBe(before.owner + 1);
  });

  test('a job run before the due time (by the server’s clock) is sent again for it; an ended task is not told', async () => {
    const task = await createTask();
    await t.app.queue.send('task.breach', { id: task.id });
    expect(await runJob('task.breach', task.id)).toEqual({ told: 0, waiting: 1 });
    const { rows } = (await t.db.execute(
      sql`SELECT start_after FROM pgboss.job WHERE name = 'task.breach' AND data->>'id' = ${String(task.id)} AND state = 'created'`,
    )) as unknown as { rows: { start_after: Date }[] };
    expect(rows.map((row) => new Date(row.start_after).toISOString())).toContain(task.dueAt);
    await ok(admin.post('/api/tasks/cancel', { ids: [task.id], reason: 'Not needed' }));
    await t.db.update(tasks).set({ dueAt: new Date(Date.now() - HOUR) }).where(eq(tasks.id, task.id));
    await t.app.queue.send('task.breach', { id: task.id });
    expect(await runJob('task.breach', task.id)).toEqual({ told: 0 });
  });
});
