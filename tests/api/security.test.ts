import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { XLSX_TYPE } from '../../server/plugins/users/spreadsheet';
import { APP_START_MS, ADMIN_PASSWORD, USER_PASSWORD, createTestApp, createUser, expectError, signIn, signedInCookie, type TestApp } from './helpers';

const HOST = 'portal.example.com:8000';
const OWN = `http://${HOST}`;
const FRAME_ORIGIN = 'http://127.0.0.1:8001';

const dist = mkdtempSync(path.join(os.tmpdir(), 'fssc-dist-'));
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FSSC</title>');
  t = await createTestApp({ config: { distDir: dist } });
  cookie = await signedInCookie(t.app);
}, APP_START_MS);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The same database and data under another configuration. */
async function appWith(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: { ...t.config, ...overrides } });
  await app.ready();
  return app;
}

type Headers = Record<string, string>;

const post = (url: string, headers: Headers, app = t.app) =>
  app.inject({ method: 'POST', url, headers: { host: HOST, cookie, 'accept-language': 'en-US', ...headers }, payload: {} });

describe('state-changing requests from elsewhere', () => {
  test.each([
    ['another site', { origin: 'http://evil.example.com' }],
    ['another port of the same host', { origin: 'http://portal.example.com:8001' }],
    ['another scheme', { origin: `https://${HOST}` }],
    ['an opaque origin', { origin: 'null' }],
    ['a Referer of another site and no Origin', { referer: 'http://evil.example.com/page' }],
    ['only fetch metadata saying same-site', { 'sec-fetch-site': 'same-site' }],
    ['only fetch metadata saying cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused from %s, before any change', async (_case, headers) => {
    const id = await createUser(t.db, { account: `victim${Math.random().toString(36).slice(2, 8)}` });
    for (const url of [`/api/users/${id}/resetPassword`, `/api/users/${id}/unlock`, '/api/oauth/signout']) {
      const response = await post(url, headers);
      expectError(response, 403, 'Refused: changes are not accepted from another site; use the portal itself');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // The password was not reset and the session was not ended.
    const victim = (await signIn(t.app, (await accountOf(id))!, USER_PASSWORD)).json();
    expect(victim.data.loginFlag).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/oauth/retailAccounts', headers: { cookie } })).statusCode).toBe(200);
  });

  test('the refusal is in the caller language, Chinese by default', async () => {
    const response = await post('/api/oauth/signout', { origin: 'http://evil.example.com', 'accept-language': '' });
    expectError(response, 403, '已拒绝：不接受来自其他网站的修改请求，请在门户页面中操作');
  });

  test.each([
    ['its own origin', { origin: OWN }],
    ['a Referer of its own origin and no Origin', { referer: `${OWN}/#/userManage` }],
    ['only fetch metadata saying same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no browser metadata at all (curl, another server)', {}],
  ])('are accepted from %s', async (_case, headers) => {
    const id = await createUser(t.db, { account: `ok${Math.random().toString(36).slice(2, 8)}` });
    const response = await post(`/api/users/${id}/unlock`, headers);
    expect(response.statusCode).toBe(200);
  });

  test('reads are never refused for their origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/retailAccounts', headers: { host: HOST, cookie, origin: 'http://evil.example.com' } });
    expect(response.statusCode).toBe(200);
  });

  test('the allowed frame origins (FRAME_ORIGINS) may send changes, others still may not', async () => {
    const app = await appWith({ frameOrigins: [FRAME_ORIGIN] });
    try {
      const id = await createUser(t.db, { account: 'framed' });
      expect((await post(`/api/users/${id}/unlock`, { origin: FRAME_ORIGIN }, app)).statusCode).toBe(200);
      expect((await post(`/api/users/${id}/unlock`, { referer: `${FRAME_ORIGIN}/app/page` }, app)).statusCode).toBe(200);
      expect((await post(`/api/users/${id}/unlock`, { origin: 'http://127.0.0.1:8002' }, app)).statusCode).toBe(403);
      // Without the setting the same origin is refused.
      expect((await post(`/api/users/${id}/unlock`, { origin: FRAME_ORIGIN })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  }, APP_START_MS); // starts an app of its own

  test('behind a proxy (TRUST_PROXY) the forwarded host and scheme are the portal origin', async () => {
    const forwarded = { 'x-forwarded-host': 'fssc.example.com', 'x-forwarded-proto': 'https', origin: 'https://fssc.example.com' };
    const proxied = await appWith({ trustProxy: true });
    try {
      expect((await post('/api/home/system', forwarded, proxied)).statusCode).toBe(200);
      expect((await post('/api/home/system', { ...forwarded, origin: OWN }, proxied)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the forwarded headers are ignored: the portal is what Host says.
    expect((await post('/api/home/system', forwarded)).statusCode).toBe(403);
    expect((await post('/api/home/system', { ...forwarded, origin: OWN })).statusCode).toBe(200);
  }, APP_START_MS); // starts an app of its own
});

async function accountOf(id: number): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { cookie } });
  return response.json().data?.account;
}

describe('content type of changes', () => {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: string | Buffer) =>
    t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en-US', ...headers }, ...(payload === undefined ? {} : { payload }) });

  test('a body-less POST without Content-Type is refused with 415, also where no body is read', async () => {
    for (const url of ['/api/oauth/signout', '/api/home/system', '/api/users/1/unlock', '/api/users/1/resetPassword']) {
      expectError(await send('POST', url, {}), 415, 'Content-Type is missing; send application/json');
    }
    expectError(await send('PUT', '/api/orgs/1', {}), 415, 'Content-Type is missing; send application/json');
  });

  test('a body-less POST carries {} as JSON, as the portal sends it', async () => {
    const response = await send('POST', '/api/home/system', { 'content-type': 'application/json' }, '{}');
    expect(response.statusCode).toBe(200);
  });

  test('form and text bodies, which any page can send, are refused with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await send('POST', '/api/oauth/signout', { 'content-type': type }, 'a=1');
      expectError(response, 415, `Unsupported Content-Type: ${type}; send application/json`);
    }
  });

  test('a DELETE without a body needs no Content-Type', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: { cookie },
      payload: { parentId: null, orgNo: 'SEC-1', name: '安全测试组织' },
    });
    expect(org.statusCode).toBe(200);
    const response = await send('DELETE', `/api/orgs/${org.json().data.id}`, {});
    expect(response.statusCode).toBe(200);
  });

  test('the user import keeps its own file content type', async () => {
    const response = await send('POST', '/api/users/import', { 'content-type': XLSX_TYPE }, Buffer.from('not a workbook'));
    expectError(response, 400, 'The file cannot be read: upload an Excel file in .xlsx format');
  });
});

describe('response headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  };

  test('the portal page carries the security headers and keeps its cache rule', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('every API answer carries the security headers and is never stored', async () => {
    const answers = [
      await signIn(t.app, 'admin', ADMIN_PASSWORD),
      await signIn(t.app, 'admin', 'wrong'),
      await t.app.inject({ method: 'GET', url: '/api/users?current=1', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/users' }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
      await t.app.inject({ method: 'GET', url: '/api/users/import/template', headers: { cookie } }),
    ];
    for (const response of answers) {
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('frames of the allowed frame origins may be shown, no others', async () => {
    const app = await appWith({ frameOrigins: [FRAME_ORIGIN, 'https://erp.example.com'] });
    try {
      const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp).toContain(`frame-src 'self' ${FRAME_ORIGIN} https://erp.example.com`);
    } finally {
      await app.close();
    }
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self';");
  }, APP_START_MS); // starts an app of its own
});
