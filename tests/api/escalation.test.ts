import type { FastifyInstance } from 'fastify';
import { findRoleByCode, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import { DATA_SCOPE } from '../../server/db/schema';
import { createSignedInUser, createTestApp, createUser, expectError, signedInCookie, type TestApp } from './helpers';

/*
 * A non-administrator with every "update" right of the back office can administer others but
 * never raise their own rights: server/access/escalation.ts.
 */

let t: TestApp;
let manager: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
let managerId: number;
let otherId: number;
let ids: { helper: number; managerRole: number; adminRole: number; group: number; post: number };

function as(app: FastifyInstance, cookie: string) {
  const headers = { cookie, 'accept-language': 'en' };
  return {
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers }),
  };
}

const OWN_ROLES = 'Forbidden: you cannot change which roles you hold (directly, through a user group or a post)';

beforeAll(async () => {
  t = await createTestApp();
  const managerRole = (await insertRoleIfAbsent(t.db, { roleCode: 'manager', name: 'Manager', dataScope: DATA_SCOPE.all }))!;
  for (const module of ['user', 'role', 'userGroup', 'post']) await grantModuleActions(t.db, managerRole, module, ['view', 'create', 'update']);
  const helper = (await insertRoleIfAbsent(t.db, { roleCode: 'helper', name: 'Helper', dataScope: DATA_SCOPE.self }))!;
  await grantModuleActions(t.db, helper, 'user', ['view']);
  const signedIn = await createSignedInUser(t, { account: 'manager', roles: ['manager'] });
  managerId = signedIn.id;
  manager = as(t.app, signedIn.cookie);
  admin = as(t.app, await signedInCookie(t.app));
  otherId = await createUser(t.db, { account: 'other' });
  const group = (await admin.post('/api/user-groups', { groupNo: 'G1', name: 'Group' })).json().data.id;
  const post = (await admin.post('/api/posts', { parentId: null, postNo: 'P1', name: 'Post' })).json().data.id;
  ids = { helper, managerRole, adminRole: (await findRoleByCode(t.db, 'admin'))!.id, group, post };
});
afterAll(() => t.close());

test('others are given roles, groups and posts; the caller cannot give any to themselves', async () => {
  expect((await manager.put(`/api/users/${otherId}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expectError(await manager.put(`/api/users/${managerId}/roles`, { roleIds: [ids.managerRole, ids.helper] }), 403, OWN_ROLES, 'FORBIDDEN');
  expectError(await manager.post(`/api/roles/${ids.helper}/users`, { userIds: [managerId] }), 403, OWN_ROLES, 'FORBIDDEN');

  expect((await manager.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expect((await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [otherId] })).statusCode).toBe(200);
  expectError(await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [managerId] }), 403, OWN_ROLES, 'FORBIDDEN');

  expect((await manager.put(`/api/posts/${ids.post}/roles`, { roleIds: [ids.helper] })).statusCode).toBe(200);
  expectError(await manager.put(`/api/users/${managerId}/posts`, { postIds: [ids.post] }), 403, OWN_ROLES, 'FORBIDDEN');
});

test('the roles of a group the caller is in, and a role the caller holds, are out of their reach', async () => {
  // An administrator puts the manager into a group; the manager may not now change what it gives.
  const group = (await admin.post('/api/user-groups', { groupNo: 'G2', name: 'Mine' })).json().data.id;
  expect((await admin.post(`/api/user-groups/${group}/members`, { userIds: [managerId] })).statusCode).toBe(200);
  expectError(await manager.put(`/api/user-groups/${group}/roles`, { roleIds: [ids.helper] }), 403, OWN_ROLES, 'FORBIDDEN');
  expectError(
    await manager.put(`/api/roles/${ids.managerRole}`, { dataScope: DATA_SCOPE.all, description: 'wider' }),
    403,
    'Forbidden: you cannot change a role you hold',
    'FORBIDDEN',
  );
  expectError(await manager.put(`/api/roles/${ids.managerRole}/fields/user`, { fields: {} }), 403, /role you hold/, 'FORBIDDEN');
  expect((await manager.put(`/api/roles/${ids.helper}`, { description: 'for helpers' })).statusCode).toBe(200);
});

test('an administrator role is given through no group or post by a non-administrator', async () => {
  expectError(await manager.put(`/api/posts/${ids.post}/roles`, { roleIds: [ids.adminRole] }), 403, /admin/, 'FORBIDDEN');
  expectError(await manager.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.adminRole] }), 403, /admin/, 'FORBIDDEN');
  // An administrator may, and a non-administrator then cannot add members to that group.
  expect((await admin.put(`/api/user-groups/${ids.group}/roles`, { roleIds: [ids.adminRole] })).statusCode).toBe(200);
  const third = await createUser(t.db, { account: 'third' });
  expectError(await manager.post(`/api/user-groups/${ids.group}/members`, { userIds: [third] }), 403, /admin/, 'FORBIDDEN');
  expect((await admin.post(`/api/user-groups/${ids.group}/members`, { userIds: [third] })).statusCode).toBe(200);
});
