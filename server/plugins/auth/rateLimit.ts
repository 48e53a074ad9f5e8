import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { hitFixedWindow } from '../../db/repositories/rateCounters';
import { apiError, type ApiError } from '../errors';

export const RATE_LIMITED_ERROR = 'RATE_LIMITED';

/** 429 with Retry-After (whole seconds, at least 1) and the message saying when to try again. */
export function rateLimited(request: FastifyRequest, reply: FastifyReply, seconds: number): ApiError {
  const whole = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(whole));
  return apiError(request, 429, RATE_LIMITED_ERROR, 'rate.limited', { seconds: whole });
}

export interface RateWindow {
  /** The window's length; RATE_LIMIT_WINDOW_SECONDS by default (an hour for SMS per address, a day per number). */
  windowMs?: number;
  /** The database to count in: a transaction whose rollback takes the hit back. */
  db?: Database;
}

/**
 * Counts one request against a fixed-window limit kept in the database (so it holds across
 * server processes) and refuses it with 429 and Retry-After once the key has used up its window.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  limit: number,
  { windowMs = request.server.config.rateLimit.windowSeconds * 1000, db = request.server.db }: RateWindow = {},
): Promise<void> {
  const now = request.server.clock();
  const { hits, windowEnd } = await hitFixedWindow(db, key, windowMs, now);
  if (hits > limit) throw rateLimited(request, reply, (windowEnd.getTime() - now.getTime()) / 1000);
}
