/**
 * User devices and sessions: the device a sign-in comes from (its cookie, its row per account, the
 * user agent read), the new-device message, a blocked device refused at sign-in, revoking a device
 * or a session ending it at once (in this server process and, on PostgreSQL, in another), the
 * administrators' list within their data scope, the escalation rule, and the caller's own side.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { sha256Hex } from '../../server/crypto';
import { linkAccount } from '../../server/db/repositories/accountLinks';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { messages, sessions, userDevices } from '../../server/db/schema';
import { DEVICE_MESSAGE_GROUP } from '../../server/plugins/devices/constants';
import { DEVICE_COOKIE } from '../../server/plugins/devices/identity';
import { describeDevice, givenDeviceName, localTimeText } from '../../server/plugins/devices/userAgent';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import { SESSION_COOKIE } from '../../server/plugins/session';
import { ADMIN_PASSWORD, APP_START_MS, as, auditRows, createTestApp, createUser, EN, expectError, expectUnauthorized, manualClock, onPostgres, secondProcess, type TestApp, USER_PASSWORD } from './helpers';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0';

describe('describeDevice (the user agent read by ua-parser-js)', () => {
  test('names a device "<browser> on <os>" with the browser’s major version and the system’s version', () => {
    expect(describeDevice(CHROME_WINDOWS)).toEqual({ name: 'Chrome on Windows', browser: 'Chrome 120', os: 'Windows 10', deviceType: 'desktop' });
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ name: 'Mobile Safari on iOS', browser: 'Mobile Safari 17', os: 'iOS 17.1', deviceType: 'mobile' });
    expect(describeDevice(FIREFOX_LINUX)).toEqual({ name: 'Firefox on Linux', browser: 'Firefox 115', os: 'Linux', deviceType: 'desktop' });
  });

  test('a name given at sign-in wins, trimmed and cut to the column; a bare client kind or a blank one is no name', () => {
    expect(describeDevice(CHROME_WINDOWS, '  Finance laptop ').name).toBe('Finance laptop');
    expect(describeDevice(CHROME_WINDOWS, 'x'.repeat(100)).name).toBe('x'.repeat(64));
    expect(describeDevice(CHROME_WINDOWS, 'web').name).toBe('Chrome on Windows');
    expect(describeDevice(CHROME_WINDOWS, 'WEB').name).toBe('Chrome on Windows');
    expect(givenDeviceName('   ')).toBeNull();
    expect(givenDeviceName(undefined)).toBeNull();
  });

  test('an unknown or missing user agent tells nothing', () => {
    expect(describeDevice('curl/8.0')).toEqual({ name: null, browser: null, os: null, deviceType: 'other' });
    expect(describeDevice(undefined)).toEqual({ name: null, browser: null, os: null, deviceType: 'other' });
    expect(describeDevice('', 'Kiosk 3').name).toBe('Kiosk 3');
  });

  test('a time in a message carries its offset', () => {
    expect(localTimeText(new Date(2025, 3, 1, 9, 5, 7))).toMatch(/^2025-04-01 09:05:07 \(UTC[+-]\d\d:\d\d\)$/);
  });
});

const clock = manualClock(new Date('2025-04-01T08:00:00Z'));
let t: TestApp;
const org = {} as Record<'root' | 'east' | 'west', Org>;
const id = {} as Record<'alice' | 'bob' | 'carol' | 'manager' | 'wide' | 'plain', number>;
/** A browser key per name, made up like the server's (43 base64url characters). */
const KEY = (name: string) => name.padEnd(43, '0');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  const child = (orgNo: string) => insertOrg(t.db, { parentId: org.root.id, orgNo, name: orgNo, nameEn: orgNo }, org.root.path, new Date());
  org.east = await child('DV_EAST');
  org.west = await child('DV_WEST');
  const role = async (roleCode: string, dataScope: (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE], actions: string[]) => {
    const roleId = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, nameEn: roleCode, dataScope }))!;
    if (actions.length) await grantModuleActions(t.db, roleId, 'userDevice', actions);
  };
  await role('dv_manager', DATA_SCOPE.ownOrg, ['view', 'update']);
  await role('dv_wide', DATA_SCOPE.all, ['view', 'update']);
  await role('dv_viewer', DATA_SCOPE.all, ['view']);
  id.alice = await createUser(t.db, { account: 'dv_alice', name: 'Alice', orgId: org.east.id });
  id.bob = await createUser(t.db, { account: 'dv_bob', name: 'Bob', orgId: org.east.id });
  id.carol = await createUser(t.db, { account: 'dv_carol', name: 'Carol', orgId: org.west.id });
  id.manager = await createUser(t.db, { account: 'dv_manager', orgId: org.east.id, roles: ['dv_manager'] });
  id.wide = await createUser(t.db, { account: 'dv_wide', orgId: org.east.id, roles: ['dv_wide'] });
  id.plain = await createUser(t.db, { account: 'dv_plain', orgId: org.east.id, roles: ['dv_viewer'] });
}, APP_START_MS);
afterAll(() => t?.close());

interface Browser {
  /** The device key the browser holds (none before its first sign-in). */
  key?: string;
  userAgent?: string;
  ip?: string;
}

/** Signs in from a browser as a real one does: it sends the device cookie it holds and keeps the one it is given. */
async function signInFrom(browser: Browser, account: string, password = USER_PASSWORD, device?: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/signin',
    headers: {
      ...EN,
      ...(browser.key ? { cookie: `${DEVICE_COOKIE}=${browser.key}` } : {}),
      ...(browser.userAgent ? { 'user-agent': browser.userAgent } : {}),
      ...(browser.ip ? { 'x-forwarded-for': browser.ip } : {}),
    },
    payload: { device, account, password, validateCode: '' },
  });
  const deviceCookie = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  if (deviceCookie) browser.key = deviceCookie.value;
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  return { response, deviceCookie, cookie: session ? `${SESSION_COOKIE}=${session.value}` : undefined };
}

async function signedIn(browser: Browser, account: string, password = USER_PASSWORD) {
  const { response, cookie } = await signInFrom(browser, account, password);
  expect(response.json().data).toEqual({ loginFlag: 0, loginMsg: 'ok' });
  // The browser sends its device cookie with every API call too.
  return as(t.app, `${cookie!}; ${DEVICE_COOKIE}=${browser.key!}`, EN);
}

async function ok(response: LightMyRequestResponse | Promise<LightMyRequestResponse>) {
  const { statusCode, body, json } = await response;
  expect({ statusCode, body: statusCode === 200 ? '' : body }).toEqual({ statusCode: 200, body: '' });
  return json().data;
}

const devicesOf = (userId: number) => t.db.select().from(userDevices).where(eq(userDevices.userId, userId)).orderBy(asc(userDevices.id));
const newDeviceMessages = (userId: number) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.group, DEVICE_MESSAGE_GROUP)))
    .orderBy(asc(messages.id));
const stillSignedIn = async (caller: ReturnType<typeof as>) => (await caller.get('/api/user/devices')).statusCode;

const admin = () => signedIn({ key: KEY('admin-browser') }, 'admin', ADMIN_PASSWORD);

describe('recording the device at sign-in', () => {
  test('the first sign-in of a browser gives it a device cookie; only its digest is stored, with what its user agent says', async () => {
    const browser: Browser = { userAgent: CHROME_WINDOWS, ip: '203.0.113.5' };
    const { response, deviceCookie, cookie } = await signInFrom(browser, 'dv_alice');
    expect(response.json().data.loginFlag).toBe(0);
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 365 * 24 * 3600 });
    expect(deviceCookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The session cookie comes first (clients that read one Set-Cookie take the session).
    expect(response.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE, DEVICE_COOKIE]);

    const [device] = await devicesOf(id.alice);
    expect(device).toMatchObject({
      keyHash: sha256Hex(browser.key!),
      name: 'Chrome on Windows',
      browser: 'Chrome 120',
      os: 'Windows 10',
      deviceType: 'desktop',
      userAgent: CHROME_WINDOWS,
      lastIp: expect.any(String),
      blockedAt: null,
      firstSeenAt: clock.now(),
      lastSeenAt: clock.now(),
    });
    expect(JSON.stringify(device)).not.toContain(browser.key);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(cookie!.split('=')[1])));
    expect(session.deviceId).toBe(device.id);
    // The sign-in's operation-log row names the account; the device is the one recorded.
    const [row] = (await auditRows(t.db, 'auth.signin')).filter((r) => r.userId === id.alice);
    expect(row.result).toBe('success');
  });

  test('signing in again from the same browser refreshes the same device and renews its cookie', async () => {
    expect(await devicesOf(id.alice)).toHaveLength(1);
    const again: Browser = { key: KEY('alice-laptop'), userAgent: CHROME_WINDOWS };
    await signedIn(again, 'dv_alice');
    const before = await devicesOf(id.alice);
    expect(before).toHaveLength(2);
    clock.advance(60_000);
    const { deviceCookie } = await signInFrom(again, 'dv_alice', USER_PASSWORD, 'My laptop');
    expect(deviceCookie?.value).toBe(KEY('alice-laptop'));
    const after = await devicesOf(id.alice);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ id: before[1].id, name: 'My laptop', lastSeenAt: clock.now(), firstSeenAt: before[1].firstSeenAt });
    // A later sign-in without a name keeps the one given.
    await signedIn(again, 'dv_alice');
    expect((await devicesOf(id.alice))[1].name).toBe('My laptop');
  });

  test('a malformed device cookie is replaced by a new key', async () => {
    const browser: Browser = { key: 'short' };
    const { deviceCookie } = await signInFrom(browser, 'dv_bob');
    expect(deviceCookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceCookie!.value).not.toBe('short');
  });

  test('one browser signed in to two accounts is a device of each', async () => {
    const shared: Browser = { key: KEY('shared'), userAgent: FIREFOX_LINUX };
    await signedIn(shared, 'dv_bob');
    await signedIn(shared, 'dv_carol');
    const bobs = (await devicesOf(id.bob)).filter((d) => d.keyHash === sha256Hex(KEY('shared')));
    const carols = (await devicesOf(id.carol)).filter((d) => d.keyHash === sha256Hex(KEY('shared')));
    expect(bobs).toHaveLength(1);
    expect(carols).toHaveLength(1);
    expect(bobs[0].id).not.toBe(carols[0].id);
  });
});

describe('the new-device message', () => {
  test('is sent once, the first time an account signs in from a device it never used, naming the device, browser, system, address and time', async () => {
    const first: Browser = { key: KEY('eve-first'), userAgent: CHROME_WINDOWS };
    const eve = await createUser(t.db, { account: 'dv_eve', orgId: org.east.id });
    await signedIn(first, 'dv_eve');
    await signedIn(first, 'dv_eve');
    expect(await newDeviceMessages(eve)).toEqual([]);

    const phone: Browser = { key: KEY('eve-phone'), userAgent: SAFARI_IPHONE, ip: '198.51.100.7' };
    await signedIn(phone, 'dv_eve');
    await signedIn(phone, 'dv_eve');
    const sent = await newDeviceMessages(eve);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: '新设备登录提醒：Mobile Safari on iOS', link: '/personalCenter', level: 2, readAt: null });
    expect(sent[0].content).toContain('Mobile Safari 17');
    expect(sent[0].content).toContain('iOS 17.1');
    expect(sent[0].content).toContain(localTimeText(clock.now()));
    expect(sent[0].content).toContain('个人中心');
    // The user reads it among their messages.
    const caller = await signedIn(phone, 'dv_eve');
    const inbox = await ok(caller.get('/api/message/getUserMessage'));
    expect(inbox.list.map((m: { title: string }) => m.title)).toContain('新设备登录提醒：Mobile Safari on iOS');
  });
});

describe('revoking and blocking', () => {
  test('revoking a device ends all its sessions at once; the user’s other devices stay signed in', async () => {
    const a: Browser = { key: KEY('frank-a'), userAgent: CHROME_WINDOWS };
    const b: Browser = { key: KEY('frank-b'), userAgent: FIREFOX_LINUX };
    const frank = await createUser(t.db, { account: 'dv_frank', orgId: org.east.id });
    const a1 = await signedIn(a, 'dv_frank');
    const a2 = await signedIn(a, 'dv_frank');
    const b1 = await signedIn(b, 'dv_frank');
    const [deviceA] = (await devicesOf(frank)).filter((d) => d.keyHash === sha256Hex(a.key!));
    const api = await admin();
    const listed = await ok(api.get(`/api/userDevices?userId=${frank}`));
    expect(listed.list.find((d: { id: number }) => d.id === deviceA.id)).toMatchObject({ activeSessions: 2, blocked: false, user: { id: frank, account: 'dv_frank' } });

    expect(await ok(api.post(`/api/userDevices/${deviceA.id}/revoke`))).toEqual({ revoked: 2, signedOut: false });
    expect(await stillSignedIn(a1)).toBe(401);
    expect(await stillSignedIn(a2)).toBe(401);
    expect(await stillSignedIn(b1)).toBe(200);
    const [row] = (await auditRows(t.db, 'userDevice.revoke')).slice(-1);
    expect(row).toMatchObject({ result: 'success', target: `${deviceA.id} dv_frank Chrome on Windows` });
    expect((row.detail as { revokedSessions: number[] }).revokedSessions).toHaveLength(2);
    expect((row.detail as { before: { activeSessions: number } }).before.activeSessions).toBe(2);
    // The device may sign in again (revoking is not blocking).
    await signedIn(a, 'dv_frank');

    const sessionsOfA = await ok(api.get(`/api/userDevices/${deviceA.id}/sessions`));
    expect(sessionsOfA.map((s: { active: boolean }) => s.active)).toEqual([true, false, false]);
  });

  test('revoking one session ends it alone', async () => {
    const a: Browser = { key: KEY('gina-a'), userAgent: CHROME_WINDOWS };
    const gina = await createUser(t.db, { account: 'dv_gina', orgId: org.east.id });
    const s1 = await signedIn(a, 'dv_gina');
    const s2 = await signedIn(a, 'dv_gina');
    const [device] = await devicesOf(gina);
    const api = await admin();
    const [newest] = await ok(api.get(`/api/userDevices/${device.id}/sessions`));
    expect(await ok(api.post(`/api/sessions/${newest.id}/revoke`))).toEqual({ revoked: 1, signedOut: false });
    expect(await stillSignedIn(s2)).toBe(401);
    expect(await stillSignedIn(s1)).toBe(200);
    // Again: nothing left to end.
    expect(await ok(api.post(`/api/sessions/${newest.id}/revoke`))).toEqual({ revoked: 0, signedOut: false });
    expect((await auditRows(t.db, 'session.revoke')).slice(-1)[0]).toMatchObject({ result: 'success', target: `${newest.id} dv_gina` });
    expectError(await api.post('/api/sessions/999999/revoke'), 404, 'Session not found');
  });

  test('a blocked device is signed out at once and refused at sign-in with its own answer, logged; unblocked, it signs in again', async () => {
    const a: Browser = { key: KEY('hank-a'), userAgent: CHROME_WINDOWS };
    const other: Browser = { key: KEY('hank-b'), userAgent: FIREFOX_LINUX };
    const hank = await createUser(t.db, { account: 'dv_hank', orgId: org.east.id });
    const session = await signedIn(a, 'dv_hank');
    const [device] = await devicesOf(hank);
    const api = await admin();
    const blocked = await ok(api.post(`/api/userDevices/${device.id}/block`));
    expect(blocked).toMatchObject({ id: device.id, blocked: true, blockedAt: clock.now().toISOString(), activeSessions: 0 });
    expect(await stillSignedIn(session)).toBe(401);

    const refused = await signInFrom(a, 'dv_hank');
    expect(refused.response.json().data).toEqual({
      loginFlag: 5,
      loginMsg: 'This device is blocked from signing in to this account; ask an administrator if this is unexpected',
    });
    expect(refused.cookie).toBeUndefined();
    const [logged] = (await auditRows(t.db, 'auth.signin')).filter((row) => row.userId === hank && row.result === 'failure');
    expect(logged.errorMessage).toBe('此设备已被禁止登录该账号，如有疑问请联系管理员');
    expect(logged.detail).toMatchObject({ loginFlag: 5, password: '***' });
    // A wrong password from it still says only that the password is wrong.
    expect((await signInFrom(a, 'dv_hank', 'Wrong#Pass9')).response.json().data.loginFlag).toBe(1);
    // Another device of the account, and the same browser for another account, are not blocked.
    await signedIn(other, 'dv_hank');
    await signedIn({ key: a.key }, 'dv_bob');
    const [blockRow] = (await auditRows(t.db, 'userDevice.block')).slice(-1);
    expect(blockRow.detail).toMatchObject({ before: { blockedAt: null }, after: { blockedAt: clock.now().toISOString() } });

    expect(await ok(api.post(`/api/userDevices/${device.id}/unblock`))).toMatchObject({ blocked: false, blockedAt: null });
    await signedIn(a, 'dv_hank');
    expect(await ok(api.get(`/api/userDevices?userId=${hank}&state=blocked`))).toEqual({ list: [], total: 0 });
  });

  test('an administrator cannot block the device they are using', async () => {
    const browser: Browser = { key: KEY('admin-own') };
    const api = await signedIn(browser, 'admin', ADMIN_PASSWORD);
    const [mine] = await t.db.select().from(userDevices).where(eq(userDevices.keyHash, sha256Hex(KEY('admin-own'))));
    expectError(await api.post(`/api/userDevices/${mine.id}/block`), 409, 'You cannot block the device you are using');
  });

  test('switching to a linked account carries the device; a device blocked for the target refuses the switch', async () => {
    const ivy = await createUser(t.db, { account: 'dv_ivy', orgId: org.east.id });
    const shop = await createUser(t.db, { account: 'dv_shop', orgId: org.east.id });
    await linkAccount(t.db, ivy, shop);
    const browser: Browser = { key: KEY('ivy'), userAgent: CHROME_WINDOWS };
    const caller = await signedIn(browser, 'dv_ivy');
    const switched = await caller.post('/api/oauth/switchRetailAccount', { user: JSON.stringify({ account: 'dv_shop' }) });
    expect(switched.statusCode).toBe(200);
    const [shopDevice] = await devicesOf(shop);
    expect(shopDevice.keyHash).toBe(sha256Hex(KEY('ivy')));
    const newCookie = switched.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(newCookie.value)));
    expect(session.deviceId).toBe(shopDevice.id);

    const api = await admin();
    await ok(api.post(`/api/userDevices/${shopDevice.id}/block`));
    const again = await signedIn(browser, 'dv_ivy');
    expectError(await again.post('/api/oauth/switchRetailAccount', { user: JSON.stringify({ account: 'dv_shop' }) }), 403, 'This device is blocked from signing in to this account; ask an administrator if this is unexpected');
    expect(await stillSignedIn(again)).toBe(200);
  });
});

describe('the administrators’ list', () => {
  test('filters by user, browser, system, state and last seen; answers only within the data scope', async () => {
    const api = await admin();
    const all = await ok(api.get('/api/userDevices?pageSize=100'));
    expect(all.total).toBe(all.list.length);
    expect(all.list.map((d: { lastSeenAt: string }) => d.lastSeenAt)).toEqual(
      [...all.list.map((d: { lastSeenAt: string }) => d.lastSeenAt)].sort().reverse(),
    );
    const byKeyword = await ok(api.get('/api/userDevices?keyword=dv_ca'));
    expect(byKeyword.list.map((d: { user: { account: string } }) => d.user.account)).toEqual(['dv_carol']);
    expect(byKeyword.list[0].user.orgName).toBe('DV_WEST');
    const firefox = await ok(api.get('/api/userDevices?browser=firefox&pageSize=100'));
    expect(firefox.total).toBeGreaterThan(0);
    expect(firefox.list.every((d: { browser: string }) => d.browser.startsWith('Firefox'))).toBe(true);
    const ios = await ok(api.get('/api/userDevices?os=iOS'));
    expect(ios.list.map((d: { user: { account: string } }) => d.user.account)).toEqual(['dv_eve']);
    const later = new Date(clock.now().getTime() + 1000).toISOString();
    expect((await ok(api.get(`/api/userDevices?lastSeenFrom=${encodeURIComponent(later)}`))).total).toBe(0);
    expect((await ok(api.get(`/api/userDevices?lastSeenTo=${encodeURIComponent(later)}`))).total).toBe(all.total);
    expect((await ok(api.get('/api/userDevices?state=blocked'))).list.map((d: { user: { account: string } }) => d.user.account)).toEqual(['dv_shop']);
    expect((await ok(api.get('/api/userDevices?browser=%25'))).total).toBe(0);
  });

  test('a manager of one organisation sees and changes the devices of its users only; others answer 404', async () => {
    const manager = await signedIn({ key: KEY('manager') }, 'dv_manager');
    const { list } = await ok(manager.get('/api/userDevices?pageSize=100'));
    const accounts = new Set(list.map((d: { user: { account: string } }) => d.user.account));
    expect(accounts.has('dv_alice')).toBe(true);
    expect(accounts.has('dv_carol')).toBe(false);
    expect(accounts.has('admin')).toBe(false);
    const [carolsDevice] = await devicesOf(id.carol);
    expectError(await manager.get(`/api/userDevices/${carolsDevice.id}/sessions`), 404, 'Device not found');
    expectError(await manager.post(`/api/userDevices/${carolsDevice.id}/revoke`), 404, 'Device not found');
    expectError(await manager.post(`/api/userDevices/${carolsDevice.id}/block`), 404, 'Device not found');
    const [carolsSession] = await t.db.select().from(sessions).where(eq(sessions.deviceId, carolsDevice.id));
    expectError(await manager.post(`/api/sessions/${carolsSession.id}/revoke`), 404, 'Session not found');
    expect((await t.db.select().from(userDevices).where(eq(userDevices.id, carolsDevice.id)))[0].blockedAt).toBeNull();
    // Within the scope it goes through.
    const [bobsDevice] = await devicesOf(id.bob);
    expect(await ok(manager.post(`/api/userDevices/${bobsDevice.id}/revoke`))).toMatchObject({ signedOut: false });
  });

  test('without the module’s rights: 403 naming the right', async () => {
    const viewer = await signedIn({ key: KEY('plain') }, 'dv_plain');
    await ok(viewer.get('/api/userDevices'));
    const [device] = await devicesOf(id.alice);
    expectError(await viewer.post(`/api/userDevices/${device.id}/revoke`), 403, /^Forbidden: you lack the "update" right of module User devices \(userDevice\)$/, 'FORBIDDEN');
    const staff = await signedIn({ key: KEY('alice-laptop') }, 'dv_alice');
    expectError(await staff.get('/api/userDevices'), 403, /^Forbidden: you lack the "view" right of module User devices \(userDevice\)$/, 'FORBIDDEN');
  });

  test('a non-administrator with every device right does not touch an administrator’s devices or sessions', async () => {
    const wide = await signedIn({ key: KEY('wide') }, 'dv_wide');
    const adminSession = await admin();
    const [adminDevice] = await t.db.select().from(userDevices).where(eq(userDevices.keyHash, sha256Hex(KEY('admin-browser'))));
    const ADMINISTRATORS = /^Forbidden: only an administrator may change an administrator's account/;
    for (const action of ['revoke', 'block', 'unblock'])
      expectError(await wide.post(`/api/userDevices/${adminDevice.id}/${action}`), 403, ADMINISTRATORS, 'FORBIDDEN');
    const [adminSessionRow] = await t.db.select().from(sessions).where(eq(sessions.deviceId, adminDevice.id)).orderBy(asc(sessions.id));
    expectError(await wide.post(`/api/sessions/${adminSessionRow.id}/revoke`), 403, ADMINISTRATORS, 'FORBIDDEN');
    expect(await stillSignedIn(adminSession)).toBe(200);
    expect((await auditRows(t.db, 'userDevice.block')).slice(-1)[0]).toMatchObject({ result: 'failure', userId: id.wide });
  });
});

describe('the caller’s own devices and sessions', () => {
  test('lists the caller’s devices with their running sessions, this device and session marked', async () => {
    const laptop: Browser = { key: KEY('judy-laptop'), userAgent: CHROME_WINDOWS };
    const phone: Browser = { key: KEY('judy-phone'), userAgent: SAFARI_IPHONE };
    await createUser(t.db, { account: 'dv_judy', orgId: org.east.id });
    const onPhone = await signedIn(phone, 'dv_judy');
    const onLaptop = await signedIn(laptop, 'dv_judy');
    const mine = await ok(onLaptop.get('/api/user/devices'));
    expect(mine.otherSessions).toEqual([]);
    expect(mine.list.map((d: { name: string; current: boolean; activeSessions: number }) => [d.name, d.current, d.activeSessions])).toEqual([
      ['Chrome on Windows', true, 1],
      ['Mobile Safari on iOS', false, 1],
    ]);
    expect(mine.list[0].sessions).toEqual([{ id: expect.any(Number), createdAt: expect.any(String), expiresAt: expect.any(String), ip: expect.any(String), current: true }]);
    expect(mine.list[1].sessions[0].current).toBe(false);

    // Revoking the phone signs it out and leaves this one.
    const phoneId = mine.list[1].id;
    expect(await ok(onLaptop.post(`/api/user/devices/${phoneId}/revoke`))).toEqual({ revoked: 1, signedOut: false });
    expect(await stillSignedIn(onPhone)).toBe(401);
    expect((await auditRows(t.db, 'userDevice.revokeOwn')).slice(-1)[0]).toMatchObject({ result: 'success' });

    // Revoking the current session signs the caller out and clears the cookie.
    const current = mine.list[0].sessions[0].id;
    const response = await onLaptop.post(`/api/user/sessions/${current}/revoke`);
    expect(response.json().data).toEqual({ revoked: 1, signedOut: true });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await stillSignedIn(onLaptop)).toBe(401);
  });

  test('someone else’s device or session answers 404 and stays as it was', async () => {
    const bob = await signedIn({ key: KEY('bob-own') }, 'dv_bob');
    const alice = await signedIn({ key: KEY('alice-own') }, 'dv_alice');
    const [aliceDevice] = (await devicesOf(id.alice)).filter((d) => d.keyHash === sha256Hex(KEY('alice-own')));
    const [aliceSession] = await t.db.select().from(sessions).where(eq(sessions.deviceId, aliceDevice.id));
    expectError(await bob.post(`/api/user/devices/${aliceDevice.id}/revoke`), 404, 'Device not found');
    expectError(await bob.post(`/api/user/sessions/${aliceSession.id}/revoke`), 404, 'Session not found');
    expect(await stillSignedIn(alice)).toBe(200);
    const own = await ok(bob.get('/api/user/devices'));
    expect(own.list.every((d: { id: number }) => d.id !== aliceDevice.id)).toBe(true);
  });

  test('every route needs a session', async () => {
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/userDevices' },
      { method: 'GET', url: '/api/userDevices/1/sessions' },
      { method: 'POST', url: '/api/userDevices/1/revoke', payload: {} },
      { method: 'POST', url: '/api/userDevices/1/block', payload: {} },
      { method: 'POST', url: '/api/userDevices/1/unblock', payload: {} },
      { method: 'POST', url: '/api/sessions/1/revoke', payload: {} },
      { method: 'GET', url: '/api/user/devices' },
      { method: 'POST', url: '/api/user/devices/1/revoke', payload: {} },
      { method: 'POST', url: '/api/user/sessions/1/revoke', payload: {} },
    ]);
  });
});

onPostgres(
  'a device revoked through one server process is signed out on the very next call to another',
  async () => {
    const second = await secondProcess(t);
    try {
      const kim = await createUser(t.db, { account: 'dv_kim', orgId: org.east.id });
      const browser: Browser = { key: KEY('kim') };
      const { cookie } = await signInFrom(browser, 'dv_kim', USER_PASSWORD, undefined, second);
      const onSecond = as(second, cookie!, EN);
      expect(await stillSignedIn(onSecond)).toBe(200);
      // Warm: the second process has answered this session before the revocation.
      expect(await stillSignedIn(onSecond)).toBe(200);
      const [device] = await devicesOf(kim);
      expect(await ok((await admin()).post(`/api/userDevices/${device.id}/revoke`))).toEqual({ revoked: 1, signedOut: false });
      expect(await stillSignedIn(onSecond)).toBe(401);
    } finally {
      await second.close();
    }
  },
  APP_START_MS,
);
