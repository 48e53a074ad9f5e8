import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { version } from '../package.json';
import type { Config } from './config';
import type { Database } from './db/client';
import authRoutes from './plugins/auth/routes';
import { rasterCaptchaGenerator, type CaptchaGenerator } from './plugins/auth/captcha';
import docs from './plugins/docs';
import errors, { clientErrorHandler, sendError } from './plugins/errors';
import favoriteRoutes from './plugins/favorites/routes';
import feedbackRoutes from './plugins/feedback/routes';
import homeRoutes from './plugins/home/routes';
import input from './plugins/input';
import messageRoutes from './plugins/message/routes';
import noticeRoutes from './plugins/notice/routes';
import orgRoutes from './plugins/orgs/routes';
import pageViewRoutes from './plugins/pageView/routes';
import postsRoutes from './plugins/posts/routes';
import userGroupsRoutes from './plugins/userGroups/routes';
import rolesRoutes from './plugins/roles/routes';
import modulesRoutes from './plugins/modules/routes';
import menusRoutes from './plugins/menus/routes';
import systemsRoutes from './plugins/systems/routes';
import security from './plugins/security';
import session from './plugins/session';
import staticFiles from './plugins/static';
import sysRoutes from './plugins/sys/routes';
import userRoutes from './plugins/user/routes';
import usersRoutes from './plugins/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The current time; replaceable so tests can move past expiry and lock-out. */
    clock: () => Date;
  }
}

export interface AppOptions {
  db: Database;
  config: Config;
  clock?: () => Date;
  generateCaptcha?: CaptchaGenerator;
}

/** Never written to the log, wherever they appear in a logged request or error. */
const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.token',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.validateCode',
  '*.body.password',
  '*.body.oldPassword',
  '*.body.newPassword',
  '*.body.validateCode',
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '***' } },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // Router and HTTP parser failures answer in the envelope like every other error.
    frameworkErrors: sendError,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opts.db);
  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? (() => new Date()));

  // The API speaks JSON only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  await app.register(errors);
  await app.register(docs, { version });
  await app.register(security);
  await app.register(session);
  await app.register(input);
  await app.register(authRoutes, { prefix: '/api', generateCaptcha: opts.generateCaptcha ?? rasterCaptchaGenerator });
  await app.register(sysRoutes, { prefix: '/api', version });
  await app.register(homeRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(noticeRoutes, { prefix: '/api' });
  await app.register(favoriteRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(pageViewRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(orgRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(postsRoutes, { prefix: '/api' });
  await app.register(userGroupsRoutes, { prefix: '/api' });
  await app.register(rolesRoutes, { prefix: '/api' });
  await app.register(modulesRoutes, { prefix: '/api' });
  await app.register(menusRoutes, { prefix: '/api' });
  await app.register(systemsRoutes, { prefix: '/api' });
  await app.register(staticFiles, { distDir: config.distDir });
  return app;
}
