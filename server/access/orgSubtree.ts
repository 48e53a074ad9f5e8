import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { orgSubtreeIds } from '../db/repositories/orgs';
import { epochCache } from './epochCache';

/** How many organisations' subtrees one server keeps. */
const KEPT_SUBTREES = 5_000;

/** Organisation id -> the ids of it and those below it, at an epoch. */
const keptSubtrees = epochCache<number, number[]>(KEPT_SUBTREES);

/**
 * The ids of an organisation and every organisation below it (none for an unknown id), kept
 * between requests while the access epoch stays where it was (./epochCache.ts; every change of
 * the organisation tree moves it): a list filtered by organisation spends no statements on it.
 * Inside a transaction (`db` given) it is read afresh.
 */
export function orgSubtreeAt(request: FastifyRequest, orgId: number, db: Database = request.server.db): Promise<number[]> {
  if (db !== request.server.db) return orgSubtreeIds(db, orgId);
  return keptSubtrees(db, request.accessEpoch, orgId, () => orgSubtreeIds(db, orgId));
}

/** A list's organisation filter: the organisation and those below it, or none without one. */
export async function orgFilterAt(request: FastifyRequest, orgId: number | undefined): Promise<number[] | undefined> {
  return orgId === undefined ? undefined : orgSubtreeAt(request, orgId);
}
