/**
 * The intake route: other systems send tasks with a key of the `tasks:create` scope instead of a
 * session: idempotent by source reference, all or none on invalid input naming tasks[i].field,
 * audited with the client's name. The clients and their keys: tests/api/integrations.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg } from '../../server/db/repositories/orgs';
import { integrationKeys, operationLogs, taskHistory, tasks } from '../../server/db/schema';
import { APP_START_MS, EN, as, auditRows, createTestApp, expectError, signedInCookie, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
let adminCookie: string;
let key: string;
let keyId: number;

/** An intake call with these headers (a key as `Bearer`, or none). */
const intake = (body: object, authorization?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/intake',
    headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}), ...extra },
    payload: body,
  });

const task = (sourceRef: string, overrides: Record<string, unknown> = {}) => ({
  typeCode: 'tiReview',
  orgNo: 'TI_EAST',
  title: `Claim ${sourceRef}`,
  applicant: 'Chen',
  amount: '256.3',
  sourceRef,
  ...overrides,
});

const taskCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(tasks))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signedInCookie(t.app);
  admin = as(t.app, adminCookie, EN);
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  await insertOrg(t.db, { parentId: root.id, orgNo: 'TI_EAST', name: '华东', nameEn: 'East' }, root.path, new Date());
  expect((await admin.post('/api/taskTypes', { code: 'tiReview', name: '审核', serviceHours: 24 })).statusCode).toBe(200);
  expect((await admin.post('/api/taskTypes', { code: 'tiOff', name: '停用', serviceHours: 24, enabled: false })).statusCode).toBe(200);
  const created = (await admin.post('/api/integrations', { name: 'Expense system', sourceSystem: 'EXP', scopes: ['tasks:create'] })).json().data;
  key = created.key;
  keyId = created.item.id;
}, APP_START_MS);
afterAll(() => t?.close());

describe('intake', () => {
  test('takes tasks in with the key’s source system, as the system; the same references again answer their tasks', async () => {
    const before = await taskCount();
    const first = await intake({ tasks: [task('EXP-1'), task('EXP-2', { priority: 4, currency: 'USD', amount: 99 })] }, `Bearer ${key}`);
    expect(first.statusCode).toBe(200);
    const { created, existing } = first.json().data;
    expect(existing).toEqual([]);
    expect(created).toEqual([
      { sourceRef: 'EXP-1', taskNo: expect.stringMatching(/^T\d{8}$/) },
      { sourceRef: 'EXP-2', taskNo: expect.stringMatching(/^T\d{8}$/) },
    ]);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.taskNo, created[0].taskNo));
    expect(row).toMatchObject({ sourceSystem: 'EXP', sourceRef: 'EXP-1', createdBy: null, amount: '256.30', title: 'Claim EXP-1', applicant: 'Chen' });
    const [history] = await t.db.select().from(taskHistory).where(eq(taskHistory.taskId, row.id));
    expect(history).toMatchObject({ action: 'create', actorId: null });
    expect(await taskCount()).toBe(before + 2);

    const again = await intake({ tasks: [task('EXP-2'), task('EXP-3')] }, `Bearer ${key}`);
    expect(again.json().data).toEqual({
      created: [{ sourceRef: 'EXP-3', taskNo: expect.stringMatching(/^T\d{8}$/) }],
      existing: [{ sourceRef: 'EXP-2', taskNo: created[1].taskNo }],
    });
    expect(await taskCount()).toBe(before + 3);
    const log = (await auditRows(t.db, 'task.intake')).at(-1)!;
    expect(log).toMatchObject({ result: 'success', userId: null, account: 'Expense system', detail: { key: 'Expense system', created: 1, existing: 1, refs: ['EXP-3'] } });
    const [stored] = await t.db.select().from(integrationKeys).where(eq(integrationKeys.id, keyId));
    expect(stored.lastUsedAt).toBeInstanceOf(Date);
    const { rows } = (await t.db.execute(
      sql`SELECT 1 FROM pgboss.job WHERE name = 'task.dispatch' AND data->'taskIds' = ${JSON.stringify([row.id, row.id + 1])}::jsonb`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
  });

  test('one invalid task refuses the call, naming it and its field; nothing is taken in', async () => {
    const before = await taskCount();
    const refused = async (body: object, message: string | RegExp) => expectError(await intake(body, `Bearer ${key}`), 400, message);
    await refused({ tasks: [task('BAD-1'), task('BAD-2', { typeCode: 'tiNope' })] }, 'tasks[1].typeCode: task type tiNope does not exist or is disabled');
    await refused({ tasks: [task('BAD-1', { typeCode: 'tiOff' })] }, 'tasks[0].typeCode: task type tiOff does not exist or is disabled');
    await refused({ tasks: [task('BAD-1', { orgNo: 'TI_NOPE' })] }, 'tasks[0].orgNo: organisation TI_NOPE does not exist');
    await refused({ tasks: [task('BAD-1'), task('BAD-2'), task('BAD-1')] }, 'tasks[2].sourceRef: BAD-1 repeats tasks[0]');
    await refused({ tasks: [task('BAD-1', { amount: 1.005 })] }, /^tasks\[0\]\.amount: an amount has at most two decimals/);
    await refused({ tasks: [task('BAD-1', { title: '  ' })] }, 'tasks[0].title must not be empty');
    const { sourceRef: _ref, ...withoutRef } = task('BAD-1');
    await refused({ tasks: [task('BAD-0'), withoutRef] }, 'tasks[1].sourceRef is required');
    await refused({ tasks: [task('BAD-1', { sourceSystem: 'OTHER' })] }, 'unknown field tasks[0].sourceSystem');
    await refused({ tasks: Array.from({ length: 501 }, (_, i) => task(`MANY-${i}`)) }, 'tasks must have at most 500 items');
    await refused({ tasks: [] }, 'tasks must have at least 1 item');
    expect(await taskCount()).toBe(before);
    expect((await auditRows(t.db, 'task.intake')).at(-1)).toMatchObject({ result: 'failure', account: 'Expense system', userId: null });
  });

  test('no key, another scheme, an unknown or revoked key, or a session alone: 401, before the body is looked at', async () => {
    const body = { tasks: [task('NOKEY-1')] };
    const unauthorized = 'The integration key is not valid for this call';
    expectError(await intake(body), 401, unauthorized, 'UNAUTHORIZED');
    expectError(await intake(body, `Basic ${key}`), 401, unauthorized, 'UNAUTHORIZED');
    expectError(await intake(body, 'Bearer fssc_unknown'), 401, unauthorized, 'UNAUTHORIZED');
    expectError(await intake({ nonsense: true }), 401, unauthorized, 'UNAUTHORIZED');
    expectError(await intake(body, undefined, { cookie: adminCookie }), 401, unauthorized, 'UNAUTHORIZED');
    const made = (await admin.post('/api/integrations', { name: 'Soon revoked', sourceSystem: 'REV', scopes: ['tasks:create'] })).json().data;
    expect((await intake({ tasks: [task('REV-1')] }, `Bearer ${made.key}`)).statusCode).toBe(200);
    const revoked = await admin.post(`/api/integrations/${made.item.id}/revoke`);
    expect(revoked.json().data).toMatchObject({ revokedAt: expect.any(String) });
    expectError(await intake({ tasks: [task('REV-2')] }, `Bearer ${made.key}`), 401, unauthorized, 'UNAUTHORIZED');
    const failures = await t.db.select().from(operationLogs).where(eq(operationLogs.action, 'task.intake'));
    expect(failures.filter((row) => row.result === 'failure' && row.account === null).length).toBeGreaterThanOrEqual(5);
    // The exemption from the session is this route's alone.
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
  });
});
