import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { SERVER_BUSY_ERROR } from '../../server/plugins/admission/gate';
import { APP_START_MS, EN, as, createTestApp, signedInCookie, type TestApp } from './helpers';

// The session lookup is the first query of every signed-in request. The spy goes on the module
// object server/plugins/session.ts calls through, so a test can hold one request inside it.
const sessions = jest.requireActual<typeof import('../../server/db/repositories/sessions')>('../../server/db/repositories/sessions');
const realLookup = sessions.findActiveSession;
const lookup = jest.spyOn(sessions, 'findActiveSession');

/** Holds the next session lookup until released (or failed): its request keeps its turn meanwhile. */
function holdNextLookup() {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let finish!: (error?: Error) => void;
  const outcome = new Promise<Error | undefined>((resolve) => {
    finish = resolve;
  });
  lookup.mockImplementationOnce(async (...args) => {
    entered();
    const error = await outcome;
    if (error) throw error;
    return realLookup(...args);
  });
  return { inside, release: () => finish(), fail: (error: Error) => finish(error) };
}

/** Lets the server take in what has been sent (queued requests, a closed connection). */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 1000 && !condition(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

// One request served at a time, one more may wait: long enough here never to run out.
let t: TestApp;
let cookie: string;
/** A second session of the administrator, to sign out of while the gate is full. */
let spareCookie: string;
// The same, but a wait ends at once.
let short: TestApp;
let shortCookie: string;

beforeAll(async () => {
  [t, short] = await Promise.all([
    createTestApp({ config: { admission: { maxRunning: 1, maxWaiting: 1, maxWaitMs: 60_000 } } }),
    createTestApp({ config: { admission: { maxRunning: 1, maxWaiting: 1, maxWaitMs: 1 } } }),
  ]);
  [cookie, spareCookie, shortCookie] = await Promise.all([signedInCookie(t.app), signedInCookie(t.app), signedInCookie(short.app)]);
}, APP_START_MS);
afterAll(() => Promise.all([t.close(), short.close()]));
afterEach(() => {
  expect(t.app.admission).toEqual({ running: 0, waiting: 0 });
  expect(short.app.admission).toEqual({ running: 0, waiting: 0 });
});

const currentUser = (app: TestApp, session = cookie, headers = {}) => as(app.app, session, headers).post('/api/oauth/currentUser');

test('the limits depend on the database and can be set', () => {
  expect(loadConfig({}).admission).toEqual({ maxRunning: 8, maxWaiting: 200, maxWaitMs: 3000 });
  expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/fssc' }).admission).toEqual({ maxRunning: 64, maxWaiting: 2000, maxWaitMs: 3000 });
  const set = loadConfig({ API_MAX_RUNNING: '2', API_MAX_WAITING: '5', API_MAX_WAIT_MS: '500' });
  expect(set.admission).toEqual({ maxRunning: 2, maxWaiting: 5, maxWaitMs: 500 });
  expect(() => loadConfig({ API_MAX_WAITING: '0' })).toThrow(/API_MAX_WAITING must be a positive integer/);
});

test('under the limit nothing changes: answered as always, no Retry-After', async () => {
  const response = await currentUser(t);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ data: { account: 'admin' } });
  expect(response.headers['retry-after']).toBeUndefined();
});

test('beyond the limit: 503 with Retry-After in the envelope and the caller’s language; the one waiting is served next', async () => {
  const hold = holdNextLookup();
  const first = currentUser(t);
  await hold.inside;
  const waiting = currentUser(t);
  await until(() => t.app.admission.waiting === 1);

  const english = await currentUser(t, cookie, EN);
  expect(english.statusCode).toBe(503);
  expect(english.headers['retry-after']).toBe('60');
  expect(english.json()).toEqual({
    success: false,
    status: 503,
    msg: 'The server is busy; try again in 60 seconds',
    errorCode: SERVER_BUSY_ERROR,
    errorMessage: 'The server is busy; try again in 60 seconds',
    showType: 2,
  });
  const chinese = await currentUser(t);
  expect(chinese.statusCode).toBe(503);
  expect(chinese.json()).toMatchObject({ errorMessage: '服务器繁忙，请 60 秒后重试', errorCode: SERVER_BUSY_ERROR });
  expect(t.app.admission).toEqual({ running: 1, waiting: 1 });

  hold.release();
  expect((await first).statusCode).toBe(200);
  expect((await waiting).statusCode).toBe(200);
});

test('sign-out, the API description and the front end are never turned away', async () => {
  const hold = holdNextLookup();
  const first = currentUser(t);
  await hold.inside;
  const waiting = currentUser(t);
  await until(() => t.app.admission.waiting === 1);

  const signOut = await as(t.app, spareCookie).post('/api/oauth/signout');
  expect(signOut.statusCode).toBe(200);
  expect(signOut.json()).toMatchObject({ status: 200 });
  expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).not.toBe(503);

  hold.release();
  expect((await first).statusCode).toBe(200);
  expect((await waiting).statusCode).toBe(200);
});

test('a request waits no longer than the limit, then hears 503', async () => {
  const hold = holdNextLookup();
  const first = currentUser(short, shortCookie);
  await hold.inside;
  const late = await currentUser(short, shortCookie);
  expect(late.statusCode).toBe(503);
  expect(late.headers['retry-after']).toBe('1');
  expect(late.json()).toMatchObject({ success: false, errorCode: SERVER_BUSY_ERROR, showType: 2 });
  expect(short.app.admission).toEqual({ running: 1, waiting: 0 });

  hold.release();
  expect((await first).statusCode).toBe(200);
});

test('a request that fails gives its turn to the one waiting, and leaks none', async () => {
  const hold = holdNextLookup();
  const failing = currentUser(t);
  await hold.inside;
  const waiting = currentUser(t);
  await until(() => t.app.admission.waiting === 1);

  hold.fail(new Error('connection to the database lost'));
  const failed = await failing;
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toMatchObject({ success: false, status: 500 });
  expect((await waiting).statusCode).toBe(200);
  expect((await currentUser(t)).statusCode).toBe(200);
});

describe('a closed connection', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends a request over a real connection and returns a way to hang up on it. */
  function connect() {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/oauth/currentUser', headers: { cookie, 'content-type': 'application/json' } });
    request.on('error', () => undefined);
    request.end('{}');
    return () => request.destroy();
  }

  test('gives up its turn while it is being served', async () => {
    const hold = holdNextLookup();
    const hangUp = connect();
    await hold.inside;
    expect(t.app.admission).toEqual({ running: 1, waiting: 0 });

    hangUp();
    await until(() => t.app.admission.running === 0);
    expect((await currentUser(t)).statusCode).toBe(200);
    hold.release();
  });

  test('gives up its place in line while it waits', async () => {
    const hold = holdNextLookup();
    const first = currentUser(t);
    await hold.inside;
    const hangUp = connect();
    await until(() => t.app.admission.waiting === 1);

    hangUp();
    await until(() => t.app.admission.waiting === 0);
    hold.release();
    expect((await first).statusCode).toBe(200);
  });
});
