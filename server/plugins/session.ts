import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken, sha256Hex } from '../crypto';
import type { Database } from '../db/client';
import { createSession, findActiveSession } from '../db/repositories/sessions';
import type { User } from '../db/repositories/users';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: User | null;
    sessionId: number | null;
    /** The device the session was opened on (user_devices), or null. */
    deviceId: number | null;
    /** The access epoch read with the session: which cached access of the user is still exact. */
    accessEpoch: string | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a session. */
    public?: boolean;
  }
}

export const SESSION_COOKIE = 'fssc_session';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The signed-in user of a route that requires a session. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized(request);
  return request.user;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.round(request.server.config.sessionTtlHours * 3600),
  });
}

/**
 * Starts a session for a user (stored only as the digest of its token) and returns the raw
 * token, which goes into the cookie and nowhere else.
 */
export async function openSession(
  db: Database,
  request: FastifyRequest,
  userId: number,
  now: Date,
  deviceId: number | null = null,
): Promise<string> {
  const token = randomToken();
  await createSession(db, {
    tokenHash: sha256Hex(token),
    userId,
    deviceId,
    expiresAt: new Date(now.getTime() + request.server.config.sessionTtlHours * 3_600_000),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  });
  return token;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}

/**
 * Resolves the session cookie into request.user and turns away every /api call without a valid
 * session, unless its route is marked public or no route matched (that answers 404).
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('deviceId', null);
    app.decorateRequest('accessEpoch', null);

    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const active = await findActiveSession(app.db, sha256Hex(token), app.clock());
        if (active) {
          request.user = active.user;
          request.sessionId = active.sessionId;
          request.deviceId = active.deviceId;
          request.accessEpoch = active.accessEpoch;
        }
      }
      if (!request.user && !request.routeOptions.config.public && !request.is404) throw unauthorized(request);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
