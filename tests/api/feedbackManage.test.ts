import { and, eq } from 'drizzle-orm';
import { Workbook } from 'exceljs';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent, setRoleFieldRights } from '../../server/db/repositories/roles';
import { feedback, messages } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  type TestApp,
} from './helpers';

type Caller = ReturnType<typeof as>;

let t: TestApp;
let admin: Caller;
const org: Record<string, Org> = {};
/** Submitters: anna in the east, bob in the west. */
const who: Record<'anna' | 'bob', { id: number; caller: Caller }> = {} as never;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR')]);
const RAW = { 'content-type': 'application/octet-stream' };

/** A role granting exactly these actions of these modules. */
async function role(roleCode: string, grants: Record<string, string[]>, dataScope: DataScopeValue = DATA_SCOPE.all) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope }))!;
  for (const [moduleNo, actions] of Object.entries(grants)) await grantModuleActions(t.db, id, moduleNo, actions);
  return id;
}

/** Sends feedback as a submitter; its id. */
async function send(caller: Caller, payload: object): Promise<number> {
  const response = await caller.post('/api/feedback', payload);
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

const data = async (response: Promise<{ statusCode: number; body: string; json(): any }>) => {
  const answer = await response;
  expect({ status: answer.statusCode, body: answer.statusCode === 200 ? '' : answer.body }).toEqual({ status: 200, body: '' });
  return answer.json().data;
};

const list = (caller: Caller, query = '') => data(caller.get(`/api/feedbackManage${query}`));
const ids = (page: { list: { id: number }[] }) => page.list.map((item) => item.id);

let annaFirst: number;
let annaLong: number;
let bobFirst: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
  const now = new Date();
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'FB_EAST', name: '华东', nameEn: 'East' }, org.root.path, now);
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'FB_WEST', name: '华西' }, org.root.path, now);
  for (const [name, orgId] of [
    ['anna', org.east.id],
    ['bob', org.west.id],
  ] as const) {
    const user = await createSignedInUser(t, { account: `fb_${name}`, name: name === 'anna' ? 'Anna Li' : 'Bob Wu', jobNo: `FBJ_${name}`, orgId });
    who[name] = { id: user.id, caller: as(t.app, user.cookie, EN) };
  }
  annaFirst = await send(who.anna.caller, { content: 'The invoice upload hangs', contact: 'anna@example.com' });
  annaLong = await send(who.anna.caller, { content: `${'长'.repeat(250)}` });
  bobFirst = await send(who.bob.caller, { content: 'Expense form: wrong currency' });
}, APP_START_MS);
afterAll(() => t.close());

test('every route needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/feedbackManage' },
    { method: 'GET', url: `/api/feedbackManage/${annaFirst}` },
    { method: 'GET', url: `/api/feedbackManage/${annaFirst}/screenshot` },
    { method: 'POST', url: `/api/feedbackManage/${annaFirst}/reply`, payload: { content: 'x' } },
    { method: 'POST', url: `/api/feedbackManage/${annaFirst}/status`, payload: { status: 1 } },
  ]);
});

test('the list: newest first, the content cut to 200 characters, submitter, counts and filters', async () => {
  const page = await list(admin);
  expect(page.total).toBe(3);
  expect(ids(page)).toEqual([bobFirst, annaLong, annaFirst]);
  expect(page.list[2]).toEqual({
    id: annaFirst,
    content: 'The invoice upload hangs',
    contact: 'anna@example.com',
    status: 0,
    submitter: { id: who.anna.id, name: 'Anna Li', userNo: 'U-fb_anna', orgName: 'East' },
    hasScreenshot: false,
    replyCount: 0,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
    handledByName: null,
  });
  expect(page.list[1].content).toBe('长'.repeat(200));
  expect(page.list[0].submitter.orgName).toBe('华西');

  expect(ids(await list(admin, '?pageSize=2&current=2'))).toEqual([annaFirst]);
  expect(ids(await list(admin, '?keyword=INVOICE'))).toEqual([annaFirst]);
  expect(ids(await list(admin, '?keyword=anna%40example'))).toEqual([annaFirst]);
  expect(ids(await list(admin, '?keyword=Bob'))).toEqual([bobFirst]);
  expect(ids(await list(admin, '?keyword=fb_an'))).toEqual([annaLong, annaFirst]);
  expect(ids(await list(admin, '?keyword=FBJ_b'))).toEqual([bobFirst]);
  expect(ids(await list(admin, '?keyword=U-fb_bob'))).toEqual([bobFirst]);
  // Wildcards are taken literally.
  expect((await list(admin, '?keyword=%25')).total).toBe(0);
  expect((await list(admin, '?keyword=fb%25')).total).toBe(0);
  expect((await list(admin, '?keyword=fb_')).total).toBe(3);
  expect(ids(await list(admin, '?status=0'))).toHaveLength(3);
  expect((await list(admin, '?status=3')).total).toBe(0);
  const future = new Date(Date.now() + 3_600_000).toISOString();
  const past = new Date(Date.now() - 3_600_000).toISOString();
  expect((await list(admin, `?createdFrom=${future}`)).total).toBe(0);
  expect((await list(admin, `?createdFrom=${past}&createdTo=${future}`)).total).toBe(3);
  expect((await list(admin, `?createdTo=${past}`)).total).toBe(0);

  expectError(await admin.get('/api/feedbackManage?status=4'), 400, 'status must be at most 3');
  expectError(await admin.get('/api/feedbackManage?createdFrom=yesterday'), 400, /createdFrom/);
  expectError(await admin.get(`/api/feedbackManage?keyword=${'k'.repeat(65)}`), 400, 'keyword must be at most 64 characters');
  expectError(await admin.get('/api/feedbackManage?sorter=id'), 400, 'unknown field sorter');
});

test('a reply: the feedback becomes replied, the submitter gets a message and a push, all logged', async () => {
  const pushed = jest.spyOn(t.app.push, 'toUsers');
  const before = await data(admin.get(`/api/feedbackManage/${annaFirst}`));
  expect(before).toMatchObject({ id: annaFirst, status: 0, replies: [], screenshot: null, content: 'The invoice upload hangs' });

  const after = await data(admin.post(`/api/feedbackManage/${annaFirst}/reply`, { content: '  We restarted the upload service.  ' }));
  expect(after).toMatchObject({
    status: 2,
    replyCount: 1,
    handledByName: 'Administrator',
    replies: [{ id: expect.any(Number), fromStaff: true, authorName: 'Administrator', content: 'We restarted the upload service.' }],
  });
  expect(pushed).toHaveBeenCalledWith([who.anna.id], { kind: 'message' });
  pushed.mockRestore();

  const received = await t.db.select().from(messages).where(and(eq(messages.userId, who.anna.id), eq(messages.group, 'feedback')));
  expect(received).toEqual([
    expect.objectContaining({
      title: '你的反馈有了新回复',
      content: '服务中心回复了你的反馈：We restarted the upload service.',
      level: 1,
      link: `/myFeedback/detail?id=${annaFirst}`,
      readAt: null,
    }),
  ]);
  // The submitter sees the conversation, with staff as the service centre.
  const mine = await data(who.anna.caller.get(`/api/feedback/mine/${annaFirst}`));
  expect(mine).toMatchObject({ status: 2, replies: [{ fromStaff: true, content: 'We restarted the upload service.' }] });
  expect(mine.replies[0]).not.toHaveProperty('authorName');

  const [row] = (await auditRows(t.db, 'feedback.reply')).filter((r) => r.result === 'success');
  expect(row).toMatchObject({ account: 'admin', target: `${annaFirst} U-fb_anna` });
  expect(row.detail).toMatchObject({
    content: 'We restarted the upload service.',
    before: { status: 0, replyCount: 0 },
    after: { status: 2, replyCount: 1, handledByName: 'Administrator' },
  });
});

test('follow-ups and states: a replied feedback is open again after a follow-up; closed takes no replies until reopened', async () => {
  const anna = who.anna.caller;
  const followUp = await data(anna.post(`/api/feedback/mine/${annaFirst}/reply`, { content: 'Still slow for PDFs' }));
  expect(followUp).toMatchObject({ status: 1, replies: [{ fromStaff: true }, { fromStaff: false, content: 'Still slow for PDFs' }] });
  const staffView = await data(admin.get(`/api/feedbackManage/${annaFirst}`));
  expect(staffView.replies.map((r: { authorName: string }) => r.authorName)).toEqual(['Administrator', 'Anna Li']);
  // A follow-up on new feedback leaves it new.
  expect((await data(anna.post(`/api/feedback/mine/${annaLong}/reply`, { content: 'Any news?' }))).status).toBe(0);

  expectError(
    await admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 1 }),
    409,
    'status: feedback that is "In progress" cannot be changed to "In progress"',
  );
  expect((await data(admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 3 }))).status).toBe(3);
  expectError(await anna.post(`/api/feedback/mine/${annaFirst}/reply`, { content: 'Hello?' }), 400, 'This feedback is closed and takes no more replies');
  expectError(await admin.post(`/api/feedbackManage/${annaFirst}/reply`, { content: 'Late' }), 400, 'This feedback is closed and takes no more replies');
  expectError(
    await admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 1 }),
    409,
    'status: feedback that is "Closed" cannot be changed to "In progress"',
  );
  const zh = await adminSession(t);
  expectError(await zh.post(`/api/feedbackManage/${annaFirst}/status`, { status: 3 }), 409, 'status：反馈当前为「已关闭」，不能改为「已关闭」');

  expect((await data(admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 0 }))).status).toBe(0);
  expectError(
    await admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 0 }),
    409,
    'status: feedback that is "New" cannot be changed to "New"',
  );
  expect((await data(admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 1 }))).status).toBe(1);
  expectError(await admin.post(`/api/feedbackManage/${annaFirst}/status`, { status: 2 }), 400, /status/);

  const changes = (await auditRows(t.db, 'feedback.status')).filter((r) => r.result === 'success');
  const statuses = (detail: unknown) => detail as Record<'before' | 'after', { status: number }>;
  expect(changes.map((r) => [statuses(r.detail).before.status, statuses(r.detail).after.status])).toEqual([
    [1, 3],
    [3, 0],
    [0, 1],
  ]);
  const refused = (await auditRows(t.db, 'feedback.status')).filter((r) => r.result === 'failure');
  expect(refused.length).toBeGreaterThanOrEqual(3);
});

test('bad input answers 400 naming the field; unknown feedback 404', async () => {
  expectError(await admin.post(`/api/feedbackManage/${bobFirst}/reply`, { content: '   ' }), 400, 'content must not be empty');
  expectError(await admin.post(`/api/feedbackManage/${bobFirst}/reply`, { content: 'x'.repeat(2001) }), 400, 'content must be at most 2000 characters');
  expectError(await admin.post(`/api/feedbackManage/${bobFirst}/reply`, { content: 'x', status: 2 }), 400, 'unknown field status');
  expectError(await admin.post(`/api/feedbackManage/${bobFirst}/status`, {}), 400, 'status is required');
  for (const response of [
    await admin.get('/api/feedbackManage/99999'),
    await admin.get('/api/feedbackManage/99999/screenshot'),
    await admin.post('/api/feedbackManage/99999/reply', { content: 'x' }),
    await admin.post('/api/feedbackManage/99999/status', { status: 1 }),
  ])
    expectError(response, 404, 'Feedback not found');
  expectError(await admin.get(`/api/feedbackManage/${bobFirst}/screenshot`), 404, 'This feedback has no screenshot');
  expect((await data(admin.get(`/api/feedbackManage/${bobFirst}`))).status).toBe(0);
});

test('the screenshot: shown to staff in scope and to the submitter, as a download that is never sniffed', async () => {
  const uploaded = await data(who.bob.caller.post('/api/feedback/screenshot?fileName=screen.png', PNG, RAW));
  const id = await send(who.bob.caller, { content: 'See the picture', screenshotFileId: uploaded.id });
  const page = await list(admin, '?keyword=picture');
  expect(page.list[0]).toMatchObject({ id, hasScreenshot: true });
  expect((await data(admin.get(`/api/feedbackManage/${id}`))).screenshot).toEqual({
    id: uploaded.id,
    fileName: 'screen.png',
    mimeType: 'image/png',
    size: PNG.length,
  });
  for (const caller of [admin, who.bob.caller]) {
    const url = caller === admin ? `/api/feedbackManage/${id}/screenshot` : `/api/feedback/mine/${id}/screenshot`;
    const image = await caller.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^attachment; filename="screen.png"/),
    });
  }
  expectError(await who.anna.caller.get(`/api/feedback/mine/${id}/screenshot`), 404, 'Feedback not found');
});

test('data scope: staff of the east see and handle only the feedback of users there (404 elsewhere)', async () => {
  await role('fb_east_handler', { feedback: ['view', 'update'] }, DATA_SCOPE.ownOrgAndBelow);
  const handler = as(t.app, (await createSignedInUser(t, { account: 'fb_handler', name: 'Helen', orgId: org.east.id, roles: ['fb_east_handler'] })).cookie, EN);
  const seen = await list(handler);
  expect(seen.list.every((item: { submitter: { id: number } }) => item.submitter.id === who.anna.id)).toBe(true);
  expect(ids(seen)).toEqual(expect.arrayContaining([annaFirst, annaLong]));
  expect(ids(seen)).not.toContain(bobFirst);
  expect((await list(handler, '?keyword=Bob')).total).toBe(0);

  const statusBefore = (await t.db.select().from(feedback).where(eq(feedback.id, bobFirst)))[0].status;
  for (const response of [
    await handler.get(`/api/feedbackManage/${bobFirst}`),
    await handler.get(`/api/feedbackManage/${bobFirst}/screenshot`),
    await handler.post(`/api/feedbackManage/${bobFirst}/reply`, { content: 'Not yours' }),
    await handler.post(`/api/feedbackManage/${bobFirst}/status`, { status: 3 }),
  ])
    expectError(response, 404, 'Feedback not found');
  expect((await t.db.select().from(feedback).where(eq(feedback.id, bobFirst)))[0].status).toBe(statusBefore);

  const replied = await data(handler.post(`/api/feedbackManage/${annaLong}/reply`, { content: 'Looking into it' }));
  expect(replied).toMatchObject({ status: 2, handledByName: 'Helen' });
});

test('user field rights apply: a hidden name or organisation is left out and not searched', async () => {
  const roleId = await role('fb_no_names', { feedback: ['view'], user: ['view'] }, DATA_SCOPE.all);
  await setRoleFieldRights(t.db, roleId, 'user', { name: 'hidden', orgId: 'hidden' });
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fb_no_names', roles: ['fb_no_names'] })).cookie, EN);
  expect((await list(admin, '?keyword=Anna L')).total).toBe(2);
  expect((await list(viewer, '?keyword=Anna L')).total).toBe(0);
  const item = (await list(viewer)).list.find((row: { id: number }) => row.id === annaLong);
  expect(item.submitter).toEqual({ id: who.anna.id, userNo: 'U-fb_anna' });
  expect(item.handledByName).toBeNull();
  const detail = await data(viewer.get(`/api/feedbackManage/${annaLong}`));
  expect(detail.replies.map((r: { authorName: string | null }) => r.authorName)).toEqual([null, null]);
});

test('rights: view reads but does not handle; without the module nothing', async () => {
  await role('fb_viewer', { feedback: ['view'] });
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fb_viewer', roles: ['fb_viewer'] })).cookie, EN);
  expect((await viewer.get('/api/feedbackManage')).statusCode).toBe(200);
  expectError(await viewer.post(`/api/feedbackManage/${bobFirst}/reply`, { content: 'x' }), 403, /"update" right of module Feedback handling \(feedback\)/, 'FORBIDDEN');
  expectError(await viewer.post(`/api/feedbackManage/${bobFirst}/status`, { status: 3 }), 403, /"update" right/, 'FORBIDDEN');
  expectError(await who.anna.caller.get('/api/feedbackManage'), 403, /"view" right of module Feedback handling/, 'FORBIDDEN');
  expectError(await who.anna.caller.get(`/api/feedbackManage/${annaFirst}`), 403, /"view" right/, 'FORBIDDEN');
});

async function sheetRows(body: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
}

/** Requests the feedback export through the download centre, waits for its job and answers the sheet's rows. */
async function exported(caller: Caller, query: object) {
  const requested = await data(caller.post('/api/downloads/exports', { kind: 'feedback', query }));
  expect(requested).toMatchObject({ kind: 'feedback', status: 'queued' });
  for (;;) {
    const page = await data(caller.get('/api/downloads/exports?pageSize=100'));
    const item = page.list.find((e: { id: number }) => e.id === requested.id);
    expect(item.status).not.toBe('failed');
    if (item.status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const file = await caller.get(`/api/downloads/exports/${requested.id}/file`);
  expect(file.statusCode).toBe(200);
  return sheetRows(file.rawPayload);
}

test('the export: the list’s filters in the download centre, the content whole', async () => {
  await data(admin.post(`/api/feedbackManage/${annaLong}/reply`, { content: 'Exported' }));
  const all = await exported(admin, { keyword: 'fb_' });
  expect(all[0]).toEqual(['No.', 'Sent', 'Status', 'User number', 'Submitter', 'Organisation', 'Contact', 'Feedback', 'Replies', 'Handled by', 'Updated']);
  const listed = await list(admin, '?keyword=fb_&pageSize=100');
  expect(all.slice(1).map((row) => row[0])).toEqual(ids(listed));
  const item = listed.list.find((row: { id: number }) => row.id === annaFirst);
  expect(all.find((row) => row[0] === annaFirst)).toEqual([
    annaFirst,
    expect.any(Date),
    ['New', 'In progress', 'Replied', 'Closed'][item.status],
    'U-fb_anna',
    'Anna Li',
    'East',
    'anna@example.com',
    'The invoice upload hangs',
    item.replyCount,
    item.handledByName ?? undefined,
    expect.any(Date),
  ]);
  expect(all.find((row) => row[0] === annaLong)![7]).toBe('长'.repeat(250));
});

test('the export of a handler: their data scope, no column for a hidden field; without the right none', async () => {
  await data(admin.post(`/api/feedbackManage/${annaLong}/reply`, { content: 'Exported again' }));
  const roleId = await role('fb_east_exporter', { feedback: ['view', 'export'], user: ['view'] }, DATA_SCOPE.ownOrgAndBelow);
  await setRoleFieldRights(t.db, roleId, 'user', { name: 'hidden' });
  const exporter = as(t.app, (await createSignedInUser(t, { account: 'fb_exporter', orgId: org.east.id, roles: ['fb_east_exporter'] })).cookie, EN);
  const scoped = await exported(exporter, { status: 2 });
  expect(scoped[0]).toEqual(['No.', 'Sent', 'Status', 'User number', 'Organisation', 'Contact', 'Feedback', 'Replies', 'Updated']);
  expect(scoped.slice(1).map((row) => [row[0], row[2]])).toEqual([[annaLong, 'Replied']]);

  await role('fb_view_only', { feedback: ['view'] });
  const viewer = as(t.app, (await createSignedInUser(t, { account: 'fb_no_export', roles: ['fb_view_only'] })).cookie, EN);
  expectError(await viewer.post('/api/downloads/exports', { kind: 'feedback', query: {} }), 403, /"export" right of module Feedback handling/, 'FORBIDDEN');
  expectError(await admin.post('/api/downloads/exports', { kind: 'feedback', query: { status: 9 } }), 400, /query.status/);
});

test('the OpenAPI document lists the feedback handling routes with their rights', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations: [string, string, RegExp][] = [
    ['/api/feedbackManage', 'get', /feedback:view/],
    ['/api/feedbackManage/{id}', 'get', /feedback:view/],
    ['/api/feedbackManage/{id}/screenshot', 'get', /feedback:view/],
    ['/api/feedbackManage/{id}/reply', 'post', /feedback:update/],
    ['/api/feedbackManage/{id}/status', 'post', /feedback:update/],
  ];
  for (const [path, method, right] of operations) {
    const operation = doc.paths[path]?.[method];
    expect({ path, method, tags: operation?.tags }).toEqual({ path, method, tags: ['feedback-manage'] });
    expect(operation.summary).toMatch(right);
  }
});

