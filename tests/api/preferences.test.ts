import { APP_START_MS, EN, as, createSignedInUser, createTestApp, expectError, expectUnauthorized, type TestApp } from './helpers';

let t: TestApp;
let clerk: { id: number; cookie: string };
let other: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  clerk = await createSignedInUser(t, { account: 'clerk' });
  other = await createSignedInUser(t, { account: 'other' });
}, APP_START_MS);
afterAll(() => t.close());

const get = async (cookie: string) => {
  const response = await as(t.app, cookie, EN).get('/api/user/preferences');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const put = (cookie: string, key: string, payload: object) => as(t.app, cookie, EN).put(`/api/user/preferences/${key}`, payload);

test('a preference never set is absent; once set it is kept, changed and answered, for the caller alone', async () => {
  expect(await get(clerk.cookie)).toEqual({});
  const set = await put(clerk.cookie, 'taskHomeGuideDismissed', { value: true });
  expect(set.statusCode).toBe(200);
  expect(set.json().data).toEqual({ taskHomeGuideDismissed: true });
  expect(await get(clerk.cookie)).toEqual({ taskHomeGuideDismissed: true });
  expect(await get(other.cookie)).toEqual({});
  await put(clerk.cookie, 'taskHomeGuideDismissed', { value: false });
  expect(await get(clerk.cookie)).toEqual({ taskHomeGuideDismissed: false });
});

test('an unknown key or a value that is not yes/no answers 400', async () => {
  expect((await put(clerk.cookie, 'theme', { value: true })).statusCode).toBe(400);
  expectError(await put(clerk.cookie, 'taskHomeGuideDismissed', { value: 'yes' }), 400, 'value must be a boolean');
  expectError(await put(clerk.cookie, 'taskHomeGuideDismissed', {}), 400, 'value is required');
});

test('preferences need a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'GET', url: '/api/user/preferences' },
    { method: 'PUT', url: '/api/user/preferences/taskHomeGuideDismissed', payload: { value: true } },
  ]);
});
