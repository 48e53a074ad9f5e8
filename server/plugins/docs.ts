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
          { name: 'home', description: 'Systems, applications, menus, links and the admin flag of the shell' },
          { name: 'message', description: "The user's messages" },
          { name: 'notice', description: 'Notice popup and the unread total' },
          { name: 'favorites', description: "The user's favourite pages" },
          { name: 'user', description: "The user's own account" },
          { name: 'pageView', description: 'Page-view analytics' },
          { name: 'feedback', description: 'Feedback from the header' },
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
