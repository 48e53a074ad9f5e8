import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteStaleRateCounters, hitRateCounter } from '../../db/repositories/rateCounters';
import { apiError } from '../errors';

export const RATE_LIMITED_ERROR = 'RATE_LIMITED';

/**
 * Counts one request against a fixed-window limit kept in the database (so it holds across
 * server processes) and refuses it with 429 and Retry-After once the key has used up its window.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  limit: number,
): Promise<void> {
  const { db, config } = request.server;
  const now = request.server.clock().getTime();
  const windowMs = config.rateLimit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const hits = await hitRateCounter(db, key, windowStart);
  // A key starting a new window is the moment to drop the counters of finished windows.
  if (hits === 1) await deleteStaleRateCounters(db, windowStart);
  if (hits <= limit) return;
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  reply.header('retry-after', String(seconds));
  throw apiError(request, 429, RATE_LIMITED_ERROR, 'rate.limited', { seconds });
}
