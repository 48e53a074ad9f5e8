/**
 * Mock mode (`npm run demo`): every /api call is answered by the server's own Fastify app,
 * built in this dev-server process on an in-memory database seeded as on a first start, with
 * the demo data (server/db/demo). No handler is re-implemented here, so the demo cannot drift
 * from the real API.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { PUSH_STREAM_PATH } from '../server/push/constants';

let app: Promise<FastifyInstance> | undefined;

function demoApp(): Promise<FastifyInstance> {
  app ??= (async () => {
    // The server loads its areas while it builds (server/app.ts autoloads them), after the dev
    // server has compiled this file; so the whole server is loaded through tsx, as one module graph.
    (require('tsx/cjs/api') as { register: () => void }).register();
    const { buildApp } = require('../server/app') as typeof import('../server/app');
    const { loadConfig } = require('../server/config') as typeof import('../server/config');
    const { openDatabase } = require('../server/db/client') as typeof import('../server/db/client');
    const { seed } = require('../server/db/seed') as typeof import('../server/db/seed');
    const { seedDemoData } = require('../server/db/demo/demoData') as typeof import('../server/db/demo/demoData');
    const { DEMO_ADMIN_PASSWORD, demoAccountLines } = require('../server/db/demo/accounts') as typeof import('../server/db/demo/accounts');
    const config = loadConfig({
      DATA_DIR: ':memory:',
      ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
      LOGIN_CAPTCHA: 'off',
      APP_ENV: 'demo',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent',
    });
    const database = await openDatabase(config);
    await seed(database.db, config);
    await seedDemoData(database.db);
    console.log(demoAccountLines(DEMO_ADMIN_PASSWORD).join('\n'));
    const instance = await buildApp({ db: database.db, config });
    instance.addHook('onClose', () => database.close());
    await instance.ready();
    return instance;
  })();
  return app;
}

interface MockRequest {
  method: string;
  originalUrl: string;
  headers: IncomingHttpHeaders;
  body?: unknown;
}

interface MockResponse {
  status: (code: number) => MockResponse;
  setHeader: (name: string, value: string | string[]) => void;
  end: (body: string | Buffer) => void;
}

async function forward(req: MockRequest, res: MockResponse): Promise<void> {
  // The push stream never ends, which an answer built in memory cannot be: 204 tells the browser
  // not to reconnect, and the shell's poll serves the demo.
  if (req.originalUrl.split('?')[0] === PUSH_STREAM_PATH) {
    res.status(204).end('');
    return;
  }
  const server = await demoApp();
  // The dev server has parsed the body already; hand it on as the JSON it was.
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const { 'content-length': _length, ...headers } = req.headers;
  const answer = await server.inject({
    method: req.method as 'GET',
    url: req.originalUrl,
    headers,
    payload: hasBody ? JSON.stringify(req.body) : undefined,
  });
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding') {
      res.setHeader(name, Array.isArray(value) ? value : String(value));
    }
  }
  res.status(answer.statusCode).end(answer.rawPayload);
}

const handler = (req: MockRequest, res: MockResponse) => {
  forward(req, res).catch((error: Error) => {
    res.status(500).end(JSON.stringify({ success: false, errorMessage: error.message, showType: 2 }));
  });
};

export default {
  'GET /api/(.*)': handler,
  'POST /api/(.*)': handler,
  'PUT /api/(.*)': handler,
  'PATCH /api/(.*)': handler,
  'DELETE /api/(.*)': handler,
};
