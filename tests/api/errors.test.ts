import { connect, type AddressInfo } from 'net';
import { buildApp } from '../../server/app';
import { APP_START_MS, createTestApp, testConfig, throwawayDatabase, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);
afterAll(() => t.close());

const VALID = { device: 'jest', account: 'admin', password: 'secret', validateCode: '' };

const signin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function expectError(response: Awaited<ReturnType<typeof signin>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    success: false,
    status,
    msg: message,
    errorCode: String(status),
    errorMessage: message,
    showType: 2,
  });
}

test.each([
  ['a missing field', { device: 'd', account: 'admin' }, 'password is required'],
  ['an unknown field', { ...VALID, role: 'admin' }, 'unknown field role'],
  ['an over-long account', { ...VALID, account: 'a'.repeat(65) }, 'account must be at most 64 characters'],
  ['an over-long password', { ...VALID, password: 'p'.repeat(129) }, 'password must be at most 128 characters'],
  ['an over-long captcha answer', { ...VALID, validateCode: 'x'.repeat(17) }, 'validateCode must be at most 16 characters'],
  ['an empty account', { ...VALID, account: '' }, 'account must not be empty'],
  ['a wrong type', { ...VALID, password: 12345 }, 'password must be a string'],
  ['a body that is not an object', [1, 2], 'request body must be an object'],
])('%s answers 400 naming the field', async (_case, payload, message) => {
  expectError(await signin(payload), 400, message);
});

test('validation messages are in Chinese by default', async () => {
  const response = await signin({ device: 'd', account: 'admin' }, { 'accept-language': '' });
  expectError(response, 400, 'password 为必填项');
});

test('malformed JSON answers 400', async () => {
  expectError(await signin('{"account": "admin",'), 400, 'Request body is not valid JSON');
});

test('an empty JSON body answers 400', async () => {
  expectError(await signin(''), 400, 'Request body is empty but Content-Type is application/json');
});

test('a body that is not JSON answers 415', async () => {
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const response = await signin('account=admin&password=x', { 'content-type': type });
    expectError(response, 415, `Unsupported Content-Type: ${type}; send application/json`);
  }
});

test('a missing body without a Content-Type answers 415 asking for JSON', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/signin', headers: { 'accept-language': 'en' } });
  expectError(response, 415, 'Content-Type is missing; send application/json');
});

describe("Fastify's own failures answer in the envelope and the caller's language", () => {
  const get = (url: string, language = 'en-US') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  test('an over-long path parameter answers 414', async () => {
    const url = `/api/users/${'1'.repeat(200)}`;
    expectError(await get(url), 414, 'A parameter in the request address is too long');
    expectError(await get(url, 'zh-CN'), 414, '请求地址中的参数过长');
  });

  test('a path parameter with broken percent-encoding answers 400', async () => {
    expectError(await get('/api/users/%E0%A4%A'), 400, 'The request address is not correctly encoded');
    expectError(await get('/api/users/%E0%A4%A', ''), 400, '请求地址的编码不正确');
  });

  test('no answer carries an internal code or Fastify body', async () => {
    for (const url of [`/api/users/${'9'.repeat(500)}`, '/api/users/%ZZ', '/api/users/%00']) {
      const body = (await get(url)).json();
      expect(body).toMatchObject({ success: false, errorCode: expect.stringMatching(/^\d{3}$/) });
      expect(JSON.stringify(body)).not.toMatch(/FST_|ERR_/);
    }
  });
});

test('a header a failing answer set that Node refuses is dropped, and the error still answers in the envelope', async () => {
  const database = await throwawayDatabase();
  const app = await buildApp({ db: database.db, config: testConfig() });
  app.get('/api/broken-download', { config: { public: true } }, async (_request, reply) => {
    reply.header('content-disposition', 'attachment; filename="报表.xlsx"');
    throw new Error('export failed');
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/broken-download', headers: { 'accept-language': 'en-US' } });
    expectError(response, 500, 'Internal server error; please try again later');
    expect(response.headers['content-disposition']).toBeUndefined();
  } finally {
    await app.close();
    await database.close();
  }
}, APP_START_MS);

test('a request Node cannot parse answers 400 in the envelope, in the default language', async () => {
  const database = await throwawayDatabase();
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/sys/profile HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toContain('Cache-Control: no-store');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      status: 400,
      msg: '请求无效',
      errorCode: '400',
      errorMessage: '请求无效',
      showType: 2,
    });
  } finally {
    await app.close();
    await database.close();
  }
}, APP_START_MS);

test('an unexpected failure answers 500 with a generic message and no internals', async () => {
  const database = await throwawayDatabase();
  const broken = await buildApp({ db: database.db, config: testConfig() });
  // The database goes away under the running app.
  await broken.ready();
  await database.close();
  const response = await broken.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    headers: { 'accept-language': 'en-US' },
    payload: VALID,
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    success: false,
    status: 500,
    msg: 'Internal server error; please try again later',
    errorCode: '500',
    errorMessage: 'Internal server error; please try again later',
    showType: 2,
  });
  await broken.close();
}, APP_START_MS);
