import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../crypto';
import type { Database } from '../db/client';
import { findKeyHolder, markIntegrationUsed, type KeyHolder } from '../db/repositories/integrations';
import { hitFixedWindow } from '../db/repositories/rateCounters';
import { ShowType } from '../envelopes';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../i18n';
import { audit, type AuditEntry } from '../plugins/audit';
import { rateLimited } from '../plugins/auth/rateLimit';
import { ApiError } from '../plugins/errors';
import {
  INTEGRATION_CALL_ACTIONS,
  INTEGRATION_KEY_MAX,
  INTEGRATION_RATE_WINDOW_SECONDS,
  type IntegrationScope,
} from '../plugins/integrations/constants';

/*
 * The one guard of the routes other systems call with a key instead of a session
 * (`Authorization: Bearer <key>`). In order: the key's digest is the current key of a client, or
 * its previous key within the grace period of a rotation; the client is enabled and not revoked;
 * the call comes from an allowed address; the key has the route's scope; the client is within its
 * calls a minute. Every refusal answers the same message (401 for the key, 403 for the address or
 * the scope, 429 over the limit) and is logged with the precise reason, which the caller never
 * learns. A call let through marks the client used; the route logs it with `auditIntegrationCall`.
 */

/** The client a call was let through for. */
export type IntegrationClient = Pick<KeyHolder, 'id' | 'name' | 'sourceSystem' | 'scopes'>;

const clients = new WeakMap<FastifyRequest, IntegrationClient>();
const actions = new WeakMap<FastifyRequest, string>();

/** The client of a call its route's guard let through. */
export function integrationClientOf(request: FastifyRequest): IntegrationClient {
  const client = clients.get(request);
  if (!client) throw new Error('integrationClientOf: the route has no requireIntegrationScope guard');
  return client;
}

/** An address, or a CIDR range; null when the text is neither. */
export function parseAddressRange(text: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const match = /^([^/\s%]+)(?:\/(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const version = isIP(match[1]);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (match[2] === undefined) return { address: match[1], prefix: null, family };
  const prefix = Number(match[2]);
  if (prefix > (version === 4 ? 32 : 128) || (match[2].length > 1 && match[2].startsWith('0'))) return null;
  return { address: match[1], prefix, family };
}

/** Whether ip is one of the addresses or within one of the ranges (IPv4 also as an IPv4-mapped IPv6 address). */
export function addressAllowed(ip: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const range = parseAddressRange(entry);
    if (!range) continue;
    if (range.prefix === null) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const candidates = mapped ? [mapped] : [ip];
  return candidates.some((candidate) => {
    const version = isIP(candidate);
    return version !== 0 && list.check(candidate, version === 4 ? 'ipv4' : 'ipv6');
  });
}

/** A refusal: the same message whatever the reason, the reason in the server's language for the log. */
function refusal<K extends MessageKey>(request: FastifyRequest, status: 401 | 403, key: K, ...params: MessageParams<K>): ApiError {
  return new ApiError(
    status,
    t(request, 'integrations.refused'),
    ShowType.error,
    status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
    translate(DEFAULT_LOCALE, key, ...params),
  );
}

/**
 * Writes the operation-log row of a call made with a key: no user, the client's name as the
 * account and in the detail. Pass the route's transaction so the row commits with its change.
 */
export async function auditIntegrationCall(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  client: IntegrationClient | undefined,
  entry: Omit<AuditEntry, 'action' | 'userId' | 'account'> & { action?: string },
): Promise<void> {
  await audit(db, request, reply, {
    ...entry,
    action: entry.action ?? actions.get(request) ?? 'integration.call',
    target: entry.target !== undefined ? entry.target : client ? `${client.id} ${client.name}` : null,
    detail: client ? { key: client.name, sourceSystem: client.sourceSystem, ...entry.detail } : entry.detail,
    userId: null,
    account: client?.name ?? null,
    deviceId: null,
  });
}

/** Logs a refused call (its reason) and answers it. */
async function refuse(request: FastifyRequest, reply: FastifyReply, holder: KeyHolder | undefined, error: ApiError, reason: string): Promise<never> {
  await auditIntegrationCall(request.server.db, request, reply, holder, {
    detail: { reason },
    result: 'failure',
    errorMessage: error.logMessage,
  });
  throw error;
}

/**
 * A preValidation hook (it runs before the body is checked: a caller without a valid key learns
 * nothing of the schema) letting through calls whose key has this scope. Mark the route
 * `config: { public: true }`: it takes no session.
 */
export function requireIntegrationScope(scope: IntegrationScope): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const action = INTEGRATION_CALL_ACTIONS[scope];
  return async function checkIntegrationKey(request: FastifyRequest, reply: FastifyReply) {
    actions.set(request, action);
    const { db } = request.server;
    const now = request.server.clock();
    const bearer = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || bearer.length > INTEGRATION_KEY_MAX) {
      await refuse(request, reply, undefined, refusal(request, 401, 'integrations.reason.noKey'), 'noKey');
    }
    const holder = await findKeyHolder(db, sha256Hex(bearer!));
    if (!holder) return refuse(request, reply, undefined, refusal(request, 401, 'integrations.reason.unknownKey'), 'unknownKey');
    const name = { name: holder.name };
    if (holder.revokedAt) return refuse(request, reply, holder, refusal(request, 401, 'integrations.reason.revoked', name), 'revoked');
    if (!holder.enabled) return refuse(request, reply, holder, refusal(request, 401, 'integrations.reason.disabled', name), 'disabled');
    if (holder.previous && !(holder.previousKeyExpiresAt && holder.previousKeyExpiresAt > now)) {
      return refuse(request, reply, holder, refusal(request, 401, 'integrations.reason.previousExpired', name), 'previousKeyExpired');
    }
    if (!addressAllowed(request.ip, holder.allowedAddresses)) {
      return refuse(request, reply, holder, refusal(request, 403, 'integrations.reason.address', { ...name, ip: request.ip }), 'address');
    }
    if (!holder.scopes.includes(scope)) {
      return refuse(request, reply, holder, refusal(request, 403, 'integrations.reason.scope', { ...name, scope }), 'scope');
    }
    // Calls a minute per client, shared by every server process (rate_counters).
    const { hits, windowEnd } = await hitFixedWindow(db, `integration:${holder.id}`, INTEGRATION_RATE_WINDOW_SECONDS * 1000, now);
    if (hits > holder.rateLimitPerMinute) {
      return refuse(request, reply, holder, rateLimited(request, reply, (windowEnd.getTime() - now.getTime()) / 1000), 'rateLimited');
    }
    await markIntegrationUsed(db, holder.id, now);
    clients.set(request, { id: holder.id, name: holder.name, sourceSystem: holder.sourceSystem, scopes: holder.scopes });
  };
}
