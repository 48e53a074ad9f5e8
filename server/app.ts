import path from 'node:path';
import autoload from '@fastify/autoload';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { version } from '../package.json';
import type { Config } from './config';
import type { Database } from './db/client';
import { REQUEST_FORMAT_PLUGINS } from './formats';
import admission from './plugins/admission/gate';
import { rasterCaptchaGenerator, type CaptchaGenerator } from './plugins/auth/captcha';
import compression from './plugins/compression';
import docs from './plugins/docs';
import errors, { clientErrorHandler, sendError } from './plugins/errors';
import input from './plugins/input';
import { senderFromConfig, type SmsSender } from './plugins/phoneSignIn/senders';
import security from './plugins/security';
import session from './plugins/session';
import accessChanges from './access/accessChanges';
import staticFiles from './plugins/static';
import push from './push';
import queue from './queue';

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
  /** How SMS codes are sent; by default as SMS_SENDER says (tests pass one that keeps them). */
  smsSender?: SmsSender;
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

/*
 * The areas are TypeScript, and every runner of the server loads TypeScript (tsx, ts-jest, the
 * dev server in mock mode), but autoload recognises only some runners by itself.
 */
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** Each area is a folder here; its routes.ts is the area's Fastify plugin, loaded by convention. */
const AREAS_DIR = path.join(__dirname, 'plugins');
/** How long one plugin (an area, the areas' loader) may take to register before the start fails. */
const PLUGIN_START_TIMEOUT_MS = 60_000;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '***' } },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false }, plugins: REQUEST_FORMAT_PLUGINS },
    // Router and HTTP parser failures answer in the envelope like every other error.
    frameworkErrors: sendError,
    clientErrorHandler,
    // Loading the areas (autoload imports and, under tsx, compiles each) takes about a second, but
    // on a machine busy starting several processes at once it passed Fastify's default of 10 s
    // and the start failed; a database that does not answer still fails its first query.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opts.db);
  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? (() => new Date()));

  // The API speaks JSON only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  await app.register(errors);
  await app.register(compression);
  await app.register(docs, { version });
  await app.register(security);
  // Before the session check: a request waits for its turn before its first query.
  await app.register(admission);
  await app.register(session);
  // Before the areas, which subscribe while they load.
  await app.register(accessChanges);
  await app.register(input);
  // Before the areas, which register the handlers of their jobs while they load.
  await app.register(queue);
  // Before the areas, which push to browsers after their changes.
  await app.register(push);
  await app.register(autoload, {
    dir: AREAS_DIR,
    matchFilter: (file) => file.endsWith('/routes.ts'),
    // Routes carry their full paths under /api.
    dirNameRoutePrefix: false,
    options: {
      prefix: '/api',
      version,
      generateCaptcha: opts.generateCaptcha ?? rasterCaptchaGenerator,
      smsSender: opts.smsSender ?? senderFromConfig(config, app.log),
    },
  });
  await app.register(staticFiles, { distDir: config.distDir });
  return app;
}
