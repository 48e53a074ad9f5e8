import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI document built from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app, opts: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'FSSC portal API', version: opts.version },
        tags: [
          { name: 'auth', description: 'Captcha, sign-in, sign-out, current user' },
          { name: 'sys', description: 'System information' },
        ],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        },
        security: [{ session: [] }],
      },
    });

    await app.register(async (docs) => {
      // The documentation itself needs no session.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    });
  },
  { name: 'docs' },
);
