import { insertMessages } from '../../server/db/repositories/messages';
import { eq } from 'drizzle-orm';
import { insertNotice } from '../../server/db/repositories/notices';
import { users } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  auditRows,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  manualClock,
  signedInCookie,
  type TestApp,
} from './helpers';

// The app's clock starts a minute ahead so that the notice seeded "now" is already published.
const clock = manualClock(new Date(Date.now() + 60_000));
let t: TestApp;
let admin: ReturnType<typeof as>;
let clerk: ReturnType<typeof as>;
let clerkId: number;
const EVERYONE = [{ kind: 'all' as const, refId: 0 }];
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = as(t.app, await signedInCookie(t.app), EN);
  const user = await createSignedInUser(t, { account: 'clerk', roles: ['staff'] });
  clerkId = user.id;
  clerk = as(t.app, user.cookie, EN);
}, APP_START_MS);
afterAll(() => t.close());

const current = async (who: ReturnType<typeof as>) => {
  const response = await who.get('/api/notice/current');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const total = async (who: ReturnType<typeof as>) => (await who.get('/api/notice/totalNumber')).json().data;

test('the seeded launch notice pops up for everyone until read, then data is {}', async () => {
  const notice = await current(admin);
  expect(notice).toEqual({
    id: expect.any(Number),
    topic: '系统上线通知',
    content: expect.stringContaining('上线'),
    type: 'general',
    level: 1,
    publishedAt: expect.any(String),
    attachmentCount: 0,
  });
  expect(new Date(notice.publishedAt).getTime()).toBeLessThanOrEqual(clock.now().getTime());

  // Admin: the welcome message and the notice.
  expect(await total(admin)).toBe(2);
  const read = await admin.post('/api/notice/read', { id: notice.id });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ success: true, data: null });
  expect((await admin.get('/api/notice/current')).json()).toEqual({ success: true, data: {} });
  expect(await total(admin)).toBe(1);

  // Reading is per user.
  expect((await current(clerk)).id).toBe(notice.id);
});

test('reading again is fine and logged each time', async () => {
  const { id } = await current(clerk);
  expect((await clerk.post('/api/notice/read', { id })).statusCode).toBe(200);
  expect((await clerk.post('/api/notice/read', { id })).statusCode).toBe(200);
  const rows = (await auditRows(t.db, 'notice.read')).filter((r) => r.userId === clerkId);
  expect(rows.map((r) => [r.target, r.result, r.detail])).toEqual([
    [String(id), 'success', { firstRead: true }],
    [String(id), 'success', { firstRead: false }],
  ]);
  expect(await current(clerk)).toEqual({});
});

test('the newest published, unexpired notice comes first; future and expired ones never', async () => {
  const older = await insertNotice(t.db, { topic: 'older', content: 'o', publishedAt: minutes(-30) }, EVERYONE);
  const newer = await insertNotice(t.db, { topic: 'newer', content: 'plain <b>text</b> stays as given', publishedAt: minutes(-10) }, EVERYONE);
  await insertNotice(t.db, { topic: 'expired', content: 'e', publishedAt: minutes(-5), expiresAt: minutes(-1) }, EVERYONE);
  const future = await insertNotice(t.db, { topic: 'future', content: 'f', publishedAt: minutes(30) }, EVERYONE);

  expect(await current(clerk)).toMatchObject({ id: newer, topic: 'newer', content: 'plain <b>text</b> stays as given' });
  expect(await total(clerk)).toBe(2);
  await clerk.post('/api/notice/read', { id: newer });
  expect(await current(clerk)).toMatchObject({ id: older });
  await clerk.post('/api/notice/read', { id: older });
  expect(await current(clerk)).toEqual({});

  // A notice not yet published cannot be read either.
  expectError(await clerk.post('/api/notice/read', { id: future }), 404, 'Notice not found');
  clock.advance(31 * 60_000);
  expect(await current(clerk)).toMatchObject({ id: future, topic: 'future' });
  expect((await clerk.post('/api/notice/read', { id: future })).statusCode).toBe(200);
});

test('totalNumber adds unread messages and unread current notices', async () => {
  expect(await total(clerk)).toBe(0);
  await insertMessages(t.db, [
    { userId: clerkId, title: 'a', content: 'a', group: 'task' },
    { userId: clerkId, title: 'b', content: 'b', group: 'task' },
  ]);
  await insertNotice(t.db, { topic: 'one more', content: 'x', publishedAt: minutes(-1) }, EVERYONE);
  expect(await total(clerk)).toBe(3);
  expect((await clerk.get('/api/notice/totalNumber')).json()).toEqual({ success: true, data: 3 });
});

test('only the users a notice targets see it; one without a topic counts but never pops up', async () => {
  const popupBefore = await current(clerk);
  const countBefore = await total(clerk);
  const [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const forAdmin = await insertNotice(t.db, { topic: 'for the admin', content: 'a', level: 3, publishedAt: minutes(-1) }, [{ kind: 'user', refId: adminId }]);
  const forNobody = await insertNotice(t.db, { topic: 'for no one', content: 'n', level: 3, publishedAt: minutes(-1) }, []);
  const untitled = await insertNotice(t.db, { topic: ' ', content: 'u', level: 3, publishedAt: minutes(-1) }, [{ kind: 'user', refId: clerkId }]);

  // The most important notice the clerk has is the untitled one: the popup keeps what it showed.
  expect(await current(clerk)).toEqual(popupBefore);
  expect(await total(clerk)).toBe(countBefore + 1);
  for (const id of [forAdmin, forNobody]) {
    expectError(await clerk.post('/api/notice/read', { id }), 404, 'Notice not found');
    expectError(await clerk.get(`/api/notice/${id}`), 404, 'Notice not found');
  }
  const listed = (await clerk.get('/api/notice/list?pageSize=100')).json().data.list.map((n: { id: number }) => n.id);
  expect(listed).toContain(untitled);
  expect(listed).not.toContain(forAdmin);
  expect((await clerk.post('/api/notice/read', { id: untitled })).statusCode).toBe(200);
  expect(await total(clerk)).toBe(countBefore);
});

test('an unknown notice answers 404 and leaves a failure row', async () => {
  expectError(await clerk.post('/api/notice/read', { id: 999_999 }), 404, 'Notice not found');
  const [row] = (await auditRows(t.db, 'notice.read')).filter((r) => r.target === '999999');
  expect(row).toMatchObject({ result: 'failure', errorMessage: '公告不存在', userId: clerkId });
});

test.each([
  [{}, 'id is required'],
  [{ id: '1' }, 'id must be an integer'],
  [{ id: 0 }, 'id must be at least 1'],
  [{ id: 1, topic: 'x' }, 'unknown field topic'],
])('read %p answers 400: %s', async (payload, message) => {
  expectError(await clerk.post('/api/notice/read', payload), 400, message);
});

test('every notice call needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/notice/current' },
    { method: 'POST', url: '/api/notice/read', payload: { id: 1 } },
    { method: 'GET', url: '/api/notice/totalNumber' },
    { method: 'GET', url: '/api/notice/list' },
    { method: 'GET', url: '/api/notice/1' },
    { method: 'GET', url: '/api/notice/1/attachments/1' },
  ]);
});
