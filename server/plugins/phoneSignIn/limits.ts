import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { hitRateCounter } from '../../db/repositories/rateCounters';
import { apiError, type ApiError } from '../errors';
import { RATE_LIMITED_ERROR } from '../auth/rateLimit';

const DAY_MS = 24 * 3600 * 1000;

/** 429 with Retry-After and the message saying when to try again. */
export function rateLimited(request: FastifyRequest, reply: FastifyReply, seconds: number): ApiError {
  const whole = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(whole));
  return apiError(request, 429, RATE_LIMITED_ERROR, 'rate.limited', { seconds: whole });
}

/**
 * Counts one hit of a key in a fixed window of its own length (an hour, a day) and refuses past
 * the limit. The counter row (rate_counters) carries the window's END as its start: the shared
 * clean-up deletes rows whose start is before the current minute, so a row dated by its end
 * stays exactly as long as its window lasts and is then dropped like any other.
 */
export async function hitLongWindow(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<void> {
  const end = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  const hits = await hitRateCounter(db, key, new Date(end));
  if (hits > limit) throw rateLimited(request, reply, (end - now.getTime()) / 1000);
}

/** The per-number day limit (UTC calendar day). */
export const hitDayLimit = (db: Database, request: FastifyRequest, reply: FastifyReply, key: string, limit: number, now: Date) =>
  hitLongWindow(db, request, reply, key, limit, DAY_MS, now);
