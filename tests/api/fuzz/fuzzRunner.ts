/**
 * Sends generated requests to the app as a signed-in administrator and judges each answer:
 * never 5xx, and every error in the product's envelope without an internal code. Shared by the
 * API fuzz test and the fuzz bench.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomToken, sha256Hex } from '../../../server/crypto';
import type { Database } from '../../../server/db/client';
import { createSession } from '../../../server/db/repositories/sessions';
import { users } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/plugins/session';
import type { FuzzRequest, FuzzOptions } from './openapiArbitraries';

export interface Verdict {
  request: FuzzRequest;
  status: number;
  /** Why the answer is wrong, or null. */
  problem: string | null;
}

/** What is wrong with an answer, or null: a 5xx, or an error body that is not the product's envelope. */
export function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `error answer is not JSON: ${response.body.slice(0, 200)}`;
  }
  const envelope =
    body.success === false &&
    body.status === response.statusCode &&
    typeof body.msg === 'string' &&
    body.msg.length > 0 &&
    body.errorMessage === body.msg &&
    typeof body.errorCode === 'string' &&
    typeof body.showType === 'number';
  if (!envelope) return `error answer is not the envelope: ${response.body.slice(0, 200)}`;
  if (/^(FST_|ERR_)/.test(body.errorCode as string) || /FST_ERR|ERR_[A-Z_]+/.test(body.msg as string)) {
    return `error answer carries an internal code: ${response.body.slice(0, 200)}`;
  }
  return null;
}

/** A session of the administrator made directly in the database: sign-in throttling never stops a run. */
async function adminSession(db: Database, adminId: number): Promise<string> {
  const token = randomToken();
  await createSession(db, {
    tokenHash: sha256Hex(token),
    userId: adminId,
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
    ip: '127.0.0.1',
    userAgent: 'fuzz',
  });
  return `${SESSION_COOKIE}=${token}`;
}

export interface FuzzSession {
  /** Paths and ids the generator must leave alone so the run keeps its administrator. */
  options: FuzzOptions;
  send(request: FuzzRequest): Promise<Verdict>;
}

/**
 * Runs requests as the administrator `account`. A new session replaces the current one
 * whenever an answer says it is gone (401) and after every call that may end or switch it
 * (sign-out, switching account, password change).
 */
export async function fuzzSession(app: FastifyInstance, db: Database, account = 'admin'): Promise<FuzzSession> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  let cookie = await adminSession(db, admin.id);
  const options: FuzzOptions = { protectedIds: [{ pathIncludes: '/users', ids: [admin.id] }, { pathIncludes: '{userId}', ids: [admin.id] }] };
  return {
    options,
    async send(request) {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, cookie },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      if (response.statusCode === 401 || /\/oauth\/|\/updatePassword/.test(request.url)) cookie = await adminSession(db, admin.id);
      return { request, status: response.statusCode, problem: problemOf(response) };
    },
  };
}
