import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { postRoles, posts, userPosts } from '../schema';

export type Post = typeof posts.$inferSelect;
export type NewPost = Pick<typeof posts.$inferInsert, 'parentId' | 'postNo' | 'name' | 'nameEn' | 'sort' | 'status'>;

/** A post with the roles it gives and how many users hold it. */
export type PostDetail = Post & { roleIds: number[]; userCount: number };

async function withDetails(db: Database, rows: Post[]): Promise<PostDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const grants = await db
    .select({ postId: postRoles.postId, roleId: postRoles.roleId })
    .from(postRoles)
    .where(inArray(postRoles.postId, ids))
    .orderBy(asc(postRoles.roleId));
  const holders = await db
    .select({ postId: userPosts.postId, n: count() })
    .from(userPosts)
    .where(inArray(userPosts.postId, ids))
    .groupBy(userPosts.postId);
  const roleIdsOf = new Map<number, number[]>();
  for (const grant of grants) roleIdsOf.set(grant.postId, [...(roleIdsOf.get(grant.postId) ?? []), grant.roleId]);
  const userCountOf = new Map(holders.map((row) => [row.postId, Number(row.n)]));
  return rows.map((row) => ({ ...row, roleIds: roleIdsOf.get(row.id) ?? [], userCount: userCountOf.get(row.id) ?? 0 }));
}

/** Every post in tree order (siblings by sort), with roles and holder counts. */
export async function listPostDetails(db: Database): Promise<PostDetail[]> {
  return withDetails(db, await db.select().from(posts).orderBy(asc(posts.sort), asc(posts.id)));
}

export async function findPostDetail(db: Database, id: number): Promise<PostDetail | undefined> {
  const [row] = await withDetails(db, await db.select().from(posts).where(eq(posts.id, id)).limit(1));
  return row;
}

/** Whether another post than `exceptId` has this number. */
export async function postNoTaken(db: Database, postNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.postNo, postNo), exceptId === undefined ? undefined : ne(posts.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertPost(db: Database, post: NewPost, now: Date): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ ...post, createdAt: now, updatedAt: now })
    .returning({ id: posts.id });
  return row.id;
}

export async function updatePost(db: Database, id: number, changes: Partial<NewPost>, now: Date): Promise<void> {
  await db
    .update(posts)
    .set({ ...changes, updatedAt: now })
    .where(eq(posts.id, id));
}

/** Deletes a post; the roles it gave go with it. */
export async function deletePost(db: Database, id: number): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** How many child posts a post has. */
export async function countChildPosts(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.parentId, id));
  return Number(row.n);
}

/**
 * Whether `candidateId` is `rootId` or lies below it: walks up from the candidate through its
 * parents. UNION (not UNION ALL) ends the walk even if the stored tree had a loop.
 */
export async function isPostInSubtree(db: Database, rootId: number, candidateId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT p.id, p.parent_id FROM ${posts} p WHERE p.id = ${candidateId}
      UNION
      SELECT p.id, p.parent_id FROM ${posts} p JOIN up ON p.id = up.parent_id
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE up.id = ${rootId}) AS inside`)) as unknown as { rows: { inside: boolean }[] };
  return rows[0].inside;
}

/** Replaces the roles a post gives to everyone holding it. */
export async function setPostRoles(db: Database, postId: number, roleIds: number[]): Promise<void> {
  await db.delete(postRoles).where(eq(postRoles.postId, postId));
  if (roleIds.length > 0) await db.insert(postRoles).values(roleIds.map((roleId) => ({ postId, roleId })));
}

/** The ids of the posts a user holds, ascending. */
export async function userPostIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: userPosts.postId })
    .from(userPosts)
    .where(eq(userPosts.userId, userId))
    .orderBy(asc(userPosts.postId));
  return rows.map((row) => row.postId);
}

/** Replaces the posts a user holds. */
export async function setUserPosts(db: Database, userId: number, postIds: number[]): Promise<void> {
  await db.delete(userPosts).where(eq(userPosts.userId, userId));
  if (postIds.length > 0) await db.insert(userPosts).values(postIds.map((postId) => ({ userId, postId })));
}

/** Gives a post to these users (posts they hold already stay). */
export async function addPostHolders(db: Database, postId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length > 0) await db.insert(userPosts).values(userIds.map((userId) => ({ userId, postId }))).onConflictDoNothing();
}

/** The given ids that name no post. */
export async function unknownPostIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** The roles the given posts give, ascending (whatever the posts' status). */
export async function postRoleIds(db: Database, postIds: readonly number[]): Promise<number[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ roleId: postRoles.roleId })
    .from(postRoles)
    .where(inArray(postRoles.postId, [...postIds]))
    .orderBy(asc(postRoles.roleId));
  return rows.map((row) => row.roleId);
}

/** Subquery: the users holding one of these posts. */
export function postHolderIds(db: Database, postIds: readonly number[]) {
  return db
    .select({ userId: userPosts.userId })
    .from(userPosts)
    .where(inArray(userPosts.postId, [...postIds]));
}
