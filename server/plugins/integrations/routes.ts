import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAction } from '../../access/functionRights';
import {
  auditIntegrationCall,
  integrationClientOf,
  parseAddressRange,
  requireIntegrationScope,
} from '../../access/integrationKey';
import { sha256Hex } from '../../crypto';
import {
  deleteIntegration,
  findIntegration,
  insertIntegration,
  listUsersChangedSince,
  pageIntegrations,
  revokeIntegration,
  rotateIntegrationKey,
  updateIntegration,
  type IntegrationRow,
  type UserChangeCursor,
} from '../../db/repositories/integrations';
import type { Database } from '../../db/client';
import { success } from '../../envelopes';
import { pageFrom } from '../../paging';
import { auditedChange, changeRow } from '../audit';
import { ApiError, apiError } from '../errors';
import { requireUser } from '../session';
import {
  INTEGRATION_GRACE_MINUTES_DEFAULT,
  INTEGRATION_KEY_PREFIX,
  INTEGRATION_KEY_SHOWN_CHARS,
  INTEGRATION_RATE_LIMIT_DEFAULT,
  INTEGRATION_USERS_LIMIT_DEFAULT,
  type IntegrationScope,
} from './constants';
import {
  createIntegrationSchema,
  deleteIntegrationSchema,
  integrationUsersSchema,
  listIntegrationsSchema,
  revokeIntegrationSchema,
  rotateIntegrationSchema,
  setIntegrationEnabledSchema,
  updateIntegrationSchema,
} from './contract';

/** A new key and what is kept of it: its digest and its first characters. */
function newKey() {
  const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: sha256Hex(key), keyPrefix: key.slice(0, INTEGRATION_KEY_SHOWN_CHARS) };
}

/** The addresses as given, each an address or a CIDR range, none twice; a 400 naming the first that is not. */
function checkedAddresses(request: FastifyRequest, given: string[]): string[] {
  const seen = new Set<string>();
  return given.map((raw, i) => {
    const value = raw.trim();
    const field = `allowedAddresses[${i}]`;
    if (!parseAddressRange(value)) throw apiError(request, 400, null, 'integrations.address', { field, value: raw });
    if (seen.has(value.toLowerCase()))
      throw apiError(request, 400, null, 'integrations.addressRepeated', { field, value });
    seen.add(value.toLowerCase());
    return value;
  });
}

function checkedName(request: FastifyRequest, name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw apiError(request, 400, null, 'field.notEmpty', { field: 'name' });
  return trimmed;
}

/** A client as answered and logged: never its key nor a digest of it. */
const clientAnswer = (row: IntegrationRow, now: Date) => ({
  id: row.id,
  name: row.name,
  sourceSystem: row.sourceSystem,
  keyPrefix: row.keyPrefix,
  scopes: row.scopes as IntegrationScope[],
  allowedAddresses: row.allowedAddresses,
  rateLimitPerMinute: row.rateLimitPerMinute,
  enabled: row.enabled,
  state: row.revokedAt ? ('revoked' as const) : row.enabled ? ('active' as const) : ('disabled' as const),
  previousKeyExpiresAt:
    !row.revokedAt && row.previousKeyExpiresAt && row.previousKeyExpiresAt > now
      ? row.previousKeyExpiresAt.toISOString()
      : null,
  rotatedAt: row.rotatedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdBy: row.createdBy === null ? null : { id: row.createdBy, name: row.createdByName ?? '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const cursorText = (cursor: UserChangeCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** A cursor this route answered, or null when the text is not one. */
function cursorOf(text: string): UserChangeCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    // As PostgreSQL writes a timestamptz: 2025-04-01 08:00:00.123456+00
    if (
      typeof at !== 'string' ||
      !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/.test(at) ||
      at.startsWith('0000')
    )
      return null;
    if (Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')))) return null;
    if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) return null;
    return { at, id: id as number };
  } catch {
    return null;
  }
}

/**
 * Integrations (module `integration`): the clients other systems call the API with, each with one
 * key (answered once; rotation keeps the old one for a grace period), scopes, allowed addresses,
 * a rate limit and a switch; and `GET /integration/users`, the users read for other systems.
 * The calls with a key pass the one guard of server/access/integrationKey.ts.
 */
const integrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = (row: IntegrationRow) => clientAnswer(row, app.clock());
  const logged = (row: IntegrationRow) => clientAnswer(row, app.clock());
  /** An audited change of the integration of the route's id (404 when there is none). */
  const changeIntegration = <After extends IntegrationRow | null>(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    action: string,
    change: (tx: Database, before: IntegrationRow) => Promise<After>,
    detail?: Record<string, unknown>,
  ) =>
    changeRow(request, reply, {
      action,
      id,
      detail,
      find: findIntegration,
      notFound: 'integrations.notFound',
      name: (row) => row.name,
      logged,
      change,
    });

  app.get(
    '/integrations',
    { schema: listIntegrationsSchema, preHandler: requireAction('integration', 'view') },
    async (request) => {
      const { keyword, state } = request.query;
      const { rows, total } = await pageIntegrations(
        app.db,
        { keyword: keyword?.trim() || undefined, state },
        pageFrom(request.query),
      );
      return success({ list: rows.map(answer), total });
    },
  );

  app.post(
    '/integrations',
    { schema: createIntegrationSchema, preHandler: requireAction('integration', 'create') },
    async (request, reply) => {
      const body = request.body;
      const { key, keyHash, keyPrefix } = newKey();
      const created = await auditedChange(
        request,
        reply,
        { action: 'integration.create', target: body.name },
        async (tx, draft) => {
          const settings = {
            name: checkedName(request, body.name),
            sourceSystem: body.sourceSystem,
            scopes: [...body.scopes],
            allowedAddresses: checkedAddresses(request, body.allowedAddresses ?? []),
            rateLimitPerMinute: body.rateLimitPerMinute ?? INTEGRATION_RATE_LIMIT_DEFAULT,
            enabled: body.enabled ?? true,
          };
          const id = await insertIntegration(
            tx,
            { ...settings, keyHash, keyPrefix, createdBy: requireUser(request).id },
            app.clock(),
          );
          const row = (await findIntegration(tx, id))!;
          draft.target = `${id} ${row.name}`;
          // Never the key itself: only its first characters.
          draft.detail = { after: logged(row) };
          return row;
        },
      );
      return success({ item: answer(created), key });
    },
  );

  app.put(
    '/integrations/:id',
    { schema: updateIntegrationSchema, preHandler: requireAction('integration', 'update') },
    async (request, reply) => {
      const changes = request.body;
      const after = await changeIntegration(
        request,
        reply,
        request.params.id,
        'integration.update',
        async (tx, before) => {
          await updateIntegration(
            tx,
            before.id,
            {
              ...changes,
              ...(changes.name !== undefined && { name: checkedName(request, changes.name) }),
              ...(changes.scopes !== undefined && { scopes: [...changes.scopes] }),
              ...(changes.allowedAddresses !== undefined && {
                allowedAddresses: checkedAddresses(request, changes.allowedAddresses),
              }),
            },
            app.clock(),
          );
          return (await findIntegration(tx, before.id))!;
        },
        { changes },
      );
      return success(answer(after));
    },
  );

  app.put(
    '/integrations/:id/enabled',
    { schema: setIntegrationEnabledSchema, preHandler: requireAction('integration', 'update') },
    async (request, reply) => {
      const { enabled } = request.body;
      const after = await changeIntegration(
        request,
        reply,
        request.params.id,
        enabled ? 'integration.enable' : 'integration.disable',
        async (tx, before) => {
          await updateIntegration(tx, before.id, { enabled }, app.clock());
          return (await findIntegration(tx, before.id))!;
        },
      );
      return success(answer(after));
    },
  );

  app.post(
    '/integrations/:id/rotate',
    { schema: rotateIntegrationSchema, preHandler: requireAction('integration', 'update') },
    async (request, reply) => {
      const graceMinutes = request.body.graceMinutes ?? INTEGRATION_GRACE_MINUTES_DEFAULT;
      const { key, keyHash, keyPrefix } = newKey();
      const after = await changeIntegration(
        request,
        reply,
        request.params.id,
        'integration.rotate',
        async (tx, before) => {
          const now = app.clock();
          const graceEnds = graceMinutes > 0 ? new Date(now.getTime() + graceMinutes * 60_000) : null;
          if (!(await rotateIntegrationKey(tx, before.id, { keyHash, keyPrefix }, graceEnds, now))) {
            throw apiError(request, 409, null, 'integrations.revoked');
          }
          return (await findIntegration(tx, before.id))!;
        },
        { graceMinutes },
      );
      return success({ item: answer(after), key });
    },
  );

  app.post(
    '/integrations/:id/revoke',
    { schema: revokeIntegrationSchema, preHandler: requireAction('integration', 'update') },
    async (request, reply) => {
      const after = await changeIntegration(
        request,
        reply,
        request.params.id,
        'integration.revoke',
        async (tx, before) => {
          if (!(await revokeIntegration(tx, before.id, app.clock())))
            throw apiError(request, 409, null, 'integrations.revoked');
          return (await findIntegration(tx, before.id))!;
        },
      );
      return success(answer(after));
    },
  );

  app.delete(
    '/integrations/:id',
    { schema: deleteIntegrationSchema, preHandler: requireAction('integration', 'delete') },
    async (request, reply) => {
      await changeIntegration(request, reply, request.params.id, 'integration.delete', async (tx, before) => {
        await deleteIntegration(tx, before.id);
        return null;
      });
      return success(null);
    },
  );

  // Public for the session check: this route takes an integration key instead, and nothing else.
  app.get(
    '/integration/users',
    { schema: integrationUsersSchema, config: { public: true }, preValidation: requireIntegrationScope('users:read') },
    async (request, reply) => {
      const client = integrationClientOf(request);
      const { updatedSince, cursor: given, limit = INTEGRATION_USERS_LIMIT_DEFAULT } = request.query;
      const detail = { updatedSince: updatedSince ?? null, cursor: given ?? null, limit };
      try {
        const cursor = given === undefined ? null : cursorOf(given);
        if (given !== undefined && !cursor) throw apiError(request, 400, null, 'integrations.cursor');
        const since = updatedSince === undefined ? null : new Date(updatedSince);
        // The database knows no year 0, and leap seconds are no time of a Date.
        if (since && (Number.isNaN(since.getTime()) || since.getUTCFullYear() < 1)) {
          throw apiError(request, 400, null, 'field.invalid', { field: 'updatedSince' });
        }
        const page = await listUsersChangedSince(app.db, since?.toISOString() ?? null, cursor, limit);
        await auditIntegrationCall(app.db, request, reply, client, {
          detail: { ...detail, count: page.rows.length },
          result: 'success',
        });
        return success({
          list: page.rows.map((row) => ({
            id: row.id,
            account: row.account,
            name: row.name,
            jobNo: row.jobNo,
            email: row.email,
            org: row.orgNo ? { orgNo: row.orgNo, name: row.orgName ?? row.orgNo, nameEn: row.orgNameEn } : null,
            status: row.status,
            updatedAt: row.updatedAt.toISOString(),
          })),
          nextCursor: page.cursor ? cursorText(page.cursor) : null,
        });
      } catch (error) {
        if (error instanceof ApiError) {
          await auditIntegrationCall(app.db, request, reply, client, {
            detail,
            result: 'failure',
            errorMessage: error.logMessage,
          });
        }
        throw error;
      }
    },
  );
};

export default integrationRoutes;
