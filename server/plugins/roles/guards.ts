import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { findRoleItem, type RoleItemRow } from '../../db/repositories/roles';
import { apiError } from '../errors';

/** The role with this id, or 404. */
export async function roleOr404(request: FastifyRequest, db: Database, id: number): Promise<RoleItemRow> {
  const role = await findRoleItem(db, id);
  if (!role) throw apiError(request, 404, null, 'role.notFound');
  return role;
}
