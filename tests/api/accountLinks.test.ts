import { findOrgByNo, insertOrg } from '../../server/db/repositories/orgs';
import { grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { USER_DISABLED } from '../../server/db/schema';
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
  expectUnauthorized,
  manualClock,
  sessionCookieOf,
  signedInCookie,
  USER_PASSWORD,
  type TestApp,
} from './helpers';

const HOUR = 3_600_000;
const clock = manualClock();
let t: TestApp;
let admin: ReturnType<typeof as>;
let clerk: { id: number; cookie: string };
let linkManager: { id: number; cookie: string };
let shop01: number;
let shop02: number;
let closed: number;
let westShop: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = as(t.app, await signedInCookie(t.app), EN);
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  const east = await insertOrg(t.db, { parentId: root.id, orgNo: 'LNK_EAST', name: '华东', nameEn: 'East' }, root.path, clock.now());
  const west = await insertOrg(t.db, { parentId: root.id, orgNo: 'LNK_WEST', name: '华西', nameEn: 'West' }, root.path, clock.now());
  clerk = await createSignedInUser(t, { account: 'clerk', name: 'Clerk', jobNo: 'J001', orgId: east.id });
  shop01 = await createUser(t.db, { account: 'shop01', name: 'Shop 01', orgId: east.id });
  shop02 = await createUser(t.db, { account: 'shop02', name: 'Shop 02', orgId: east.id });
  closed = await createUser(t.db, { account: 'closed', name: 'Closed shop', status: USER_DISABLED, orgId: east.id });
  westShop = await createUser(t.db, { account: 'westshop', name: 'West shop', orgId: west.id });
  // Every right of the module and the users of their own organisation, but no administrator role.
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'link_manager', name: '共享账号管理', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, roleId, 'constAccount', ['view', 'create', 'update', 'delete']);
  linkManager = await createSignedInUser(t, { account: 'linkmanager', roles: ['link_manager'], orgId: east.id });
}, APP_START_MS);
afterAll(() => t.close());

const iso = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const linkUrl = (userId: number, linkedUserId: number) => `/api/accountLinks/${userId}/${linkedUserId}`;
const list = async (query = '', caller = admin) => {
  const response = await caller.get(`/api/accountLinks${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { list: { staff: { account: string }; account: { account: string }; state: string }[]; total: number };
};
const pairs = (page: Awaited<ReturnType<typeof list>>) => page.list.map((row) => `${row.staff.account}->${row.account.account}`).sort();

describe('administrators manage links', () => {
  test('a new link answers the row with both users, its validity, its creator and its state, and is logged', async () => {
    const validTo = iso(24 * HOUR);
    const response = await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop01, validTo, remark: ' Holiday cover ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      staff: { id: clerk.id, account: 'clerk', name: 'Clerk', orgName: 'East' },
      account: { id: shop01, account: 'shop01', name: 'Shop 01', status: 1 },
      validFrom: null,
      validTo,
      remark: 'Holiday cover',
      createdBy: { id: expect.any(Number), account: 'admin', name: expect.any(String) },
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      state: 'active',
    });
    const [row] = (await auditRows(t.db, 'constAccount.create')).slice(-1);
    expect(row).toMatchObject({ result: 'success', account: 'admin', target: 'clerk -> shop01' });
    expect(row.detail).toEqual({ after: { staff: 'clerk', account: 'shop01', validFrom: null, validTo, remark: 'Holiday cover' } });
  });

  test('not oneself, the end after the start, both users known, no second link of the same pair', async () => {
    expectError(await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: clerk.id }), 400, 'linkedUserId: staff cannot be linked to their own account');
    for (const [validFrom, validTo] of [
      [iso(2 * HOUR), iso(HOUR)],
      [iso(HOUR), iso(HOUR)],
    ]) {
      expectError(
        await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02, validFrom, validTo }),
        400,
        'validTo: the end must be after the start',
      );
    }
    expectError(await admin.post('/api/accountLinks', { userId: 999_999, linkedUserId: shop02 }), 404, 'userId: user not found');
    expectError(await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: 999_999 }), 404, 'linkedUserId: user not found');
    expectError(
      await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop01 }),
      409,
      'clerk is already linked to shop01; edit the existing link',
    );
    expect((await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02, extra: 1 })).statusCode).toBe(400);
    expect((await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02, validTo: 'tomorrow' })).statusCode).toBe(400);
    // Times the database cannot hold (year 0, or past 9999 once in UTC) are refused by name (the date-time format).
    expectError(
      await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02, validFrom: '0000-06-01T00:00:00Z' }),
      400,
      'validFrom is invalid',
    );
    expectError(
      await admin.put(linkUrl(clerk.id, shop01), { validTo: '9999-12-31T23:00:00-05:00' }),
      400,
      'validTo is invalid',
    );
    expect(pairs(await list())).toEqual(['clerk->shop01']);
    const failures = (await auditRows(t.db, 'constAccount.create')).filter((row) => row.result === 'failure');
    expect(failures.length).toBeGreaterThanOrEqual(6);
  });

  test('an edit changes the validity and the remark; null clears them; the range stays checked', async () => {
    const validFrom = iso(-HOUR);
    const edited = await admin.put(linkUrl(clerk.id, shop01), { validFrom, remark: 'Cover for May' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ validFrom, remark: 'Cover for May', state: 'active' });
    // The start may not pass the end already set.
    expectError(await admin.put(linkUrl(clerk.id, shop01), { validFrom: iso(48 * HOUR) }), 400, 'validTo: the end must be after the start');
    const cleared = await admin.put(linkUrl(clerk.id, shop01), { validTo: null, remark: null });
    expect(cleared.json().data).toMatchObject({ validFrom, validTo: null, remark: null, state: 'active' });
    expect((await admin.put(linkUrl(clerk.id, shop01), {})).statusCode).toBe(400);
    expectError(await admin.put(linkUrl(clerk.id, shop02), { remark: 'x' }), 404, 'Shared account link not found');
    const [row] = (await auditRows(t.db, 'constAccount.update')).filter((r) => r.result === 'success').slice(-1);
    expect(row).toMatchObject({ target: `${clerk.id} clerk -> shop01` });
    expect(row.detail).toMatchObject({ before: { remark: 'Cover for May' }, after: { remark: null, validTo: null } });
  });

  test('the list filters by staff, account, staff member and state; the state follows the clock', async () => {
    await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02, validFrom: iso(HOUR), validTo: iso(2 * HOUR) });
    await admin.post('/api/accountLinks', { userId: clerk.id, linkedUserId: closed, validFrom: iso(-2 * HOUR), validTo: iso(-HOUR) });
    await admin.post('/api/accountLinks', { userId: shop01, linkedUserId: westShop });
    expect((await list()).total).toBe(4);
    expect(pairs(await list('?state=active'))).toEqual(['clerk->shop01', 'shop01->westshop']);
    expect(pairs(await list('?state=upcoming'))).toEqual(['clerk->shop02']);
    expect(pairs(await list('?state=expired'))).toEqual(['clerk->closed']);
    expect(pairs(await list('?staff=Cle'))).toEqual(['clerk->closed', 'clerk->shop01', 'clerk->shop02']);
    expect(pairs(await list('?account=west'))).toEqual(['shop01->westshop']);
    expect(pairs(await list(`?userId=${shop01}`))).toEqual(['shop01->westshop']);
    expect(pairs(await list('?staff=J001&account=shop0'))).toEqual(['clerk->shop01', 'clerk->shop02']);
    expect((await list('?pageSize=2')).list).toHaveLength(2);
    expect((await admin.get('/api/accountLinks?state=later')).statusCode).toBe(400);
  });
});

describe('only administrators change links; views keep to the data scope', () => {
  const forbidden = /^Forbidden: only an administrator may create, change or delete shared account links/;

  test('a non-administrator with every right of the module cannot create, change or delete a link', async () => {
    const asManager = as(t.app, linkManager.cookie, EN);
    // Linking themselves to a wider account would hand them its rights.
    expectError(await asManager.post('/api/accountLinks', { userId: linkManager.id, linkedUserId: shop01 }), 403, forbidden, 'FORBIDDEN');
    expectError(await asManager.put(linkUrl(clerk.id, shop01), { validTo: iso(HOUR) }), 403, forbidden, 'FORBIDDEN');
    expectError(await asManager.del(linkUrl(clerk.id, shop01)), 403, forbidden, 'FORBIDDEN');
    expect(pairs(await list(`?userId=${linkManager.id}`))).toEqual([]);
    expect((await list('?state=active')).list.find((row) => row.account.account === 'shop01')).toBeDefined();
    for (const action of ['constAccount.create', 'constAccount.update', 'constAccount.delete']) {
      const [row] = (await auditRows(t.db, action)).slice(-1);
      expect(row).toMatchObject({ result: 'failure', account: 'linkmanager' });
    }
  });

  test('a viewer sees only the links whose two users lie within their data scope', async () => {
    const asManager = as(t.app, linkManager.cookie, EN);
    // shop01 -> westshop: the account lies in another organisation.
    expect(pairs(await list('', asManager))).toEqual(['clerk->closed', 'clerk->shop01', 'clerk->shop02']);
  });

  test('without the module right the list answers 403; without a session 401', async () => {
    expectError(await as(t.app, clerk.cookie, EN).get('/api/accountLinks'), 403, /^Forbidden: you lack the "view" right of module/, 'FORBIDDEN');
    expectError(await as(t.app, clerk.cookie, EN).post('/api/accountLinks', { userId: clerk.id, linkedUserId: shop02 }), 403, /^Forbidden: /, 'FORBIDDEN');
    await expectUnauthorized(t.app, [
      { method: 'GET', url: '/api/accountLinks' },
      { method: 'POST', url: '/api/accountLinks', payload: { userId: clerk.id, linkedUserId: shop02 } },
      { method: 'PUT', url: linkUrl(clerk.id, shop01), payload: { remark: 'x' } },
      { method: 'DELETE', url: linkUrl(clerk.id, shop01) },
    ]);
  });
});

describe('the switch follows the links', () => {
  const switchTo = (cookie: string, account: string) =>
    as(t.app, cookie, EN).post('/api/oauth/switchRetailAccount', { user: JSON.stringify({ account }) });
  const denied = 'You may not switch to this account, or it is disabled';

  test('the header lists the enabled accounts linked now, with the end of each link', async () => {
    await admin.put(linkUrl(clerk.id, shop01), { validTo: iso(24 * HOUR) });
    const mine = await as(t.app, clerk.cookie).get('/api/oauth/retailAccounts');
    // shop02 starts later, closed is disabled and its link has ended.
    expect(mine.json().data).toEqual([{ account: 'shop01', name: 'Shop 01', validTo: iso(24 * HOUR) }]);
  });

  test('a switch is refused before the start and after the end of its link, and allowed between', async () => {
    expectError(await switchTo(clerk.cookie, 'shop02'), 403, denied);
    expectError(await switchTo(clerk.cookie, 'closed'), 403, denied);
    clock.advance(1.5 * HOUR);
    const response = await switchTo(clerk.cookie, 'shop02');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account).toBe('shop02');
    const cookie = sessionCookieOf(response)!;
    expect((await as(t.app, `${cookie.name}=${cookie.value}`).post('/api/oauth/currentUser', {})).json().data.account).toBe('shop02');

    // The switch is in the operation log, naming the staff member, the account and the link.
    const [out] = (await auditRows(t.db, 'auth.switchAccount.out')).filter((row) => row.result === 'success');
    expect(out).toMatchObject({ userId: clerk.id, account: 'clerk', target: 'shop02' });
    const link = { userId: clerk.id, linkedUserId: shop02, validFrom: iso(-0.5 * HOUR), validTo: iso(0.5 * HOUR) };
    expect(out.detail).toEqual({ from: 'clerk', to: 'shop02', fromUserId: clerk.id, toUserId: shop02, link });
    const [into] = await auditRows(t.db, 'auth.switchAccount.in');
    expect(into).toMatchObject({ userId: shop02, account: 'shop02', target: 'clerk', result: 'success', detail: { link } });

    clerk.cookie = await signedInCookie(t.app, 'clerk', USER_PASSWORD);
    clock.advance(HOUR);
    expectError(await switchTo(clerk.cookie, 'shop02'), 403, denied);
    const [failed] = (await auditRows(t.db, 'auth.switchAccount.out')).slice(-1);
    expect(failed).toMatchObject({ account: 'clerk', target: 'shop02', result: 'failure' });
  });

  test('a deleted link ends the switch at once', async () => {
    const response = await admin.del(linkUrl(clerk.id, shop01));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });
    expectError(await admin.del(linkUrl(clerk.id, shop01)), 404, 'Shared account link not found');
    expectError(await switchTo(clerk.cookie, 'shop01'), 403, denied);
    expect((await as(t.app, clerk.cookie).get('/api/oauth/retailAccounts')).json().data).toEqual([]);
    const [row] = (await auditRows(t.db, 'constAccount.delete')).filter((r) => r.result === 'success');
    expect(row).toMatchObject({ account: 'admin', target: `${clerk.id} clerk -> shop01` });
    expect(row.detail).toMatchObject({ linkedUserId: shop01, before: { staff: 'clerk', account: 'shop01' } });
  });
});
