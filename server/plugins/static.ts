import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { isApiPath } from './session';

const INDEX = 'index.html';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Build output names carry a content hash (umi.1a2b3c4d.js): only those may be cached for good. */
const HASHED = /\.[0-9a-f]{8}\.(?:async\.|chunk\.)?(?:js|css)$/;
/** Brotli and gzip siblings made at build time (scripts/precompress.mjs). */
const COMPRESSED = /\.(?:br|gz)$/;

/**
 * Hashed assets are cached for a year; index.html is never cached, so a new build is seen at
 * once; other files (public/) are revalidated. The path may be a compressed sibling.
 */
export function cacheControlOf(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED, '');
  if (HASHED.test(name)) return ASSET_CACHE;
  return name === INDEX ? 'no-store' : 'no-cache';
}

/** CSP sources of the inline scripts of an HTML page: `'sha256-…'` each. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * The CSP sources of index.html's inline scripts (the loader that picks the login page's entry
 * or the app's, config/plugins/loginEntry.ts), read again whenever the file changes, so a new
 * build needs no restart. None without a build.
 */
export function indexScriptSources(distDir: string): () => string {
  const index = path.join(distDir, INDEX);
  let seen = { mtimeMs: -1, sources: '' };
  return () => {
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (mtimeMs !== seen.mtimeMs) {
      seen = { mtimeMs, sources: mtimeMs ? inlineScriptSources(readFileSync(index, 'utf8')).join(' ') : '' };
    }
    return seen.sources;
  };
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
        globIgnore: ['api/**', '**/*.br', '**/*.gz'],
        // Sends file.br or file.gz when the browser accepts it and the build made one.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', cacheControlOf(filePath));
          // Caches between us and the browser must keep the encodings apart.
          res.setHeader('vary', 'accept-encoding');
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
