import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { isApiPath } from './session';

const INDEX = 'index.html';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

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
          res.setHeader('cache-control', path.basename(filePath) === INDEX ? 'no-cache' : ASSET_CACHE);
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
