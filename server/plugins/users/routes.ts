import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { pick } from 'lodash';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerScope } from '../../access/caller';
import { refuseAdministratorAccount, refuseScopeBeyondCaller } from '../../access/escalation';
import { fieldRestrictionsOf, refuseRestricted, withoutHidden } from '../../access/fieldRights';
import { requireAction } from '../../access/functionRights';
import { orgFilterAt } from '../../access/orgSubtree';
import { hashPassword, randomPassword } from '../../crypto';
import type { Database } from '../../db/client';
import { findOrg } from '../../db/repositories/orgs';
import { revokeUserSessions } from '../../db/repositories/sessions';
import {
  deleteUserInScope,
  findUserInScope,
  insertUser,
  pageUsers,
  takenUserField,
  updateUserInScope,
  type PublicUser,
  type UserSortField,
} from '../../db/repositories/users';
import { USER_DISABLED, USER_ENABLED } from '../../db/schema';
import { type FieldMode } from '../roles/constants';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditFailures, inAuditedTransaction, type AuditDraft } from '../audit';
import { apiError } from '../errors';
import { requireUser } from '../session';
import { passwordPolicyProblem } from '../user/passwordPolicy';
import { forgetAttempts } from '../auth/lockout';
import {
  createUserSchema,
  deleteUserSchema,
  getUserSchema,
  listUsersSchema,
  userOptionsSchema,
  resetPasswordSchema,
  unlockUserSchema,
  updateUserSchema,
  userStatusSchema,
} from './contract';
import { USER_RESTRICTABLE_FIELDS } from './constants';
import { searchableUserFields, userBriefs } from './brief';
import userTransferRoutes from './transfer';

/**
 * User administration. Function rights of module `user` guard every call; the caller's data
 * scope (server/access/dataScope.ts) limits every read and change, so a user outside it is
 * answered 404, exactly like one that does not exist; the caller's field rights
 * (server/access/fieldRights.ts) drop hidden fields from every answer and refuse writes to
 * hidden and read-only fields, and filters or sorting by hidden ones.
 */
/** Every row: for answering a row the caller has just written but may not see. */
const sqlTrue = sql`true`;

/** A user's own fields, as answered and as kept in the operation log. */
const USER_FIELDS = ['account', 'name', 'jobNo', 'email', 'phone', 'orgId', 'status'] as const;

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(userTransferRoutes);

  const scopeOf = (request: FastifyRequest) => callerScope(request);

  const restrictionsOf = (request: FastifyRequest) => fieldRestrictionsOf(request, 'user');

  const answer = (request: FastifyRequest, user: PublicUser, restrictions: Record<string, FieldMode>) =>
    withoutHidden(fullAnswer(request, user), restrictions, USER_RESTRICTABLE_FIELDS);

  const fullAnswer = (request: FastifyRequest, user: PublicUser) => ({
    id: user.id,
    userNo: user.userNo,
    ...pick(user, USER_FIELDS),
    orgName: user.orgName === null ? null : localizedName(request, { name: user.orgName, nameEn: user.orgNameEn }),
    status: user.status,
    locked: user.lockedUntil !== null && user.lockedUntil > app.clock(),
    lockedUntil: user.lockedUntil?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  });

  /** What the operation log keeps of a user: its fields, never a hash. */
  const logged = (user: PublicUser) => ({
    ...pick(user, USER_FIELDS),
    lockedUntil: user.lockedUntil?.toISOString() ?? null,
  });

  const notFound = (request: FastifyRequest) => apiError(request, 404, null, 'user.notFound');

  const refuseTaken = async (
    request: FastifyRequest,
    tx: Database,
    values: { account?: string; jobNo?: string },
    exceptId?: number,
  ) => {
    const field = await takenUserField(tx, values, exceptId);
    if (field === 'account') throw apiError(request, 409, null, 'user.accountTaken', { account: values.account! });
    if (field === 'jobNo') throw apiError(request, 409, null, 'user.jobNoTaken', { jobNo: values.jobNo! });
  };

  const refuseUnknownOrg = async (request: FastifyRequest, tx: Database, orgId: number | null | undefined) => {
    if (orgId !== null && orgId !== undefined && !(await findOrg(tx, orgId)))
      throw apiError(request, 400, null, 'user.orgNotFound');
  };

  /**
   * A change of one user within the caller's scope, audited with the row before and after in
   * the same transaction; the data scope is resolved before the transaction starts. An
   * administrator's account is changed by administrators only.
   */
  const changeInScope = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    draft: AuditDraft,
    id: number,
    change: (tx: Database, before: PublicUser, scope: Awaited<ReturnType<typeof scopeOf>>) => Promise<T>,
  ) => {
    const scope = await scopeOf(request);
    return auditFailures(request, reply, draft, () =>
      inAuditedTransaction(request, reply, draft, async (tx, entry) => {
        const before = await findUserInScope(tx, id, scope);
        if (!before) throw notFound(request);
        entry.target = `${id} ${before.account}`;
        await refuseAdministratorAccount(request, tx, id);
        const result = await change(tx, before, scope);
        const after = await findUserInScope(tx, id, scope);
        entry.detail = { ...entry.detail, before: logged(before), ...(after ? { after: logged(after) } : {}) };
        return { result, after };
      }),
    );
  };

  app.get('/users', { schema: listUsersSchema, preHandler: requireAction('user', 'view') }, async (request) => {
    const { keyword, orgId, status, sorter = 'createdAt:descend' } = request.query;
    const [field, order] = sorter.split(':') as [UserSortField, 'ascend' | 'descend'];
    const restrictions = await restrictionsOf(request);
    refuseRestricted(request, restrictions, [...(orgId === undefined ? [] : ['orgId']), field], ['hidden']);
    const keywordFields = searchableUserFields(restrictions);
    const { rows, total, capped } = await pageUsers(
      app.db,
      await scopeOf(request),
      { keyword, keywordFields, orgIds: await orgFilterAt(request, orgId), status },
      { field, order },
      pageFrom(request.query),
    );
    return success({ list: rows.map((row) => answer(request, row, restrictions)), total, totalCapped: capped });
  });

  // No user right: a picker of colleagues shows what the caller's scope and field rights allow.
  app.get('/users/options', { schema: userOptionsSchema }, async (request) => {
    const restrictions = await restrictionsOf(request);
    const { rows, total, capped } = await pageUsers(
      app.db,
      await scopeOf(request),
      { keyword: request.query.keyword?.trim() || undefined, keywordFields: searchableUserFields(restrictions), status: USER_ENABLED },
      { field: 'account', order: 'ascend' },
      pageFrom(request.query),
    );
    return success({ list: userBriefs(request, rows, restrictions), total, totalCapped: capped });
  });

  app.get('/users/:id', { schema: getUserSchema, preHandler: requireAction('user', 'view') }, async (request) => {
    const user = await findUserInScope(app.db, request.params.id, await scopeOf(request));
    if (!user) throw notFound(request);
    return success(answer(request, user, await restrictionsOf(request)));
  });

  app.post(
    '/users',
    { schema: createUserSchema, preHandler: requireAction('user', 'create') },
    async (request, reply) => {
      const { password: given, ...body } = request.body;
      const fields = { ...body, phone: body.phone ?? null, orgId: body.orgId ?? null };
      const draft: AuditDraft = { action: 'user.create', target: fields.account, detail: { after: fields } };
      return auditFailures(request, reply, draft, async () => {
        const restrictions = await restrictionsOf(request);
        refuseRestricted(request, restrictions, Object.keys(body));
        if (given !== undefined) {
          const problem = passwordPolicyProblem(request, {
            account: fields.account,
            oldPassword: '',
            newPassword: given,
          });
          if (problem) throw problem;
        }
        const password = given ?? randomPassword();
        // Hashing happens before the transaction, which stays short.
        const passwordHash = await hashPassword(password);
        const scope = await scopeOf(request);
        return inAuditedTransaction(request, reply, draft, async (tx, entry) => {
          await refuseUnknownOrg(request, tx, fields.orgId);
          await refuseTaken(request, tx, fields);
          const id = await insertUser(tx, { ...fields, passwordHash }, app.clock());
          if (id === undefined) throw apiError(request, 409, null, 'user.accountTaken', { account: fields.account });
          // The creator may place a user outside their own scope; the answer still shows the row.
          const created = (await findUserInScope(tx, id, scope)) ?? (await findUserInScope(tx, id, sqlTrue));
          entry.target = `${id} ${fields.account}`;
          entry.detail = { after: logged(created!), credentialOrigin: given === undefined ? 'generated' : 'given' };
          return success({
            user: answer(request, created!, restrictions),
            password: given === undefined ? password : null,
          });
        });
      });
    },
  );

  app.put(
    '/users/:id',
    { schema: updateUserSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const changes = request.body;
      const draft: AuditDraft = { action: 'user.update', target: String(id), detail: { changes } };
      const restrictions = await restrictionsOf(request);
      const { after } = await changeInScope(request, reply, draft, id, async (tx, _before, scope) => {
        refuseRestricted(request, restrictions, Object.keys(changes));
        await refuseUnknownOrg(request, tx, changes.orgId);
        await refuseTaken(request, tx, { account: changes.account, jobNo: changes.jobNo }, id);
        await updateUserInScope(tx, id, scope, changes, app.clock());
        // A role of "own organisation" scope moves with its holder.
        if (changes.orgId !== undefined) await refuseScopeBeyondCaller(request, tx, [id]);
      });
      // A user moved out of the caller's scope is answered as it was written.
      return success(answer(request, after ?? (await findUserInScope(app.db, id, sqlTrue))!, restrictions));
    },
  );

  app.delete(
    '/users/:id',
    { schema: deleteUserSchema, preHandler: requireAction('user', 'delete') },
    async (request, reply) => {
      const { id } = request.params;
      const me = requireUser(request);
      await changeInScope(
        request,
        reply,
        { action: 'user.delete', target: String(id) },
        id,
        async (tx, _before, scope) => {
          if (id === me.id) throw apiError(request, 409, null, 'user.deleteSelf');
          await deleteUserInScope(tx, id, scope);
        },
      );
      return success(null);
    },
  );

  app.post(
    '/users/:id/status',
    { schema: userStatusSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const { status } = request.body;
      const me = requireUser(request);
      const draft: AuditDraft = { action: 'user.status', target: String(id), detail: { status } };
      const { after } = await changeInScope(request, reply, draft, id, async (tx, _before, scope) => {
        if (id === me.id && status === USER_DISABLED) throw apiError(request, 409, null, 'user.disableSelf');
        const now = app.clock();
        await updateUserInScope(tx, id, scope, { status: status === USER_ENABLED ? USER_ENABLED : USER_DISABLED }, now);
        if (status === USER_DISABLED) await revokeUserSessions(tx, id, now);
      });
      return success(answer(request, after!, await restrictionsOf(request)));
    },
  );

  app.post(
    '/users/:id/resetPassword',
    { schema: resetPasswordSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const password = randomPassword();
      const passwordHash = await hashPassword(password);
      const draft: AuditDraft = { action: 'user.resetPassword', target: String(id) };
      await changeInScope(request, reply, draft, id, async (tx, before, scope) => {
        const now = app.clock();
        // passwordChangedAt stays empty: this password was not chosen by the user.
        await updateUserInScope(tx, id, scope, { passwordHash, passwordChangedAt: null }, now);
        await forgetAttempts(tx, before);
        draft.detail = { revokedSessions: await revokeUserSessions(tx, id, now) };
      });
      return success({ password });
    },
  );

  app.post(
    '/users/:id/unlock',
    { schema: unlockUserSchema, preHandler: requireAction('user', 'update') },
    async (request, reply) => {
      const { id } = request.params;
      const draft: AuditDraft = { action: 'user.unlock', target: String(id) };
      const { after } = await changeInScope(request, reply, draft, id, async (tx, before) => {
        await forgetAttempts(tx, before);
      });
      return success(answer(request, after!, await restrictionsOf(request)));
    },
  );
};

export default usersRoutes;
