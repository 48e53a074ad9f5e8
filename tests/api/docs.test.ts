import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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
  };
  for (const [path, method] of Object.entries(operations)) {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation.tags.length).toBeGreaterThan(0);
    expect(operation.responses['200']).toBeDefined();
  }
  expect(doc.paths['/api/oauth/signin'].post.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
  expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
});

test('the documentation UI is public', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
});
