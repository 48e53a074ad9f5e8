import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerIsAdmin, callerReach, callerScope } from '../../access/caller';
import { scopeCondition } from '../../access/dataScope';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import { FORBIDDEN_ERROR, requireAction } from '../../access/functionRights';
import type { Database } from '../../db/client';
import {
  deleteLink,
  findLinkInScope,
  linkAccount,
  linkStateAt,
  pageLinks,
  staffUser,
  targetUser,
  updateLink,
  type LinkValidity,
  type ListedLink,
} from '../../db/repositories/accountLinks';
import { findUserInScope } from '../../db/repositories/users';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { apiError } from '../errors';
import type { FieldMode } from '../roles/constants';
import { requireUser } from '../session';
import { searchableUserFields } from '../users/brief';
import { ACCOUNT_LINK_MODULE } from './constants';
import {
  createAccountLinkSchema,
  deleteAccountLinkSchema,
  listAccountLinksSchema,
  updateAccountLinkSchema,
  type AccountLinkItem,
} from './contract';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Which answer keys each user field right hides. */
const STAFF_FIELDS = { account: ['account'], name: ['name'], orgId: ['orgName'] } as const;
const USER_FIELDS = { account: ['account'], name: ['name'] } as const;

/** A link as the operation log records it. */
const loggedLink = (row: ListedLink) => ({
  staff: row.staff.account,
  account: row.account.account,
  validFrom: iso(row.link.validFrom),
  validTo: iso(row.link.validTo),
  remark: row.link.remark,
});

/** How the log names a link: "<staff> -> <account>". */
const linkName = (row: ListedLink) => `${row.staff.account} -> ${row.account.account}`;

/**
 * Shared accounts (/constAccount, module constAccount): which staff member may act as which
 * account ("switch retail account" in the user menu), from when to when. Viewing needs the view
 * right and shows the links whose two users both lie within the caller's data scope. A link hands
 * the account's rights to the staff member, so only administrators (with the module's right) create,
 * change or delete one: anyone else could link themselves to a wider account and so gain its rights.
 */
const accountLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The data scope as a condition on both users of a link. */
  const linkScope = async (request: FastifyRequest, db: Database = app.db): Promise<SQL> => {
    const viewer = requireUser(request);
    const reach = await callerReach(request, db);
    return and(
      scopeCondition(viewer, reach, { orgId: staffUser.orgId, selfId: staffUser.id }),
      scopeCondition(viewer, reach, { orgId: targetUser.orgId, selfId: targetUser.id }),
    )!;
  };

  const refuseNonAdministrator = async (request: FastifyRequest) => {
    if (!(await callerIsAdmin(request))) throw apiError(request, 403, FORBIDDEN_ERROR, 'accountLinks.adminOnly');
  };

  /** A time of the body as a Date (null clears, absent keeps); the schema's date-time format has refused one the database cannot hold. */
  const instant = (text: string | null | undefined) => (text === undefined || text === null ? text : new Date(text));

  /** validTo must come after validFrom when both are set. */
  const checkRange = (request: FastifyRequest, validFrom: Date | null, validTo: Date | null) => {
    if (validFrom !== null && validTo !== null && validTo <= validFrom) throw apiError(request, 400, null, 'accountLinks.range');
  };

  const answerOf = (request: FastifyRequest, row: ListedLink, restrictions: Record<string, FieldMode>): Static<typeof AccountLinkItem> => ({
    staff: withoutHidden(
      {
        id: row.staff.id,
        account: row.staff.account,
        name: row.staff.name,
        orgName: row.staff.orgName === null ? null : localizedName(request, { name: row.staff.orgName, nameEn: row.staff.orgNameEn }),
      },
      restrictions,
      STAFF_FIELDS,
    ),
    account: withoutHidden({ ...row.account }, restrictions, USER_FIELDS),
    validFrom: iso(row.link.validFrom),
    validTo: iso(row.link.validTo),
    remark: row.link.remark,
    createdBy: row.creator && row.creator.id !== null ? withoutHidden({ ...row.creator }, restrictions, USER_FIELDS) : null,
    createdAt: row.link.createdAt.toISOString(),
    updatedAt: row.link.updatedAt.toISOString(),
    state: linkStateAt(row.link, app.clock()),
  });

  app.get('/accountLinks', { schema: listAccountLinksSchema, preHandler: requireAction(ACCOUNT_LINK_MODULE, 'view') }, async (request) => {
    const { staff, account, userId, state } = request.query;
    const restrictions = await fieldRestrictionsOf(request, 'user');
    const { rows, total } = await pageLinks(
      app.db,
      await linkScope(request),
      {
        staff: staff?.trim() || undefined,
        account: account?.trim() || undefined,
        keywordFields: searchableUserFields(restrictions),
        userId,
        state,
      },
      pageFrom(request.query),
      app.clock(),
    );
    return success({ list: rows.map((row) => answerOf(request, row, restrictions)), total });
  });

  app.post(
    '/accountLinks',
    { schema: createAccountLinkSchema, preHandler: requireAction(ACCOUNT_LINK_MODULE, 'create') },
    async (request, reply) => {
      const caller = requireUser(request);
      const { userId, linkedUserId, remark } = request.body;
      const validFrom = instant(request.body.validFrom) ?? null;
      const validTo = instant(request.body.validTo) ?? null;
      const created = await auditedChange(
        request,
        reply,
        { action: 'constAccount.create', target: `${userId} -> ${linkedUserId}`, detail: { userId, linkedUserId } },
        async (tx, draft) => {
          await refuseNonAdministrator(request);
          const scope = await callerScope(request, tx);
          const staff = await findUserInScope(tx, userId, scope);
          if (!staff) throw apiError(request, 404, null, 'accountLinks.userNotFound', { field: 'userId' });
          const target = await findUserInScope(tx, linkedUserId, scope);
          if (!target) throw apiError(request, 404, null, 'accountLinks.userNotFound', { field: 'linkedUserId' });
          draft.target = `${staff.account} -> ${target.account}`;
          if (userId === linkedUserId) throw apiError(request, 400, null, 'accountLinks.self');
          checkRange(request, validFrom, validTo);
          const now = app.clock();
          const link = await linkAccount(tx, userId, linkedUserId, {
            validFrom,
            validTo,
            remark: remark?.trim() || null,
            createdBy: caller.id,
            now,
          });
          if (!link) throw apiError(request, 409, null, 'accountLinks.exists', { staff: staff.account, account: target.account });
          const row = (await findLinkInScope(tx, userId, linkedUserId, await linkScope(request, tx)))!;
          draft.detail = { after: loggedLink(row) };
          return row;
        },
      );
      return success(answerOf(request, created, await fieldRestrictionsOf(request, 'user')));
    },
  );

  app.put(
    '/accountLinks/:userId/:linkedUserId',
    { schema: updateAccountLinkSchema, preHandler: requireAction(ACCOUNT_LINK_MODULE, 'update') },
    async (request, reply) => {
      const { userId, linkedUserId } = request.params;
      const body = request.body;
      const changes: LinkValidity = {
        validFrom: instant(body.validFrom),
        validTo: instant(body.validTo),
        remark: body.remark === undefined ? undefined : body.remark?.trim() || null,
      };
      const after = await changeRow(request, reply, {
        action: 'constAccount.update',
        id: userId,
        detail: { linkedUserId, changes: body },
        find: async (tx) => {
          await refuseNonAdministrator(request);
          return findLinkInScope(tx, userId, linkedUserId, await linkScope(request, tx), { lock: true });
        },
        notFound: 'accountLinks.notFound',
        name: linkName,
        logged: loggedLink,
        change: async (tx, before) => {
          checkRange(
            request,
            changes.validFrom === undefined ? before.link.validFrom : changes.validFrom,
            changes.validTo === undefined ? before.link.validTo : changes.validTo,
          );
          await updateLink(tx, userId, linkedUserId, changes, app.clock());
          return (await findLinkInScope(tx, userId, linkedUserId, await linkScope(request, tx)))!;
        },
      });
      return success(answerOf(request, after, await fieldRestrictionsOf(request, 'user')));
    },
  );

  app.delete(
    '/accountLinks/:userId/:linkedUserId',
    { schema: deleteAccountLinkSchema, preHandler: requireAction(ACCOUNT_LINK_MODULE, 'delete') },
    async (request, reply) => {
      const { userId, linkedUserId } = request.params;
      await changeRow(request, reply, {
        action: 'constAccount.delete',
        id: userId,
        detail: { linkedUserId },
        find: async (tx) => {
          await refuseNonAdministrator(request);
          return findLinkInScope(tx, userId, linkedUserId, await linkScope(request, tx), { lock: true });
        },
        notFound: 'accountLinks.notFound',
        name: linkName,
        logged: loggedLink,
        change: async (tx) => {
          await deleteLink(tx, userId, linkedUserId);
          return null;
        },
      });
      return success(null);
    },
  );
};

export default accountLinkRoutes;
