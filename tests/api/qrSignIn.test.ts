/**
 * QR-code sign-in: a ticket for the desktop browser, confirmed or refused by a user signed in on
 * the mini-portal; the desktop's poll signs in exactly that user on its own cookie jar, once;
 * expiry at two minutes by the app's clock; unknown, used and refused tickets; who may confirm
 * (a session, an enabled and unlocked account); the operation log; the limit on new tickets.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sha256Hex } from '../../server/crypto';
import { USER_DISABLED, USER_ENABLED, qrTickets, signInAttempts, userDevices, users } from '../../server/db/schema';
import { QR_POLL_STATUS, QR_TICKET_TTL_MS, QR_TICKETS_PER_ADDRESS } from '../../server/plugins/qrSignIn/constants';
import { miniPortalProvider, qrProviderOf } from '../../server/plugins/qrSignIn/providers';
import { DEVICE_COOKIE } from '../../server/plugins/devices/identity';
import { SESSION_COOKIE } from '../../server/plugins/session';
import {
  APP_START_MS,
  EN,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  manualClock,
  sessionCookieOf,
  type TestApp,
} from './helpers';

const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
let t: TestApp;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
/** The desktop browser that shows the QR code: its own device key, no session. */
const DESKTOP_KEY = 'desktop'.padEnd(43, '0');
const DESKTOP = { cookie: `${DEVICE_COOKIE}=${DESKTOP_KEY}`, 'user-agent': CHROME_WINDOWS, ...EN };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  alice = await createSignedInUser(t, { account: 'qr_alice', name: 'Alice' });
  bob = await createSignedInUser(t, { account: 'qr_bob', name: 'Bob' });
}, APP_START_MS);
afterAll(() => t.close());

let address = 0;
/** A new ticket asked for by the desktop, each from an address of its own (the limit is per address). */
async function newTicket(): Promise<{ ticket: string; url: string; expiresAt: string; pollMs: number }> {
  address += 1;
  const response = await t.app.inject({ method: 'POST', url: '/api/oauth/qrTicket', headers: DESKTOP, payload: {}, remoteAddress: `198.51.100.${address}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const poll = (ticket: string, headers: Record<string, string> = DESKTOP) =>
  t.app.inject({ method: 'GET', url: `/api/oauth/callbackQR?ticket=${encodeURIComponent(ticket)}`, headers });
const confirm = (cookie: string, ticket: string) => as(t.app, cookie, EN).post(`/api/qrTickets/${encodeURIComponent(ticket)}/confirm`);
const refuse = (cookie: string, ticket: string) => as(t.app, cookie, EN).post(`/api/qrTickets/${encodeURIComponent(ticket)}/refuse`);
const requester = (cookie: string, ticket: string) => as(t.app, cookie, EN).get(`/api/qrTickets/${encodeURIComponent(ticket)}`);

function expectPoll(response: LightMyRequestResponse, status: number, msg: string) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status, msg, data: null });
  expect(sessionCookieOf(response)).toBeUndefined();
}

const currentAccount = async (cookie: string) => (await as(t.app, cookie).post('/api/oauth/currentUser')).json().data?.account;

test('a ticket is a one-time token valid two minutes, with the mini-portal address to encode and a poll hint', async () => {
  const answer = await newTicket();
  expect(answer.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(answer.url).toBe(`http://localhost:80/#/mini-portal/page?qr=${answer.ticket}`);
  expect(new Date(answer.expiresAt).getTime() - clock.now().getTime()).toBe(QR_TICKET_TTL_MS);
  expect(answer.pollMs).toBeGreaterThan(0);
  // Only the ticket's digest is stored, with the browser that asked.
  const [row] = await t.db.select().from(qrTickets).where(eq(qrTickets.tokenHash, sha256Hex(answer.ticket)));
  expect(row).toMatchObject({ status: 'pending', userAgent: CHROME_WINDOWS, ip: `198.51.100.${address}`, confirmedBy: null });
});

test('the provider is mini-portal by default; an unknown QR_PROVIDER is refused at start', () => {
  expect(qrProviderOf(undefined)).toBe(miniPortalProvider);
  expect(qrProviderOf(' mini-portal ')).toBe(miniPortalProvider);
  expect(() => qrProviderOf('wechat')).toThrow('QR_PROVIDER must be one of mini-portal, got "wechat"');
  expect(miniPortalProvider.ticketUrl('a-b_c', 'https://fssc.example.com')).toBe('https://fssc.example.com/#/mini-portal/page?qr=a-b_c');
});

test('a pending ticket answers "waiting" and signs nobody in', async () => {
  const { ticket } = await newTicket();
  expectPoll(await poll(ticket), QR_POLL_STATUS.waiting, 'Waiting for confirmation on the phone');
  expectPoll(await poll(ticket), QR_POLL_STATUS.waiting, 'Waiting for confirmation on the phone');
});

test('the phone sees who asks; confirming signs in that user on the polling browser, once', async () => {
  const { ticket } = await newTicket();
  const shown = await requester(alice.cookie, ticket);
  expect(shown.json()).toEqual({
    success: true,
    data: {
      browser: 'Chrome 120',
      os: 'Windows 10',
      deviceType: 'desktop',
      ip: `198.51.100.${address}`,
      askedAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + QR_TICKET_TTL_MS).toISOString(),
    },
  });

  clock.advance(30_000);
  expect((await confirm(alice.cookie, ticket)).json()).toEqual({ success: true, data: { status: 'confirmed' } });
  const signedIn = await poll(ticket);
  expect(signedIn.json()).toEqual({ status: 200, msg: 'ok', data: { loginFlag: 0, loginMsg: 'ok' } });
  const session = sessionCookieOf(signedIn);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const desktopCookie = `${SESSION_COOKIE}=${session!.value}`;
  expect(await currentAccount(desktopCookie)).toBe('qr_alice');
  // The phone's session goes on, and is not the desktop's.
  expect(await currentAccount(alice.cookie)).toBe('qr_alice');
  expect(desktopCookie).not.toBe(alice.cookie);
  // Recorded on the desktop browser's device, like a password sign-in there.
  const devices = await t.db.select().from(userDevices).where(eq(userDevices.keyHash, sha256Hex(DESKTOP_KEY)));
  expect(devices.map((d) => [d.userId, d.browser, d.os])).toEqual([[alice.id, 'Chrome 120', 'Windows 10']]);
  expect(signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toBe(DESKTOP_KEY);

  // Used up: a second poll and a second confirmation get nothing.
  expectPoll(await poll(ticket), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
  expectError(await confirm(alice.cookie, ticket), 410, 'The QR code has expired or was already answered');
  expectError(await requester(alice.cookie, ticket), 410, 'The QR code has expired or was already answered');

  const logged = (await auditRows(t.db, 'auth.qrSignin')).at(-1)!;
  expect(logged).toMatchObject({ userId: alice.id, account: 'qr_alice', result: 'success', userAgent: CHROME_WINDOWS });
  // The confirmation and the refused second one, without the ticket itself.
  const confirmations = await auditRows(t.db, 'qrSignIn.confirm');
  expect(confirmations.map((row) => [row.userId, row.result])).toEqual([
    [alice.id, 'success'],
    [alice.id, 'failure'],
  ]);
  expect(JSON.stringify(confirmations)).not.toContain(ticket);
});

test('two phones answering at once: one wins, the other is told the code was answered', async () => {
  const { ticket } = await newTicket();
  const answers = await Promise.all([confirm(alice.cookie, ticket), confirm(bob.cookie, ticket)]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  const winner = answers[0].statusCode === 200 ? 'qr_alice' : 'qr_bob';
  const session = sessionCookieOf(await poll(ticket))!;
  expect(await currentAccount(`${SESSION_COOKIE}=${session.value}`)).toBe(winner);
});

test('a refused ticket tells the desktop so, signs nobody in, and cannot be confirmed afterwards', async () => {
  const { ticket } = await newTicket();
  expect((await refuse(bob.cookie, ticket)).json()).toEqual({ success: true, data: { status: 'refused' } });
  expectPoll(await poll(ticket), QR_POLL_STATUS.refused, 'Sign-in was refused on the phone; refresh the QR code');
  expectError(await confirm(alice.cookie, ticket), 410, 'The QR code has expired or was already answered');
  expectPoll(await poll(ticket), QR_POLL_STATUS.refused, 'Sign-in was refused on the phone; refresh the QR code');
  expect((await auditRows(t.db, 'qrSignIn.refuse')).at(-1)).toMatchObject({ userId: bob.id, result: 'success' });
  expect((await auditRows(t.db, 'qrSignIn.confirm')).at(-1)).toMatchObject({ userId: alice.id, result: 'failure' });
});

test('a ticket expires two minutes after it was made, by the app clock', async () => {
  const { ticket } = await newTicket();
  clock.advance(QR_TICKET_TTL_MS - 1000);
  expectPoll(await poll(ticket), QR_POLL_STATUS.waiting, 'Waiting for confirmation on the phone');
  clock.advance(1000);
  expectPoll(await poll(ticket), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
  expectError(await requester(alice.cookie, ticket), 410, 'The QR code has expired or was already answered');
  expectError(await confirm(alice.cookie, ticket), 410, 'The QR code has expired or was already answered');
  expectPoll(await poll(ticket), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
});

test('a ticket confirmed in its last seconds still signs in at the next poll; one collected too late does not', async () => {
  const { ticket } = await newTicket();
  clock.advance(QR_TICKET_TTL_MS - 1000);
  expect((await confirm(alice.cookie, ticket)).statusCode).toBe(200);
  clock.advance(3000);
  expect((await poll(ticket)).json().status).toBe(200);

  const late = await newTicket();
  clock.advance(QR_TICKET_TTL_MS - 1000);
  expect((await confirm(alice.cookie, late.ticket)).statusCode).toBe(200);
  clock.advance(60_000);
  expectPoll(await poll(late.ticket), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
});

test('an unknown ticket looks expired to the desktop and is not found on the phone', async () => {
  expectPoll(await poll('no-such-ticket'), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
  expectError(await requester(alice.cookie, 'no-such-ticket'), 404, 'The QR code does not exist or has expired');
  expectError(await confirm(alice.cookie, 'no-such-ticket'), 404, 'The QR code does not exist or has expired');
  expectError(await refuse(alice.cookie, 'no-such-ticket'), 404, 'The QR code does not exist or has expired');
  expectError(await as(t.app, undefined, EN).get('/api/oauth/callbackQR'), 400, 'ticket is required');
  expectError(await as(t.app, undefined, EN).get(`/api/oauth/callbackQR?ticket=${'x'.repeat(129)}`), 400, 'ticket must be at most 128 characters');
});

test('seeing, confirming and refusing need a session', async () => {
  const { ticket } = await newTicket();
  await expectUnauthorized(t.app, [
    { method: 'GET', url: `/api/qrTickets/${ticket}` },
    { method: 'POST', url: `/api/qrTickets/${ticket}/confirm`, payload: {} },
    { method: 'POST', url: `/api/qrTickets/${ticket}/refuse`, payload: {} },
  ]);
  expectPoll(await poll(ticket), QR_POLL_STATUS.waiting, 'Waiting for confirmation on the phone');
});

test('a disabled user cannot confirm; a locked one neither; an account disabled after confirming signs nobody in', async () => {
  const carol = await createSignedInUser(t, { account: 'qr_carol' });
  const { ticket } = await newTicket();
  await t.db.update(users).set({ status: USER_DISABLED }).where(eq(users.id, carol.id));
  expect((await confirm(carol.cookie, ticket)).statusCode).toBe(401);

  const dave = await createSignedInUser(t, { account: 'qr_dave' });
  await t.db.insert(signInAttempts).values({ accountKey: 'qr_dave', failures: 5, lockedUntil: new Date(clock.now().getTime() + 600_000), lastAttemptAt: clock.now() });
  expectError(await confirm(dave.cookie, ticket), 403, 'Your account is locked; it cannot confirm a QR sign-in now');
  await t.db.delete(signInAttempts).where(eq(signInAttempts.accountKey, 'qr_dave'));
  expectPoll(await poll(ticket), QR_POLL_STATUS.waiting, 'Waiting for confirmation on the phone');

  const erin = await createSignedInUser(t, { account: 'qr_erin' });
  expect((await confirm(erin.cookie, ticket)).statusCode).toBe(200);
  await t.db.update(users).set({ status: USER_DISABLED }).where(eq(users.id, erin.id));
  expectPoll(await poll(ticket), QR_POLL_STATUS.refused, 'The confirming account is disabled or locked; refresh the QR code');
  expectPoll(await poll(ticket), QR_POLL_STATUS.expired, 'The QR code has expired; refresh it');
  expect((await auditRows(t.db, 'auth.qrSignin')).at(-1)).toMatchObject({ userId: erin.id, result: 'failure' });
  await t.db.update(users).set({ status: USER_ENABLED }).where(eq(users.id, erin.id));
});

test('a device blocked for the confirming account is refused like at a password sign-in', async () => {
  const frank = await createSignedInUser(t, { account: 'qr_frank' });
  const first = await newTicket();
  await confirm(frank.cookie, first.ticket);
  expect((await poll(first.ticket)).json().status).toBe(200);
  const franksDesktop = and(eq(userDevices.keyHash, sha256Hex(DESKTOP_KEY)), eq(userDevices.userId, frank.id));
  await t.db.update(userDevices).set({ blockedAt: clock.now() }).where(franksDesktop);
  const second = await newTicket();
  await confirm(frank.cookie, second.ticket);
  const refused = await poll(second.ticket);
  expect(refused.json()).toMatchObject({ status: QR_POLL_STATUS.refused, data: null });
  expect(sessionCookieOf(refused)).toBeUndefined();
  expect((await auditRows(t.db, 'auth.qrSignin')).at(-1)).toMatchObject({ userId: frank.id, result: 'failure' });
});

test('new tickets are limited per client address (429 with Retry-After); old tickets are deleted', async () => {
  const ask = () => t.app.inject({ method: 'POST', url: '/api/oauth/qrTicket', headers: EN, payload: {}, remoteAddress: '203.0.113.77' });
  for (let i = 0; i < QR_TICKETS_PER_ADDRESS; i++) expect((await ask()).statusCode).toBe(200);
  const refused = await ask();
  expectError(refused, 429, /^Too many requests; try again in \d+ seconds?$/, 'RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // Another address is not held back.
  expect((await newTicket()).ticket).toBeTruthy();

  clock.advance(24 * 3600 * 1000);
  await newTicket();
  const left = await t.db.select({ id: qrTickets.id }).from(qrTickets);
  expect(left).toHaveLength(1);
});

test('odd tickets (NUL, a lone surrogate, long text) answer 400 naming the field, never 5xx', async () => {
  const { cookie } = alice;
  // As sent in the address: NUL, a lone surrogate (as UTF-8 and as %uD800), long text, a bare %, a path.
  for (const encoded of ['a%00b', '%ED%A0%80', '%uD800', 'x'.repeat(5000), '%', '..%2F..%2Fetc']) {
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/oauth/callbackQR?ticket=${encoded}`, headers: EN }),
      await t.app.inject({ method: 'GET', url: `/api/qrTickets/${encoded}`, headers: { ...EN, cookie } }),
      await t.app.inject({ method: 'POST', url: `/api/qrTickets/${encoded}/confirm`, headers: { ...EN, cookie }, payload: {} }),
      await t.app.inject({ method: 'POST', url: `/api/qrTickets/${encoded}/refuse`, headers: { ...EN, cookie }, payload: {} }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(500);
      if (answer.statusCode >= 400) expect(answer.json()).toMatchObject({ success: false, status: answer.statusCode });
    }
  }
  expectError(await as(t.app, undefined, EN).post('/api/oauth/qrTicket', { extra: 1 }), 400, 'unknown field extra');
});
