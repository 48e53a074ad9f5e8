import { eq } from 'drizzle-orm';
import { insertMessages, type NewMessage } from '../../server/db/repositories/messages';
import { messages, users } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  auditRows,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  type TestApp,
} from './helpers';

let t: TestApp;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
let asAlice: ReturnType<typeof as>;
let asBob: ReturnType<typeof as>;

const base = Date.parse('2025-04-01T08:00:00Z');
/** Alice: 6 messages, one every minute (m1 oldest); m5 and m6 already read. Bob: 2. */
function seedMessages(): NewMessage[] {
  const rows: NewMessage[] = [];
  const groups = ['system', 'task', 'approval', 'task', 'system', 'task'];
  groups.forEach((group, i) =>
    rows.push({
      userId: alice.id,
      title: `m${i + 1}`,
      content: `content ${i + 1}`,
      level: (i % 3) + 1,
      group,
      // The last one opens the task it is about.
      link: i === 5 ? '/taskMy?id=6' : null,
      createdAt: new Date(base + i * 60_000),
      readAt: i >= 4 ? new Date(base + 3_600_000) : null,
    }),
  );
  rows.push({ userId: bob.id, title: 'b1', content: 'bob 1', level: 3, group: 'task', createdAt: new Date(base) });
  rows.push({ userId: bob.id, title: 'b2', content: 'bob 2', level: 1, group: 'system', createdAt: new Date(base + 60_000) });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t, { account: 'alice', roles: ['staff'] });
  bob = await createSignedInUser(t, { account: 'bob', roles: ['staff'] });
  asAlice = as(t.app, alice.cookie, EN);
  asBob = as(t.app, bob.cookie, EN);
  await insertMessages(t.db, seedMessages());
}, APP_START_MS);
afterAll(() => t.close());

const titles = (response: { json(): { data: { list: { title: string }[] } } }) => response.json().data.list.map((m) => m.title);
const idsOf = async (userId: number) =>
  (await t.db.select({ id: messages.id, title: messages.title }).from(messages).where(eq(messages.userId, userId))).reduce<Record<string, number>>(
    (all, row) => ({ ...all, [row.title]: row.id }),
    {},
  );

describe('GET /api/message/getUserMessage', () => {
  test('answers the caller’s own messages, newest first, 10 a page by default', async () => {
    const response = await asAlice.get('/api/message/getUserMessage');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(6);
    expect(data.list.map((m: { title: string }) => m.title)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      title: 'm6',
      content: 'content 6',
      level: 3,
      group: 'task',
      link: '/taskMy?id=6',
      read: true,
      createdAt: '2025-04-01T08:05:00.000Z',
    });
    expect(data.list[1].link).toBeNull();
    expect(titles(await asBob.get('/api/message/getUserMessage'))).toEqual(['b2', 'b1']);
  });

  test('paging parameters given as text work', async () => {
    const response = await asAlice.get('/api/message/getUserMessage?current=2&pageSize=2');
    expect(response.json().data).toMatchObject({ total: 6 });
    expect(titles(response)).toEqual(['m4', 'm3']);
    expect(titles(await asAlice.get('/api/message/getUserMessage?current=4&pageSize=2'))).toEqual([]);
  });

  test('beforeId pages on from a message, so reading items meanwhile skips none', async () => {
    const ids = await idsOf(alice.id);
    const first = await asAlice.get('/api/message/getUserMessage?status=unread&pageSize=2');
    expect(titles(first)).toEqual(['m4', 'm3']);
    // Whatever was read in between, the next page starts right after the last one shown.
    const next = await asAlice.get(`/api/message/getUserMessage?status=unread&pageSize=2&beforeId=${ids.m3}`);
    expect(titles(next)).toEqual(['m2', 'm1']);
    expect(next.json().data.total).toBe(4); // the whole list's size, not the rest's
    expect(titles(await asAlice.get(`/api/message/getUserMessage?beforeId=${ids.m1}`))).toEqual([]);
    // Another user's message is no cursor for Alice.
    const bobIds = await idsOf(bob.id);
    expect(titles(await asAlice.get(`/api/message/getUserMessage?beforeId=${bobIds.b2}`))).toEqual([]);
    await expectError(await asAlice.get('/api/message/getUserMessage?beforeId=0'), 400, /beforeId/);
  });

  test('filters by read status and group', async () => {
    expect(titles(await asAlice.get('/api/message/getUserMessage?status=unread'))).toEqual(['m4', 'm3', 'm2', 'm1']);
    expect(titles(await asAlice.get('/api/message/getUserMessage?status=read'))).toEqual(['m6', 'm5']);
    expect(titles(await asAlice.get('/api/message/getUserMessage?status=all&group=task'))).toEqual(['m6', 'm4', 'm2']);
    const response = await asAlice.get('/api/message/getUserMessage?status=unread&group=task&pageSize=1');
    expect(response.json().data.total).toBe(2);
    expect(titles(response)).toEqual(['m4']);
  });

  test.each([
    ['pageSize=0', 'pageSize must be at least 1'],
    ['pageSize=101', 'pageSize must be at most 100'],
    ['current=0', 'current must be at least 1'],
    ['current=-1', 'current must be at least 1'],
    ['pageSize=abc', 'pageSize must be an integer'],
    ['pageSize=2.5', 'pageSize must be an integer'],
    ['pageSize=', 'pageSize must be an integer'],
    ['current=1&current=2', 'current must be an integer'],
    ['status=new', 'status must be one of all, unread, read'],
    ['group=' + 'g'.repeat(33), 'group must be at most 32 characters'],
    ['sort=id', 'unknown field sort'],
  ])('?%s answers 400: %s', async (query, message) => {
    expectError(await asAlice.get(`/api/message/getUserMessage?${query}`), 400, message);
  });
});

describe('GET /api/message/getMessageByLevel', () => {
  test('answers the caller’s messages of one level, paged', async () => {
    expect(titles(await asAlice.get('/api/message/getMessageByLevel?level=3'))).toEqual(['m6', 'm3']);
    const response = await asAlice.get('/api/message/getMessageByLevel?level=1&current=1&pageSize=1');
    expect(response.json().data.total).toBe(2);
    expect(titles(response)).toEqual(['m4']);
    expect(titles(await asBob.get('/api/message/getMessageByLevel?level=3'))).toEqual(['b1']);
  });

  test.each([
    ['', 'level is required'],
    ['level=4', 'level must be at most 3'],
    ['level=0', 'level must be at least 1'],
    ['level=urgent', 'level must be an integer'],
    ['level=2&pageSize=1000', 'pageSize must be at most 100'],
  ])('?%s answers 400: %s', async (query, message) => {
    expectError(await asAlice.get(`/api/message/getMessageByLevel?${query}`), 400, message);
  });
});

describe('counts', () => {
  test('groups count total and unread per group, for the caller only', async () => {
    expect((await asAlice.get('/api/message/getUserMessageGroup')).json()).toEqual({
      success: true,
      data: [
        { group: 'approval', total: 1, unread: 1 },
        { group: 'system', total: 2, unread: 1 },
        { group: 'task', total: 3, unread: 2 },
      ],
    });
    expect((await asBob.get('/api/message/getUserMessageGroup')).json().data).toEqual([
      { group: 'system', total: 1, unread: 1 },
      { group: 'task', total: 1, unread: 1 },
    ]);
  });

  test('unread count', async () => {
    expect((await asAlice.get('/api/message/getUnReadingMessage')).json()).toEqual({ success: true, data: 4 });
    expect((await asBob.get('/api/message/getUnReadingMessage')).json()).toEqual({ success: true, data: 2 });
  });
});

describe('marking read', () => {
  test('another user cannot mark or read the caller’s messages', async () => {
    const aliceIds = await idsOf(alice.id);
    const response = await asBob.post('/api/message/read', { ids: [aliceIds.m1, aliceIds.m2] });
    expect(response.json()).toEqual({ success: true, data: { updated: 0 } });
    expect((await asAlice.get('/api/message/getUnReadingMessage')).json().data).toBe(4);
    // Bob's lists never contain Alice's messages, whatever the filter.
    expect(titles(await asBob.get('/api/message/getUserMessage?group=approval'))).toEqual([]);
  });

  test('read marks the caller’s unread messages among the ids, and logs it', async () => {
    const ids = await idsOf(alice.id);
    const response = await asAlice.post('/api/message/read', { ids: [ids.m1, ids.m1, ids.m5] });
    expect(response.statusCode).toBe(200);
    // m5 was read already; the repeated id counts once.
    expect(response.json()).toEqual({ success: true, data: { updated: 1 } });
    expect(titles(await asAlice.get('/api/message/getUserMessage?status=unread'))).toEqual(['m4', 'm3', 'm2']);

    const [row] = (await auditRows(t.db, 'message.read')).filter((r) => r.account === 'alice');
    expect(row).toMatchObject({ userId: alice.id, result: 'success', detail: { ids: [ids.m1, ids.m5], updated: 1 } });
  });

  test.each([
    [{ ids: [] }, 'ids must have at least 1 item'],
    [{ ids: Array.from({ length: 201 }, (_, i) => i + 1) }, 'ids must have at most 200 items'],
    [{ ids: ['1'] }, 'ids[0] must be an integer'],
    [{ ids: [0] }, 'ids[0] must be at least 1'],
    [{}, 'ids is required'],
    [{ ids: [1], all: true }, 'unknown field all'],
  ])('read %p answers 400: %s', async (payload, message) => {
    expectError(await asAlice.post('/api/message/read', payload), 400, message);
  });

  test('readAll marks only the caller’s messages, and logs it', async () => {
    const response = await asAlice.post('/api/message/readAll', {});
    expect(response.json()).toEqual({ success: true, data: { updated: 3 } });
    expect((await asAlice.get('/api/message/getUnReadingMessage')).json().data).toBe(0);
    expect((await asBob.get('/api/message/getUnReadingMessage')).json().data).toBe(2);
    expect((await asAlice.post('/api/message/readAll')).json().data).toEqual({ updated: 0 });

    const rows = await auditRows(t.db, 'message.readAll');
    expect(rows.map((r) => [r.account, r.result, r.detail])).toEqual([
      ['alice', 'success', { updated: 3 }],
      ['alice', 'success', { updated: 0 }],
    ]);
  });
});

test('every message call needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/message/getUserMessage?current=1&pageSize=10' },
    { method: 'GET', url: '/api/message/getMessageByLevel?level=3' },
    { method: 'GET', url: '/api/message/getUserMessageGroup' },
    { method: 'GET', url: '/api/message/getUnReadingMessage' },
    { method: 'POST', url: '/api/message/read', payload: { ids: [1] } },
    { method: 'POST', url: '/api/message/readAll', payload: {} },
  ]);
});

test('a user’s messages go when the user is deleted', async () => {
  const carol = await createSignedInUser(t, { account: 'carol' });
  await insertMessages(t.db, [{ userId: carol.id, title: 'c', content: 'c', group: 'system' }]);
  await t.db.delete(users).where(eq(users.id, carol.id));
  expect(await idsOf(carol.id)).toEqual({});
});
