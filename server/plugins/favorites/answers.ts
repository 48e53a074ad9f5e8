import type { FastifyRequest } from 'fastify';
import { listFavorites } from '../../db/repositories/favorites';
import { requireUser } from '../session';

/** The caller's favourites, newest first: for their own route and the shell's boot answer. */
export async function favoritesAnswer(request: FastifyRequest) {
  const rows = await listFavorites(request.server.db, requireUser(request).id);
  return rows.map((row) => ({ id: row.id, title: row.title, src: row.src, moduleNo: row.moduleNo, createdAt: row.createdAt.toISOString() }));
}
