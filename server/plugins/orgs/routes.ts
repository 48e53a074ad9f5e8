import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseOrgsBeyondCaller } from '../../access/escalation';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  deleteOrg,
  findOrg,
  insertOrg,
  listOrgs,
  orgDependants,
  orgNoTaken,
  updateOrg,
  type Org,
} from '../../db/repositories/orgs';
import { success } from '../../envelopes';
import { nestRows } from '../../tree';
import type { FastifyRequest } from 'fastify';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import { createOrgSchema, deleteOrgSchema, orgTreeSchema, updateOrgSchema } from './contract';

const answer = (org: Org) => ({
  id: org.id,
  parentId: org.parentId,
  orgNo: org.orgNo,
  name: org.name,
  nameEn: org.nameEn,
  sort: org.sort,
  status: org.status,
  createdAt: org.createdAt.toISOString(),
  updatedAt: org.updatedAt.toISOString(),
});

const buildTree = (rows: Org[]) => nestRows(rows, answer);

/** The parent's path, or null for a root; refuses an unknown parent. */
async function parentPathOf(request: FastifyRequest, db: Database, parentId: number | null): Promise<string | null> {
  if (parentId === null) return null;
  const parent = await findOrg(db, parentId);
  if (!parent) throw apiError(request, 400, null, 'org.parentNotFound');
  return parent.path;
}

/**
 * Organisation tree administration, guarded by the function rights of module `org`. Data scopes
 * of "own organisation and below" follow the tree, so a non-administrator creates, changes,
 * moves and deletes organisations only within their own data scope (server/access/escalation.ts).
 */
const orgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orgs',
    { schema: orgTreeSchema, preHandler: requireAnyAction(['org', 'view'], ['user', 'view']) },
    async () => success(buildTree(await listOrgs(app.db))),
  );

  app.post('/orgs', { schema: createOrgSchema, preHandler: requireAction('org', 'create') }, async (request, reply) => {
    const body = request.body;
    const fields = {
      parentId: body.parentId,
      orgNo: body.orgNo,
      name: body.name,
      nameEn: body.nameEn ?? null,
      sort: body.sort ?? 0,
      status: body.status ?? 1,
    };
    return auditedChange(
      request,
      reply,
      { action: 'org.create', target: body.orgNo, detail: { after: fields } },
      async (tx, draft) => {
        const parentPath = await parentPathOf(request, tx, fields.parentId);
        await refuseOrgsBeyondCaller(request, tx, [fields.parentId]);
        if (await orgNoTaken(tx, fields.orgNo))
          throw apiError(request, 409, null, 'org.orgNoTaken', { orgNo: fields.orgNo });
        const org = await insertOrg(tx, fields, parentPath, app.clock());
        draft.target = `${org.id} ${org.orgNo}`;
        draft.detail = { after: answer(org) };
        return success(answer(org));
      },
    );
  });

  app.put(
    '/orgs/:id',
    { schema: updateOrgSchema, preHandler: requireAction('org', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'org.update',
        id,
        detail: { changes },
        find: findOrg,
        notFound: 'org.notFound',
        name: (org) => org.orgNo,
        logged: answer,
        change: async (tx, before) => {
          await refuseOrgsBeyondCaller(request, tx, [id]);
          let newParentPath: string | null | undefined;
          if (changes.parentId !== undefined) {
            newParentPath = await parentPathOf(request, tx, changes.parentId);
            if (newParentPath !== null && newParentPath.startsWith(before.path))
              throw apiError(request, 400, null, 'org.parentInSubtree');
            // A move takes the whole subtree along into the scopes above the new parent.
            if (changes.parentId !== before.parentId) {
              await refuseOrgsBeyondCaller(request, tx, [id], { subtree: true });
              await refuseOrgsBeyondCaller(request, tx, [changes.parentId]);
            }
          }
          if (changes.orgNo !== undefined && (await orgNoTaken(tx, changes.orgNo, id))) {
            throw apiError(request, 409, null, 'org.orgNoTaken', { orgNo: changes.orgNo });
          }
          return updateOrg(tx, before, changes, newParentPath, app.clock());
        },
      });
      return success(answer(after));
    },
  );

  app.delete(
    '/orgs/:id',
    { schema: deleteOrgSchema, preHandler: requireAction('org', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'org.delete',
        id,
        find: findOrg,
        notFound: 'org.notFound',
        name: (org) => org.orgNo,
        logged: answer,
        change: async (tx) => {
          await refuseOrgsBeyondCaller(request, tx, [id]);
          const dependants = await orgDependants(tx, id);
          if (dependants.children > 0)
            throw apiError(request, 409, null, 'org.hasChildren', { count: dependants.children });
          if (dependants.users > 0) throw apiError(request, 409, null, 'org.hasUsers', { count: dependants.users });
          await deleteOrg(tx, id);
          return null;
        },
      });
      return success(null);
    },
  );
};

export default orgRoutes;
