import { and, asc, count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { nextId } from './sequences';
import { orgs, users } from '../schema';

export type Org = typeof orgs.$inferSelect;
export type NewOrg = Pick<typeof orgs.$inferInsert, 'parentId' | 'orgNo' | 'name' | 'nameEn' | 'sort' | 'status'>;

/** Every organisation in tree order (parents before children, siblings by sort). */
export function listOrgs(db: Database): Promise<Org[]> {
  return db.select().from(orgs).orderBy(asc(orgs.sort), asc(orgs.id));
}

export async function findOrg(db: Database, id: number): Promise<Org | undefined> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id)).limit(1);
  return row;
}

export async function findOrgByNo(db: Database, orgNo: string): Promise<Org | undefined> {
  const [row] = await db.select().from(orgs).where(eq(orgs.orgNo, orgNo)).limit(1);
  return row;
}

/** Whether another organisation than `exceptId` has this number. */
export async function orgNoTaken(db: Database, orgNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(exceptId === undefined ? eq(orgs.orgNo, orgNo) : and(eq(orgs.orgNo, orgNo), ne(orgs.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts an organisation under its parent (or as a root). The id is drawn from the sequence
 * first so that the materialised path is written with the row.
 */
export async function insertOrg(db: Database, org: NewOrg, parentPath: string | null, now: Date): Promise<Org> {
  const id = await nextId(db, 'orgs');
  const [row] = await db
    .insert(orgs)
    .values({ ...org, id, path: `${parentPath ?? '/'}${id}/`, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Inserts an organisation unless its number exists; the existing or new row. */
export async function insertOrgIfAbsent(db: Database, org: NewOrg, parentPath: string | null, now: Date): Promise<Org> {
  return (await findOrgByNo(db, org.orgNo)) ?? insertOrg(db, org, parentPath, now);
}

/**
 * Updates an organisation. When it moves to another parent, the paths of the whole subtree are
 * rewritten in one statement.
 */
export async function updateOrg(
  db: Database,
  org: Org,
  changes: Partial<NewOrg>,
  newParentPath: string | null | undefined,
  now: Date,
): Promise<Org> {
  if (newParentPath !== undefined) {
    const newPath = `${newParentPath ?? '/'}${org.id}/`;
    if (newPath !== org.path) {
      await db
        .update(orgs)
        .set({ path: sql`${newPath} || substr(${orgs.path}, ${org.path.length + 1})` })
        .where(like(orgs.path, `${org.path}%`));
    }
  }
  const [row] = await db
    .update(orgs)
    .set({ ...changes, updatedAt: now })
    .where(eq(orgs.id, org.id))
    .returning();
  return row;
}

export async function deleteOrg(db: Database, id: number): Promise<void> {
  await db.delete(orgs).where(eq(orgs.id, id));
}

/** How many child organisations and users an organisation still has. */
export async function orgDependants(db: Database, id: number): Promise<{ children: number; users: number }> {
  const [children] = await db.select({ n: count() }).from(orgs).where(eq(orgs.parentId, id));
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.orgId, id));
  return { children: Number(children.n), users: Number(members.n) };
}

/**
 * The ids of an organisation and every organisation below it (none for an unknown id). Read
 * first, as a list: a constant path prefix uses orgs_path_idx, and a list of ids lets the users
 * query use its own indexes, where a subquery inside OR made it read the whole table.
 */
export async function orgSubtreeIds(db: Database, orgId: number): Promise<number[]> {
  const org = await findOrg(db, orgId);
  if (!org) return [];
  const rows = await db.select({ id: orgs.id }).from(orgs).where(like(orgs.path, `${org.path}%`));
  return rows.map((row) => row.id);
}

/** The ids of the organisations with these numbers (unknown numbers are absent). */
export async function orgIdsByNo(db: Database, orgNos: string[]): Promise<Map<string, number>> {
  if (orgNos.length === 0) return new Map();
  const rows = await db.select({ id: orgs.id, orgNo: orgs.orgNo }).from(orgs).where(inArray(orgs.orgNo, orgNos));
  return new Map(rows.map((row) => [row.orgNo, row.id]));
}
