import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../../server/app';
import { postgresHandle, type DatabaseHandle } from '../../server/db/client';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import { assignRoles, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { DATA_SCOPE } from '../../server/plugins/roles/constants';
import {
  APP_START_MS,
  EN,
  USER_PASSWORD,
  adminSession,
  as,
  createTestApp,
  createUser,
  signedInCookie,
  type TestApp,
} from './helpers';

/*
 * A caller's access is kept between requests while the access epoch stands still; every change
 * of it moves the epoch, so the very next request sees the change, on this server process and on
 * any other one on the same database.
 */

let t: TestApp;
/** Another server on the same database with access kept apart, as a second process has. */
let second: { app: FastifyInstance; database: DatabaseHandle } | null = null;
const org: Record<string, Org> = {};
let roleId: number;
let viewerId: number;
let viewerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  org.east = await insertOrg(t.db, { parentId: root.id, orgNo: 'AC_EAST', name: 'East' }, root.path, now);
  org.west = await insertOrg(t.db, { parentId: root.id, orgNo: 'AC_WEST', name: 'West' }, root.path, now);
  roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'ac_scoped', name: 'Scoped', dataScope: DATA_SCOPE.ownOrg }))!;
  await grantModuleActions(t.db, roleId, 'user', ['view']);
  await createUser(t.db, { account: 'ac_m_east', orgId: org.east.id });
  await createUser(t.db, { account: 'ac_m_west', orgId: org.west.id });
  viewerId = await createUser(t.db, { account: 'ac_viewer', orgId: org.east.id });
  await assignRoles(t.db, viewerId, ['ac_scoped']);
  viewerCookie = await signedInCookie(t.app, 'ac_viewer', USER_PASSWORD);
  // Two server processes exist only on PostgreSQL: the embedded database is opened by one process.
  if (process.env.DATABASE_URL) {
    const { connectionString } = (t.db as unknown as { $client: Pool }).$client.options;
    const database = postgresHandle(new Pool({ connectionString, max: 2 }));
    const app = await buildApp({ db: database.db, config: t.config });
    await app.ready();
    second = { app, database };
  }
}, APP_START_MS);
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await t.close();
});

/** The members the viewer's list shows, asked of every server (each keeps its own access). */
async function listedOnEveryServer(): Promise<string[][]> {
  const answers = [];
  for (const app of [t.app, ...(second ? [second.app] : [])]) {
    const response = await as(app, viewerCookie, EN).get('/api/users?pageSize=100&sorter=account:ascend');
    answers.push(
      response.statusCode === 200
        ? response.json().data.list.map((user: { account: string }) => user.account).filter((a: string) => a.startsWith('ac_m_'))
        : [`${response.statusCode}`],
    );
  }
  return answers;
}

const everywhere = (answer: string[]) => (second ? [answer, answer] : [answer]);

test("the viewer's very next list reflects a change of the role's scope, the viewer's organisation and the role itself", async () => {
  const admin = await adminSession(t, EN);
  expect(await listedOnEveryServer()).toEqual(everywhere(['ac_m_east']));
  // Kept: asked again, nothing changed.
  expect(await listedOnEveryServer()).toEqual(everywhere(['ac_m_east']));

  expect((await admin.put(`/api/roles/${roleId}`, { dataScope: DATA_SCOPE.customOrgs, orgIds: [org.west.id] })).statusCode).toBe(200);
  expect(await listedOnEveryServer()).toEqual(everywhere(['ac_m_west']));

  expect((await admin.put(`/api/roles/${roleId}`, { dataScope: DATA_SCOPE.ownOrg })).statusCode).toBe(200);
  expect(await listedOnEveryServer()).toEqual(everywhere(['ac_m_east']));

  expect((await admin.put(`/api/users/${viewerId}`, { orgId: org.west.id })).statusCode).toBe(200);
  expect(await listedOnEveryServer()).toEqual(everywhere(['ac_m_west']));

  expect((await admin.del(`/api/roles/${roleId}/users/${viewerId}`)).statusCode).toBe(200);
  expect(await listedOnEveryServer()).toEqual(everywhere(['403']));
});

test('a list filtered by an organisation shows one added below it at once, on every server', async () => {
  const cookie = await signedInCookie(t.app);
  const filteredByEast = async () => {
    const answers = [];
    for (const app of [t.app, ...(second ? [second.app] : [])]) {
      const response = await as(app, cookie, EN).get(`/api/users?pageSize=100&sorter=account:ascend&orgId=${org.east.id}`);
      answers.push(response.json().data.list.map((user: { account: string }) => user.account).filter((a: string) => a.startsWith('ac_m_')));
    }
    return answers;
  };
  // Asked twice: the second answer comes from the kept subtree.
  expect(await filteredByEast()).toEqual(everywhere(['ac_m_east']));
  expect(await filteredByEast()).toEqual(everywhere(['ac_m_east']));

  const below = await insertOrg(t.db, { parentId: org.east.id, orgNo: 'AC_EAST_SUB', name: 'East sub' }, org.east.path, new Date());
  await createUser(t.db, { account: 'ac_m_east_sub', orgId: below.id });
  expect(await filteredByEast()).toEqual(everywhere(['ac_m_east', 'ac_m_east_sub']));
});
