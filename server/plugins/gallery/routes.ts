/**
 * The request demo's answers (the gallery page /demo/request): a success, a slow success for the
 * client's timeout, and each failure of spec section 8 on purpose. Signed-in callers only (the
 * session plugin's default); nothing is read or stored.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../envelopes';
import { t } from '../../i18n';
import { ApiError } from '../errors';
import { GALLERY_HTTP_STATUS, GALLERY_SHOW_TYPES } from './constants';
import { galleryDelaySchema, galleryErrorSchema, galleryOkSchema } from './contract';

const answer = (waitedMs: number) => success({ answeredAt: new Date().toISOString(), waitedMs });

const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/gallery/ok', { schema: galleryOkSchema }, async () => answer(0));

  app.get('/gallery/delay', { schema: galleryDelaySchema }, async (request) => {
    await sleep(request.query.ms);
    return answer(request.query.ms);
  });

  app.get('/gallery/errors/:kind', { schema: galleryErrorSchema }, async (request, reply) => {
    const { kind } = request.params;
    switch (kind) {
      case 'business':
        return { success: false as const, errorCode: 'GALLERY_BUSINESS', errorMessage: t(request, 'gallery.business') };
      case 'noInfo':
        return { success: false as const };
      case 'http':
        throw new ApiError(GALLERY_HTTP_STATUS, t(request, 'gallery.http'), GALLERY_SHOW_TYPES.error, 'GALLERY_HTTP');
      case 'network':
        // Same origin (the CSP allows no other) and no half-open socket: browsers stop after
        // about 20 redirects and reject the fetch exactly as when the server is unreachable.
        return reply.code(307).header('location', request.url).send(null);
      default:
        return {
          success: false as const,
          errorCode: `GALLERY_${kind.toUpperCase()}`,
          errorMessage: t(request, `gallery.showType.${kind}`),
          showType: GALLERY_SHOW_TYPES[kind],
        };
    }
  });
};

export default galleryRoutes;
