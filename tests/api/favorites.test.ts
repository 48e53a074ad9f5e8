import { normalizeSrc } from '../../server/urls';
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
let aliceCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createSignedInUser(t, { account: 'alice' });
  aliceId = a.id;
  aliceCookie = a.cookie;
  alice = as(t.app, a.cookie, EN);
  bob = as(t.app, (await createSignedInUser(t, { account: 'bob' })).cookie);
}, APP_START_MS);
afterAll(() => t.close());

describe('normalizeSrc', () => {
  test.each([
    ['/userManage', '/userManage'],
    ['/userManage?id=1', '/userManage?id=1'],
    ['a?x=1?y=2', 'a?x=1&y=2'],
    ['a?x=1&y=2', 'a?x=1&y=2'],
    ['/p?a=1?b=2?c=3', '/p?a=1&b=2&c=3'],
    ['?x', '?x'],
    ['a??b', 'a?&b'],
    ['https://h/p?u=https://x/y?z=1#f?g', 'https://h/p?u=https://x/y&z=1#f&g'],
  ])('%s -> %s', (input, output) => {
    expect(normalizeSrc(input)).toBe(output);
  });
});

const create = (who: ReturnType<typeof as>, payload: object) => who.post('/api/user/favorites/create', payload);
const show = async (who: ReturnType<typeof as>) => {
  const response = await who.post('/api/user/favorites/show', {});
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

test('create answers the status envelope with the stored, normalised favourite', async () => {
  const response = await create(alice, { title: 'Users', src: '/userManage?tab=1?page=2', moduleNo: 'M01' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    status: 200,
    msg: 'ok',
    data: { id: expect.any(Number), title: 'Users', src: '/userManage?tab=1&page=2', moduleNo: 'M01' },
  });
  const withoutModule = await create(alice, { title: 'Demo', src: 'a?x=1?y=2' });
  expect(withoutModule.json().data).toMatchObject({ src: 'a?x=1&y=2', moduleNo: null });
  expect((await create(alice, { title: 'Null module', src: '/n', moduleNo: null })).json().data.moduleNo).toBeNull();
});

test('the same address twice, even written the other way, answers 409 and is logged as a failure', async () => {
  const response = await create(alice, { title: 'Again', src: 'a?x=1&y=2' });
  expectError(response, 409, 'Already in favourites');
  expect(response.json()).toMatchObject({ status: 409, msg: 'Already in favourites' });
  const zh = await as(t.app, aliceCookie).post('/api/user/favorites/create', { title: 'x', src: 'a?x=1?y=2' });
  expectError(zh, 409, '已在收藏夹中');

  const failures = (await auditRows(t.db, 'favorite.create')).filter((r) => r.result === 'failure');
  expect(failures[0]).toMatchObject({ userId: aliceId, errorMessage: '已在收藏夹中', detail: { title: 'Again', src: 'a?x=1&y=2' } });
});

test('another user may favour the same address', async () => {
  expect((await create(bob, { title: 'Demo', src: 'a?x=1&y=2' })).statusCode).toBe(200);
});

test('show lists only the caller’s favourites, newest first', async () => {
  const list = await show(alice);
  expect(list.map((f: { title: string }) => f.title)).toEqual(['Null module', 'Demo', 'Users']);
  expect(list[2]).toEqual({ id: expect.any(Number), title: 'Users', src: '/userManage?tab=1&page=2', moduleNo: 'M01', createdAt: expect.any(String) });
  expect((await show(bob)).map((f: { title: string }) => f.title)).toEqual(['Demo']);
  // No body works like {}.
  expect((await alice.post('/api/user/favorites/show')).json().data).toHaveLength(3);
});

test('delete removes one of the caller’s own; another user’s id answers 404', async () => {
  const [bobs] = await show(bob);
  expectError(await alice.post('/api/user/favorites/delete', { id: bobs.id }), 404, 'Favourite not found or already deleted');
  expect(await show(bob)).toHaveLength(1);

  const [mine] = await show(alice);
  const response = await alice.post('/api/user/favorites/delete', { id: mine.id });
  expect(response.json()).toEqual({ success: true, data: null });
  expect((await show(alice)).map((f: { title: string }) => f.title)).toEqual(['Demo', 'Users']);
  expectError(await alice.post('/api/user/favorites/delete', { id: mine.id }), 404, 'Favourite not found or already deleted');

  const rows = await auditRows(t.db, 'favorite.delete');
  expect(rows.map((r) => [r.account, r.target, r.result])).toEqual([
    ['alice', String(bobs.id), 'failure'],
    ['alice', String(mine.id), 'success'],
    ['alice', String(mine.id), 'failure'],
  ]);
  expect(rows[1].detail).toEqual({ title: 'Null module', src: '/n' });
});

test('create is logged with what was stored', async () => {
  const [first] = await auditRows(t.db, 'favorite.create');
  expect(first).toMatchObject({
    userId: aliceId,
    result: 'success',
    target: expect.stringMatching(/^\d+$/),
    detail: { title: 'Users', src: '/userManage?tab=1&page=2', moduleNo: 'M01' },
  });
});

test.each([
  ['no title', { src: '/a' }, 'title is required'],
  ['an empty title', { title: '', src: '/a' }, 'title must not be empty'],
  ['a title over 100', { title: 't'.repeat(101), src: '/a' }, 'title must be at most 100 characters'],
  ['an empty src', { title: 't', src: '' }, 'src must not be empty'],
  ['a src over 2000', { title: 't', src: '/'.repeat(2001) }, 'src must be at most 2000 characters'],
  ['a numeric moduleNo', { title: 't', src: '/a', moduleNo: 5 }, 'moduleNo must be a string'],
  ['an unknown field', { title: 't', src: '/a', userId: 1 }, 'unknown field userId'],
])('create with %s answers 400', async (_case, payload, message) => {
  expectError(await create(alice, payload), 400, message);
});

test.each([
  [{}, 'id is required'],
  [{ id: '1' }, 'id must be an integer'],
])('delete %p answers 400: %s', async (payload, message) => {
  expectError(await alice.post('/api/user/favorites/delete', payload), 400, message);
});

test('a long address of multi-byte text is stored and still unique', async () => {
  const src = '/页面?' + '名'.repeat(1990);
  expect((await create(alice, { title: 'Long', src })).statusCode).toBe(200);
  expect((await create(alice, { title: 'Long', src })).statusCode).toBe(409);
});

test('every favourites call needs a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'POST', url: '/api/user/favorites/create', payload: { title: 't', src: '/a' } },
    { method: 'POST', url: '/api/user/favorites/show', payload: {} },
    { method: 'POST', url: '/api/user/favorites/delete', payload: { id: 1 } },
  ]);
});
