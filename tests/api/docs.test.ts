import { APP_START_MS, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);
afterAll(() => t.close());

test('the OpenAPI document is public and lists every route with tags and responses', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.info.version).toBe('1.0.2');
  const operations = {
    '/api/verifyCode/create': 'get',
    '/api/oauth/signin': 'post',
    '/api/oauth/currentUser': 'post',
    '/api/oauth/signout': 'post',
    '/api/sys/profile': 'get',
    '/api/oauth/retailAccounts': 'get',
    '/api/oauth/switchRetailAccount': 'post',
    '/api/home/system': 'post',
    '/api/home/menu': 'post',
    '/api/home/setting_menu': 'post',
    '/api/home/links': 'get',
    '/api/home/isAdmin': 'get',
    '/api/message/getUserMessage': 'get',
    '/api/message/getMessageByLevel': 'get',
    '/api/message/getUserMessageGroup': 'get',
    '/api/message/getUnReadingMessage': 'get',
    '/api/message/read': 'post',
    '/api/message/readAll': 'post',
    '/api/notice/current': 'get',
    '/api/notice/read': 'post',
    '/api/notice/totalNumber': 'get',
    '/api/user/favorites/create': 'post',
    '/api/user/favorites/show': 'post',
    '/api/user/favorites/delete': 'post',
    '/api/user/updatePassword': 'post',
    '/api/pageView': 'post',
    '/api/feedback': 'post',
    '/api/feedback/mine': 'get',
  };
  for (const [path, method] of Object.entries(operations)) {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation.tags.length).toBeGreaterThan(0);
    expect(operation.responses['200']).toBeDefined();
  }
  expect(doc.paths['/api/oauth/signin'].post.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
  expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);

  // Paging parameters are documented as integers with their bounds, though they arrive as text.
  const paging = doc.paths['/api/message/getUserMessage'].get.parameters;
  expect(paging.find((p: { name: string }) => p.name === 'pageSize')).toMatchObject({
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  });
  // The menu tree is one recursive schema.
  const menu = doc.paths['/api/home/menu'].post.responses['200'].content['application/json'].schema;
  const ref = menu.properties.data.items.$ref as string;
  const node = doc.components.schemas[ref.split('/').pop()!];
  expect(node.properties.children.items.$ref).toBe(ref);
});

test('the documentation UI is public', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
});

test('the documentation UI runs under the Content-Security-Policy: no inline script', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const scripts = response.body.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/ src="/);
  const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
  expect(initializer.statusCode).toBe(200);
});
