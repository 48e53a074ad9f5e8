/** Who holds which role, directly or through a group or post (server/plugins/roles/authorized.ts). */
import { and, asc, count, eq, like, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';
import { prefixPattern } from '.././like';
import type { UserKeywordField } from '.././users';
import {
  POST_ENABLED,
  groupRoles,
  postRoles,
  posts,
  roles,
  userGroupMembers,
  userGroups,
  userPosts,
  userRoles,
  users,
} from '../../schema';
import type { AuthorizedVia } from '../../../plugins/roles/constants';

export interface AuthorizedFilter {
  roleId?: number;
  via?: AuthorizedVia;
  /** Prefix of the subject's code or name, or of the role's code or name. */
  keyword?: string;
  /**
   * The user fields the viewer may see (field rights): a user's account and name are answered,
   * searched and sorted by only when they are among them; otherwise they are null.
   */
  visibleUserFields: readonly UserKeywordField[];
}

/** A user column, or null where the viewer may not see the field. */
const visibleUserColumn = (visible: readonly UserKeywordField[], field: 'account' | 'name') =>
  visible.includes(field) ? users[field] : sql`NULL::varchar`;

const roleOf = () => ({
  roleId: sql<number>`${roles.id}`.as('role_id'),
  roleCode: sql<string>`${roles.roleCode}`.as('role_code'),
  roleName: sql<string>`${roles.name}`.as('role_name'),
  roleNameEn: sql<string | null>`${roles.nameEn}`.as('role_name_en'),
});

const viaOf = (via: AuthorizedVia) => sql<AuthorizedVia>`${via}::text`.as('via');

/**
 * One page of the role relations (user - role, group - role, post - role) as one UNION ALL,
 * filtered, ordered and paged in SQL. Relations to users outside `userScope` are left out.
 */
export async function pageAuthorizations(
  db: Database,
  userScope: SQL,
  filter: AuthorizedFilter,
  page: { limit: number; offset: number },
) {
  const prefix = filter.keyword ? prefixPattern(filter.keyword) : undefined;
  const matching = (...columns: AnyColumn[]) =>
    prefix ? or(...[...columns, roles.roleCode, roles.name].map((column) => like(column, prefix))) : undefined;
  const userColumns = (['account', 'name'] as const).filter((field) => filter.visibleUserFields.includes(field));
  const ofRole = (column: typeof userRoles.roleId | typeof groupRoles.roleId | typeof postRoles.roleId) =>
    filter.roleId === undefined ? undefined : eq(column, filter.roleId);
  const subject = (id: SQLWrapper, code: SQLWrapper, name: SQLWrapper, nameEn: SQLWrapper | null) => ({
    subjectId: sql<number>`${id}`.as('subject_id'),
    subjectCode: sql<string | null>`${code}`.as('subject_code'),
    subjectName: sql<string | null>`${name}`.as('subject_name'),
    subjectNameEn: sql<string | null>`${nameEn ?? sql`NULL::varchar`}`.as('subject_name_en'),
  });
  // A branch of another kind than the filter asks for is `WHERE false`, planned as empty.
  const kind = (via: AuthorizedVia) => (filter.via === undefined || filter.via === via ? undefined : sql`false`);
  const source = unionAll(
    db
      .select({
        ...roleOf(),
        via: viaOf('user'),
        ...subject(
          users.id,
          visibleUserColumn(filter.visibleUserFields, 'account'),
          visibleUserColumn(filter.visibleUserFields, 'name'),
          null,
        ),
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(kind('user'), userScope, ofRole(userRoles.roleId), matching(...userColumns.map((field) => users[field]))),
      ),
    db
      .select({
        ...roleOf(),
        via: viaOf('group'),
        ...subject(userGroups.id, userGroups.groupNo, userGroups.name, userGroups.nameEn),
      })
      .from(groupRoles)
      .innerJoin(roles, eq(roles.id, groupRoles.roleId))
      .innerJoin(userGroups, eq(userGroups.id, groupRoles.groupId))
      .where(and(kind('group'), ofRole(groupRoles.roleId), matching(userGroups.groupNo, userGroups.name))),
    db
      .select({ ...roleOf(), via: viaOf('post'), ...subject(posts.id, posts.postNo, posts.name, posts.nameEn) })
      .from(postRoles)
      .innerJoin(roles, eq(roles.id, postRoles.roleId))
      .innerJoin(posts, eq(posts.id, postRoles.postId))
      .where(and(kind('post'), ofRole(postRoles.roleId), matching(posts.postNo, posts.name))),
  ).as('authorized');
  const rows = await db
    .select()
    .from(source)
    .orderBy(asc(source.roleCode), asc(source.via), asc(source.subjectCode), asc(source.subjectId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(source);
  return { rows, total: Number(n) };
}

export type AuthorizationRow = Awaited<ReturnType<typeof pageAuthorizations>>['rows'][number];

/**
 * Every role a user holds and how: directly, through each user group, through each enabled post
 * (a disabled post gives nothing, as in heldRoleIds). A role reached several ways is listed once per way.
 * A role given directly names the user, whose name is null unless among `visibleUserFields`.
 */
export async function userAuthorizations(db: Database, userId: number, visibleUserFields: readonly UserKeywordField[]) {
  const viaColumns = (id: SQLWrapper, name: SQLWrapper, nameEn: SQLWrapper | null) => ({
    viaId: sql<number>`${id}`.as('via_id'),
    viaName: sql<string | null>`${name}`.as('via_name'),
    viaNameEn: sql<string | null>`${nameEn ?? sql`NULL::varchar`}`.as('via_name_en'),
  });
  const source = unionAll(
    db
      .select({
        ...roleOf(),
        via: viaOf('user'),
        ...viaColumns(users.id, visibleUserColumn(visibleUserFields, 'name'), null),
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ ...roleOf(), via: viaOf('group'), ...viaColumns(userGroups.id, userGroups.name, userGroups.nameEn) })
      .from(groupRoles)
      .innerJoin(roles, eq(roles.id, groupRoles.roleId))
      .innerJoin(userGroupMembers, eq(userGroupMembers.groupId, groupRoles.groupId))
      .innerJoin(userGroups, eq(userGroups.id, groupRoles.groupId))
      .where(eq(userGroupMembers.userId, userId)),
    db
      .select({ ...roleOf(), via: viaOf('post'), ...viaColumns(posts.id, posts.name, posts.nameEn) })
      .from(postRoles)
      .innerJoin(roles, eq(roles.id, postRoles.roleId))
      .innerJoin(userPosts, eq(userPosts.postId, postRoles.postId))
      .innerJoin(posts, eq(posts.id, postRoles.postId))
      .where(and(eq(userPosts.userId, userId), eq(posts.status, POST_ENABLED))),
  ).as('held');
  return db.select().from(source).orderBy(asc(source.roleCode), asc(source.via), asc(source.viaId));
}
