/** The field rights a role sets per module. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { roleFieldRights } from '../../schema';
import type { FieldMode } from '../../../plugins/roles/constants';

/** Sets a role's field rights for one module (replacing the earlier ones). */
export async function setRoleFieldRights(
  db: Database,
  roleId: number,
  moduleNo: string,
  rights: Record<string, FieldMode>,
): Promise<void> {
  await db
    .delete(roleFieldRights)
    .where(and(eq(roleFieldRights.roleId, roleId), eq(roleFieldRights.moduleNo, moduleNo)));
  const rows = Object.entries(rights).map(([field, mode]) => ({ roleId, moduleNo, field, mode }));
  if (rows.length > 0) await db.insert(roleFieldRights).values(rows);
}

/** A role's field rights of one module: field -> hidden or read-only. */
export async function roleModuleFieldRights(
  db: Database,
  roleId: number,
  moduleNo: string,
): Promise<Record<string, FieldMode>> {
  const rows = await db
    .select({ field: roleFieldRights.field, mode: roleFieldRights.mode })
    .from(roleFieldRights)
    .where(and(eq(roleFieldRights.roleId, roleId), eq(roleFieldRights.moduleNo, moduleNo)))
    .orderBy(asc(roleFieldRights.field));
  return Object.fromEntries(rows.map((row) => [row.field, row.mode]));
}
