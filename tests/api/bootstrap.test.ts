import { APP_START_MS, EN, as, createOnePageAuditor, createSignedInUser, createTestApp, expectUnauthorized, manualClock, signedInCookie, type TestApp } from './helpers';

/*
 * GET /api/home/bootstrap answers in one call what the shell's single calls answer after
 * sign-in: each part must equal the answer of its own route for the same caller.
 */

// A minute ahead, so that the notice seeded "now" is already published.
const clock = manualClock(new Date(Date.now() + 60_000));
let t: TestApp;
let admin: ReturnType<typeof as>;
let auditor: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = as(t.app, await signedInCookie(t.app));
  auditor = as(t.app, await createOnePageAuditor(t));
}, APP_START_MS);
afterAll(() => t.close());

type Caller = ReturnType<typeof as>;
const data = async (response: Promise<{ statusCode: number; json: () => { data: unknown } }>) => {
  const answer = await response;
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

async function bootstrap(who: Caller, query = '', headers = {}) {
  return (await data(who.get(`/api/home/bootstrap${query}`, headers))) as Record<string, unknown> & {
    menus: { systemNo: string; applicationNo: string; tree: unknown } | null;
  };
}

/** The parts as the single routes answer them, the menus of the given application. */
async function singleAnswers(who: Caller, menusOf: { systemNo: string; applicationNo: string } | null, headers = {}) {
  return {
    systems: await data(who.post('/api/home/system', {}, headers)),
    menus: menusOf && { ...menusOf, tree: await data(who.post('/api/home/menu', menusOf, headers)) },
    setMenus: await data(who.post('/api/home/setting_menu', {}, headers)),
    isAdmin: await data(who.get('/api/home/isAdmin', headers)),
    access: await data(who.get('/api/home/access', headers)),
    roles: await data(who.get('/api/home/roles', headers)),
    links: await data(who.get('/api/home/links', headers)),
    favorites: await data(who.post('/api/user/favorites/show', {}, headers)),
    notice: await data(who.get('/api/notice/current', headers)),
    noticeTotalNumber: await data(who.get('/api/notice/totalNumber', headers)),
  };
}

test('for an administrator every part equals its single route, the menus those of the configured application', async () => {
  await admin.post('/api/user/favorites/create', { title: 'Users', src: '/#/userManage' });
  const boot = await bootstrap(admin, '?systemNo=FSSC&applicationNo=10');
  expect(boot.menus).toMatchObject({ systemNo: 'FSSC', applicationNo: '10' });
  expect(boot).toEqual(await singleAnswers(admin, { systemNo: 'FSSC', applicationNo: '10' }));
  expect(boot).toMatchObject({ isAdmin: true, access: { codes: ['*'] }, notice: { topic: '系统上线通知' } });
  expect(boot.noticeTotalNumber).toBeGreaterThan(0);
  expect((boot.favorites as unknown[]).length).toBe(1);
});

test('for a user with one page every part equals its single route, in the language asked for', async () => {
  const boot = await bootstrap(auditor, '?systemNo=fssc&applicationNo=10', EN);
  // The configured application holds nothing of theirs: the rule falls back to the first one they may open.
  expect(boot.systems).toEqual([
    { systemNo: 'FSSC', name: 'Finance Shared Service Center', applications: [expect.objectContaining({ applicationNo: boot.menus!.applicationNo })] },
  ]);
  expect(boot).toEqual(await singleAnswers(auditor, { systemNo: 'FSSC', applicationNo: boot.menus!.applicationNo }, EN));
  expect(boot).toMatchObject({ isAdmin: false, roles: [{ roleCode: 'auditor', name: 'Auditor', isAdmin: false }], favorites: [] });
});

test('without a configured system the rule picks fssc, then the first system; no system gives no menus', async () => {
  expect((await bootstrap(admin)).menus).toMatchObject({ systemNo: 'FSSC', applicationNo: '10' });
  expect((await bootstrap(admin, '?systemNo=RETAIL')).menus).toMatchObject({ systemNo: 'RETAIL', applicationNo: '30' });
  expect((await bootstrap(admin, '?systemNo=unknown&applicationNo=20')).menus).toMatchObject({ systemNo: 'FSSC', applicationNo: '20' });
  const nobody = as(t.app, (await createSignedInUser(t, { account: 'nobody' })).cookie);
  const boot = await bootstrap(nobody);
  expect(boot).toMatchObject({ systems: [], menus: null, isAdmin: false, roles: [] });
  expect(boot).toEqual(await singleAnswers(nobody, null));
});

test('it is in the OpenAPI document; unknown query fields are refused and a caller without a session gets 401', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(doc.paths['/api/home/bootstrap'].get.responses['200'].content['application/json'].schema.properties.data.properties)).toEqual([
    'systems', 'menus', 'setMenus', 'isAdmin', 'access', 'roles', 'links', 'favorites', 'notice', 'noticeTotalNumber',
  ]);
  expect((await admin.get('/api/home/bootstrap?extra=1')).statusCode).toBe(400);
  await expectUnauthorized(t.app, [{ method: 'GET', url: '/api/home/bootstrap' }]);
});
