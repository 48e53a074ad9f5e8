import { and, asc, count, countDistinct, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { menus, moduleItems, modules, roleFieldRights, roleModuleActions, type ModuleItemKind } from '../schema';

export type ModuleItem = typeof moduleItems.$inferSelect;
export type NewModuleItem = typeof moduleItems.$inferInsert;

/** Adds buttons and fields to modules, keeping the ones that exist (by module, kind and code). */
export async function insertModuleItemsIfAbsent(db: Database, items: NewModuleItem[]): Promise<void> {
  if (items.length > 0) await db.insert(moduleItems).values(items).onConflictDoNothing();
}

/** The buttons or fields of a module, in their order. */
export function listModuleItems(db: Database, moduleNo: string, kind: ModuleItemKind): Promise<ModuleItem[]> {
  return db
    .select()
    .from(moduleItems)
    .where(and(eq(moduleItems.moduleNo, moduleNo), eq(moduleItems.kind, kind)))
    .orderBy(asc(moduleItems.sort), asc(moduleItems.id));
}

export type Module = typeof modules.$inferSelect;
export type ModuleFields = Pick<
  typeof modules.$inferInsert,
  'moduleNo' | 'name' | 'nameEn' | 'systemNo' | 'applicationNo' | 'sort'
>;
/** A button or field as given for a module: its kind and module come from where it is written. */
export type ModuleItemFields = Pick<NewModuleItem, 'code' | 'name' | 'nameEn' | 'sort'>;

export interface ModuleFilter {
  /** Prefix of the module number or name. */
  keyword?: string;
  systemNo?: string;
  applicationNo?: string;
}

export type ModuleSortField = 'moduleNo' | 'name' | 'sort' | 'createdAt';

/** One page of modules matching the filters. */
export async function pageModules(
  db: Database,
  filter: ModuleFilter,
  sort: { field: ModuleSortField; order: 'ascend' | 'descend' },
  page: { limit: number; offset: number },
): Promise<{ rows: Module[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    conditions.push(
      or(
        sql`starts_with(${modules.moduleNo}, ${filter.keyword})`,
        sql`starts_with(${modules.name}, ${filter.keyword})`,
      )!,
    );
  }
  if (filter.systemNo !== undefined) conditions.push(eq(modules.systemNo, filter.systemNo));
  if (filter.applicationNo !== undefined) conditions.push(eq(modules.applicationNo, filter.applicationNo));
  const where = and(...conditions);
  const column = { moduleNo: modules.moduleNo, name: modules.name, sort: modules.sort, createdAt: modules.createdAt }[
    sort.field
  ];
  const direction = sort.order === 'ascend' ? asc : desc;
  const rows = await db
    .select()
    .from(modules)
    .where(where)
    .orderBy(direction(column), direction(modules.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(modules).where(where);
  return { rows, total: Number(n) };
}

export async function findModuleById(db: Database, id: number): Promise<Module | undefined> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  return row;
}

/** Whether another module than `exceptId` has this number. */
export async function moduleNoTaken(db: Database, moduleNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      exceptId === undefined
        ? eq(modules.moduleNo, moduleNo)
        : and(eq(modules.moduleNo, moduleNo), ne(modules.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The buttons and fields of several modules, each module's items in their order. */
export function listItemsOfModules(db: Database, moduleNos: string[]): Promise<ModuleItem[]> {
  if (moduleNos.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(moduleItems)
    .where(inArray(moduleItems.moduleNo, moduleNos))
    .orderBy(asc(moduleItems.sort), asc(moduleItems.id));
}

export async function insertModule(db: Database, module: ModuleFields, now: Date): Promise<Module> {
  const [row] = await db
    .insert(modules)
    .values({ ...module, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/**
 * Updates a module. A new module number reaches its items, grants and field rights through the
 * foreign keys; menus name their module without one, so they are repointed here.
 */
export async function updateModule(
  db: Database,
  before: Module,
  changes: Partial<ModuleFields>,
  now: Date,
): Promise<Module> {
  const [row] = await db
    .update(modules)
    .set({ ...changes, updatedAt: now })
    .where(eq(modules.id, before.id))
    .returning();
  if (row.moduleNo !== before.moduleNo) {
    await db.update(menus).set({ moduleNo: row.moduleNo }).where(eq(menus.moduleNo, before.moduleNo));
  }
  return row;
}

/**
 * Replaces a module's buttons or fields. Rights that named a removed item go with it: the
 * grants of a removed button and the field rights of a removed field. Answers the removed codes.
 */
export async function replaceModuleItems(
  db: Database,
  moduleNo: string,
  kind: ModuleItemKind,
  items: ModuleItemFields[],
): Promise<string[]> {
  const existing = await listModuleItems(db, moduleNo, kind);
  const kept = new Set(items.map((item) => item.code));
  const removed = existing.map((item) => item.code).filter((code) => !kept.has(code));
  if (removed.length > 0) {
    if (kind === 'button') {
      await db
        .delete(roleModuleActions)
        .where(and(eq(roleModuleActions.moduleNo, moduleNo), inArray(roleModuleActions.action, removed)));
    } else {
      await db
        .delete(roleFieldRights)
        .where(and(eq(roleFieldRights.moduleNo, moduleNo), inArray(roleFieldRights.field, removed)));
    }
  }
  await db.delete(moduleItems).where(and(eq(moduleItems.moduleNo, moduleNo), eq(moduleItems.kind, kind)));
  if (items.length > 0) await db.insert(moduleItems).values(items.map((item) => ({ ...item, moduleNo, kind })));
  return removed;
}

/** How many roles grant actions of a module and how many menus open it. */
export async function moduleDependants(db: Database, moduleNo: string): Promise<{ roles: number; menus: number }> {
  const [granting] = await db
    .select({ n: countDistinct(roleModuleActions.roleId) })
    .from(roleModuleActions)
    .where(eq(roleModuleActions.moduleNo, moduleNo));
  const [pointing] = await db.select({ n: count() }).from(menus).where(eq(menus.moduleNo, moduleNo));
  return { roles: Number(granting.n), menus: Number(pointing.n) };
}

/** Deletes a module; its items and field rights go with it through the foreign keys. */
export async function deleteModule(db: Database, id: number): Promise<void> {
  await db.delete(modules).where(eq(modules.id, id));
}

/** Of these codes of a module's buttons or fields, those roles use: buttons they grant, fields they restrict. */
export async function itemCodesInUse(
  db: Database,
  moduleNo: string,
  kind: ModuleItemKind,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows =
    kind === 'button'
      ? await db
          .selectDistinct({ code: roleModuleActions.action })
          .from(roleModuleActions)
          .where(and(eq(roleModuleActions.moduleNo, moduleNo), inArray(roleModuleActions.action, [...codes])))
      : await db
          .selectDistinct({ code: roleFieldRights.field })
          .from(roleFieldRights)
          .where(and(eq(roleFieldRights.moduleNo, moduleNo), inArray(roleFieldRights.field, [...codes])));
  return rows.map((row) => row.code).sort();
}
