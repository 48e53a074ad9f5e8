import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerIsAdmin } from '../access/caller';
import { keepAccessUnchanged } from '../access/escalation';
import type { Database } from '../db/client';
import { insertOperationLog } from '../db/repositories/auditLog';
import type { MessageKey, MessageParams } from '../i18n';
import { ApiError, apiError } from './errors';

export const REDACTED = '***';
/**
 * Keys whose values are secrets wherever they appear in a logged body: passwords, tokens and
 * session cookies, API and integration keys (and their hashes), authorisation headers, secrets,
 * captcha and SMS codes.
 */
const SECRET_KEY =
  /password|passwd|pwd|token|secret|validate_?code|verify_?code|sms_?code|^otp|otp$|authorization|cookie|credentials?$|(?:api|integration|private|access|device)_?key(?!_?prefix)|key_?hash/i;
/** The code of a phone sign-in: a `code` beside a phone number. */
const PHONE_KEY = /phone|mobile/i;
const CODE_KEY = /^(?:code|captcha)$/i;
/** The longest user agent kept with a row (the column's length). */
export const USER_AGENT_MAX = 512;

const isSecretKey = (key: string, siblings: readonly string[]) =>
  SECRET_KEY.test(key) || (CODE_KEY.test(key) && siblings.some((sibling) => PHONE_KEY.test(sibling)));

/** A deep copy with the values of secret-looking keys replaced, safe to store. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const keys = Object.keys(value);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, isSecretKey(key, keys) ? REDACTED : redact(inner)]),
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
  /** The device the caller signs in or works from; defaults to the device of the request's session. */
  deviceId?: number | null;
}

/** The device of the request's session, when the session lookup has found one. */
const sessionDeviceOf = (request: FastifyRequest): number | null => {
  const deviceId = (request as { deviceId?: unknown }).deviceId;
  return typeof deviceId === 'number' ? deviceId : null;
};

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
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null,
    deviceId: entry.deviceId !== undefined ? entry.deviceId : sessionDeviceOf(request),
    durationMs: Math.round(reply.elapsedTime),
  });
}

/** What a change records about itself; the change may fill in target and detail as it goes. */
export interface AuditDraft {
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Runs work that may refuse with an ApiError; a refusal leaves a failure row with the reason
 * (written outside any transaction the work rolled back) and is rethrown.
 */
export async function auditFailures<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  draft: AuditDraft,
  work: (draft: AuditDraft) => Promise<T>,
): Promise<T> {
  try {
    return await work(draft);
  } catch (error) {
    if (error instanceof ApiError) {
      await audit(request.server.db, request, reply, { ...draft, result: 'failure', errorMessage: error.logMessage });
    }
    throw error;
  }
}

/**
 * Runs a change and writes its success row in one transaction. Every change passes the
 * escalation guard here: a non-administrator's change that alters an administrator or the
 * caller's own access is refused and rolled back (server/access/escalation.ts).
 */
export async function inAuditedTransaction<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  draft: AuditDraft,
  change: (tx: Database, draft: AuditDraft) => Promise<T>,
): Promise<T> {
  // Resolved before the transaction starts, so that guards inside it find the answer at hand.
  const guarded = request.user === null || !(await callerIsAdmin(request));
  return request.server.db.transaction(async (tx) => {
    const run = () => change(tx, draft);
    const result = guarded ? await keepAccessUnchanged(request, tx, run) : await run();
    await audit(tx, request, reply, { ...draft, result: 'success' });
    return result;
  });
}

/**
 * Runs a change and writes its success row in one transaction. When the change refuses with an
 * ApiError, the transaction rolls back and a failure row with the reason is written instead.
 */
export async function auditedChange<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  draft: AuditDraft,
  change: (tx: Database, draft: AuditDraft) => Promise<T>,
): Promise<T> {
  return auditFailures(request, reply, draft, () => inAuditedTransaction(request, reply, draft, change));
}

/** A message key that takes no parameters, such as `org.notFound`. */
type PlainMessageKey = { [K in MessageKey]: MessageParams<K> extends [] ? K : never }[MessageKey];

export interface RowChange<Row, After extends Row | null> {
  action: string;
  id: number;
  /** Logged with the change, e.g. the changes asked for; a refusal logs it alone. */
  detail?: Record<string, unknown>;
  /** Reads the row inside the change's transaction. */
  find: (tx: Database, id: number) => Promise<Row | null | undefined>;
  /** Answered with 404 when there is no such row. */
  notFound: PlainMessageKey;
  /** How the log names the row after its id, e.g. its number. */
  name: (row: Row) => string;
  /** The row as the log records it before and after the change. */
  logged: (row: Row, tx: Database) => unknown;
  /**
   * Checks and makes the change; answers the row after it, or null when it is gone. `detail`
   * takes further entries for the log, e.g. what the change removed along with the row.
   */
  change: (tx: Database, before: Row, detail: Record<string, unknown>) => Promise<After>;
}

/**
 * An audited change of one row: the row is found inside the transaction or answered 404, and the
 * log names it and records it before and after (the escalation guard applies as for every change).
 */
export async function changeRow<Row, After extends Row | null>(
  request: FastifyRequest,
  reply: FastifyReply,
  row: RowChange<Row, After>,
): Promise<After> {
  const draft = { action: row.action, target: String(row.id), detail: row.detail };
  return auditedChange(request, reply, draft, async (tx) => {
    const before = await row.find(tx, row.id);
    if (!before) throw apiError(request, 404, null, row.notFound);
    draft.target = `${row.id} ${row.name(before)}`;
    // Recorded before the change, which may take along what the record is made of.
    const loggedBefore = await row.logged(before, tx);
    const more: Record<string, unknown> = {};
    const after = await row.change(tx, before, more);
    draft.target = `${row.id} ${row.name(after ?? before)}`;
    draft.detail = {
      ...row.detail,
      before: loggedBefore,
      ...(after !== null && { after: await row.logged(after, tx) }),
      ...more,
    };
    return after;
  });
}
