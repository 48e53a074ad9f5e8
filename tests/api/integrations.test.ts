/**
 * Integrations: clients of other systems (module `integration`), their keys (answered once, kept
 * as a digest, rotated with a grace period, revoked), scopes, allowed addresses and rate limits;
 * the one guard of the key routes (intake, users read): every refusal answers one message and is
 * logged with its reason.
 */
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../server/crypto';
import { findOrgByNo } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { integrationKeys, users } from '../../server/db/schema';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  manualClock,
  signedInCookie,
  type TestApp,
} from './helpers';

// Now, as the task jobs the intake sends run on the database's time.
const clock = manualClock();
let t: TestApp;
let admin: ReturnType<typeof as>;

const REFUSED = 'The integration key is not valid for this call';

/** A call with a key (or none), from an address (127.0.0.1 unless told). */
const call = (
  method: 'GET' | 'POST',
  url: string,
  key: string | undefined,
  options: { payload?: object; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...EN, ...(key ? { authorization: `Bearer ${key}` } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
const intake = (key: string | undefined, sourceRef: string, remoteAddress?: string) =>
  call('POST', '/api/tasks/intake', key, {
    payload: { tasks: [{ typeCode: 'itReview', orgNo: 'FSSC', title: `Claim ${sourceRef}`, sourceRef }] },
    remoteAddress,
  });
const readUsers = (key: string | undefined, query = '', remoteAddress?: string) =>
  call('GET', `/api/integration/users${query}`, key, { remoteAddress });

interface Made {
  key: string;
  item: { id: number; name: string; keyPrefix: string; state: string };
}

async function makeClient(body: Record<string, unknown>): Promise<Made> {
  const response = await admin.post('/api/integrations', { sourceSystem: 'IT', scopes: ['tasks:create'], ...body });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The newest log row of an action. */
const lastRow = async (action: string) => (await auditRows(t.db, action)).at(-1)!;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = as(t.app, await signedInCookie(t.app), EN);
  expect((await admin.post('/api/taskTypes', { code: 'itReview', name: '审核', serviceHours: 24 })).statusCode).toBe(200);
}, APP_START_MS);
afterAll(() => t?.close());

describe('managing clients', () => {
  test('a new client answers its key once; the list, its filters and the log never show it', async () => {
    const made = await makeClient({
      name: 'Expense system',
      sourceSystem: 'EXP',
      scopes: ['tasks:create', 'users:read'],
      allowedAddresses: ['10.0.0.0/8', ' 127.0.0.1 ', '2001:db8::/32'],
      rateLimitPerMinute: 120,
    });
    expect(made.key).toMatch(/^fssc_[A-Za-z0-9_-]{43}$/);
    expect(made.item).toMatchObject({
      name: 'Expense system',
      sourceSystem: 'EXP',
      keyPrefix: made.key.slice(0, 12),
      scopes: ['tasks:create', 'users:read'],
      allowedAddresses: ['10.0.0.0/8', '127.0.0.1', '2001:db8::/32'],
      rateLimitPerMinute: 120,
      enabled: true,
      state: 'active',
      previousKeyExpiresAt: null,
      lastUsedAt: null,
      createdBy: { id: expect.any(Number), name: expect.any(String) },
    });
    const [stored] = await t.db.select().from(integrationKeys).where(eq(integrationKeys.id, made.item.id));
    expect(stored.keyHash).toBe(sha256Hex(made.key));

    const listed = await admin.get('/api/integrations?keyword=expense');
    expect(listed.body).not.toContain(made.key);
    expect(listed.body).not.toContain(stored.keyHash);
    expect(listed.json().data).toMatchObject({ total: 1, list: [{ id: made.item.id }] });
    expect((await admin.get('/api/integrations?state=revoked')).json().data.list).toEqual([]);
    const logged = await lastRow('integration.create');
    expect(logged).toMatchObject({ result: 'success', detail: { after: { name: 'Expense system', keyPrefix: made.key.slice(0, 12) } } });
    expect(JSON.stringify(logged)).not.toContain(made.key.slice(12));
  });

  test('addresses must be addresses or CIDR ranges (400 naming the entry); name, scopes and limit are checked', async () => {
    const body = { name: 'Bad', sourceSystem: 'BAD', scopes: ['tasks:create'] };
    for (const bad of ['300.1.1.1', '10.0.0.0/33', 'example.com', '10.0.0.0/08', '::1/129', '1.2.3.4/', 'fe80::1%eth0']) {
      expectError(await admin.post('/api/integrations', { ...body, allowedAddresses: ['127.0.0.1', bad] }), 400, `allowedAddresses[1]: ${bad} is not an IP address or a CIDR range (such as 10.0.0.0/8)`);
    }
    expectError(await admin.post('/api/integrations', { ...body, allowedAddresses: ['::1', '::1'] }), 400, 'allowedAddresses[1]: ::1 is listed twice');
    expectError(await admin.post('/api/integrations', { ...body, name: '  ' }), 400, 'name must not be empty');
    expectError(await admin.post('/api/integrations', { ...body, scopes: [] }), 400, /^scopes /);
    expectError(await admin.post('/api/integrations', { ...body, scopes: ['users:write'] }), 400, /^scopes/);
    expectError(await admin.post('/api/integrations', { ...body, rateLimitPerMinute: 0 }), 400, /^rateLimitPerMinute /);
    expectError(await admin.post('/api/integrations', { ...body, sourceSystem: 'has space' }), 400, /^sourceSystem /);
    expect((await auditRows(t.db, 'integration.create')).at(-1)).toMatchObject({ result: 'failure' });
  });

  test('edit changes everything but the key; enable and disable; delete removes the client', async () => {
    const made = await makeClient({ name: 'Editable' });
    const edited = await admin.put(`/api/integrations/${made.item.id}`, {
      name: 'Edited',
      scopes: ['users:read'],
      allowedAddresses: ['192.168.0.0/16'],
      rateLimitPerMinute: 5,
    });
    expect(edited.json().data).toMatchObject({ name: 'Edited', scopes: ['users:read'], allowedAddresses: ['192.168.0.0/16'], rateLimitPerMinute: 5, keyPrefix: made.item.keyPrefix });
    expectError(await admin.put(`/api/integrations/${made.item.id}`, { key: 'fssc_mine' }), 400, /key/);
    expectError(await admin.put(`/api/integrations/${made.item.id}`, { allowedAddresses: ['nope'] }), 400, /^allowedAddresses\[0\]: nope /);
    const disabled = await admin.put(`/api/integrations/${made.item.id}/enabled`, { enabled: false });
    expect(disabled.json().data).toMatchObject({ enabled: false, state: 'disabled' });
    expect((await lastRow('integration.disable')).target).toBe(`${made.item.id} Edited`);
    expect((await admin.put(`/api/integrations/${made.item.id}/enabled`, { enabled: true })).json().data.state).toBe('active');
    expect((await admin.del(`/api/integrations/${made.item.id}`)).statusCode).toBe(200);
    expectError(await admin.del(`/api/integrations/${made.item.id}`), 404, 'Integration client not found');
    expectError(await intake(made.key, 'DEL-1'), 401, REFUSED, 'UNAUTHORIZED');
  });

  test('managing clients needs the module’s rights', async () => {
    const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'it_viewer', name: 'x', dataScope: DATA_SCOPE.all }))!;
    await grantModuleActions(t.db, roleId, 'integration', ['view']);
    const viewer = as(t.app, (await createSignedInUser(t, { account: 'it_viewer', roles: ['it_viewer'] })).cookie, EN);
    expect((await viewer.get('/api/integrations')).statusCode).toBe(200);
    expectError(await viewer.post('/api/integrations', { name: 'x', sourceSystem: 'X', scopes: ['users:read'] }), 403, /lack the "create" right of module Integrations/, 'FORBIDDEN');
    expectError(await viewer.post('/api/integrations/1/rotate', {}), 403, /lack the "update" right/, 'FORBIDDEN');
    expectError(await viewer.del('/api/integrations/1'), 403, /lack the "delete" right/, 'FORBIDDEN');
    const staff = as(t.app, (await createSignedInUser(t, { account: 'it_staff', roles: ['staff'] })).cookie, EN);
    expectError(await staff.get('/api/integrations'), 403, /lack the "view" right of module Integrations/, 'FORBIDDEN');
  });
});

describe('calls with a key', () => {
  test('scopes: a users:read key is refused on the intake and a tasks:create key on the users read, with the same message', async () => {
    const tasksKey = (await makeClient({ name: 'Tasks only', scopes: ['tasks:create'] })).key;
    const usersKey = (await makeClient({ name: 'Users only', scopes: ['users:read'] })).key;
    expect((await intake(tasksKey, 'SC-1')).statusCode).toBe(200);
    expect((await readUsers(usersKey)).statusCode).toBe(200);
    expectError(await intake(usersKey, 'SC-2'), 403, REFUSED, 'FORBIDDEN');
    expectError(await readUsers(tasksKey), 403, REFUSED, 'FORBIDDEN');
    expect(await lastRow('integration.usersRead')).toMatchObject({
      result: 'failure',
      userId: null,
      account: 'Tasks only',
      detail: { reason: 'scope', key: 'Tasks only' },
      errorMessage: '客户端 Tasks only 没有权限范围 users:read',
    });
    expect(await lastRow('task.intake')).toMatchObject({ result: 'failure', account: 'Users only', detail: { reason: 'scope' } });
  });

  test('allowed addresses: a call from elsewhere answers 403; IPv4 ranges hold for IPv4-mapped IPv6 callers', async () => {
    const key = (await makeClient({ name: 'Office only', allowedAddresses: ['10.1.0.0/16', '2001:db8::1'] })).key;
    expect((await intake(key, 'AD-1', '10.1.2.3')).statusCode).toBe(200);
    expect((await intake(key, 'AD-2', '::ffff:10.1.9.9')).statusCode).toBe(200);
    expect((await intake(key, 'AD-3', '2001:db8::1')).statusCode).toBe(200);
    expectError(await intake(key, 'AD-4', '10.2.0.1'), 403, REFUSED, 'FORBIDDEN');
    expectError(await intake(key, 'AD-5', '127.0.0.1'), 403, REFUSED, 'FORBIDDEN');
    expect(await lastRow('task.intake')).toMatchObject({ result: 'failure', ip: '127.0.0.1', detail: { reason: 'address' }, errorMessage: '客户端 Office only 不允许从地址 127.0.0.1 调用' });
  });

  test('no key, an unknown, disabled or revoked key: 401 with the same message, each logged with its reason', async () => {
    const made = await makeClient({ name: 'Switchable' });
    expect((await intake(made.key, 'ST-1')).statusCode).toBe(200);
    const [used] = await t.db.select().from(integrationKeys).where(eq(integrationKeys.id, made.item.id));
    expect(used.lastUsedAt).toEqual(clock.now());

    const reasons: string[] = [];
    const refusedWith = async (response: Awaited<ReturnType<typeof intake>>, reason: string) => {
      expectError(response, 401, REFUSED, 'UNAUTHORIZED');
      reasons.push(reason);
      expect(await lastRow('task.intake')).toMatchObject({ result: 'failure', userId: null, detail: { reason } });
    };
    await refusedWith(await intake(undefined, 'ST-2'), 'noKey');
    await refusedWith(await intake('fssc_unknown', 'ST-2'), 'unknownKey');
    await admin.put(`/api/integrations/${made.item.id}/enabled`, { enabled: false });
    await refusedWith(await intake(made.key, 'ST-2'), 'disabled');
    await admin.put(`/api/integrations/${made.item.id}/enabled`, { enabled: true });
    expect((await intake(made.key, 'ST-2')).statusCode).toBe(200);
    const revoked = await admin.post(`/api/integrations/${made.item.id}/revoke`);
    expect(revoked.json().data).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    await refusedWith(await intake(made.key, 'ST-3'), 'revoked');
    expectError(await admin.post(`/api/integrations/${made.item.id}/revoke`), 409, 'This integration client is revoked already');
    expectError(await admin.post(`/api/integrations/${made.item.id}/rotate`, {}), 409, 'This integration client is revoked already');
    expectError(await admin.post('/api/integrations/999999/revoke'), 404, 'Integration client not found');
    // The log keeps the reason, never the key.
    const rows = await auditRows(t.db, 'task.intake');
    expect(JSON.stringify(rows)).not.toContain(made.key.slice(12));
    expect(reasons).toEqual(['noKey', 'unknownKey', 'disabled', 'revoked']);
  });

  test('rotation: the new key works at once, the old one until its grace period ends; revoking ends both', async () => {
    const made = await makeClient({ name: 'Rotating' });
    const rotated = await admin.post(`/api/integrations/${made.item.id}/rotate`, { graceMinutes: 10 });
    expect(rotated.statusCode).toBe(200);
    const { key: fresh, item } = rotated.json().data;
    expect(fresh).not.toBe(made.key);
    expect(item).toMatchObject({ keyPrefix: fresh.slice(0, 12), rotatedAt: clock.now().toISOString() });
    expect(item.previousKeyExpiresAt).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
    expect(JSON.stringify(await lastRow('integration.rotate'))).not.toContain(fresh.slice(12));
    expect((await intake(fresh, 'RO-1')).statusCode).toBe(200);
    expect((await intake(made.key, 'RO-2')).statusCode).toBe(200);
    clock.advance(9 * 60_000);
    expect((await intake(made.key, 'RO-3')).statusCode).toBe(200);
    clock.advance(60_000);
    expectError(await intake(made.key, 'RO-4'), 401, REFUSED, 'UNAUTHORIZED');
    expect(await lastRow('task.intake')).toMatchObject({ detail: { reason: 'previousKeyExpired' } });
    expect((await intake(fresh, 'RO-5')).statusCode).toBe(200);
    expect((await admin.get('/api/integrations?keyword=Rotating')).json().data.list[0].previousKeyExpiresAt).toBeNull();

    // No grace: the old key stops at once. Revoking during a grace period ends both keys.
    const now = (await admin.post(`/api/integrations/${made.item.id}/rotate`, { graceMinutes: 0 })).json().data.key;
    expectError(await intake(fresh, 'RO-6'), 401, REFUSED, 'UNAUTHORIZED');
    const last = (await admin.post(`/api/integrations/${made.item.id}/rotate`, {})).json().data;
    expect(last.item.previousKeyExpiresAt).toBe(new Date(clock.now().getTime() + 24 * 60 * 60_000).toISOString());
    expect((await intake(now, 'RO-7')).statusCode).toBe(200);
    await admin.post(`/api/integrations/${made.item.id}/revoke`);
    expectError(await intake(now, 'RO-8'), 401, REFUSED, 'UNAUTHORIZED');
    expectError(await intake(last.key, 'RO-9'), 401, REFUSED, 'UNAUTHORIZED');
    expectError(await admin.post(`/api/integrations/${made.item.id}/rotate`, { graceMinutes: 7 * 24 * 60 + 1 }), 400, /^graceMinutes /);
  });

  test('the rate limit: calls beyond it in a minute answer 429 with Retry-After, and are logged', async () => {
    clock.advance(60_000 - (clock.now().getTime() % 60_000) + 15_000);
    const key = (await makeClient({ name: 'Limited', scopes: ['users:read'], rateLimitPerMinute: 2 })).key;
    expect((await readUsers(key)).statusCode).toBe(200);
    expect((await readUsers(key)).statusCode).toBe(200);
    const limited = await readUsers(key);
    expectError(limited, 429, /^Too many requests; try again in 45 seconds/, 'RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('45');
    expect(await lastRow('integration.usersRead')).toMatchObject({ result: 'failure', account: 'Limited', detail: { reason: 'rateLimited' } });
    clock.advance(45_000);
    expect((await readUsers(key)).statusCode).toBe(200);
  });

  test('the users read: keyset pages by change time, a filter by time, never a password hash', async () => {
    const key = (await makeClient({ name: 'Directory', scopes: ['users:read'] })).key;
    const root = (await findOrgByNo(t.db, 'FSSC'))!;
    const ids: number[] = [];
    for (const [i, account] of ['it_u1', 'it_u2', 'it_u3'].entries()) {
      const id = await createUser(t.db, { account, name: `User ${i}`, jobNo: `IT${i}`, orgId: root.id });
      await t.db.update(users).set({ updatedAt: new Date(`2030-01-0${i + 1}T00:00:00.123456Z`), email: `${account}@example.com` }).where(eq(users.id, id));
      ids.push(id);
    }
    const first = await readUsers(key, '?updatedSince=2030-01-01T00:00:00Z&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toMatch(/password|argon2/i);
    const page1 = first.json().data;
    expect(page1.list).toEqual([
      { id: ids[0], account: 'it_u1', name: 'User 0', jobNo: 'IT0', email: 'it_u1@example.com', org: { orgNo: 'FSSC', name: root.name, nameEn: root.nameEn }, status: 1, updatedAt: '2030-01-01T00:00:00.123Z' },
      expect.objectContaining({ id: ids[1], account: 'it_u2' }),
    ]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await readUsers(key, `?updatedSince=2030-01-01T00:00:00Z&limit=2&cursor=${page1.nextCursor}`)).json().data;
    expect(page2).toEqual({ list: [expect.objectContaining({ id: ids[2] })], nextCursor: null });
    expect((await readUsers(key, '?updatedSince=2031-01-01T00:00:00Z')).json().data).toEqual({ list: [], nextCursor: null });
    expectError(await readUsers(key, '?cursor=bm90LWEtY3Vyc29y'), 400, 'cursor is not valid: pass the nextCursor of the previous page');
    expectError(await readUsers(key, '?limit=501'), 400, /^limit /);
    expect(await lastRow('integration.usersRead')).toMatchObject({ result: 'failure', account: 'Directory' });
    const success = (await auditRows(t.db, 'integration.usersRead')).filter((row) => row.result === 'success' && row.account === 'Directory');
    expect(success[0]).toMatchObject({ userId: null, detail: { key: 'Directory', count: 2, limit: 2 } });
  });

  test('the key routes take no session: a session alone answers 401, and the key opens no other route', async () => {
    const key = (await makeClient({ name: 'Narrow', scopes: ['users:read', 'tasks:create'] })).key;
    const cookie = await signedInCookie(t.app);
    const withSession = await t.app.inject({ method: 'GET', url: '/api/integration/users', headers: { ...EN, cookie } });
    expectError(withSession, 401, REFUSED, 'UNAUTHORIZED');
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
  });
});
