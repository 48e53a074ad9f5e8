import { buildApp } from '../../server/app';
import { createTestApp, testConfig, throwawayDatabase, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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

test('a missing body answers 400', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/signin', headers: { 'accept-language': 'en' } });
  expectError(response, 400, 'request body must be an object');
});

test('an unexpected failure answers 500 with a generic message and no internals', async () => {
  const database = await throwawayDatabase();
  const broken = await buildApp({ db: database.db, config: testConfig() });
  // The database goes away under the running app.
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
});
