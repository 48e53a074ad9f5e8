import { Type } from '@sinclair/typebox';
import { INT4, bounded, coerceNumericFields, illFormedTextPath, isWellFormedText, numericQueryFields } from '../../server/plugins/input';
import { APP_START_MS, ADMIN_PASSWORD, as, createTestApp, expectError, signIn, signedInCookie, type TestApp } from './helpers';
import { PagingQuery, pageFrom, pagedQuery } from '../../server/paging';

test('the numeric fields of a querystring schema are found from its types', () => {
  const schema = pagedQuery({ level: Type.Integer(), ratio: Type.Number(), group: Type.String(), both: Type.Unsafe({ type: ['integer', 'null'] }) });
  expect(numericQueryFields(schema).sort()).toEqual(['both', 'current', 'level', 'pageSize', 'ratio']);
  expect(numericQueryFields(undefined)).toEqual([]);
  expect(numericQueryFields(Type.Object({ q: Type.String() }))).toEqual([]);
});

test('only digit strings of the numeric fields become numbers', () => {
  const query: Record<string, unknown> = { current: '2', pageSize: '0.5', level: '-1', group: '3', bad: 'x', list: ['1', '2'], empty: '', hex: '0x10' };
  coerceNumericFields(query, ['current', 'pageSize', 'level', 'list', 'empty', 'hex', 'missing']);
  expect(query).toEqual({ current: 2, pageSize: 0.5, level: -1, group: '3', bad: 'x', list: ['1', '2'], empty: '', hex: '0x10' });
});

test('pageFrom applies the defaults and computes the offset', () => {
  expect(pageFrom({})).toEqual({ current: 1, pageSize: 10, limit: 10, offset: 0 });
  expect(pageFrom({ current: 3, pageSize: 20 })).toEqual({ current: 3, pageSize: 20, limit: 20, offset: 40 });
  expect(PagingQuery.pageSize.maximum).toBe(100);
});

describe('bounded numbers', () => {
  test('every integer without a bound gets the int4 range, every number the safe range, declared bounds stay', () => {
    const schema = Type.Object({
      id: Type.Integer({ minimum: 1 }),
      big: Type.Integer({ minimum: 0, maximum: 1e12 }),
      ratio: Type.Number(),
      parent: Type.Union([Type.Integer(), Type.Null()]),
      list: Type.Array(Type.Integer({ exclusiveMinimum: 0 })),
      name: Type.String(),
    });
    const before = JSON.stringify(schema);
    const result = bounded(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(result.properties.id).toMatchObject({ minimum: 1, maximum: INT4.maximum });
    expect(result.properties.big).toMatchObject({ minimum: 0, maximum: 1e12 });
    expect(result.properties.ratio).toMatchObject({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect((result.properties.parent.anyOf as object[])[0]).toMatchObject(INT4);
    expect(result.properties.list.items).toEqual(expect.objectContaining({ exclusiveMinimum: 0, maximum: INT4.maximum }));
    expect(result.properties.list.items).not.toHaveProperty('minimum');
    expect(result.properties.name).not.toHaveProperty('maximum');
    // Schemas are shared between routes: the original is left as it was.
    expect(JSON.stringify(schema)).toBe(before);
  });
});

describe('well-formed text', () => {
  test.each([
    ['plain', 'abc 中文 😀', null],
    ['NUL', 'a\u0000b', ''],
    ['a lone high surrogate', 'a\uD800', ''],
    ['a lone low surrogate', '\uDC00b', ''],
  ])('%s', (_case, text, path) => {
    expect(isWellFormedText(text)).toBe(path === null);
    expect(illFormedTextPath(text)).toBe(path);
  });

  test('the path of the first bad string or key is found, however deep', () => {
    expect(illFormedTextPath({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toBe('/a/2/c');
    expect(illFormedTextPath({ a: { 'k\uD800': 1 } })).toBe('/a');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(illFormedTextPath(deep)).toBe('/0'.repeat(100_000));
    expect(illFormedTextPath(Buffer.from([0, 0xd8]))).toBeNull();
  });
});

describe('input rules on every route', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signedInCookie(t.app), { 'accept-language': 'en-US' });
  }, APP_START_MS);
  afterAll(() => t.close());

  const signinBody = { device: 'jest', account: 'admin', password: ADMIN_PASSWORD, validateCode: '' };

  test('text with NUL or a lone surrogate is refused with 400 naming the field, in body, query, params and headers', async () => {
    expectError(await admin.post('/api/oauth/signin', { ...signinBody, device: 'a\u0000b' }), 400, /^device contains characters that are not allowed/);
    expectError(await admin.get('/api/users?keyword=%00'), 400, /^keyword contains characters/);
    expectError(await admin.get('/api/users/1%00'), 400, /^id contains characters/);
    expectError(await admin.post('/api/oauth/signin', signinBody, { 'user-agent': 'agent\u0000' }), 400, /^user-agent contains characters/);
    expectError(await admin.post('/api/feedback', { content: 'x', contact: { 'k\uDC00': 1 } }), 400, /^contact contains characters/);
    const zh = await as(t.app).post('/api/oauth/signin', { ...signinBody, device: '\uD800' });
    expectError(zh, 400, 'device 含有不允许的字符（NUL 或不成对的 UTF-16 代理项）');
  });

  test('a refused sign-in neither signs in nor counts as a failed attempt', async () => {
    await admin.post('/api/oauth/signin', { ...signinBody, device: 'x\u0000' });
    const response = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    expect(response.json().data.loginFlag).toBe(0);
  });

  test('ids and integers beyond int4, and numbers beyond the safe range, answer 400 naming the field', async () => {
    expectError(await admin.get('/api/users/2147483648'), 400, 'id must be at most 2147483647');
    expectError(await admin.get('/api/users/99999999999999999999'), 400, 'id must be at most 2147483647');
    expectError(await admin.get(`/api/users/${'9'.repeat(90)}`), 400, 'id must be at most 2147483647');
    expectError(await admin.get('/api/users?orgId=2147483648'), 400, 'orgId must be at most 2147483647');
    expectError(await admin.post('/api/orgs', { parentId: 2 ** 31, orgNo: 'X1', name: 'x' }), 400, /parentId/);
    expectError(await admin.post('/api/orgs', { parentId: 1e308, orgNo: 'X1', name: 'x' }), 400, /parentId/);
    expect((await admin.get('/api/users/2147483647')).statusCode).toBe(404);
  });

  test('a date-time no Date or database timestamp holds (a leap second, year 0000 or 10000) answers 400 naming the field; a real one passes', async () => {
    expectError(await admin.get('/api/noticeManage?publishedFrom=2026-12-31T23:59:60Z'), 400, /^publishedFrom is invalid/);
    expectError(await admin.post('/api/todos', { title: 'x', matters: [], assigneeIds: [], dueAt: '2026-12-31T23:59:60Z' }), 400, /^dueAt is invalid/);
    expectError(await admin.get('/api/userDevices?lastSeenFrom=0000-01-01T00:00:00Z'), 400, /^lastSeenFrom is invalid/);
    expectError(await admin.get('/api/noticeManage?publishedFrom=9999-12-31T23:00:00-05:00'), 400, /^publishedFrom is invalid/);
    expect((await admin.get('/api/noticeManage?publishedFrom=2026-12-31T23:59:59Z')).statusCode).toBe(200);
    expect((await admin.get('/api/userDevices?lastSeenFrom=0001-01-01T00:00:00Z')).statusCode).toBe(200);
  });

  test('the OpenAPI document shows the bounds every route gets', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const id = doc.paths['/api/users/{id}'].get.parameters.find((p: { name: string }) => p.name === 'id');
    expect(id.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
  });

  test('behind a proxy, a client address that is not an IP is refused before it is stored', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await as(proxied.app, undefined, { 'accept-language': 'en-US', 'x-forwarded-for': 'x'.repeat(100) }).post('/api/oauth/signin', signinBody);
      expectError(response, 400, 'x-forwarded-for is invalid');
      const ok = await as(proxied.app, undefined, { 'x-forwarded-for': '203.0.113.9' }).post('/api/oauth/signin', signinBody);
      expect(ok.json().data.loginFlag).toBe(0);
    } finally {
      await proxied.close();
    }
  }, APP_START_MS);
});
