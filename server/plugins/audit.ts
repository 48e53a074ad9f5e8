import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { insertOperationLog } from '../db/repositories/auditLog';

export const REDACTED = '***';
const SECRET_KEY = /password|token|secret|validatecode/i;

/** A deep copy with the values of secret-looking keys replaced, safe to store. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
  result: 'success' | 'failure';
  errorMessage?: string | null;
  /** Defaults to the signed-in user of the request. */
  userId?: number | null;
  account?: string | null;
}

/**
 * Writes one operation-log row. Pass the transaction that makes the change so that the change
 * and its log row commit or roll back together.
 */
export async function audit(db: Database, request: FastifyRequest, reply: FastifyReply, entry: AuditEntry): Promise<void> {
  await insertOperationLog(db, {
    userId: entry.userId !== undefined ? entry.userId : (request.user?.id ?? null),
    account: entry.account !== undefined ? entry.account : (request.user?.account ?? null),
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ? redact(entry.detail) : null,
    result: entry.result,
    errorMessage: entry.errorMessage ?? null,
    ip: request.ip,
    durationMs: Math.round(reply.elapsedTime),
  });
}
