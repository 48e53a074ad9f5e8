import { findOrg } from '../../server/db/repositories/orgs';
import { assignRoles, grantModuleActions, insertRoleIfAbsent } from '../../server/db/repositories/roles';
import {
  APP_START_MS,
  EN,
  adminSession,
  as,
  auditRows,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, EN);
}, APP_START_MS);
afterAll(() => t.close());

const create = async (payload: object) => {
  const response = await admin.post('/api/orgs', payload);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

test('the seeded root holds the admin; create builds a tree with materialised paths', async () => {
  const tree = (await admin.get('/api/orgs')).json().data;
  expect(tree).toEqual([
    expect.objectContaining({
      orgNo: 'FSSC',
      name: '财务共享服务中心',
      nameEn: 'Finance Shared Service Center',
      parentId: null,
      children: [],
    }),
  ]);
  const root = tree[0];
  const east = await create({ parentId: root.id, orgNo: 'EAST', name: '华东', nameEn: 'East', sort: 10 });
  const east1 = await create({ parentId: east.id, orgNo: 'EAST1', name: '华东一部' });
  await create({ parentId: root.id, orgNo: 'WEST', name: '华西', sort: 20 });
  expect((await findOrg(t.db, east1.id))!.path).toBe(`/${root.id}/${east.id}/${east1.id}/`);
  const after = (await admin.get('/api/orgs')).json().data[0];
  expect(after.children.map((c: { orgNo: string }) => c.orgNo)).toEqual(['EAST', 'WEST']);
  expect(after.children[0].children[0].orgNo).toBe('EAST1');
  const [row] = await auditRows(t.db, 'org.create');
  expect(row.detail).toMatchObject({ after: { orgNo: 'EAST', name: '华东' } });
});

test('validation, unknown parent and duplicate numbers', async () => {
  expectError(await admin.post('/api/orgs', { parentId: null, name: 'x' }), 400, 'orgNo is required');
  expectError(
    await admin.post('/api/orgs', { parentId: 99999, orgNo: 'X', name: 'x' }),
    400,
    'parentId: the parent organisation does not exist',
  );
  expectError(
    await admin.post('/api/orgs', { parentId: null, orgNo: 'EAST', name: 'x' }),
    409,
    'orgNo: organisation number EAST is already in use',
  );
});

test('moving an organisation moves its subtree; not below itself', async () => {
  const [root] = (await admin.get('/api/orgs')).json().data;
  const east = root.children.find((c: { orgNo: string }) => c.orgNo === 'EAST');
  const west = root.children.find((c: { orgNo: string }) => c.orgNo === 'WEST');
  const east1 = east.children[0];
  expectError(await admin.put(`/api/orgs/${east.id}`, { parentId: east1.id }), 400, /itself or one below it/);
  const moved = await admin.put(`/api/orgs/${east.id}`, { parentId: west.id, name: '华东区' });
  expect(moved.json().data).toMatchObject({ parentId: west.id, name: '华东区' });
  expect((await findOrg(t.db, east1.id))!.path).toBe(`/${root.id}/${west.id}/${east.id}/${east1.id}/`);
  const [row] = (await auditRows(t.db, 'org.update')).filter((r) => r.result === 'success');
  expect(row.detail).toMatchObject({
    before: { name: '华东', parentId: root.id },
    after: { name: '华东区', parentId: west.id },
  });
  expectError(await admin.put('/api/orgs/99999', { name: 'x' }), 404, 'Organisation not found');
});

test('delete answers 409 while children or users remain', async () => {
  const [root] = (await admin.get('/api/orgs')).json().data;
  const west = root.children.find((c: { orgNo: string }) => c.orgNo === 'WEST');
  expectError(
    await admin.del(`/api/orgs/${west.id}`),
    409,
    'The organisation still has 1 child organisation; it cannot be deleted',
  );
  const lone = await create({ parentId: root.id, orgNo: 'LONE', name: '独立' });
  await createUser(t.db, { account: 'lone_user', orgId: lone.id });
  expectError(await admin.del(`/api/orgs/${lone.id}`), 409, 'The organisation still has 1 user; it cannot be deleted');
  const empty = await create({ parentId: root.id, orgNo: 'EMPTY', name: '空' });
  expect((await admin.del(`/api/orgs/${empty.id}`)).statusCode).toBe(200);
  expect((await auditRows(t.db, 'org.delete')).filter((r) => r.result === 'success')[0].detail).toMatchObject({
    before: { orgNo: 'EMPTY' },
  });
});

test('the tree needs org:view or user:view; changes need org rights', async () => {
  const plain = await createSignedInUser(t, { account: 'plain' });
  const caller = as(t.app, plain.cookie, EN);
  expectError(await caller.get('/api/orgs'), 403, /"view" right of module Organisations \(org\)/, 'FORBIDDEN');
  const roleId = (await insertRoleIfAbsent(t.db, { roleCode: 'user_view', name: 'user view' }))!;
  await grantModuleActions(t.db, roleId, 'user', ['view']);
  await assignRoles(t.db, plain.id, ['user_view']);
  expect((await caller.get('/api/orgs')).statusCode).toBe(200);
  expectError(
    await caller.post('/api/orgs', { parentId: null, orgNo: 'Z', name: 'z' }),
    403,
    /"create" right of module Organisations/,
    'FORBIDDEN',
  );
});
