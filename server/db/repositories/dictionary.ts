import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { dictItems, dictTypes, feedback, notices, tasks, users } from '../schema';

export type DictType = typeof dictTypes.$inferSelect;
export type DictItem = typeof dictItems.$inferSelect;
export type NewDictType = Pick<typeof dictTypes.$inferInsert, 'code' | 'name' | 'nameEn' | 'remark' | 'builtin'>;
export type NewDictItem = Pick<typeof dictItems.$inferInsert, 'code' | 'label' | 'labelEn' | 'sort' | 'enabled' | 'color'>;
/** An item with the code of its type. */
export type DictItemOfType = DictItem & { typeCode: string };
export type DictTypeWithCount = DictType & { itemCount: number };

/** Every type and item, items in their order: what each server process keeps in memory. */
export async function loadDictionary(db: Database): Promise<{ types: DictType[]; items: DictItem[] }> {
  const types = await db.select().from(dictTypes).orderBy(asc(dictTypes.code));
  const items = await db.select().from(dictItems).orderBy(asc(dictItems.typeId), asc(dictItems.sort), asc(dictItems.id));
  return { types, items };
}

/** The items of one type in their order, read from the tables (what the cache saves). */
export async function readTypeItems(db: Database, typeCode: string): Promise<{ type: DictType; items: DictItem[] } | null> {
  const [type] = await db.select().from(dictTypes).where(eq(dictTypes.code, typeCode));
  if (!type) return null;
  return { type, items: await listDictItems(db, type.id) };
}

/** Types whose code or either name contains the keyword, by code, with how many items each has. */
export async function listDictTypes(db: Database, keyword?: string): Promise<DictTypeWithCount[]> {
  let where: SQL | undefined;
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(ilike(dictTypes.code, pattern), ilike(dictTypes.name, pattern), ilike(dictTypes.nameEn, pattern));
  }
  const rows = await db
    .select({ type: dictTypes, itemCount: count(dictItems.id) })
    .from(dictTypes)
    .leftJoin(dictItems, eq(dictItems.typeId, dictTypes.id))
    .where(where)
    .groupBy(dictTypes.id)
    .orderBy(asc(dictTypes.code));
  return rows.map((row) => ({ ...row.type, itemCount: Number(row.itemCount) }));
}

export async function findDictType(db: Database, id: number): Promise<DictType | null> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id));
  return row ?? null;
}

export async function findDictTypeByCode(db: Database, code: string): Promise<DictType | null> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.code, code));
  return row ?? null;
}

export async function dictTypeCodeTaken(db: Database, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(exceptId === undefined ? eq(dictTypes.code, code) : and(eq(dictTypes.code, code), ne(dictTypes.id, exceptId)));
  return Boolean(row);
}

export async function insertDictType(db: Database, row: NewDictType, now: Date): Promise<DictType> {
  const [created] = await db.insert(dictTypes).values({ ...row, createdAt: now, updatedAt: now }).returning();
  return created;
}

export async function updateDictType(
  db: Database,
  id: number,
  changes: Partial<Pick<NewDictType, 'code' | 'name' | 'nameEn' | 'remark'>>,
  now: Date,
): Promise<void> {
  await db.update(dictTypes).set({ ...changes, updatedAt: now }).where(eq(dictTypes.id, id));
}

/** Deletes a type with its items. */
export async function deleteDictType(db: Database, id: number): Promise<void> {
  await db.delete(dictTypes).where(eq(dictTypes.id, id));
}

export async function listDictItems(db: Database, typeId: number): Promise<DictItem[]> {
  return db.select().from(dictItems).where(eq(dictItems.typeId, typeId)).orderBy(asc(dictItems.sort), asc(dictItems.id));
}

export async function countDictItems(db: Database, typeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictItems).where(eq(dictItems.typeId, typeId));
  return Number(row?.n ?? 0);
}

export async function findDictItem(db: Database, id: number): Promise<DictItemOfType | null> {
  const [row] = await db
    .select({ item: dictItems, typeCode: dictTypes.code })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(eq(dictItems.id, id));
  return row ? { ...row.item, typeCode: row.typeCode } : null;
}

export async function dictItemCodeTaken(db: Database, typeId: number, code: string, exceptId?: number): Promise<boolean> {
  const same = and(eq(dictItems.typeId, typeId), eq(dictItems.code, code));
  const [row] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(exceptId === undefined ? same : and(same, ne(dictItems.id, exceptId)));
  return Boolean(row);
}

/** The next free place at the end of a type's items. */
export async function nextDictSort(db: Database, typeId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${dictItems.sort})` })
    .from(dictItems)
    .where(eq(dictItems.typeId, typeId));
  return Number(row?.max ?? 0) + 10;
}

export async function insertDictItem(db: Database, typeId: number, row: NewDictItem, now: Date): Promise<DictItem> {
  const [created] = await db.insert(dictItems).values({ ...row, typeId, createdAt: now, updatedAt: now }).returning();
  return created;
}

export async function updateDictItem(db: Database, id: number, changes: Partial<NewDictItem>, now: Date): Promise<void> {
  await db.update(dictItems).set({ ...changes, updatedAt: now }).where(eq(dictItems.id, id));
}

export async function deleteDictItem(db: Database, id: number): Promise<void> {
  await db.delete(dictItems).where(eq(dictItems.id, id));
}

/** Puts a type's items in the order given (10, 20, 30...); ids not of the type are ignored. */
export async function reorderDictItems(db: Database, typeId: number, ids: number[], now: Date): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(dictItems)
      .set({ sort: (index + 1) * 10, updatedAt: now })
      .where(and(eq(dictItems.id, id), eq(dictItems.typeId, typeId)));
  }
}

/** Inserts the built-in types that are not there yet with their items, and any locked item a type lacks. */
export async function insertBuiltinDictionary(
  db: Database,
  types: { code: string; name: string; nameEn: string; remark: string; items: (NewDictItem & { locked?: boolean })[] }[],
): Promise<void> {
  for (const type of types) {
    const [created] = await db
      .insert(dictTypes)
      .values({ code: type.code, name: type.name, nameEn: type.nameEn, remark: type.remark, builtin: true })
      .onConflictDoNothing({ target: dictTypes.code })
      .returning({ id: dictTypes.id });
    // An existing type keeps what its administrators made of it; only the items the code needs come back.
    const typeId = created?.id ?? (await findDictTypeByCode(db, type.code))!.id;
    const wanted = created ? type.items : type.items.filter((item) => item.locked);
    if (wanted.length === 0) continue;
    await db
      .insert(dictItems)
      .values(
        wanted.map(({ locked: _locked, ...item }, index) => ({ ...item, typeId, sort: item.sort ?? (index + 1) * 10 })),
      )
      .onConflictDoNothing({ target: [dictItems.typeId, dictItems.code] });
  }
}

/**
 * Where items of a dictionary type are kept: the tables' columns holding its codes, with the
 * table's name in both languages. Deleting an item still used there is refused, naming them.
 */
interface DictUsage {
  typeCode: string;
  table: PgTable;
  column: PgColumn;
  /** The column keeps numbers: the item's code is its number. */
  numeric: boolean;
  name: string;
  nameEn: string;
}

export const DICT_USAGES: DictUsage[] = [
  { typeCode: 'noticeType', table: notices, column: notices.type, numeric: false, name: '公告', nameEn: 'notices' },
  { typeCode: 'noticeLevel', table: notices, column: notices.level, numeric: true, name: '公告', nameEn: 'notices' },
  { typeCode: 'feedbackStatus', table: feedback, column: feedback.status, numeric: true, name: '意见反馈', nameEn: 'feedback' },
  { typeCode: 'userStatus', table: users, column: users.status, numeric: true, name: '用户', nameEn: 'users' },
  { typeCode: 'taskPriority', table: tasks, column: tasks.priority, numeric: true, name: '任务', nameEn: 'tasks' },
  { typeCode: 'taskStatus', table: tasks, column: tasks.status, numeric: false, name: '任务', nameEn: 'tasks' },
];

export interface DictItemUse {
  name: string;
  nameEn: string;
  count: number;
}

/** The places that hold one of the codes of a type, with how many rows each. */
export async function dictItemUses(db: Database, typeCode: string, itemCodes: string[]): Promise<DictItemUse[]> {
  const uses: DictItemUse[] = [];
  for (const usage of DICT_USAGES.filter((entry) => entry.typeCode === typeCode)) {
    const values = usage.numeric
      ? itemCodes.filter((code) => /^-?\d{1,9}$/.test(code)).map(Number)
      : itemCodes;
    if (values.length === 0) continue;
    const [row] = await db.select({ n: count() }).from(usage.table).where(inArray(usage.column, values));
    const n = Number(row?.n ?? 0);
    if (n > 0) uses.push({ name: usage.name, nameEn: usage.nameEn, count: n });
  }
  return uses;
}
