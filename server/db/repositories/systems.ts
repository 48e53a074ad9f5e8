import { and, asc, count, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { applications, menus, modules, roleMenus, systems } from '../schema';
import { grantedMenuIds } from './roles';

export type NewSystem = typeof systems.$inferInsert;
export type NewApplication = typeof applications.$inferInsert;
export type NewMenu = typeof menus.$inferInsert;

/** Inserts a system unless its number exists; true when inserted. */
export async function insertSystemIfAbsent(db: Database, system: NewSystem): Promise<boolean> {
  const rows = await db.insert(systems).values(system).onConflictDoNothing().returning({ id: systems.id });
  return rows.length > 0;
}

export async function insertApplications(db: Database, rows: NewApplication[]): Promise<void> {
  if (rows.length) await db.insert(applications).values(rows).onConflictDoNothing();
}

export async function insertMenu(db: Database, menu: NewMenu): Promise<number> {
  const [row] = await db.insert(menus).values(menu).returning({ id: menus.id });
  return row.id;
}

export interface SystemApplicationRow {
  systemNo: string;
  systemName: string;
  systemNameEn: string | null;
  applicationNo: string;
  applicationName: string;
  applicationNameEn: string | null;
  homePageUrl: string | null;
}

/**
 * Systems with their applications in display order, leaving out one reserved system. With a
 * user id, only applications holding at least one menu that user's roles grant; with null, all.
 */
export async function listSystemApplications(
  db: Database,
  opts: { excludeSystemNo: string; grantedToUserId: number | null },
): Promise<SystemApplicationRow[]> {
  const conditions = [ne(systems.systemNo, opts.excludeSystemNo)];
  if (opts.grantedToUserId !== null) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(menus)
          .where(
            and(
              eq(menus.systemNo, applications.systemNo),
              eq(menus.applicationNo, applications.applicationNo),
              inArray(menus.id, grantedMenuIds(db, opts.grantedToUserId)),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      systemNo: systems.systemNo,
      systemName: systems.name,
      systemNameEn: systems.nameEn,
      applicationNo: applications.applicationNo,
      applicationName: applications.name,
      applicationNameEn: applications.nameEn,
      homePageUrl: applications.homePageUrl,
    })
    .from(systems)
    .innerJoin(applications, eq(applications.systemNo, systems.systemNo))
    .where(and(...conditions))
    .orderBy(asc(systems.sort), asc(systems.id), asc(applications.sort), asc(applications.id));
}

export type MenuRow = Pick<typeof menus.$inferSelect, 'id' | 'parentId' | 'name' | 'nameEn' | 'path' | 'icon' | 'moduleNo'>;

const menuColumns = {
  id: menus.id,
  parentId: menus.parentId,
  name: menus.name,
  nameEn: menus.nameEn,
  path: menus.path,
  icon: menus.icon,
  moduleNo: menus.moduleNo,
};

/**
 * The menus of one application in display order. With a user id, only those the user's roles
 * grant plus every directory above them (so the tree stays connected); with null, all.
 */
export async function listApplicationMenus(
  db: Database,
  at: { systemNo: string; applicationNo: string; grantedToUserId: number | null },
): Promise<MenuRow[]> {
  const inApplication = and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo));
  const visible =
    at.grantedToUserId === null
      ? inApplication
      : and(
          inApplication,
          sql`${menus.id} IN (
            WITH RECURSIVE visible(id, parent_id) AS (
              SELECT m.id, m.parent_id FROM ${menus} m
              WHERE m.system_no = ${at.systemNo} AND m.application_no = ${at.applicationNo}
                AND m.id IN (${grantedMenuIds(db, at.grantedToUserId)})
              UNION
              SELECT p.id, p.parent_id FROM ${menus} p JOIN visible v ON p.id = v.parent_id
            )
            SELECT id FROM visible
          )`,
        );
  return db.select(menuColumns).from(menus).where(visible).orderBy(asc(menus.sort), asc(menus.id));
}

/**
 * Every route page that belongs to a module, as path -> moduleNo: opening one needs that module's
 * view right. A path used by menus of different modules keeps the first by id.
 */
export async function listModulePages(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinctOn([menus.path], { path: menus.path, moduleNo: menus.moduleNo })
    .from(menus)
    .where(and(sql`${menus.path} LIKE '/%'`, sql`${menus.moduleNo} IS NOT NULL`))
    .orderBy(asc(menus.path), asc(menus.id));
  return Object.fromEntries(rows.map((row) => [row.path as string, row.moduleNo as string]));
}

export type System = typeof systems.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type Menu = typeof menus.$inferSelect;
export type SystemFields = Pick<NewSystem, 'systemNo' | 'name' | 'nameEn' | 'sort'>;
export type ApplicationFields = Pick<
  NewApplication,
  'systemNo' | 'applicationNo' | 'name' | 'nameEn' | 'homePageUrl' | 'sort'
>;
export type MenuFields = Pick<
  NewMenu,
  'systemNo' | 'applicationNo' | 'parentId' | 'name' | 'nameEn' | 'path' | 'icon' | 'sort' | 'moduleNo'
>;

/** Every system in display order, the portal's own included. */
export function listSystems(db: Database): Promise<System[]> {
  return db.select().from(systems).orderBy(asc(systems.sort), asc(systems.id));
}

/** Every application in display order. */
export function listApplications(db: Database): Promise<Application[]> {
  return db.select().from(applications).orderBy(asc(applications.sort), asc(applications.id));
}

export async function findSystem(db: Database, id: number): Promise<System | undefined> {
  const [row] = await db.select().from(systems).where(eq(systems.id, id)).limit(1);
  return row;
}

export async function findSystemByNo(db: Database, systemNo: string): Promise<System | undefined> {
  const [row] = await db.select().from(systems).where(eq(systems.systemNo, systemNo)).limit(1);
  return row;
}

/** Whether another system than `exceptId` has this number. */
export async function systemNoTaken(db: Database, systemNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: systems.id })
    .from(systems)
    .where(and(eq(systems.systemNo, systemNo), exceptId === undefined ? undefined : ne(systems.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertSystem(db: Database, system: SystemFields, now: Date): Promise<System> {
  const [row] = await db
    .insert(systems)
    .values({ ...system, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Updates a system. A new system number reaches its applications and their menus through the
 * foreign keys; modules name their system without one, so they are renumbered here.
 */
export async function updateSystem(
  db: Database,
  before: System,
  changes: Partial<SystemFields>,
  now: Date,
): Promise<System> {
  const [row] = await db
    .update(systems)
    .set({ ...changes, updatedAt: now })
    .where(eq(systems.id, before.id))
    .returning();
  if (row.systemNo !== before.systemNo) {
    await db.update(modules).set({ systemNo: row.systemNo }).where(eq(modules.systemNo, before.systemNo));
  }
  return row;
}

export async function countSystemApplications(db: Database, systemNo: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.systemNo, systemNo));
  return Number(row.n);
}

export async function deleteSystem(db: Database, id: number): Promise<void> {
  await db.delete(systems).where(eq(systems.id, id));
}

export async function findApplication(db: Database, id: number): Promise<Application | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

export async function findApplicationByNo(
  db: Database,
  systemNo: string,
  applicationNo: string,
): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.systemNo, systemNo), eq(applications.applicationNo, applicationNo)))
    .limit(1);
  return row;
}

/** Whether another application than `exceptId` has this number within the system. */
export async function applicationNoTaken(
  db: Database,
  at: { systemNo: string; applicationNo: string },
  exceptId?: number,
): Promise<boolean> {
  const existing = await findApplicationByNo(db, at.systemNo, at.applicationNo);
  return existing !== undefined && existing.id !== exceptId;
}

export async function insertApplication(db: Database, application: ApplicationFields, now: Date): Promise<Application> {
  const [row] = await db
    .insert(applications)
    .values({ ...application, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Updates an application. New numbers reach its menus through the foreign key; modules name
 * their application without one, so they are renumbered here.
 */
export async function updateApplication(
  db: Database,
  before: Application,
  changes: Partial<ApplicationFields>,
  now: Date,
): Promise<Application> {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: now })
    .where(eq(applications.id, before.id))
    .returning();
  if (row.systemNo !== before.systemNo || row.applicationNo !== before.applicationNo) {
    await db
      .update(modules)
      .set({ systemNo: row.systemNo, applicationNo: row.applicationNo })
      .where(and(eq(modules.systemNo, before.systemNo), eq(modules.applicationNo, before.applicationNo)));
  }
  return row;
}

/** How many menus and modules belong to an application. */
export async function applicationDependants(
  db: Database,
  at: { systemNo: string; applicationNo: string },
): Promise<{ menus: number; modules: number }> {
  const [menuCount] = await db
    .select({ n: count() })
    .from(menus)
    .where(and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo)));
  const [moduleCount] = await db
    .select({ n: count() })
    .from(modules)
    .where(and(eq(modules.systemNo, at.systemNo), eq(modules.applicationNo, at.applicationNo)));
  return { menus: Number(menuCount.n), modules: Number(moduleCount.n) };
}

export async function deleteApplication(db: Database, id: number): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

/** Every menu of one application with all its columns, in display order. */
export function listMenusOfApplication(db: Database, at: { systemNo: string; applicationNo: string }): Promise<Menu[]> {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.systemNo, at.systemNo), eq(menus.applicationNo, at.applicationNo)))
    .orderBy(asc(menus.sort), asc(menus.id));
}

export async function findMenu(db: Database, id: number): Promise<Menu | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

export async function createMenu(db: Database, menu: MenuFields, now: Date): Promise<Menu> {
  const [row] = await db
    .insert(menus)
    .values({ ...menu, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateMenu(
  db: Database,
  id: number,
  changes: Partial<Omit<MenuFields, 'systemNo' | 'applicationNo'>>,
  now: Date,
): Promise<Menu> {
  const [row] = await db
    .update(menus)
    .set({ ...changes, updatedAt: now })
    .where(eq(menus.id, id))
    .returning();
  return row;
}

/** Whether `candidateId` is the menu itself or lies anywhere below it. */
export async function isInMenuSubtree(db: Database, menuId: number, candidateId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    WITH RECURSIVE subtree(id) AS (
      SELECT ${menuId}::integer
      UNION
      SELECT m.id FROM ${menus} m JOIN subtree s ON m.parent_id = s.id
    )
    SELECT 1 AS found FROM subtree WHERE id = ${candidateId}`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

export async function countMenuChildren(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  return Number(row.n);
}

/** Whether a role grants the menu. */
export async function menuGranted(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ roleId: roleMenus.roleId }).from(roleMenus).where(eq(roleMenus.menuId, id)).limit(1);
  return row !== undefined;
}

/** Deletes a menu; the roles' grants of it go with it through the foreign key. */
export async function deleteMenu(db: Database, id: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, id));
}
