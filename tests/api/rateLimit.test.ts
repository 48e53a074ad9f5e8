import { eq, lte } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { hitFixedWindow } from '../../server/db/repositories/rateCounters';
import { captchas, rateCounters } from '../../server/db/schema';
import { APP_START_MS, ADMIN_PASSWORD, auditRows, createTestApp, expectError, manualClock, type TestApp } from './helpers';

const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
const LIMITS = { windowSeconds: 60, signInPerAddress: 4, signInPerAccount: 3, captchaPerAddress: 5 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    config: { trustProxy: true, captchaEnabled: true, rateLimit: LIMITS, captchaMaxOutstanding: 3 },
    generateCaptcha: () => ({ text: 'ACDE', png: Buffer.from('png') }),
  });
}, APP_START_MS);
afterAll(() => t.close());

/** Each test starts ten seconds into a window of its own. */
beforeEach(() => {
  const now = clock.now().getTime();
  const windowMs = LIMITS.windowSeconds * 1000;
  clock.advance(Math.floor(now / windowMs) * windowMs + windowMs + 10_000 - now);
});

const signIn = (account: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    remoteAddress,
    headers: { 'accept-language': 'en', ...headers },
    payload: { device: 'jest', account, password: 'wrong', validateCode: '' },
  });

const newCaptcha = (address: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/verifyCode/create',
    headers: { 'x-forwarded-for': address, 'accept-language': 'en' },
  });

function expectLimited(response: Awaited<ReturnType<typeof signIn>>, seconds: number) {
  expectError(response, 429, `Too many requests; try again in ${seconds} seconds`, 'RATE_LIMITED');
  expect(response.headers['retry-after']).toBe(String(seconds));
}

test('sign-ins from one client address are limited whatever the account names, with 429 and Retry-After', async () => {
  const headers = { 'x-forwarded-for': '203.0.113.7' };
  for (let i = 0; i < LIMITS.signInPerAddress; i++) expect((await signIn(`spray${i}`, headers)).statusCode).toBe(200);
  expectLimited(await signIn('spray-next', headers), 50);
  // Another address is counted on its own.
  expect((await signIn('spray-next', { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);

  clock.advance(50_000);
  expect((await signIn('spray-later', headers)).statusCode).toBe(200);
  // Counters of finished windows are deleted as new windows start.
  expect(await t.db.select().from(rateCounters).where(lte(rateCounters.windowEnd, clock.now()))).toEqual([]);
});

test('the clean-up of ended windows leaves longer windows counting (an hour, a day, an integration’s minute)', async () => {
  const hour = 3600_000;
  // Ten seconds into an hour of its own.
  clock.advance(hour - (clock.now().getTime() % hour) + 10_000);
  const start = clock.now();
  expect((await hitFixedWindow(t.db, 'test:hourly', hour, start)).hits).toBe(1);
  // A short window's first hit, a minute on, drops ended windows only.
  const later = new Date(start.getTime() + 61_000);
  expect((await hitFixedWindow(t.db, 'test:short', 1000, later)).hits).toBe(1);
  const again = await hitFixedWindow(t.db, 'test:hourly', hour, later);
  expect(again).toEqual({ hits: 2, windowEnd: new Date(start.getTime() - 10_000 + hour) });
});

test('the refusal is in the caller language and in the operation log', async () => {
  const headers = { 'x-forwarded-for': '203.0.113.9' };
  for (let i = 0; i < LIMITS.signInPerAddress; i++) await signIn(`logged${i}`, headers);
  const refused = await signIn('logged-next', { ...headers, 'accept-language': 'zh-CN' });
  expectError(refused, 429, '请求过于频繁，请 50 秒后再试', 'RATE_LIMITED');
  const [row] = (await auditRows(t.db, 'auth.signin')).filter((r) => r.target === 'logged-next');
  expect(row).toMatchObject({ result: 'failure', errorMessage: '请求过于频繁，请 50 秒后再试', ip: '203.0.113.9' });
});

test('attempts on one account name are limited across addresses, whatever its letter case', async () => {
  const names = ['target', 'TARGET', ' Target '];
  for (const [i, name] of names.entries())
    expect((await signIn(name, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(200);
  expectLimited(await signIn('target', { 'x-forwarded-for': '198.51.100.99' }), 50);
});

test('without TRUST_PROXY the X-Forwarded-For header is ignored: the connection address counts', async () => {
  const direct = await createTestApp({ clock: clock.now, config: { trustProxy: false, rateLimit: LIMITS } });
  try {
    const attempt = (i: number) =>
      direct.app.inject({
        method: 'POST',
        url: '/api/oauth/signin',
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
        payload: { account: `n${i}`, password: 'wrong' },
      });
    for (let i = 0; i < LIMITS.signInPerAddress; i++) expect((await attempt(i)).statusCode).toBe(200);
    expect((await attempt(99)).statusCode).toBe(429);
  } finally {
    await direct.close();
  }
}, APP_START_MS);

test('behind listed proxies a client cannot dodge the limit by sending X-Forwarded-For itself', async () => {
  const proxied = await createTestApp({ clock: clock.now, config: { trustProxy: ['127.0.0.1'], rateLimit: LIMITS } });
  try {
    // The proxy at 127.0.0.1 appends the address it saw (203.0.113.60) to what the client sent.
    const attempt = (i: number) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/oauth/signin',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.60` },
        payload: { account: `f${i}`, password: 'wrong' },
      });
    for (let i = 0; i < LIMITS.signInPerAddress; i++) expect((await attempt(i)).statusCode).toBe(200);
    expect((await attempt(99)).statusCode).toBe(429);
  } finally {
    await proxied.close();
  }
}, APP_START_MS);

test('the counters are in the database: two servers on one database share them', async () => {
  const second = await buildApp({ db: t.db, config: t.config, clock: clock.now });
  try {
    const headers = { 'x-forwarded-for': '203.0.113.20' };
    for (let i = 0; i < LIMITS.signInPerAddress; i++) {
      const app = i % 2 === 0 ? t.app : second;
      const response = await app.inject({
        method: 'POST',
        url: '/api/oauth/signin',
        headers,
        payload: { account: `two${i}`, password: 'x' },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await second.inject({
      method: 'POST',
      url: '/api/oauth/signin',
      headers,
      payload: { account: 'two-next', password: 'x' },
    });
    expect(refused.statusCode).toBe(429);
  } finally {
    await second.close();
  }
}, APP_START_MS);

test('captchas are limited per client address', async () => {
  for (let i = 0; i < LIMITS.captchaPerAddress; i++) expect((await newCaptcha('203.0.113.30')).statusCode).toBe(200);
  expectLimited(await newCaptcha('203.0.113.30'), 50);
  expect((await newCaptcha('203.0.113.31')).statusCode).toBe(200);
});

test('only the newest captchas of an address are kept, and expired ones are deleted', async () => {
  const tokens = [];
  for (let i = 0; i < 5; i++) tokens.push((await newCaptcha('203.0.113.40')).json().data.token);
  expect(await t.db.select().from(captchas).where(eq(captchas.ip, '203.0.113.40'))).toHaveLength(3);

  const answer = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/signin',
      headers: { token, 'x-forwarded-for': '203.0.113.40' },
      payload: { account: 'admin', password: ADMIN_PASSWORD, validateCode: 'acde' },
    });
  expect((await answer(tokens[0])).json().data.loginFlag).toBe(2);
  expect((await answer(tokens[4])).json().data.loginFlag).toBe(0);

  clock.advance(6 * 60_000);
  await newCaptcha('203.0.113.41');
  const left = await t.db.select().from(captchas);
  expect(left.map((row) => row.ip)).toEqual(['203.0.113.41']);
});
