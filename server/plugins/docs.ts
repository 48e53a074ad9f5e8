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
          { name: 'orgs', description: 'The organisation tree (module org)' },
          { name: 'users', description: 'User administration, export and import (module user); data scope and field rights applied' },
          { name: 'posts', description: 'Posts (job positions) as a tree and the roles they give (module post)' },
          { name: 'user-groups', description: 'User groups, their members and the roles they give (module userGroup)' },
          { name: 'roles', description: 'Roles with function, data and field authorisation, and who holds them (module role)' },
          { name: 'authorized', description: 'Who holds which role, directly or through a group or post (module role)' },
          { name: 'modules', description: 'Function-right modules with their buttons and fields (module module)' },
          { name: 'menus', description: 'Menu trees of the applications (module menu)' },
          { name: 'systems', description: 'Systems and their applications (module application)' },
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
