import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { listOrgs } from '../db/repositories/orgs';
import { localizedName } from '../i18n';
import { nestRows, type Nested } from '../tree';
import { callerReach } from './caller';

/** An organisation a form may offer: within the caller's reach (`selectable`), or only holding the tree. */
export interface OrgOption {
  id: number;
  name: string;
  selectable: boolean;
}

/**
 * The organisations within the caller's data scope as a tree, for the pickers of forms and
 * filters (notice targets, tasks), without the right to read the organisation tree itself:
 * every organisation with data scope all; otherwise those the scope reaches, with the
 * organisations above them kept, not selectable, only to hold the tree. Names in the caller's
 * language; siblings in their order.
 */
export async function reachableOrgTree(request: FastifyRequest, db: Database = request.server.db): Promise<Nested<OrgOption>[]> {
  const reach = await callerReach(request, db);
  const rows = await listOrgs(db);
  const within = reach === 'all' ? null : new Set(reach);
  const selectable = (id: number) => within === null || within.has(id);
  // An organisation out of reach is kept only to hold the tree above one within it.
  const holding = new Set<number>();
  for (const org of rows) if (selectable(org.id)) for (const id of org.path.split('/').filter(Boolean)) holding.add(Number(id));
  return nestRows(
    rows.filter((org) => holding.has(org.id)),
    (org) => ({ id: org.id, name: localizedName(request, org), selectable: selectable(org.id) }),
  );
}
