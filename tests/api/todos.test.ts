/**
 * The to-do list (/api/todos): who may read and change a to-do (owner, assignee, anyone else),
 * the checks of the form and the 400s naming the field, matters, done, the list's views, filters
 * and order, the workbench's due list, sharing messages, and the reminder job: sent once, and
 * left alone when the to-do is done or the reminder moved.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { messages, todos, USER_DISABLED } from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { TODO_MATTERS_MAX, TODO_TITLE_MAX } from '../../server/plugins/todos/constants';
import {
  APP_START_MS,
  EN,
  as,
  auditRows,
  completedJob,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  expectUnauthorized,
  manualClock,
  runJobNow,
  type TestApp,
} from './helpers';

type Caller = ReturnType<typeof as>;
type Answer = { statusCode: number; body: string; json: () => any };

const clock = manualClock();
let t: TestApp;
const NAMES = ['owner', 'mate', 'mate2', 'west', 'stranger'] as const;
type Name = (typeof NAMES)[number];
const user = {} as Record<Name, Caller>;
const userId = {} as Record<Name | 'disabled', number>;
const org = {} as Record<'root' | 'east' | 'west', Org>;

const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { queuePollSeconds: 0.5 } });
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (orgNo: string) => insertOrg(t.db, { parentId: org.root.id, orgNo, name: `组织${orgNo}`, nameEn: orgNo }, org.root.path, new Date());
  org.east = await child('TD_EAST');
  org.west = await child('TD_WEST');
  // Colleagues share within their own organisation: a role of that data scope and no module rights.
  await insertRoleIfAbsent(t.db, { roleCode: 'td_team', name: '待办同事', nameEn: 'Team', dataScope: DATA_SCOPE.ownOrg });
  for (const name of NAMES) {
    const signedIn = await createSignedInUser(t, {
      account: `td_${name}`,
      name: `Name ${name}`,
      orgId: name === 'west' ? org.west.id : org.east.id,
      roles: ['td_team'],
    });
    userId[name] = signedIn.id;
    user[name] = as(t.app, signedIn.cookie, EN);
  }
  userId.disabled = await createUser(t.db, { account: 'td_disabled', name: 'Gone', orgId: org.east.id, status: USER_DISABLED });
}, APP_START_MS);
afterAll(() => t?.close());

async function ok(response: Answer | Promise<Answer>) {
  const { statusCode, body, json } = await response;
  expect({ statusCode, body: statusCode === 200 ? '' : body }).toEqual({ statusCode: 200, body: '' });
  return json().data;
}

const body = (overrides: object = {}) => ({ title: 'Close the books', matters: [], assigneeIds: [], ...overrides });

const create = (overrides: object = {}, caller: Caller = user.owner) => ok(caller.post('/api/todos', body(overrides)));

const messagesTo = (id: number) =>
  t.db
    .select({ userId: messages.userId, title: messages.title, content: messages.content, group: messages.group })
    .from(messages)
    .where(eq(messages.link, `/lazarToDo/detail?id=${id}`))
    .orderBy(asc(messages.id));

/** The reminder jobs sent for a to-do, newest first. */
async function remindJobs(id: number) {
  const { rows } = (await t.db.execute(
    sql`SELECT id, state, data->>'remindAt' AS "remindAt" FROM pgboss.job WHERE name = 'todo.remind' AND data->>'id' = ${String(id)} ORDER BY created_on DESC`,
  )) as unknown as { rows: { id: string; state: string; remindAt: string }[] };
  return rows;
}

/** Runs a waiting reminder now (the test does not sit through its delay) and answers it once it has completed. */
const runNow = (jobId: string) => runJobNow(t, 'todo.remind', jobId);


describe('creating a to-do', () => {
  test('keeps its fields, matters in order and colleagues, and messages the colleagues it is shared with', async () => {
    const todo = await create({
      title: '  Month-end closing  ',
      description: ' Before the 5th ',
      dueAt: minutes(600),
      remindAt: minutes(60),
      matters: [{ content: ' Post accruals ' }, { content: 'Reconcile bank', done: true }],
      assigneeIds: [userId.mate, userId.mate, userId.owner],
    });
    expect(todo).toMatchObject({
      title: 'Month-end closing',
      description: 'Before the 5th',
      dueAt: minutes(600),
      remindAt: minutes(60),
      remindedAt: null,
      done: false,
      doneAt: null,
      overdue: false,
      mine: true,
      owner: { id: userId.owner, name: 'Name owner', account: 'td_owner' },
      assignees: [{ id: userId.mate, name: 'Name mate', account: 'td_mate' }],
      matterCount: 2,
      mattersDone: 1,
    });
    expect(todo.matters.map(({ content, done }: { content: string; done: boolean }) => [content, done])).toEqual([
      ['Post accruals', false],
      ['Reconcile bank', true],
    ]);
    // The colleague is told, in the portal's language, with a link to the detail page.
    expect(await messagesTo(todo.id)).toEqual([
      { userId: userId.mate, title: 'Name owner 与你共享了一个待办事项', content: 'Name owner 与你共享了待办事项「Month-end closing」。', group: 'todo' },
    ]);
    const [row] = await t.db.select({ orgId: todos.orgId, ownerId: todos.ownerId }).from(todos).where(eq(todos.id, todo.id));
    expect(row).toEqual({ orgId: org.east.id, ownerId: userId.owner });
    expect((await auditRows(t.db, 'todo.create')).at(-1)).toMatchObject({
      userId: userId.owner,
      result: 'success',
      target: `${todo.id} Month-end closing`,
      detail: { after: { title: 'Month-end closing', assigneeIds: [userId.mate] }, shared: [userId.mate] },
    });
  });

  test.each<[string, object, string]>([
    ['a blank title', { title: '   ' }, 'title: enter a title'],
    ['a title too long', { title: 'x'.repeat(TODO_TITLE_MAX + 1) }, `title must be at most ${TODO_TITLE_MAX} characters`],
    ['a blank matter, by its row', { matters: [{ content: 'One' }, { content: ' ' }] }, 'matters: the matter in row 2 is empty'],
    ['too many matters', { matters: Array.from({ length: TODO_MATTERS_MAX + 1 }, () => ({ content: 'x' })) }, `matters must have at most ${TODO_MATTERS_MAX} items`],
    ['a reminder in the past', { remindAt: minutes(-1) }, 'remindAt: the reminder must be in the future'],
    ['a reminder at the due time', { dueAt: minutes(30), remindAt: minutes(30) }, 'remindAt: the reminder must be before the due time'],
    ['a reminder after the due time', { dueAt: minutes(30), remindAt: minutes(40) }, 'remindAt: the reminder must be before the due time'],
    ['a due time that is no time', { dueAt: 'tomorrow' }, 'dueAt is invalid'],
    ['a leap second, which the format lets through', { remindAt: '2030-06-30T23:59:60Z' }, 'remindAt is invalid'],
    ['an unknown field', { done: true }, 'unknown field done'],
  ])('refuses %s, naming the field', async (_, overrides, message) => {
    expectError(await user.owner.post('/api/todos', body(overrides)), 400, message);
  });

  test('shares only with enabled colleagues within the caller’s data scope, naming the one refused', async () => {
    expectError(await user.owner.post('/api/todos', body({ assigneeIds: [userId.mate, userId.west] })), 400, `assigneeIds: no user within your data scope has id ${userId.west}`);
    expectError(await user.owner.post('/api/todos', body({ assigneeIds: [999_999] })), 400, 'assigneeIds: no user within your data scope has id 999999');
    expectError(await user.owner.post('/api/todos', body({ assigneeIds: [userId.disabled] })), 400, 'assigneeIds: user Gone (td_disabled) is disabled and cannot be shared with');
    // The operation log keeps the refusal in the server's language.
    expect((await auditRows(t.db, 'todo.create')).at(-1)).toMatchObject({ result: 'failure', errorMessage: 'assigneeIds 中的用户 Gone (td_disabled) 已停用，不能共享给他' });
  });

  test('without a session every route answers 401', async () => {
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/todos' },
      { method: 'GET', url: '/api/todos/due' },
      { method: 'GET', url: '/api/todos/1' },
      { method: 'POST', url: '/api/todos', payload: body() },
      { method: 'POST', url: '/api/todos/1/done', payload: { done: true } },
      { method: 'POST', url: '/api/todos/1/matters', payload: { content: 'x' } },
    ]);
  });
});

describe('who may read and change a to-do', () => {
  let id: number;
  let matterIds: number[];
  beforeEach(async () => {
    const todo = await create({ matters: [{ content: 'First' }, { content: 'Second' }], assigneeIds: [userId.mate] });
    id = todo.id;
    matterIds = todo.matters.map((matter: { id: number }) => matter.id);
  });

  test('the owner and an assignee read it; anyone else, the west colleague included, gets 404', async () => {
    expect(await ok(user.owner.get(`/api/todos/${id}`))).toMatchObject({ id, mine: true });
    expect(await ok(user.mate.get(`/api/todos/${id}`))).toMatchObject({ id, mine: false, owner: { id: userId.owner } });
    for (const other of [user.stranger, user.west, user.mate2]) expectError(await other.get(`/api/todos/${id}`), 404, 'To-do not found');
    expectError(await user.owner.get('/api/todos/999999'), 404, 'To-do not found');
  });

  test('an assignee may not change, share, add matters to or delete it (403); anyone else gets 404', async () => {
    const forbidden = 'Forbidden: only the owner of a to-do may change, share, add matters to or delete it';
    expectError(await user.mate.put(`/api/todos/${id}`, body({ title: 'Mine now', assigneeIds: [userId.mate, userId.mate2] })), 403, forbidden, 'FORBIDDEN');
    expectError(await user.mate.del(`/api/todos/${id}`), 403, forbidden, 'FORBIDDEN');
    expectError(await user.mate.post(`/api/todos/${id}/matters`, { content: 'More' }), 403, forbidden, 'FORBIDDEN');
    for (const call of [
      () => user.stranger.put(`/api/todos/${id}`, body()),
      () => user.stranger.del(`/api/todos/${id}`),
      () => user.stranger.post(`/api/todos/${id}/done`, { done: true }),
      () => user.stranger.put(`/api/todos/${id}/matters/${matterIds[0]}`, { done: true }),
      () => user.stranger.post(`/api/todos/${id}/matters`, { content: 'More' }),
    ])
      expectError(await call(), 404, 'To-do not found');
    const after = await ok(user.owner.get(`/api/todos/${id}`));
    expect(after).toMatchObject({ title: 'Close the books', done: false, matterCount: 2, mattersDone: 0, assignees: [{ id: userId.mate }] });
    expect((await auditRows(t.db, 'todo.delete')).at(-1)).toMatchObject({ userId: userId.stranger, result: 'failure', errorMessage: '待办事项不存在' });
  });

  test('an assignee ticks matters and marks it done; the owner marks it undone', async () => {
    const ticked = await ok(user.mate.put(`/api/todos/${id}/matters/${matterIds[1]}`, { done: true }));
    expect(ticked.matters.map((matter: { done: boolean }) => matter.done)).toEqual([false, true]);
    expect(ticked).toMatchObject({ matterCount: 2, mattersDone: 1 });
    clock.advance(1000);
    const done = await ok(user.mate.post(`/api/todos/${id}/done`, { done: true }));
    expect(done).toMatchObject({ done: true, doneAt: clock.now().toISOString() });
    // Marked done again, it keeps when it was first done.
    clock.advance(1000);
    expect(await ok(user.owner.post(`/api/todos/${id}/done`, { done: true }))).toMatchObject({ done: true, doneAt: new Date(clock.now().getTime() - 1000).toISOString() });
    expect(await ok(user.owner.post(`/api/todos/${id}/done`, { done: false }))).toMatchObject({ done: false, doneAt: null });
    expect((await auditRows(t.db, 'todo.matter.tick')).at(-1)).toMatchObject({
      userId: userId.mate,
      result: 'success',
      detail: { matterId: matterIds[1], done: true, before: { matters: [{ done: false }, { done: false }] }, after: { matters: [{ done: false }, { done: true }] } },
    });
    expect((await auditRows(t.db, 'todo.done')).at(-1)).toMatchObject({ userId: userId.owner, detail: { done: false, before: { done: true }, after: { done: false } } });
  });

  test('a matter of another to-do, or gone, is not found', async () => {
    const other = await create({ matters: [{ content: 'Elsewhere' }] });
    expectError(await user.owner.put(`/api/todos/${id}/matters/${other.matters[0].id}`, { done: true }), 404, 'This matter no longer exists (the to-do may have been changed); refresh and try again');
    expectError(await user.owner.put(`/api/todos/${id}/matters/999999`, { done: true }), 404, /^This matter no longer exists/);
    expect((await ok(user.owner.get(`/api/todos/${other.id}`))).matters[0].done).toBe(false);
  });

  test('the owner adds matters at the end, up to the limit; a blank one names the field', async () => {
    const added = await ok(user.owner.post(`/api/todos/${id}/matters`, { content: ' Third ' }));
    expect(added.matters.map((matter: { content: string }) => matter.content)).toEqual(['First', 'Second', 'Third']);
    expectError(await user.owner.post(`/api/todos/${id}/matters`, { content: '  ' }), 400, 'content: enter the matter');
    expectError(await user.owner.post(`/api/todos/${id}/matters`, { content: '' }), 400, 'content must not be empty');
    const full = await create({ matters: Array.from({ length: TODO_MATTERS_MAX }, (_, i) => ({ content: `M${i}` })) });
    expectError(await user.owner.post(`/api/todos/${full.id}/matters`, { content: 'One too many' }), 400, `matters: a to-do has at most ${TODO_MATTERS_MAX} matters`);
    const logged = await auditRows(t.db, 'todo.matter.add');
    expect(logged.slice(-3).map((row) => [row.result, row.detail])).toEqual([
      ['success', expect.objectContaining({ content: 'Third' })],
      ['failure', { content: '' }],
      ['failure', { content: 'One too many' }],
    ]);
  });

  test('the owner changes it as a whole: matters and colleagues replaced, only those added get a message', async () => {
    const changed = await ok(
      user.owner.put(`/api/todos/${id}`, body({ title: 'Renamed', description: 'Now', matters: [{ content: 'Only', done: true }], assigneeIds: [userId.mate2] })),
    );
    expect(changed).toMatchObject({ title: 'Renamed', description: 'Now', matterCount: 1, mattersDone: 1, assignees: [{ id: userId.mate2 }] });
    expect((await messagesTo(id)).map((message) => message.userId)).toEqual([userId.mate, userId.mate2]);
    // The one no longer shared with no longer sees it.
    expectError(await user.mate.get(`/api/todos/${id}`), 404, 'To-do not found');
    // Kept colleagues are not told again, and a colleague kept stays even when out of reach later.
    await ok(user.owner.put(`/api/todos/${id}`, body({ title: 'Again', assigneeIds: [userId.mate2, userId.mate] })));
    expect((await messagesTo(id)).map((message) => message.userId)).toEqual([userId.mate, userId.mate2, userId.mate]);
    expect((await auditRows(t.db, 'todo.update')).at(-1)).toMatchObject({
      userId: userId.owner,
      result: 'success',
      target: `${id} Again`,
      detail: { before: { title: 'Renamed', assigneeIds: [userId.mate2] }, shared: [userId.mate] },
    });
  });

  test('the owner deletes it; then it is gone for everyone', async () => {
    await ok(user.owner.del(`/api/todos/${id}`));
    expectError(await user.owner.get(`/api/todos/${id}`), 404, 'To-do not found');
    expectError(await user.mate.get(`/api/todos/${id}`), 404, 'To-do not found');
    expect((await auditRows(t.db, 'todo.delete')).at(-1)).toMatchObject({ userId: userId.owner, result: 'success', detail: { before: { title: 'Close the books', assigneeIds: [userId.mate] } } });
  });
});

describe('the list', () => {
  // Their own to-dos, apart from the other tests': a list user of their own with a colleague.
  let lister: Caller;
  let colleague: Caller;
  let listerId: number;
  let colleagueId: number;
  const ids = {} as Record<'later' | 'soon' | 'undated' | 'undatedNewer' | 'done' | 'shared', number>;

  beforeAll(async () => {
    const a = await createSignedInUser(t, { account: 'td_lister', orgId: org.east.id, roles: ['td_team'] });
    const b = await createSignedInUser(t, { account: 'td_colleague', orgId: org.east.id, roles: ['td_team'] });
    lister = as(t.app, a.cookie, EN);
    colleague = as(t.app, b.cookie, EN);
    listerId = a.id;
    colleagueId = b.id;
    ids.undated = (await create({ title: 'Undated report' }, lister)).id;
    clock.advance(1000);
    ids.undatedNewer = (await create({ title: 'Undated newer' }, lister)).id;
    ids.later = (await create({ title: 'Later invoice', dueAt: minutes(3 * 24 * 60) }, lister)).id;
    ids.soon = (await create({ title: 'Soon payment', dueAt: minutes(60), matters: [{ content: 'a', done: true }, { content: 'b' }] }, lister)).id;
    ids.done = (await create({ title: 'Done voucher', dueAt: minutes(-60) }, lister)).id;
    await ok(lister.post(`/api/todos/${ids.done}/done`, { done: true }));
    ids.shared = (await create({ title: 'Shared invoice', dueAt: minutes(-30), assigneeIds: [listerId] }, colleague)).id;
  });

  const titles = async (query = '', caller: Caller = lister) =>
    ((await ok(caller.get(`/api/todos${query}`))).list as { title: string }[]).map((todo) => todo.title);

  test('all (the default): own and shared, due first (soonest first, undated last, newest first among them)', async () => {
    expect(await titles()).toEqual(['Done voucher', 'Shared invoice', 'Soon payment', 'Later invoice', 'Undated newer', 'Undated report']);
    const page = await ok(lister.get('/api/todos?view=all&pageSize=2&current=2'));
    expect(page.total).toBe(6);
    expect(page.list.map((todo: { title: string }) => todo.title)).toEqual(['Soon payment', 'Later invoice']);
  });

  test('each row tells whose it is, its colleagues, its matters done and whether it is overdue', async () => {
    const { list } = await ok(lister.get('/api/todos'));
    const byTitle = Object.fromEntries(list.map((todo: { title: string }) => [todo.title, todo]));
    expect(byTitle['Shared invoice']).toMatchObject({ mine: false, overdue: true, owner: { id: colleagueId, account: 'td_colleague' }, assignees: [{ id: listerId }] });
    expect(byTitle['Done voucher']).toMatchObject({ mine: true, done: true, overdue: false });
    expect(byTitle['Soon payment']).toMatchObject({ overdue: false, matterCount: 2, mattersDone: 1, assignees: [] });
  });

  test('views, done, keyword and due range filter it', async () => {
    expect(await titles('?view=mine')).toEqual(['Done voucher', 'Soon payment', 'Later invoice', 'Undated newer', 'Undated report']);
    expect(await titles('?view=sharedWithMe')).toEqual(['Shared invoice']);
    expect(await titles('?view=sharedWithMe', colleague)).toEqual([]);
    expect(await titles('?done=true')).toEqual(['Done voucher']);
    expect(await titles('?done=false&keyword=INVOICE')).toEqual(['Shared invoice', 'Later invoice']);
    expect(await titles(`?keyword=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await titles(`?dueFrom=${encodeURIComponent(minutes(-45))}&dueTo=${encodeURIComponent(minutes(24 * 60))}`)).toEqual(['Shared invoice', 'Soon payment']);
    expectError(await lister.get('/api/todos?view=everyone'), 400, 'view must be one of mine, sharedWithMe, all');
    expectError(await lister.get('/api/todos?done=yes'), 400, 'done must be one of true, false');
    expectError(await lister.get('/api/todos?dueTo=2030-12-31T23:59:60Z'), 400, 'dueTo is invalid');
  });

  test('the workbench’s due list: undone, overdue or due within the days, soonest first', async () => {
    expect(await ok(lister.get('/api/todos/due'))).toEqual([
      { id: ids.shared, title: 'Shared invoice', dueAt: minutes(-30), overdue: true },
      { id: ids.soon, title: 'Soon payment', dueAt: minutes(60), overdue: false },
      { id: ids.later, title: 'Later invoice', dueAt: minutes(3 * 24 * 60), overdue: false },
    ]);
    expect((await ok(lister.get('/api/todos/due?days=1'))).map((todo: { id: number }) => todo.id)).toEqual([ids.shared, ids.soon]);
    expect((await ok(lister.get('/api/todos/due?days=0'))).map((todo: { id: number }) => todo.id)).toEqual([ids.shared]);
    expectError(await lister.get('/api/todos/due?days=1000'), 400, /^days must be at most/);
  });

  test('the due list answers at most 10', async () => {
    for (let i = 0; i < 11; i++) await create({ title: `Due ${i}`, dueAt: minutes(10 + i) }, colleague);
    const due = await ok(colleague.get('/api/todos/due'));
    expect(due).toHaveLength(10);
    expect(due[0]).toMatchObject({ title: 'Shared invoice' });
    expect(due.at(-1)).toMatchObject({ title: 'Due 8' });
  });
});

describe('colleagues to share with', () => {
  test('the colleague picker (no user right needed): enabled users within the caller’s data scope, by account', async () => {
    const accounts = async (query: string) =>
      ((await ok(user.owner.get(`/api/users/options${query}`))).list as { account: string }[]).map((row) => row.account);
    const all = await accounts('?pageSize=100');
    expect(all).toEqual(expect.arrayContaining(['td_mate', 'td_mate2', 'td_owner', 'td_stranger']));
    expect(all).not.toContain('td_west');
    expect(all).not.toContain('td_disabled');
    expect(await accounts('?keyword=td_mate')).toEqual(['td_mate', 'td_mate2']);
  });
});

describe('reminders', () => {
  test('the job sends the reminder to the owner and the assignees once, at its time', async () => {
    const todo = await create({ title: 'Remind me', remindAt: minutes(5), assigneeIds: [userId.mate2] });
    const before = (await messagesTo(todo.id)).length;
    const [job] = await remindJobs(todo.id);
    expect(job).toMatchObject({ state: 'created', remindAt: minutes(5) });
    clock.advance(6 * 60_000);
    expect((await runNow(job.id)).output).toEqual({ reminded: todo.id, messages: 2 });
    const reminders = (await messagesTo(todo.id)).slice(before);
    expect(reminders).toEqual([
      { userId: userId.owner, title: '待办提醒：Remind me', content: '待办事项「Remind me」到了提醒时间，请及时处理。', group: 'todo' },
      { userId: userId.mate2, title: '待办提醒：Remind me', content: '待办事项「Remind me」到了提醒时间，请及时处理。', group: 'todo' },
    ]);
    expect((await ok(user.owner.get(`/api/todos/${todo.id}`))).remindedAt).toBe(clock.now().toISOString());
    expect((await auditRows(t.db, 'todo.remind')).at(-1)).toMatchObject({ userId: null, result: 'success', detail: { by: 'job', recipients: [userId.owner, userId.mate2] } });
    // A second run (a retry, another server) sends nothing more.
    const again = (await t.app.queue.send('todo.remind', { id: todo.id, remindAt: todo.remindAt }))!;
    expect((await completedJob(t.app, 'todo.remind', again)).output).toEqual({ skipped: true });
    expect((await messagesTo(todo.id)).length).toBe(before + 2);
    // Saving it again with the reminder it had (now past) is allowed and sends nothing.
    await ok(user.owner.put(`/api/todos/${todo.id}`, body({ title: 'Remind me', remindAt: todo.remindAt, assigneeIds: [userId.mate2] })));
    expect(await remindJobs(todo.id)).toHaveLength(2);
  });

  test('a reminder moved is sent at its new time; the earlier job does nothing', async () => {
    const todo = await create({ title: 'Moved', remindAt: minutes(5) });
    await ok(user.owner.put(`/api/todos/${todo.id}`, body({ title: 'Moved', remindAt: minutes(60) })));
    const [moved, stale] = await remindJobs(todo.id);
    expect([moved.remindAt, stale.remindAt]).toEqual([minutes(60), minutes(5)]);
    clock.advance(6 * 60_000);
    expect((await runNow(stale.id)).output).toEqual({ skipped: true });
    expect(await messagesTo(todo.id)).toEqual([]);
    clock.advance(60 * 60_000);
    expect((await runNow(moved.id)).output).toEqual({ reminded: todo.id, messages: 1 });
    expect((await messagesTo(todo.id)).map((message) => message.userId)).toEqual([userId.owner]);
  });

  test('a to-do done, or deleted, before its reminder gets none', async () => {
    const done = await create({ title: 'Done early', remindAt: minutes(5) });
    const gone = await create({ title: 'Gone early', remindAt: minutes(5) });
    await ok(user.owner.post(`/api/todos/${done.id}/done`, { done: true }));
    await ok(user.owner.del(`/api/todos/${gone.id}`));
    clock.advance(6 * 60_000);
    expect((await runNow((await remindJobs(done.id))[0].id)).output).toEqual({ skipped: true });
    expect((await runNow((await remindJobs(gone.id))[0].id)).output).toEqual({ skipped: true });
    expect(await messagesTo(done.id)).toEqual([]);
    expect(await messagesTo(gone.id)).toEqual([]);
  });

  test('at start, a reminder whose job was lost is sent', async () => {
    const todo = await create({ title: 'Lost job', remindAt: minutes(5) });
    await t.db.execute(sql`DELETE FROM pgboss.job WHERE name = 'todo.remind' AND data->>'id' = ${String(todo.id)}`);
    clock.advance(6 * 60_000);
    const id = (await t.app.queue.send('todo.sweep', {}))!;
    await completedJob(t.app, 'todo.sweep', id);
    expect((await messagesTo(todo.id)).map((message) => message.userId)).toEqual([userId.owner]);
    const [row] = await t.db.select({ remindedAt: todos.remindedAt }).from(todos).where(and(eq(todos.id, todo.id)));
    expect(row.remindedAt).not.toBeNull();
  });
});
