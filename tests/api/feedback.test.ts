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
let alice: ReturnType<typeof as>;
let bob: ReturnType<typeof as>;
let aliceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createSignedInUser(t, { account: 'alice' });
  aliceId = a.id;
  alice = as(t.app, a.cookie, EN);
  bob = as(t.app, (await createSignedInUser(t, { account: 'bob' })).cookie, EN);
}, APP_START_MS);
afterAll(() => t.close());

const mine = async (who: ReturnType<typeof as>, query = '') => {
  const response = await who.get(`/api/feedback/mine${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

test('feedback is stored and answered with its id, and logged', async () => {
  const response = await alice.post('/api/feedback', { content: '  The tab bar is great  ', contact: 'alice@example.com' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, data: { id: expect.any(Number) } });
  const { id } = response.json().data;
  const [row] = await auditRows(t.db, 'feedback.create');
  expect(row).toMatchObject({ userId: aliceId, target: String(id), result: 'success', detail: { content: 'The tab bar is great', contact: 'alice@example.com' } });
});

test('contact is optional', async () => {
  expect((await alice.post('/api/feedback', { content: 'second' })).statusCode).toBe(200);
  expect((await alice.post('/api/feedback', { content: 'third', contact: null })).statusCode).toBe(200);
  expect((await bob.post('/api/feedback', { content: 'from bob' })).statusCode).toBe(200);
});

test('mine lists the caller’s own feedback, newest first, paged with text parameters', async () => {
  const all = await mine(alice);
  expect(all.total).toBe(3);
  expect(all.list.map((f: { content: string }) => f.content)).toEqual(['third', 'second', 'The tab bar is great']);
  expect(all.list[2]).toEqual({
    id: expect.any(Number),
    content: 'The tab bar is great',
    contact: 'alice@example.com',
    status: 0,
    createdAt: expect.any(String),
  });
  const page = await mine(alice, '?current=2&pageSize=2');
  expect(page).toMatchObject({ total: 3, list: [{ content: 'The tab bar is great' }] });
  expect((await mine(bob)).list.map((f: { content: string }) => f.content)).toEqual(['from bob']);
});

test.each([
  ['no content', {}, 'content is required'],
  ['empty content', { content: '' }, 'content must not be empty'],
  ['blank content', { content: '   ' }, 'content must not be empty'],
  ['content over 2000', { content: 'x'.repeat(2001) }, 'content must be at most 2000 characters'],
  ['contact over 100', { content: 'x', contact: 'c'.repeat(101) }, 'contact must be at most 100 characters'],
  ['an unknown field', { content: 'x', status: 1 }, 'unknown field status'],
])('%s answers 400', async (_case, payload, message) => {
  expectError(await alice.post('/api/feedback', payload), 400, message);
});

test.each([
  ['?pageSize=0', 'pageSize must be at least 1'],
  ['?pageSize=500', 'pageSize must be at most 100'],
  ['?current=x', 'current must be an integer'],
  ['?status=1', 'unknown field status'],
])('mine%s answers 400: %s', async (query, message) => {
  expectError(await alice.get(`/api/feedback/mine${query}`), 400, message);
});

test('feedback calls need a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'POST', url: '/api/feedback', payload: { content: 'x' } },
    { method: 'GET', url: '/api/feedback/mine' },
  ]);
});
