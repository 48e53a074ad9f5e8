/**
 * Notice administration (module `notice`) and what readers see of it: each kind of target and
 * their union, states and times, the popup and count rules, sanitised content, attachments by
 * content and by right, read receipts, scheduled publishing through the job queue, the reach of
 * an administrator whose data scope is not all, and 400s naming the field.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Workbook } from 'exceljs';
import { insertNotice } from '../../server/db/repositories/notices';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import {
  files,
  groupRoles,
  messages,
  notices,
  postRoles,
  posts,
  userGroupMembers,
  userGroups,
  userPosts,
  USER_DISABLED,
} from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { NOTICE_ATTACHMENT_BYTES_MAX } from '../../server/plugins/notice/constants';
import { APP_START_MS, EN, as, auditRows, completedJob, createSignedInUser, createTestApp, createUser, expectError, manualClock, runJobNow, signedInCookie, type TestApp } from './helpers';

type Caller = ReturnType<typeof as>;

const clock = manualClock();
let t: TestApp;
let admin: Caller;
let eastAdmin: Caller;

const READERS = ['east1', 'eastSub1', 'west1', 'member', 'holder', 'roleDirect', 'roleGroup', 'rolePost', 'custom', 'nobody'] as const;
type ReaderName = (typeof READERS)[number];
const reader = {} as Record<ReaderName, Caller>;
const userId = {} as Record<ReaderName | 'disabledMember' | 'eastAdmin', number>;
const org = {} as Record<'root' | 'east' | 'eastSub' | 'west', Org>;
const ref = {} as Record<'group' | 'post' | 'role' | 'roleGroup' | 'rolePost', number>;

const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.from([0x90, 0, 3, 0]), Buffer.from('This program cannot be run in DOS mode')]);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { queuePollSeconds: 0.5 } });
  admin = as(t.app, await signedInCookie(t.app), EN);

  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (parent: Org, orgNo: string) => insertOrg(t.db, { parentId: parent.id, orgNo, name: `组织${orgNo}`, nameEn: orgNo }, parent.path, new Date());
  org.east = await child(org.root, 'NT_EAST');
  org.eastSub = await child(org.east, 'NT_EAST_SUB');
  org.west = await child(org.root, 'NT_WEST');

  ref.role = (await insertRoleIfAbsent(t.db, { roleCode: 'nt_reader', name: '公告读者', nameEn: 'Notice reader', dataScope: DATA_SCOPE.self }))!;
  const [group, roleGroup] = await t.db
    .insert(userGroups)
    .values([
      { groupNo: 'NT_G', name: '公告组', nameEn: 'Notice group' },
      { groupNo: 'NT_GR', name: '读者组', nameEn: 'Reader group' },
    ])
    .returning();
  const [post, rolePost] = await t.db
    .insert(posts)
    .values([
      { postNo: 'NT_P', name: '出纳', nameEn: 'Cashier' },
      { postNo: 'NT_PR', name: '读者岗', nameEn: 'Reader post' },
    ])
    .returning();
  ref.group = group.id;
  ref.roleGroup = roleGroup.id;
  ref.post = post.id;
  ref.rolePost = rolePost.id;
  await t.db.insert(groupRoles).values({ groupId: roleGroup.id, roleId: ref.role });
  await t.db.insert(postRoles).values({ postId: rolePost.id, roleId: ref.role });

  const orgOf: Record<ReaderName, Org> = {
    east1: org.east,
    eastSub1: org.eastSub,
    west1: org.west,
    member: org.west,
    holder: org.west,
    roleDirect: org.west,
    roleGroup: org.west,
    rolePost: org.west,
    custom: org.west,
    nobody: org.west,
  };
  for (const name of READERS) {
    const user = await createSignedInUser(t, { account: `nt_${name.toLowerCase()}`, name, orgId: orgOf[name].id, roles: name === 'roleDirect' ? ['nt_reader'] : [] });
    userId[name] = user.id;
    reader[name] = as(t.app, user.cookie, EN);
  }
  userId.disabledMember = await createUser(t.db, { account: 'nt_disabled', orgId: org.west.id, status: USER_DISABLED });
  await t.db.insert(userGroupMembers).values([
    { groupId: group.id, userId: userId.member },
    { groupId: group.id, userId: userId.disabledMember },
    { groupId: roleGroup.id, userId: userId.roleGroup },
  ]);
  await t.db.insert(userPosts).values([
    { postId: post.id, userId: userId.holder },
    { postId: rolePost.id, userId: userId.rolePost },
  ]);

  // An administrator of notices whose data scope is their own organisation and below.
  const eastRole = (await insertRoleIfAbsent(t.db, { roleCode: 'nt_east_admin', name: '东区公告管理', dataScope: DATA_SCOPE.ownOrgAndBelow }))!;
  await grantModuleActions(t.db, eastRole, 'notice', ['view', 'create', 'update', 'delete']);
  const east = await createSignedInUser(t, { account: 'nt_east_admin', orgId: org.east.id, roles: ['nt_east_admin'] });
  userId.eastAdmin = east.id;
  eastAdmin = as(t.app, east.cookie, EN);
}, APP_START_MS);
afterAll(() => t?.close());

interface Target {
  kind: string;
  refId: number;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  topic: 'Closing deadline',
  content: '<p>Books close on the 25th.</p>',
  type: 'deadline',
  level: 1,
  pinned: false,
  publish: 'now',
  alsoMessage: false,
  targets: [{ kind: 'all', refId: 0 }] as Target[],
  attachmentIds: [] as number[],
  ...overrides,
});

async function ok(response: { statusCode: number; body: string; json(): { data: unknown } }) {
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return response.json().data as Record<string, any>;
}

const create = async (overrides: Record<string, unknown> = {}, by: Caller = admin) => ok(await by.post('/api/noticeManage', body(overrides)));

/** The readers who can open the notice. */
async function seeing(id: number): Promise<ReaderName[]> {
  const seen: ReaderName[] = [];
  for (const name of READERS) {
    const response = await reader[name].get(`/api/notice/${id}`);
    if (response.statusCode === 200) seen.push(name);
    else expect(response.statusCode).toBe(404);
  }
  return seen;
}

/** Marks every notice the reader can see read, so the popup and count start from nothing. */
async function readEverything(who: Caller) {
  const page = await ok(await who.get('/api/notice/list?pageSize=100&read=unread'));
  for (const item of page.list) await ok(await who.post('/api/notice/read', { id: item.id }));
}

const upload = (who: Caller, fileName: string, content: Buffer) =>
  who.post(`/api/noticeManage/attachments?fileName=${encodeURIComponent(fileName)}`, content as unknown as object, {
    'content-type': 'application/octet-stream',
  });

/** Waits until the condition holds (a job runs on its own). */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function sheetRows(body: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(body as unknown as Parameters<typeof book.xlsx.load>[0]);
  return book.worksheets[0]
    .getSheetValues()
    .filter(Boolean)
    .map((row) => Array.from((row as unknown[]).slice(1), (value) => value ?? null));
}

/** The jobs of a name sent for a notice (or file), newest first. */
async function jobsFor(name: string, key: 'id' | 'fileId', id: number) {
  const { rows } = (await t.db.execute(
    sql`SELECT id, state FROM pgboss.job WHERE name = ${name} AND data->>${key} = ${String(id)} ORDER BY created_on DESC`,
  )) as unknown as { rows: { id: string; state: string }[] };
  return rows;
}

/** Runs a job now that waits for a later time (the test does not sit through it), and waits until it is done. */
async function runNow(name: string, key: 'id' | 'fileId', id: number) {
  const [job] = await jobsFor(name, key, id);
  expect(job).toBeDefined();
  return runJobNow(t, name, job.id);
}

describe('targets', () => {
  // The readers who see it, and how many enabled users it targets: the readers, the two
  // administrators where they belong (the seeded one at the root, the east one in east), never
  // the disabled member of the group.
  test.each<[string, () => Target[], ReaderName[], number]>([
    ['everyone', () => [{ kind: 'all', refId: 0 }], [...READERS], READERS.length + 2],
    ['an organisation alone', () => [{ kind: 'org', refId: org.east.id }], ['east1'], 2],
    ['an organisation and those below it', () => [{ kind: 'orgTree', refId: org.east.id }], ['east1', 'eastSub1'], 3],
    ['a user group', () => [{ kind: 'group', refId: ref.group }], ['member'], 1],
    ['a post', () => [{ kind: 'post', refId: ref.post }], ['holder'], 1],
    ['a role, held directly, through a group or through a post', () => [{ kind: 'role', refId: ref.role }], ['roleDirect', 'roleGroup', 'rolePost'], 3],
    ['a user', () => [{ kind: 'user', refId: userId.custom }], ['custom'], 1],
    [
      'the union of several',
      () => [
        { kind: 'org', refId: org.eastSub.id },
        { kind: 'group', refId: ref.group },
        { kind: 'user', refId: userId.custom },
        { kind: 'user', refId: userId.member },
      ],
      ['eastSub1', 'member', 'custom'],
      3,
    ],
  ])('%s', async (_, targets, expected, targeted) => {
    const notice = await create({ targets: targets() });
    expect(await seeing(notice.id)).toEqual(expected);
    expect(await ok(await admin.get(`/api/noticeManage/${notice.id}/receipts`))).toEqual({ targeted, read: 0 });
  });

  test('the summary names each target in the caller’s language', async () => {
    const notice = await create({
      targets: [
        { kind: 'orgTree', refId: org.east.id },
        { kind: 'post', refId: ref.post },
        { kind: 'user', refId: userId.custom },
      ],
    });
    expect(notice.targetSummary).toEqual([
      { kind: 'orgTree', refId: org.east.id, name: 'NT_EAST' },
      { kind: 'post', refId: ref.post, name: 'Cashier' },
      { kind: 'user', refId: userId.custom, name: 'custom' },
    ]);
    const all = await create();
    expect(all.targetSummary).toEqual([{ kind: 'all', refId: 0, name: 'Everyone' }]);
  });
});

describe('states and times', () => {
  const targets = () => [{ kind: 'user', refId: userId.nobody }];

  test('a draft, a scheduled notice before its time, a withdrawn and an expired one are never visible', async () => {
    const draft = await create({ targets: targets(), publish: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    const scheduled = await create({ targets: targets(), publish: 'scheduled', publishedAt: minutes(30) });
    expect(scheduled.status).toBe('scheduled');
    const withdrawn = await create({ targets: targets() });
    expect((await ok(await admin.post(`/api/noticeManage/${withdrawn.id}/withdraw`))).status).toBe('withdrawn');
    const expiring = await create({ targets: targets(), expiresAt: minutes(10) });
    expect(await seeing(expiring.id)).toEqual(['nobody']);

    clock.advance(11 * 60_000);
    for (const id of [draft.id, scheduled.id, withdrawn.id, expiring.id]) expect(await seeing(id)).toEqual([]);
    expect((await ok(await admin.get(`/api/noticeManage/${expiring.id}`))).status).toBe('expired');
    expectError(await reader.nobody.post('/api/notice/read', { id: withdrawn.id }), 404, 'Notice not found');

    // A scheduled notice is seen from its time on, whatever its job's delay; the list shows it published.
    clock.advance(20 * 60_000);
    expect(await seeing(scheduled.id)).toEqual(['nobody']);
    expect((await ok(await admin.get(`/api/noticeManage?status=published&pageSize=100`))).list.map((n: { id: number }) => n.id)).toContain(scheduled.id);
  });

  test('publish, withdraw and publish again; what cannot change state answers 409', async () => {
    const draft = await create({ targets: targets(), publish: 'draft' });
    const published = await ok(await admin.post(`/api/noticeManage/${draft.id}/publish`));
    expect(published.status).toBe('published');
    expect(new Date(published.publishedAt).getTime()).toBe(clock.now().getTime());
    expectError(await admin.post(`/api/noticeManage/${draft.id}/publish`), 409, /^Only a draft, scheduled or withdrawn notice can be published now; this one is published$/);
    await ok(await admin.post(`/api/noticeManage/${draft.id}/withdraw`));
    expectError(await admin.post(`/api/noticeManage/${draft.id}/withdraw`), 409, /this one is withdrawn$/);
    expect((await ok(await admin.post(`/api/noticeManage/${draft.id}/publish`))).status).toBe('published');
    expect(await seeing(draft.id)).toEqual(['nobody']);
    const withdrawals = (await auditRows(t.db, 'notice.withdraw')).filter((row) => row.target?.startsWith(`${draft.id} `));
    expect(withdrawals.map((row) => row.result)).toEqual(['success', 'failure']);
    expect(withdrawals[0].detail).toMatchObject({ before: { status: 'published' }, after: { status: 'withdrawn' } });
  });

  test('a published notice is corrected in place: its time and read marks stay', async () => {
    const notice = await create({ targets: targets() });
    await ok(await reader.nobody.post('/api/notice/read', { id: notice.id }));
    clock.advance(60_000);
    const corrected = await ok(await admin.put(`/api/noticeManage/${notice.id}`, body({ topic: 'Closing deadline (corrected)', targets: targets(), publish: 'draft' })));
    expect(corrected).toMatchObject({ status: 'published', publishedAt: notice.publishedAt, topic: 'Closing deadline (corrected)', readCount: 1, targetedCount: 1 });
    expect((await ok(await reader.nobody.get(`/api/notice/${notice.id}`))).read).toBe(true);
    const [row] = (await auditRows(t.db, 'notice.update')).slice(-1);
    expect(row.detail).toMatchObject({ before: { topic: 'Closing deadline' }, after: { topic: 'Closing deadline (corrected)' } });
  });

  test('delete removes the notice with its attachments', async () => {
    const file = await ok(await upload(admin, 'rules.pdf', PDF));
    const notice = await create({ targets: targets(), attachmentIds: [file.id] });
    await ok(await admin.del(`/api/noticeManage/${notice.id}`));
    expectError(await admin.get(`/api/noticeManage/${notice.id}`), 404, 'Notice not found');
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, file.id))).toEqual([]);
  });
});

describe('the popup and the count', () => {
  test('only a notice with a topic pops up, the most important first, then pinned, then newest; every unread one counts', async () => {
    const who = reader.holder;
    await readEverything(who);
    const before = (await who.get('/api/notice/totalNumber')).json().data;
    const mine = [{ kind: 'post', refId: ref.post }];
    const untitled = await create({ targets: mine, topic: '   ', level: 3 });
    const normalOld = await create({ targets: mine, topic: 'Normal, old', level: 1 });
    clock.advance(1000);
    const urgent = await create({ targets: mine, topic: 'Urgent', level: 3 });
    clock.advance(1000);
    const importantPinned = await create({ targets: mine, topic: 'Important, pinned', level: 2, pinned: true });
    clock.advance(1000);
    const importantNewer = await create({ targets: mine, topic: 'Important, newer', level: 2 });

    expect((await who.get('/api/notice/totalNumber')).json().data).toBe(before + 5);
    const order: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const current = await ok(await who.get('/api/notice/current'));
      order.push(current.id);
      await ok(await who.post('/api/notice/read', { id: current.id }));
    }
    expect(order).toEqual([urgent.id, importantPinned.id, importantNewer.id, normalOld.id]);
    expect(await ok(await who.get('/api/notice/current'))).toEqual({});
    // The one without a topic never pops up but counts until read.
    expect((await who.get('/api/notice/totalNumber')).json().data).toBe(before + 1);
    await ok(await who.post('/api/notice/read', { id: untitled.id }));
    expect((await who.get('/api/notice/totalNumber')).json().data).toBe(before);
  });

  test('the reader’s list: pinned first, read state, filters; one notice with its attachments', async () => {
    const who = reader.roleGroup;
    await readEverything(who);
    const file = await ok(await upload(admin, '制度.pdf', PDF));
    const mine = [{ kind: 'group', refId: ref.roleGroup }];
    const plain = await create({ targets: mine, topic: 'Travel policy', type: 'policy' });
    const pinned = await create({ targets: mine, topic: 'Outage tonight', type: 'outage', pinned: true, attachmentIds: [file.id] });
    const page = await ok(await who.get('/api/notice/list?read=unread'));
    expect(page.list.map((n: { id: number }) => n.id)).toEqual([pinned.id, plain.id]);
    expect(page.list[0]).toEqual({
      id: pinned.id,
      topic: 'Outage tonight',
      type: 'outage',
      level: 1,
      pinned: true,
      publishedAt: pinned.publishedAt,
      read: false,
      attachmentCount: 1,
    });
    expect((await ok(await who.get('/api/notice/list?keyword=travel%20pol&read=all'))).list).toHaveLength(0);
    expect((await ok(await who.get('/api/notice/list?keyword=Travel%20pol'))).list.map((n: { id: number }) => n.id)).toEqual([plain.id]);
    expect((await ok(await who.get('/api/notice/list?type=outage&read=unread'))).total).toBe(1);
    const detail = await ok(await who.get(`/api/notice/${pinned.id}`));
    expect(detail).toMatchObject({ id: pinned.id, read: false, content: '<p>Books close on the 25th.</p>' });
    expect(detail.attachments).toEqual([{ id: file.id, fileName: '制度.pdf', mimeType: 'application/pdf', size: PDF.length }]);
    await ok(await who.post('/api/notice/read', { id: pinned.id }));
    expect((await ok(await who.get('/api/notice/list?read=read'))).list.map((n: { id: number }) => n.id)).toContain(pinned.id);
    expect((await ok(await who.get('/api/notice/list?read=unread'))).list.map((n: { id: number }) => n.id)).toEqual([plain.id]);
  });
});

describe('content', () => {
  /** OWASP XSS filter evasion cheat sheet style payloads. */
  const PAYLOADS = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<IMG SRC=javascript:alert(\'XSS\')>',
    '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<a onmouseover="alert(document.cookie)">xxs link</a>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
    '<IMG SRC=# onmouseover="alert(\'xxs\')">',
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097">',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(\'XSS\');">tab</a>',
    '<a href=" &#14;  javascript:alert(\'XSS\');">space</a>',
    '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
    '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
    '<svg/onload=alert(\'XSS\')>',
    '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
    '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
    '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
    '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td onclick="alert(1)">x</td></tr></TABLE>',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml">',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
    '<a href="vbscript:msgbox(1)">vb</a>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<p style="x:expression(alert(1))" class="evil">styled</p>',
    '<base href="javascript:alert(1)//">',
    '<a href="//evil.example/x">protocol-relative</a>',
  ];

  /** Every tag left: an allowed one, with no event handler, style, or link other than http(s) or mailto. */
  function expectClean(html: string) {
    for (const [tag] of html.matchAll(/<[^>]*>/g)) {
      expect(tag).toMatch(/^<\/?(p|br|hr|strong|b|em|i|u|s|h[1-4]|ul|ol|li|blockquote|a|code|pre|table|thead|tbody|tr|th|td)(\s|\/?>)/);
      expect(tag).not.toMatch(/\son\w+|style=|javascript:|vbscript:|data:|srcdoc|src=/i);
      const href = /href="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) expect(href).toMatch(/^(https?:|mailto:)/);
    }
    expect(html).not.toMatch(/<script|<iframe|<img|<svg|<style|<object|<embed|<form|<base|<meta|<body|<input/i);
  }

  test(`${PAYLOADS.length} XSS payloads are cleaned before they are stored`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    const notice = await create({ content: PAYLOADS.join('\n'), publish: 'draft', targets: [] });
    const [stored] = await t.db.select({ content: notices.content }).from(notices).where(eq(notices.id, notice.id));
    expectClean(stored.content);
    for (const payload of PAYLOADS) {
      const one = await create({ content: payload, publish: 'draft', targets: [] });
      const [row] = await t.db.select({ content: notices.content }).from(notices).where(eq(notices.id, one.id));
      expectClean(row.content);
    }
  });

  test('allowed formatting stays; links get a new tab without the opener', async () => {
    const html =
      '<h2>Deadline</h2><p><strong>25th</strong> <em>18:00</em> <u>sharp</u> <s>24th</s></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<blockquote>quote</blockquote><pre><code class="language-sql">SELECT 1</code></pre>' +
      '<p><a href="https://example.com/policy">policy</a> <a href="mailto:fssc@example.com">mail</a></p>' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    const notice = await create({ content: html, publish: 'draft', targets: [] });
    const detail = await ok(await admin.get(`/api/noticeManage/${notice.id}`));
    expect(detail.content).toBe(
      html
        .replace('<a href="https://example.com/policy">', '<a href="https://example.com/policy" target="_blank" rel="noopener noreferrer">')
        .replace('<a href="mailto:fssc@example.com">', '<a href="mailto:fssc@example.com" target="_blank" rel="noopener noreferrer">'),
    );
  });
});

describe('attachments', () => {
  test('a program renamed .pdf, a type not allowed, an empty or too large file is refused naming the file', async () => {
    expectError(await upload(admin, 'invoice.pdf', EXE), 400, 'The content of "invoice.pdf" is not a .pdf file (perhaps another file renamed); refused', 'FILE_CONTENT');
    expectError(await upload(admin, 'setup.exe', EXE), 400, /^Files like "setup.exe" may not be uploaded; allowed: \.pdf /, 'FILE_TYPE');
    expectError(await upload(admin, 'empty.pdf', Buffer.alloc(0)), 400, 'The file "empty.pdf" is empty', 'FILE_EMPTY');
    const large = Buffer.concat([PDF, Buffer.alloc(NOTICE_ATTACHMENT_BYTES_MAX)]);
    expectError(await upload(admin, 'huge.pdf', large), 413, 'The file "huge.pdf" is larger than the limit of 20 MB', 'FILE_TOO_LARGE');
    expectError(await admin.post('/api/noticeManage/attachments?fileName=a.pdf', { not: 'a file' }), 415, /application\/octet-stream/);
    const refused = (await auditRows(t.db, 'notice.attachment.upload')).filter((row) => row.result === 'failure');
    expect(refused.map((row) => row.target)).toEqual(expect.arrayContaining(['invoice.pdf', 'setup.exe']));
  });

  test('downloaded by administrators of notices and by targeted readers while they see the notice, never by others', async () => {
    const file = await ok(await upload(admin, 'Q3 schedule.pdf', PDF));
    expect(file).toEqual({ id: expect.any(Number), fileName: 'Q3 schedule.pdf', mimeType: 'application/pdf', size: PDF.length });
    // Not attached yet: only its uploader gets it.
    expect((await admin.get(`/api/noticeManage/attachments/${file.id}`)).statusCode).toBe(200);
    expectError(await eastAdmin.get(`/api/noticeManage/attachments/${file.id}`), 404, 'Attachment not found');

    const notice = await create({ targets: [{ kind: 'org', refId: org.west.id }], attachmentIds: [file.id] });
    const byAdmin = await admin.get(`/api/noticeManage/attachments/${file.id}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(PDF)).toBe(true);
    expect(byAdmin.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': expect.stringContaining('no-store'),
    });
    expect(byAdmin.headers['content-disposition']).toMatch(/^attachment; filename="Q3 schedule.pdf"/);

    const byReader = await reader.west1.get(`/api/notice/${notice.id}/attachments/${file.id}`);
    expect(byReader.statusCode).toBe(200);
    expect(byReader.headers['x-content-type-options']).toBe('nosniff');
    expectError(await reader.east1.get(`/api/notice/${notice.id}/attachments/${file.id}`), 404, 'Attachment not found');
    // The outsider has no right on notices; an administrator outside the author's reach does not find it.
    expectError(await reader.west1.get(`/api/noticeManage/attachments/${file.id}`), 403, /^Forbidden: you lack the "view" right of module Notices/, 'FORBIDDEN');
    expectError(await eastAdmin.get(`/api/noticeManage/attachments/${file.id}`), 404, 'Attachment not found');
    // A file of another notice under this notice's id is not found either.
    const other = await create({ targets: [{ kind: 'user', refId: userId.east1 }], attachmentIds: [(await ok(await upload(admin, 'b.pdf', PDF))).id] });
    const otherFile = (await ok(await admin.get(`/api/noticeManage/${other.id}`))).attachments[0].id;
    expectError(await reader.west1.get(`/api/notice/${notice.id}/attachments/${otherFile}`), 404, 'Attachment not found');

    // Withdrawn: the readers lose it, the administrators keep it.
    await ok(await admin.post(`/api/noticeManage/${notice.id}/withdraw`));
    expectError(await reader.west1.get(`/api/notice/${notice.id}/attachments/${file.id}`), 404, 'Attachment not found');
    expect((await admin.get(`/api/noticeManage/attachments/${file.id}`)).statusCode).toBe(200);
  });

  test('only the caller’s own unused uploads can be attached, at most ten', async () => {
    const mine = await ok(await upload(admin, 'mine.pdf', PDF));
    const theirs = await ok(await upload(eastAdmin, 'theirs.pdf', PDF));
    expectError(await admin.post('/api/noticeManage', body({ attachmentIds: [mine.id, theirs.id] })), 400, `attachmentIds: files ${theirs.id} do not exist, were not uploaded by you or belong to another notice`);
    const notice = await create({ attachmentIds: [mine.id] });
    expectError(await admin.post('/api/noticeManage', body({ attachmentIds: [mine.id] })), 400, `attachmentIds: files ${mine.id} do not exist, were not uploaded by you or belong to another notice`);
    // Editing keeps what the notice has.
    expect((await ok(await admin.put(`/api/noticeManage/${notice.id}`, body({ attachmentIds: [mine.id] })))).attachmentCount).toBe(1);
    expectError(await admin.post('/api/noticeManage', body({ attachmentIds: Array.from({ length: 11 }, (_, i) => i + 1) })), 400, 'attachmentIds must have at most 10 items');
  });

  test('an upload no notice took is removed by its job after a day; an attached one stays', async () => {
    const orphan = await ok(await upload(admin, 'orphan.pdf', PDF));
    const kept = await ok(await upload(admin, 'kept.pdf', PDF));
    await create({ attachmentIds: [kept.id] });
    expect((await runNow('notice.cleanUploads', 'fileId', orphan.id)).output).toEqual({ deleted: true });
    expect((await runNow('notice.cleanUploads', 'fileId', kept.id)).output).toEqual({ deleted: false });
    expectError(await admin.get(`/api/noticeManage/attachments/${orphan.id}`), 404, 'Attachment not found');
    expect((await admin.get(`/api/noticeManage/attachments/${kept.id}`)).statusCode).toBe(200);
  });
});

describe('read receipts', () => {
  test('who has read it and who has not, paged and searchable', async () => {
    const notice = await create({ targets: [{ kind: 'orgTree', refId: org.root.id }], publish: 'now' });
    const before = await ok(await admin.get(`/api/noticeManage/${notice.id}/receipts`));
    expect(before.read).toBe(0);
    await ok(await reader.member.post('/api/notice/read', { id: notice.id }));
    await ok(await reader.east1.post('/api/notice/read', { id: notice.id }));
    expect(await ok(await admin.get(`/api/noticeManage/${notice.id}/receipts`))).toEqual({ targeted: before.targeted, read: 2 });
    const unread = await ok(await admin.get(`/api/noticeManage/${notice.id}/unread?pageSize=100`));
    expect(unread.total).toBe(before.targeted - 2);
    const accounts = unread.list.map((u: { account: string }) => u.account);
    expect(accounts).not.toContain('nt_member');
    expect(accounts).not.toContain('nt_disabled');
    expect(accounts).toContain('nt_west1');
    expect(accounts).toEqual([...accounts].sort());
    const searched = await ok(await admin.get(`/api/noticeManage/${notice.id}/unread?keyword=nt_east`));
    expect(searched.list).toEqual([
      { id: userId.eastAdmin, userNo: 'U-nt_east_admin', account: 'nt_east_admin', name: 'nt_east_admin', jobNo: null, orgName: 'NT_EAST' },
      { id: userId.eastSub1, userNo: 'U-nt_eastsub1', account: 'nt_eastsub1', name: 'eastSub1', jobNo: null, orgName: 'NT_EAST_SUB' },
    ]);
    const paged = await ok(await admin.get(`/api/noticeManage/${notice.id}/unread?pageSize=2&current=2`));
    expect(paged.list.map((u: { account: string }) => u.account)).toEqual(accounts.slice(2, 4));
    const listed = (await ok(await admin.get(`/api/noticeManage?pageSize=100`))).list.find((n: { id: number }) => n.id === notice.id);
    expect(listed).toMatchObject({ readCount: 2, targetedCount: before.targeted, authorName: expect.any(String) });
  });

  test('the unread people are exported through the download centre, within the requester’s reach', async () => {
    const notice = await create({ topic: 'Q3: close/report', targets: [{ kind: 'orgTree', refId: org.east.id }, { kind: 'user', refId: userId.west1 }] });
    await ok(await reader.east1.post('/api/notice/read', { id: notice.id }));
    const requested = await ok(await admin.post('/api/downloads/exports', { kind: 'noticeUnread', query: { noticeId: notice.id } }));
    const done = await until(() => admin.get('/api/downloads/exports?pageSize=100'), (response) =>
      response.json().data.list.some((e: { id: number; status: string }) => e.id === requested.id && e.status === 'done'),
    );
    const exported = done.json().data.list.find((e: { id: number }) => e.id === requested.id);
    expect(exported).toMatchObject({ kind: 'noticeUnread', rowCount: 3, fileName: 'Notice unread - Q3_ close_report.xlsx' });
    const file = await admin.get(`/api/downloads/exports/${requested.id}/file`);
    expect(await sheetRows(file.rawPayload)).toEqual([
      ['User number', 'Account', 'Name', 'Job number', 'Organisation'],
      ['U-nt_east_admin', 'nt_east_admin', 'nt_east_admin', null, 'NT_EAST'],
      ['U-nt_eastsub1', 'nt_eastsub1', 'eastSub1', null, 'NT_EAST_SUB'],
      ['U-nt_west1', 'nt_west1', 'west1', null, 'NT_WEST'],
    ]);
    // Another administrator's notice, or one beyond reach, is not found; no right to export, no export.
    expectError(await eastAdmin.post('/api/downloads/exports', { kind: 'noticeUnread', query: { noticeId: notice.id } }), 403, /^Forbidden: you lack the "export" right of module Notices/, 'FORBIDDEN');
    expectError(await admin.post('/api/downloads/exports', { kind: 'noticeUnread', query: { noticeId: 999_999 } }), 404, 'Notice not found');
    expectError(await admin.post('/api/downloads/exports', { kind: 'noticeUnread', query: {} }), 400, /noticeId is required/);
  });
});

describe('publishing with messages, and on schedule through the job queue', () => {
  const messagesOf = (id: number) =>
    t.db.select({ userId: messages.userId, title: messages.title, content: messages.content, link: messages.link, group: messages.group }).from(messages).where(eq(messages.link, `/portal/notices?id=${id}`));

  test('published now with alsoMessage, each enabled targeted user gets a message opening it', async () => {
    const notice = await create({ targets: [{ kind: 'group', refId: ref.group }, { kind: 'user', refId: userId.custom }], alsoMessage: true, content: '<p>Close &amp; <b>report</b></p><p>by Friday</p>' });
    const sent = await messagesOf(notice.id);
    expect(sent.map((m) => m.userId).sort((a, b) => a - b)).toEqual([userId.member, userId.custom].sort((a, b) => a - b));
    expect(sent[0]).toMatchObject({ title: 'Closing deadline', content: 'Close & report\nby Friday', group: 'notice' });
    expect((await auditRows(t.db, 'notice.create')).at(-1)!.detail).toMatchObject({ messages: 2 });
  });

  test('a scheduled notice is published by its job at its time and sends its messages once', async () => {
    const notice = await create({ targets: [{ kind: 'post', refId: ref.post }], publish: 'scheduled', publishedAt: minutes(5), alsoMessage: true });
    expect(await messagesOf(notice.id)).toEqual([]);
    clock.advance(6 * 60_000);
    const job = await runNow('notice.publish', 'id', notice.id);
    expect(job.output).toEqual({ published: notice.id, messages: 1 });
    const [row] = await t.db.select({ status: notices.status }).from(notices).where(eq(notices.id, notice.id));
    expect(row.status).toBe('published');
    expect((await messagesOf(notice.id)).map((m) => m.userId)).toEqual([userId.holder]);
    expect((await auditRows(t.db, 'notice.publish')).at(-1)).toMatchObject({ userId: null, result: 'success', detail: { by: 'job', messages: 1 } });
    // A second run (a retry, a restarted server) changes nothing.
    await t.app.queue.send('notice.publish', { id: notice.id, publishedAt: notice.publishedAt }, {});
    for (;;) {
      const [latest] = await jobsFor('notice.publish', 'id', notice.id);
      if (latest.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await messagesOf(notice.id)).toHaveLength(1);
  });

  test('a rescheduled or withdrawn notice is left alone by its earlier job', async () => {
    const notice = await create({ targets: [{ kind: 'user', refId: userId.nobody }], publish: 'scheduled', publishedAt: minutes(5), alsoMessage: true });
    await ok(await admin.put(`/api/noticeManage/${notice.id}`, body({ targets: [{ kind: 'user', refId: userId.nobody }], publish: 'scheduled', publishedAt: minutes(60), alsoMessage: true })));
    clock.advance(6 * 60_000);
    const jobs = await jobsFor('notice.publish', 'id', notice.id);
    expect(jobs).toHaveLength(2);
    expect((await runJobNow(t, 'notice.publish', jobs[1].id)).output).toEqual({ skipped: true });
    expect((await ok(await admin.get(`/api/noticeManage/${notice.id}`))).status).toBe('scheduled');
    await ok(await admin.post(`/api/noticeManage/${notice.id}/withdraw`));
    clock.advance(60 * 60_000);
    expect((await runNow('notice.publish', 'id', notice.id)).output).toEqual({ skipped: true });
    expect(await messagesOf(notice.id)).toEqual([]);
  });

  test('at start, whatever fell due while no server ran is published or expired (its job lost or never sent)', async () => {
    const due = await insertNotice(
      t.db,
      { topic: 'Due while down', content: '<p>x</p>', status: 'scheduled', publishedAt: new Date(clock.now().getTime() - 60_000), alsoMessage: true, createdBy: userId.eastAdmin },
      [{ kind: 'user', refId: userId.nobody }],
    );
    const past = await insertNotice(
      t.db,
      { topic: 'Past its expiry', content: '<p>x</p>', status: 'published', publishedAt: new Date(clock.now().getTime() - 120_000), expiresAt: new Date(clock.now().getTime() - 1000) },
      [{ kind: 'all', refId: 0 }],
    );
    const id = (await t.app.queue.send('notice.sweep', {}))!;
    await completedJob(t.app, 'notice.sweep', id);
    const states = await t.db.select({ id: notices.id, status: notices.status }).from(notices).where(inArray(notices.id, [due, past]));
    expect(Object.fromEntries(states.map((row) => [row.id, row.status]))).toEqual({ [due]: 'published', [past]: 'expired' });
    expect((await messagesOf(due)).map((m) => m.userId)).toEqual([userId.nobody]);
  });

  test('the expiry job marks a published notice expired', async () => {
    const notice = await create({ targets: [{ kind: 'user', refId: userId.nobody }], expiresAt: minutes(3) });
    clock.advance(4 * 60_000);
    expect((await runNow('notice.expire', 'id', notice.id)).output).toEqual({ expired: notice.id });
    const [row] = await t.db.select({ status: notices.status }).from(notices).where(eq(notices.id, notice.id));
    expect(row.status).toBe('expired');
  });
});

describe('an administrator whose data scope is their own organisation and below', () => {
  test('targets organisations, users, groups, posts and roles within reach, never everyone or beyond', async () => {
    const ownTree = await create({ targets: [{ kind: 'orgTree', refId: org.east.id }, { kind: 'user', refId: userId.eastSub1 }, { kind: 'group', refId: ref.group }] }, eastAdmin);
    expect(await seeing(ownTree.id)).toEqual(['east1', 'eastSub1', 'member']);
    expectError(await eastAdmin.post('/api/noticeManage', body()), 403, 'Forbidden: only a user whose data scope is "all" may publish to everyone', 'FORBIDDEN');
    expectError(await eastAdmin.post('/api/noticeManage', body({ targets: [{ kind: 'org', refId: org.west.id }] })), 403, 'Forbidden: organisation NT_WEST lies outside your data scope', 'FORBIDDEN');
    expectError(await eastAdmin.post('/api/noticeManage', body({ targets: [{ kind: 'orgTree', refId: org.root.id }] })), 403, 'Forbidden: organisation FSSC lies outside your data scope', 'FORBIDDEN');
    // A user outside the scope is answered like one that does not exist.
    expectError(await eastAdmin.post('/api/noticeManage', body({ targets: [{ kind: 'user', refId: userId.west1 }] })), 400, `targets: no user with id ${userId.west1}`);
    const options = await ok(await eastAdmin.get('/api/noticeManage/targetOptions'));
    expect(options.all).toBe(false);
    expect(options.orgs).toEqual([
      {
        id: org.root.id,
        name: expect.any(String),
        selectable: false,
        children: [{ id: org.east.id, name: 'NT_EAST', selectable: true, children: [{ id: org.eastSub.id, name: 'NT_EAST_SUB', selectable: true, children: [] }] }],
      },
    ]);
    expect(options.groups).toEqual(expect.arrayContaining([{ id: ref.group, name: 'Notice group' }]));
    const picked = await ok(await eastAdmin.get(`/api/noticeManage/users?orgId=${org.east.id}&withSub=false`));
    expect(picked.list.map((u: { account: string }) => u.account)).toEqual(['nt_east1', 'nt_east_admin']);
    const all = await ok(await eastAdmin.get('/api/noticeManage/users?keyword=nt_&pageSize=100'));
    expect(all.list.map((u: { account: string }) => u.account)).toEqual(['nt_east1', 'nt_east_admin', 'nt_eastsub1']);
  });

  test('lists and manages the notices written within reach and their own, not others', async () => {
    const own = await create({ targets: [{ kind: 'org', refId: org.east.id }], topic: 'East only' }, eastAdmin);
    const byAdmin = await create({ topic: 'From the centre' });
    const listed = (await ok(await eastAdmin.get('/api/noticeManage?pageSize=100'))).list.map((n: { id: number }) => n.id);
    expect(listed).toContain(own.id);
    expect(listed).not.toContain(byAdmin.id);
    expectError(await eastAdmin.get(`/api/noticeManage/${byAdmin.id}`), 404, 'Notice not found');
    expectError(await eastAdmin.put(`/api/noticeManage/${byAdmin.id}`, body()), 404, 'Notice not found');
    expectError(await eastAdmin.post(`/api/noticeManage/${byAdmin.id}/withdraw`), 404, 'Notice not found');
    expectError(await eastAdmin.del(`/api/noticeManage/${byAdmin.id}`), 404, 'Notice not found');
    expectError(await eastAdmin.get(`/api/noticeManage/${byAdmin.id}/unread`), 404, 'Notice not found');
    // The administrator with data scope all manages both.
    const all = (await ok(await admin.get('/api/noticeManage?pageSize=100'))).list.map((n: { id: number }) => n.id);
    expect(all).toEqual(expect.arrayContaining([own.id, byAdmin.id]));
  });

  test('a reader without rights on notices is refused every administration call', async () => {
    expectError(await reader.nobody.get('/api/noticeManage'), 403, /^Forbidden: you lack the "view" right of module Notices/, 'FORBIDDEN');
    expectError(await reader.nobody.post('/api/noticeManage', body()), 403, /^Forbidden: you lack the "create" right of module Notices/, 'FORBIDDEN');
    expectError(await upload(reader.nobody, 'a.pdf', PDF), 403, /^Forbidden: you lack the "create" right of module Notices/, 'FORBIDDEN');
  });
});

describe('bad input answers 400 naming the field', () => {
  test.each<[string, () => Record<string, unknown>, string]>([
    ['no target', () => ({ targets: [] }), 'targets: a notice needs at least one target to be published'],
    ['expiry before the publish time', () => ({ publish: 'scheduled', publishedAt: minutes(30), expiresAt: minutes(20) }), 'expiresAt: the expiry must be after the publish time'],
    ['expiry in the past when published now', () => ({ expiresAt: minutes(-1) }), 'expiresAt: the expiry must be after the publish time'],
    ['scheduled without a time', () => ({ publish: 'scheduled' }), 'publishedAt: a scheduled notice needs a publish time'],
    ['scheduled in the past', () => ({ publish: 'scheduled', publishedAt: minutes(-1) }), 'publishedAt: the scheduled time must be in the future'],
    ['an unknown organisation', () => ({ targets: [{ kind: 'orgTree', refId: 999_999 }] }), 'targets: no organisation with id 999999'],
    ['an unknown group', () => ({ targets: [{ kind: 'group', refId: 999_999 }] }), 'targets: no user group with id 999999'],
    ['an unknown post', () => ({ targets: [{ kind: 'post', refId: 999_999 }] }), 'targets: no post with id 999999'],
    ['an unknown role', () => ({ targets: [{ kind: 'role', refId: 999_999 }] }), 'targets: no role with id 999999'],
    ['an unknown user', () => ({ targets: [{ kind: 'user', refId: 999_999 }] }), 'targets: no user with id 999999'],
    ['an unknown kind of target', () => ({ targets: [{ kind: 'everybody', refId: 0 }] }), 'targets[0].kind must be one of all, org, orgTree, group, post, role, user'],
    ['a level out of range', () => ({ level: 4 }), 'level must be at most 3'],
    ['a type the dictionary does not offer', () => ({ type: 'gossip' }), 'type: gossip is not an enabled item of dictionary noticeType'],
    ['a topic too long', () => ({ topic: 'x'.repeat(201) }), 'topic must be at most 200 characters'],
    ['a publish time that is no time', () => ({ publish: 'scheduled', publishedAt: 'tomorrow' }), 'publishedAt is invalid'],
    ['text with NUL', () => ({ topic: 'a\u0000b' }), 'topic contains characters that are not allowed (NUL or an unpaired UTF-16 surrogate)'],
  ])('%s', async (_, overrides, message) => {
    const response = await admin.post('/api/noticeManage', body(overrides()));
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('a draft may have no target; publishing it then needs one', async () => {
    const draft = await create({ targets: [], publish: 'draft' });
    expectError(await admin.post(`/api/noticeManage/${draft.id}/publish`), 400, 'targets: a notice needs at least one target to be published');
    const [failure] = (await auditRows(t.db, 'notice.publish')).filter((row) => row.result === 'failure').slice(-1);
    expect(failure.errorMessage).toBe('targets 发布公告至少需要一个发布对象');
  });

  test('messages are in Chinese by default', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/noticeManage', headers: { cookie: (await signedInCookie(t.app)) }, payload: body({ publish: 'scheduled' }) });
    expectError(response, 400, 'publishedAt 定时发布需要填写发布时间');
  });

  test('unknown ids answer 404', async () => {
    expectError(await admin.get('/api/noticeManage/999999'), 404, 'Notice not found');
    expectError(await admin.post('/api/noticeManage/999999/publish'), 404, 'Notice not found');
    expectError(await admin.get('/api/noticeManage/attachments/999999'), 404, 'Attachment not found');
    expectError(await reader.nobody.get('/api/notice/999999'), 404, 'Notice not found');
  });
});

test('the list filters by state, type, level, topic and publish time', async () => {
  const urgent = await create({ topic: 'Filter: urgent outage', type: 'outage', level: 3 });
  const draft = await create({ topic: 'Filter: draft', publish: 'draft', targets: [] });
  const ids = async (query: string) => (await ok(await admin.get(`/api/noticeManage?pageSize=100&topic=Filter${query}`))).list.map((n: { id: number }) => n.id);
  expect(await ids('')).toEqual(expect.arrayContaining([urgent.id, draft.id]));
  expect(await ids('&status=draft')).toEqual([draft.id]);
  expect(await ids('&type=outage&level=3')).toEqual([urgent.id]);
  expect(await ids(`&publishedFrom=${encodeURIComponent(minutes(-1))}&publishedTo=${encodeURIComponent(minutes(1))}`)).toEqual([urgent.id]);
  expect(await ids(`&publishedFrom=${encodeURIComponent(minutes(1))}`)).toEqual([]);
  const [row] = await t.db.select({ orgId: notices.orgId, createdBy: notices.createdBy }).from(notices).where(and(eq(notices.id, urgent.id)));
  expect(row.orgId).toBe(org.root.id);
});
