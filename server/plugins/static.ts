import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { isApiPath } from './session';

const INDEX = 'index.html';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Build output names carry a content hash (umi.1a2b3c4d.js): only those may be cached for good. */
const HASHED = /\.[0-9a-f]{8}\.(?:async\.|chunk\.)?(?:js|css)$/;

export function cacheControlOf(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? ASSET_CACHE : 'no-cache';
}

/**
 * Serves the built front end from DIST_DIR. Paths that match no file fall back to index.html
 * (client-side routes); nothing is ever served under /api.
 */
export default fp(
  async (app, opts: { distDir: string }) => {
    const hasIndex = existsSync(path.join(opts.distDir, INDEX));

    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // One route per built file (registered at start), so unknown paths reach the not-found handler.
        wildcard: false,
        globIgnore: ['api/**'],
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', cacheControlOf(filePath));
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (hasIndex && isPageRequest && !isApiPath(request.url)) return reply.sendFile(INDEX);
      return sendNotFound(request, reply);
    });
  },
  { name: 'static' },
);
