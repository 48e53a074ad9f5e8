import { AsyncLocalStorage } from 'node:async_hooks';
import { count, sql } from 'drizzle-orm';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import {
  assignRoles,
  findRoleByCode,
  grantModuleActions,
  insertRoleIfAbsent,
  roleModuleActionCodes,
  setRoleModuleActions,
  setRoleOrgs,
} from '../../server/db/repositories/roles';
import { pageUsers } from '../../server/db/repositories/users';
import { MODULE_ACTIONS, ROLE_DISABLED, users } from '../../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  USER_PASSWORD,
  adminSession,
  as,
  createTestApp,
  createUser,
  expectError,
  signedInCookie,
  type TestApp,
} from './helpers';

let t: TestApp;
const org: Record<string, Org> = {};
const ids: Record<string, number> = {};

async function role(
  code: string,
  dataScope: DataScopeValue,
  customOrgs: string[] = [],
  opts: { status?: number } = {},
) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode: code, name: code, dataScope, status: opts.status }))!;
  await grantModuleActions(t.db, id, 'user', MODULE_ACTIONS);
  await setRoleOrgs(
    t.db,
    id,
    customOrgs.map((no) => org[no].id),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  org.root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'EAST', name: '华东' }, org.root.path, now);
  org.east1 = await insertOrg(t.db, { parentId: org.east.id, orgNo: 'EAST1', name: '华东一部' }, org.east.path, now);
  org.west = await insertOrg(t.db, { parentId: org.root.id, orgNo: 'WEST', name: '华西' }, org.root.path, now);

  await role('scope_all', DATA_SCOPE.all);
  await role('scope_custom_west', DATA_SCOPE.customOrgs, ['west']);
  await role('scope_own', DATA_SCOPE.ownOrg);
  await role('scope_below', DATA_SCOPE.ownOrgAndBelow);
  await role('scope_self', DATA_SCOPE.self);
  await role('scope_all_disabled', DATA_SCOPE.all, [], { status: ROLE_DISABLED });

  // Plain members, one per organisation.
  ids.rootUser = await createUser(t.db, { account: 'm_root', orgId: org.root.id });
  ids.eastUser = await createUser(t.db, { account: 'm_east', orgId: org.east.id });
  ids.east1User = await createUser(t.db, { account: 'm_east1', orgId: org.east1.id });
  ids.westUser = await createUser(t.db, { account: 'm_west', orgId: org.west.id });
  ids.noOrgUser = await createUser(t.db, { account: 'm_none' });

  // Viewers, each in the east organisation unless said otherwise.
  const viewers: [string, string[], number | null][] = [
    ['v_all', ['scope_all'], org.east.id],
    ['v_custom', ['scope_custom_west'], org.east.id],
    ['v_own', ['scope_own'], org.east.id],
    ['v_below', ['scope_below'], org.east.id],
    ['v_self', ['scope_self'], org.east.id],
    ['v_union', ['scope_own', 'scope_custom_west'], org.east.id],
    ['v_disabled', ['scope_self', 'scope_all_disabled'], org.east.id],
    ['v_below_noorg', ['scope_below'], null],
  ];
  for (const [account, roles, orgId] of viewers) {
    ids[account] = await createUser(t.db, { account, orgId });
    await assignRoles(t.db, ids[account], roles);
  }
}, APP_START_MS);
afterAll(() => t.close());

async function visibleAccounts(account: string): Promise<string[]> {
  const cookie = await signedInCookie(t.app, account, USER_PASSWORD);
  const response = await as(t.app, cookie, EN).get('/api/users?pageSize=100&sorter=account:ascend');
  expect(response.statusCode).toBe(200);
  const { list, total } = response.json().data;
  expect(total).toBe(list.length);
  return list.map((u: { account: string }) => u.account).filter((a: string) => a.startsWith('m_') || a === account);
}

test.each([
  ['v_all', ['m_east', 'm_east1', 'm_none', 'm_root', 'm_west', 'v_all']],
  ['v_custom', ['m_west', 'v_custom']],
  ['v_own', ['m_east', 'v_own']],
  ['v_below', ['m_east', 'm_east1', 'v_below']],
  ['v_self', ['v_self']],
  ['v_union', ['m_east', 'm_west', 'v_union']],
  ['v_disabled', ['v_disabled']],
  ['v_below_noorg', ['v_below_noorg']],
])('%s sees exactly its scope in the list', async (account, expected) => {
  expect((await visibleAccounts(account)).sort()).toEqual([...expected].sort());
});

test('own organisation and below also covers the other viewers of that organisation', async () => {
  const cookie = await signedInCookie(t.app, 'v_below', USER_PASSWORD);
  const { list } = (await as(t.app, cookie, EN).get('/api/users?pageSize=100')).json().data;
  expect(list.map((u: { account: string }) => u.account)).toEqual(
    expect.arrayContaining(['v_own', 'v_self', 'v_union']),
  );
  expect(list.map((u: { account: string }) => u.account)).not.toContain('v_below_noorg');
});

test('the admin role sees everyone', async () => {
  const cookie = await signedInCookie(t.app);
  const { list, total } = (await as(t.app, cookie, EN).get('/api/users?pageSize=100')).json().data;
  expect(total).toBe(1 + 5 + 8);
  expect(list.map((u: { account: string }) => u.account)).toContain('admin');
});

test('read, update and delete outside the scope answer 404 and change nothing', async () => {
  const own = as(t.app, await signedInCookie(t.app, 'v_own', USER_PASSWORD), EN);
  expect((await own.get(`/api/users/${ids.eastUser}`)).statusCode).toBe(200);
  expect((await own.get(`/api/users/${ids.v_own}`)).json().data.account).toBe('v_own');

  for (const outside of [ids.westUser, ids.east1User, ids.rootUser, 999999]) {
    const read = await own.get(`/api/users/${outside}`);
    expectError(read, 404, 'User not found');
    expect(read.body).not.toContain('m_west');
    expectError(await own.put(`/api/users/${outside}`, { name: 'Changed' }), 404, 'User not found');
    expectError(await own.del(`/api/users/${outside}`), 404, 'User not found');
  }
  const admin = await adminSession(t, EN);
  expect((await admin.get(`/api/users/${ids.westUser}`)).json().data.name).toBe('m_west');

  const union = as(t.app, await signedInCookie(t.app, 'v_union', USER_PASSWORD), EN);
  expect((await union.put(`/api/users/${ids.westUser}`, { name: 'West member' })).json().data.name).toBe('West member');
  expectError(await union.put(`/api/users/${ids.east1User}`, { name: 'x' }), 404, 'User not found');
});

test('the orgId filter narrows inside the scope and includes sub-organisations', async () => {
  const admin = await adminSession(t, EN);
  const east = (await admin.get(`/api/users?orgId=${org.east.id}&pageSize=100`))
    .json()
    .data.list.map((u: { account: string }) => u.account);
  expect(east).toEqual(expect.arrayContaining(['m_east', 'm_east1']));
  expect(east).not.toContain('m_west');
  const own = as(t.app, await signedInCookie(t.app, 'v_own', USER_PASSWORD), EN);
  const narrowed = (await own.get(`/api/users?orgId=${org.west.id}`)).json().data;
  expect(narrowed).toEqual({ list: [], total: 0, totalCapped: false });
});

/**
 * The SQL statements `work` sends to the database itself. Only statements sent from within its
 * asynchronous context count: the job queue polls on the same client from timers of its own, and
 * a poll landing in the window is no statement of the request.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  // The client of the embedded database and the PostgreSQL pool both take every statement through query().
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  const sent: string[] = [];
  const ofWork = new AsyncLocalStorage<true>();
  client.query = (...args: unknown[]) => {
    // The pool takes the statement as a query config, the embedded client as its text.
    const [statement] = args as [string | { text: string }];
    if (ofWork.getStore()) sent.push(typeof statement === 'string' ? statement : statement.text);
    return query.apply(client, args);
  };
  try {
    await ofWork.run(true, work);
  } finally {
    client.query = query;
  }
  return sent;
}

test("a user list takes at most three statements, two while the caller's access is kept", async () => {
  const own = as(t.app, await signedInCookie(t.app, 'v_own', USER_PASSWORD), EN);
  const list = () => statementsOf(async () => expect((await own.get('/api/users?pageSize=20')).statusCode).toBe(200));
  const role = (await findRoleByCode(t.db, 'scope_own'))!.id;
  // A change of a grant moves the access epoch (undone at once: the grant itself does not matter here).
  const actions = await roleModuleActionCodes(t.db, role, 'user');
  await setRoleModuleActions(t.db, role, 'user', [...actions, 'export']);
  await setRoleModuleActions(t.db, role, 'user', actions);
  const first = await list();
  // The session with the access epoch; the caller's roles, rights and reach; the page with its total.
  expect(first).toHaveLength(3);
  expect(first.filter((statement) => /from "roles"/i.test(statement))).toHaveLength(1);
  // Nothing changed since: the session and the page with its total.
  const repeated = await list();
  expect(repeated).toHaveLength(2);
  expect(repeated.filter((statement) => /"roles"/i.test(statement))).toHaveLength(0);
  // The same grant again changes no row and leaves the epoch, and the kept access, alone.
  await grantModuleActions(t.db, role, 'user', actions);
  expect(await list()).toHaveLength(2);
});

test('a page beyond the last answers no rows and the total', async () => {
  const own = as(t.app, await signedInCookie(t.app, 'v_own', USER_PASSWORD), EN);
  const { total } = (await own.get('/api/users?pageSize=1')).json().data;
  expect((await own.get(`/api/users?pageSize=1&current=${total + 1}`)).json().data).toEqual({
    list: [],
    total,
    totalCapped: false,
  });
});

test('the total is counted up to the cap, in the page statement and beyond the last page alike', async () => {
  const everyone = sql`true`;
  const page = (offset: number, countCap: number) =>
    pageUsers(t.db, everyone, {}, { field: 'account', order: 'ascend' }, { limit: 1, offset }, countCap);
  const [{ n }] = await t.db.select({ n: count() }).from(users);
  expect(await page(0, n)).toMatchObject({ total: n, capped: false });
  expect(await page(0, n - 1)).toMatchObject({ total: n - 1, capped: true });
  expect(await page(n + 5, n - 1)).toMatchObject({ rows: [], total: n - 1, capped: true });
  expect(await page(n + 5, n)).toMatchObject({ rows: [], total: n, capped: false });
});

test('a keyword page is the same whether its matches are sorted in memory or, past the cap, read in index order', async () => {
  const page = (offset: number, countCap: number) =>
    pageUsers(t.db, sql`true`, { keyword: 'm_' }, { field: 'account', order: 'ascend' }, { limit: 2, offset }, countCap);
  const accounts = (result: Awaited<ReturnType<typeof page>>) => result.rows.map((row) => row.account);
  const sortedInMemory = await page(2, 100);
  expect(sortedInMemory).toMatchObject({ total: 5, capped: false });
  expect(accounts(sortedInMemory)).toEqual(['m_none', 'm_root']);
  const inIndexOrder = await page(2, 3);
  expect(inIndexOrder).toMatchObject({ total: 3, capped: true });
  expect(accounts(inIndexOrder)).toEqual(['m_none', 'm_root']);
  expect(await page(6, 100)).toMatchObject({ rows: [], total: 5, capped: false });
  expect(await page(6, 3)).toMatchObject({ rows: [], total: 3, capped: true });
});
