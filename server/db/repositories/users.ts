import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '../../constants';
import type { Database } from '../client';
import { cappedTotal, countedUpTo, countUpTo, rowsWithTotal, type CappedTotal } from './counting';
import { inIdList } from './idList';
import { prefixPattern } from './like';
import { nextId, nextIds } from './sequences';
import { orgs, signInAttempts, users } from '../schema';
import { accountKey } from './signInAttempts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The account in lower case: accounts are unique and found regardless of letter case. */
const lowerAccount = sql`lower(${users.account})`;

export async function findUserByAccount(db: Database, account: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(lowerAccount, accountKey(account)))
    .limit(1);
  return user;
}

/** Inserts a user unless the account or user number exists; returns the new id, or null. */
export async function insertUserIfAbsent(db: Database, user: NewUser): Promise<number | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** The columns of a user that may leave the server (never the password hash). */
const publicColumns = {
  id: users.id,
  userNo: users.userNo,
  account: users.account,
  name: users.name,
  jobNo: users.jobNo,
  email: users.email,
  phone: users.phone,
  orgId: users.orgId,
  orgNo: orgs.orgNo,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
  status: users.status,
  lockedUntil: signInAttempts.lockedUntil,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** A user's organisation and sign-in lock-out, answered with the user. */
const publicJoins = { org: eq(orgs.id, users.orgId), attempts: eq(signInAttempts.accountKey, lowerAccount) };

function selectPublicUsers(db: Database) {
  return db
    .select(publicColumns)
    .from(users)
    .leftJoin(orgs, publicJoins.org)
    .leftJoin(signInAttempts, publicJoins.attempts);
}

/** selectPublicUsers with the number of rows matching (countedUpTo) on each row. */
function selectPublicUsersCounted(db: Database, counted: SQL<number>) {
  return db
    .select({ ...publicColumns, total: counted })
    .from(users)
    .leftJoin(orgs, publicJoins.org)
    .leftJoin(signInAttempts, publicJoins.attempts);
}

export type PublicUser = Awaited<ReturnType<typeof selectPublicUsers>>[number];

export const USER_KEYWORD_FIELDS = ['account', 'name', 'jobNo'] as const;
export type UserKeywordField = (typeof USER_KEYWORD_FIELDS)[number];

/** Condition: the keyword starts one of these fields (none: nothing matches); undefined without a keyword. */
export function userKeywordCondition(
  keyword: string | undefined,
  fields: readonly UserKeywordField[] = USER_KEYWORD_FIELDS,
): SQL | undefined {
  if (!keyword) return undefined;
  const prefix = prefixPattern(keyword);
  const columns = { account: users.account, name: users.name, jobNo: users.jobNo };
  return fields.length ? or(...fields.map((field) => like(columns[field], prefix)))! : sql`false`;
}

/**
 * The order of a list of users within another area (holders, members): by account where the
 * viewer may see it (`visible`, field rights), else by id, so that a hidden account does not show
 * through the order.
 */
export function userBriefOrder(visible: readonly UserKeywordField[] = USER_KEYWORD_FIELDS) {
  return visible.includes('account') ? [asc(users.account), asc(users.id)] : [asc(users.id)];
}

export interface UserFilter {
  /** Prefix of the account, name or job number. */
  keyword?: string;
  /** Which fields the keyword searches (those the viewer may see); all three by default. */
  keywordFields?: readonly UserKeywordField[];
  /**
   * These organisations (one and those below it: server/access/orgSubtree.ts `orgFilterAt`, or
   * `orgSubtreeIds`); none matches for an empty list.
   */
  orgIds?: readonly number[];
  status?: number;
}

export type UserSortField = 'account' | 'name' | 'createdAt';

function filterCondition(filter: UserFilter): SQL[] {
  const conditions: SQL[] = [];
  const keyword = userKeywordCondition(filter.keyword, filter.keywordFields);
  if (keyword) conditions.push(keyword);
  if (filter.orgIds !== undefined) conditions.push(inIdList(users.orgId, filter.orgIds));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  return conditions;
}

export interface UserSort {
  field: UserSortField;
  order: 'ascend' | 'descend';
}

const sortColumn = (field: UserSortField) =>
  ({ account: users.account, name: users.name, createdAt: users.createdAt })[field];

/** The order of a sort over a value and the id that breaks its ties. */
function orderOf(sort: UserSort, key: SQLWrapper, id: SQLWrapper) {
  const direction = sort.order === 'ascend' ? asc : desc;
  return [direction(key), direction(id)];
}

const userOrder = (sort: UserSort) => orderOf(sort, sortColumn(sort.field), users.id);

/** Users within a data scope (server/access/dataScope.ts) and the filters, in order, one slice. */
export async function listUsers(
  db: Database,
  scope: SQL,
  filter: UserFilter,
  sort: UserSort,
  page: { limit: number; offset: number },
): Promise<PublicUser[]> {
  return selectPublicUsers(db)
    .where(and(scope, ...filterCondition(filter)))
    .orderBy(...userOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many users lie within a data scope and the filters. */
export async function countUsers(db: Database, scope: SQL, filter: UserFilter): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(scope, ...filterCondition(filter)));
  return Number(n);
}

/** A place in an ordered list of users: the last row's sort value as text and its id. */
export interface UserCursor {
  key: string;
  id: number;
}

/**
 * The next slice of the users within a data scope and the filters, in order, after `cursor`
 * (null: from the start), with the cursor after its last row. Keyset paging: every slice costs
 * the same however far into the list, and rows changed or deleted meanwhile neither repeat nor
 * shift the rest; for long reads such as exports.
 */
export async function listUsersAfter(
  db: Database,
  scope: SQL,
  filter: UserFilter,
  sort: UserSort,
  cursor: UserCursor | null,
  limit: number,
): Promise<{ rows: PublicUser[]; cursor: UserCursor | null }> {
  const column = sortColumn(sort.field);
  // The value as text keeps a timestamp's microseconds, which a JavaScript Date would cut.
  const key = (value: string) => (sort.field === 'createdAt' ? sql`${value}::timestamptz` : sql`${value}`);
  const after =
    cursor &&
    sql`(${column}, ${users.id}) ${sql.raw(sort.order === 'ascend' ? '>' : '<')} (${key(cursor.key)}, ${cursor.id})`;
  const rows = await db
    .select({ ...publicColumns, sortKey: sql<string>`${column}::text` })
    .from(users)
    .leftJoin(orgs, publicJoins.org)
    .leftJoin(signInAttempts, publicJoins.attempts)
    .where(and(scope, ...filterCondition(filter), after ?? undefined))
    .orderBy(...userOrder(sort))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ sortKey: _sortKey, ...row }) => row),
    cursor: last ? { key: last.sortKey, id: last.id } : null,
  };
}

/**
 * One page of the users within a data scope and the filters, with their total counted up to
 * `countCap` (server/db/repositories/counting.ts), in one statement. Without a keyword the users
 * matching are many (a scope or organisations spread theirs over the whole order): the order's
 * index reads the page and stops at its end, and the total is a subquery of its own; a page beyond
 * the last has no row to carry the total, and only then is it counted apart. With a keyword see
 * pageOfMatches.
 */
export async function pageUsers(
  db: Database,
  scope: SQL,
  filter: UserFilter,
  sort: UserSort,
  page: Slice,
  countCap = LIST_COUNT_CAP,
): Promise<{ rows: PublicUser[] } & CappedTotal> {
  const matching = and(scope, ...filterCondition(filter));
  if (filter.keyword) return pageOfMatches(db, matching, sort, page, countCap);
  const rows = await selectPublicUsersCounted(db, countedUpTo(db, users, matching, countCap))
    .where(matching)
    .orderBy(...userOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
  return rowsWithTotal(rows, page.offset, () => countUpTo(db, users, matching, countCap), countCap);
}

interface Slice {
  limit: number;
  offset: number;
}

/**
 * pageUsers with a keyword. The users matching are few, but may lie anywhere in the order (job
 * numbers follow creation, so reading the order's index until a page is found can pass most of
 * the table): they are read once through the prefix indexes, up to one past the cap (`matched`),
 * counted, and the page sorted from them in memory; only when more than the cap match is the
 * order's index read instead. The total comes on a row of its own joined to the page, so a page
 * beyond the last (frequent when few match) answers it in the same statement, on a row without a user.
 */
async function pageOfMatches(db: Database, matching: SQL | undefined, sort: UserSort, page: Slice, countCap: number) {
  const sortKey = sql`${sortColumn(sort.field)}`.as('key');
  const matched = db
    .$with('matched')
    .as(db.select({ id: users.id, key: sortKey }).from(users).where(matching).limit(countCap + 1));
  const total = db.$with('total').as(db.select({ n: count().as('n') }).from(matched));
  const counted = sql`(select ${total.n} from ${total})`;
  const sorted = db
    .select({ id: matched.id })
    .from(matched)
    .where(sql`${counted} <= ${countCap}`)
    .orderBy(...orderOf(sort, matched.key, matched.id))
    .limit(page.limit)
    .offset(page.offset);
  const inOrder = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${counted} > ${countCap}`, matching))
    .orderBy(...userOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
  const ids = unionAll(sorted, inOrder).as('page');
  const rows = await db
    .with(matched, total)
    .select({ ...publicColumns, total: total.n })
    .from(total)
    .leftJoin(ids, sql`true`)
    .leftJoin(users, eq(users.id, ids.id))
    .leftJoin(orgs, publicJoins.org)
    .leftJoin(signInAttempts, publicJoins.attempts)
    .orderBy(...userOrder(sort));
  return {
    rows: rows.filter((row): row is typeof row & PublicUser => row.id !== null).map(({ total: _total, ...row }) => row),
    ...cappedTotal(Number(rows[0].total), countCap),
  };
}

/** Which of these accounts (regardless of letter case) and job numbers are held by users already. */
export async function takenAccountsAndJobNos(
  db: Database,
  values: { accounts: string[]; jobNos: string[] },
): Promise<{ accounts: Set<string>; jobNos: Set<string> }> {
  const keys = values.accounts.map(accountKey);
  const rows =
    values.accounts.length + values.jobNos.length === 0
      ? []
      : await db
          .select({ account: users.account, jobNo: users.jobNo })
          .from(users)
          .where(
            or(
              keys.length ? inArray(lowerAccount, keys) : undefined,
              values.jobNos.length ? inArray(users.jobNo, values.jobNos) : undefined,
            ),
          );
  return {
    accounts: new Set(
      values.accounts.filter((account) => rows.some((row) => accountKey(row.account) === accountKey(account))),
    ),
    jobNos: new Set(rows.map((row) => row.jobNo).filter((j): j is string => j !== null && values.jobNos.includes(j))),
  };
}

/** A user within a data scope; undefined when there is none with this id or it is outside the scope. */
export async function findUserInScope(db: Database, id: number, scope: SQL): Promise<PublicUser | undefined> {
  const [row] = await selectPublicUsers(db)
    .where(and(eq(users.id, id), scope))
    .limit(1);
  return row;
}

/** Which unique field of another user (than exceptId) already holds this account (in any letter case) or job number. */
export async function takenUserField(
  db: Database,
  values: { account?: string; jobNo?: string },
  exceptId?: number,
): Promise<'account' | 'jobNo' | null> {
  const other = exceptId === undefined ? undefined : ne(users.id, exceptId);
  if (values.account !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(lowerAccount, accountKey(values.account)), other))
      .limit(1);
    if (row) return 'account';
  }
  if (values.jobNo !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.jobNo, values.jobNo), other))
      .limit(1);
    if (row) return 'jobNo';
  }
  return null;
}

export type UserFields = Pick<NewUser, 'account' | 'name' | 'jobNo' | 'email' | 'phone' | 'orgId'>;

/**
 * Inserts a user with a user number derived from its id (U0002, ...); undefined when the
 * account or job number is taken (checked by the unique constraints).
 */
export async function insertUser(
  db: Database,
  user: UserFields & { passwordHash: string },
  now: Date,
): Promise<number | undefined> {
  const id = await nextId(db, 'users');
  const [row] = await db
    .insert(users)
    .values({ ...user, id, userNo: `U${String(id).padStart(4, '0')}`, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** Inserts many users in one statement, numbered from their ids as insertUser numbers one; their ids in order. */
export async function insertUsers(
  db: Database,
  rows: (UserFields & { passwordHash: string })[],
  now: Date,
): Promise<number[]> {
  const ids = await nextIds(db, 'users', rows.length);
  if (ids.length > 0)
    await db.insert(users).values(
      rows.map((user, i) => ({
        ...user,
        id: ids[i],
        userNo: `U${String(ids[i]).padStart(4, '0')}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
  return ids;
}

/** Whether any user other than these accounts exists. */
export async function hasUsersBesides(db: Database, accounts: readonly string[]): Promise<boolean> {
  const keys = accounts.map(accountKey);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      keys.length > 0
        ? sql`${lowerAccount} NOT IN (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})`
        : undefined,
    )
    .limit(1);
  return row !== undefined;
}

/** Changes a user within a data scope; whether a row was changed. */
export async function updateUserInScope(
  db: Database,
  id: number,
  scope: SQL,
  changes: Partial<
    Pick<
      NewUser,
      'account' | 'name' | 'jobNo' | 'email' | 'phone' | 'orgId' | 'status' | 'passwordHash' | 'passwordChangedAt'
    >
  >,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, id), scope))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deletes a user within a data scope; whether a row was deleted. */
export async function deleteUserInScope(db: Database, id: number, scope: SQL): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), scope))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The given ids (deduplicated) that name no user within the data scope. */
export async function userIdsOutsideScope(db: Database, ids: readonly number[], scope: SQL): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), scope));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** A user as listed among the holders of a role or the members of a group (joined with orgs). */
export const listedUserColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  jobNo: users.jobNo,
  orgName: orgs.name,
  orgNameEn: orgs.nameEn,
};
