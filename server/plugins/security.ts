import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from './errors';
import { indexScriptSources } from './static';
import { isApiPath } from './session';

/** Methods that only read: every other method under /api changes state. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The portal's own origin as the caller addressed it (X-Forwarded-Host/Proto count only with TRUST_PROXY). */
function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * Where a browser says a request comes from, judged by the first of these it sends: Origin,
 * Referer, Sec-Fetch-Site. Returns the origin to check, 'same-origin' when only fetch metadata
 * vouches for it, null when the request carries no browser metadata at all (curl, another
 * server), or 'unknown' when the browser hides or garbles it (Origin: null, cross-site fetch).
 */
function requestSource(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined) return originOf(origin) ?? 'unknown';
  if (referer !== undefined) return originOf(referer) ?? 'unknown';
  if (site !== undefined) return site === 'same-origin' ? 'same-origin' : 'unknown';
  return null;
}

/** Whether a state-changing request may proceed: it comes from the portal itself or one of its frame origins. */
function isAllowedSource(request: FastifyRequest, frameOrigins: readonly string[]): boolean {
  const source = requestSource(request);
  if (source === null || source === 'same-origin') return true;
  return source === ownOrigin(request) || frameOrigins.includes(source);
}

/**
 * The body-carrying methods whose request must name its content type: POST, PUT and PATCH
 * always (a body-less POST too: any page can send one without a content type), DELETE when the route reads
 * a body. The content type itself is checked by the parsers: JSON everywhere, plus the file
 * type of an upload route that registers its own parser.
 */
function needsContentType(method: string, hasBodySchema: boolean): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || (method === 'DELETE' && hasBodySchema);
}

/**
 * Content-Security-Policy of the portal: its own scripts only (and index.html's own inline loader,
 * by its hash); antd's run-time styles; frames of FRAME_ORIGINS.
 */
function contentSecurityPolicy(frameOrigins: readonly string[], indexScripts: () => string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", indexScripts],
      scriptSrcAttr: ["'none'"],
      // antd (CSS-in-JS) writes <style> elements and style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The captcha is a data: URL.
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The tab bar shows pages of other systems in frames.
      frameSrc: ["'self'", ...frameOrigins],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  };
}

/**
 * Requests from elsewhere and response headers:
 * - a state-changing /api request from another origin is refused (403) before any work;
 * - POST/PUT/PATCH (and DELETE with a body) without a Content-Type are refused (415);
 * - security headers on every answer (helmet): CSP, X-Frame-Options, nosniff, Referrer-Policy;
 * - `Cache-Control: no-store` on every /api answer (files keep the static plugin's rules).
 */
export default fp(
  async (app) => {
    const { frameOrigins, distDir } = app.config;

    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(frameOrigins, indexScriptSources(distDir)),
      frameguard: { action: 'sameorigin' },
      // Same-origin calls keep their Referer (a fallback of the origin check); other sites get none.
      referrerPolicy: { policy: 'same-origin' },
      // Browsers honour it only over https; subdomains may still serve plain http.
      strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
    });

    // After the session check (a caller without a session hears 401 first), before the body is read.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!isApiPath(request.url) || SAFE_METHODS.has(request.method)) return payload;
      if (!isAllowedSource(request, frameOrigins)) {
        throw apiError(request, 403, null, 'error.crossOrigin');
      }
      const declaresBody = Boolean(request.routeOptions.schema?.body);
      if (request.headers['content-type'] === undefined && !request.is404 && needsContentType(request.method, declaresBody)) {
        throw apiError(request, 415, null, 'error.contentTypeRequired');
      }
      return payload;
    });

    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
