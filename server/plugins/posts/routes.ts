import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { xor as symmetricDifference } from 'lodash';
import { changeHolders } from '../../access/escalation';
import { unknownRoleIds } from '../../db/repositories/roles';
import type { FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { requireAction, requireAnyAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  countChildPosts,
  deletePost,
  findPostDetail,
  insertPost,
  isPostInSubtree,
  listPostDetails,
  postHolderIds,
  postNoTaken,
  postRoleIds,
  setPostRoles,
  setUserPosts,
  unknownPostIds,
  updatePost,
  userPostIds,
  type PostDetail,
} from '../../db/repositories/posts';
import { findUserInScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { nestRows } from '../../tree';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import {
  createPostSchema,
  deletePostSchema,
  getUserPostsSchema,
  postTreeSchema,
  setPostRolesSchema,
  setUserPostsSchema,
  updatePostSchema,
} from './contract';

const answer = (post: PostDetail) => ({
  id: post.id,
  parentId: post.parentId,
  postNo: post.postNo,
  name: post.name,
  nameEn: post.nameEn,
  sort: post.sort,
  status: post.status,
  roleIds: post.roleIds,
  userCount: post.userCount,
  createdAt: post.createdAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
});

const buildTree = (rows: PostDetail[]) => nestRows(rows, answer);

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Post administration (module `post`) and the posts of a user (module `user`, within the
 * caller's data scope). A post gives its roles to every user holding it while it is enabled, so
 * a non-administrator changes, deletes, gives or takes a post only while every role it gives
 * lies within their own rights (server/access/escalation.ts).
 */
const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notFound = (request: FastifyRequest) => apiError(request, 404, null, 'post.notFound');

  const findOrRefuse = async (request: FastifyRequest, tx: Database, id: number) => {
    const post = await findPostDetail(tx, id);
    if (!post) throw notFound(request);
    return post;
  };

  const refuseUnknownParent = async (request: FastifyRequest, tx: Database, parentId: number | null) => {
    if (parentId !== null && !(await findPostDetail(tx, parentId)))
      throw apiError(request, 400, null, 'post.parentNotFound');
  };

  const refuseTakenNo = async (request: FastifyRequest, tx: Database, postNo: string, exceptId?: number) => {
    if (await postNoTaken(tx, postNo, exceptId)) throw apiError(request, 409, null, 'post.postNoTaken', { postNo });
  };

  app.get(
    '/posts',
    { schema: postTreeSchema, preHandler: requireAnyAction(['post', 'view'], ['user', 'view'], ['role', 'view']) },
    async () => success(buildTree(await listPostDetails(app.db))),
  );

  app.post(
    '/posts',
    { schema: createPostSchema, preHandler: requireAction('post', 'create') },
    async (request, reply) => {
      const body = request.body;
      const fields = {
        parentId: body.parentId,
        postNo: body.postNo,
        name: body.name,
        nameEn: body.nameEn ?? null,
        sort: body.sort ?? 0,
        status: body.status ?? 1,
      };
      return auditedChange(
        request,
        reply,
        { action: 'post.create', target: fields.postNo, detail: { after: fields } },
        async (tx, draft) => {
          await refuseUnknownParent(request, tx, fields.parentId);
          await refuseTakenNo(request, tx, fields.postNo);
          const post = (await findPostDetail(tx, await insertPost(tx, fields, app.clock())))!;
          draft.target = `${post.id} ${post.postNo}`;
          draft.detail = { after: answer(post) };
          return success(answer(post));
        },
      );
    },
  );

  app.put(
    '/posts/:id',
    { schema: updatePostSchema, preHandler: requireAction('post', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const after = await changeRow(request, reply, {
        action: 'post.update',
        id,
        detail: { changes },
        find: findPostDetail,
        notFound: 'post.notFound',
        name: (post) => post.postNo,
        logged: answer,
        change: async (tx, before) => {
          if (changes.parentId !== undefined && changes.parentId !== null) {
            await refuseUnknownParent(request, tx, changes.parentId);
            if (await isPostInSubtree(tx, id, changes.parentId))
              throw apiError(request, 400, null, 'post.parentInSubtree');
          }
          if (changes.postNo !== undefined) await refuseTakenNo(request, tx, changes.postNo, id);
          // Enabling the post gives its roles to its holders again.
          await changeHolders(request, tx, { roleIds: before.roleIds, gainers: postHolderIds(tx, [id]) }, () =>
            updatePost(tx, id, changes, app.clock()),
          );
          return (await findPostDetail(tx, id))!;
        },
      });
      return success(answer(after));
    },
  );

  app.delete(
    '/posts/:id',
    { schema: deletePostSchema, preHandler: requireAction('post', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      await changeRow(request, reply, {
        action: 'post.delete',
        id,
        find: findPostDetail,
        notFound: 'post.notFound',
        name: (post) => post.postNo,
        logged: answer,
        change: async (tx, before) => {
          const children = await countChildPosts(tx, id);
          if (children > 0) throw apiError(request, 409, null, 'post.hasChildren', { count: children });
          if (before.userCount > 0) throw apiError(request, 409, null, 'post.hasUsers', { count: before.userCount });
          await changeHolders(request, tx, { roleIds: before.roleIds }, () => deletePost(tx, id));
          return null;
        },
      });
      return success(null);
    },
  );

  app.put(
    '/posts/:id/roles',
    { schema: setPostRolesSchema, preHandler: requireAction('post', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const roleIds = distinct(request.body.roleIds);
      return auditedChange(
        request,
        reply,
        { action: 'post.roles', target: String(id), detail: { after: { roleIds } } },
        async (tx, draft) => {
          const before = await findOrRefuse(request, tx, id);
          draft.target = `${id} ${before.postNo}`;
          const unknown = await unknownRoleIds(tx, roleIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'post.unknownRoles', { ids: unknown.join(', ') });
          await changeHolders(
            request,
            tx,
            { roleIds: symmetricDifference(before.roleIds, roleIds), gainers: postHolderIds(tx, [id]) },
            () => setPostRoles(tx, id, roleIds),
          );
          draft.detail = { before: { roleIds: before.roleIds }, after: { roleIds } };
          return success(answer((await findPostDetail(tx, id))!));
        },
      );
    },
  );

  app.get(
    '/users/:id/posts',
    { schema: getUserPostsSchema, preHandler: requireAction('user', 'view') },
    async (request) => {
      const { id } = request.params;
      if (!(await findUserInScope(app.db, id, await callerScope(request))))
        throw apiError(request, 404, null, 'user.notFound');
      return success({ postIds: await userPostIds(app.db, id) });
    },
  );

  app.put(
    '/users/:id/posts',
    { schema: setUserPostsSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const postIds = distinct(request.body.postIds);
      // The scope is resolved before the transaction starts, which keeps it short.
      const scope = await callerScope(request);
      return auditedChange(
        request,
        reply,
        { action: 'user.posts', target: String(id), detail: { after: { postIds } } },
        async (tx, draft) => {
          const user = await findUserInScope(tx, id, scope);
          if (!user) throw apiError(request, 404, null, 'user.notFound');
          draft.target = `${id} ${user.account}`;
          const unknown = await unknownPostIds(tx, postIds);
          if (unknown.length > 0) throw apiError(request, 400, null, 'post.unknownPosts', { ids: unknown.join(', ') });
          const before = await userPostIds(tx, id);
          const roleIds = await postRoleIds(tx, symmetricDifference(before, postIds));
          await changeHolders(request, tx, { roleIds, gainers: [id] }, () => setUserPosts(tx, id, postIds));
          draft.detail = { before: { postIds: before }, after: { postIds } };
          return success({ postIds });
        },
      );
    },
  );
};

export default postsRoutes;
