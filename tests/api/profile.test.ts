import { APP_START_MS, createTestApp, signedInCookie, testConfig, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      appEnv: 'uat',
      frameOrigins: ['https://reports.example.com', 'http://localhost:8001'],
      importLimits: { ...testConfig().importLimits, maxFileBytes: 3 * 1024 * 1024 },
    },
  });
}, APP_START_MS);
afterAll(() => t.close());

test('profile answers APP_ENV, the version, the trusted frame origins, the import limit and no demo data to a signed-in user', async () => {
  const cookie = await signedInCookie(t.app);
  const response = await t.app.inject({ method: 'GET', url: '/api/sys/profile', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    data: {
      env: 'uat',
      version: '1.0.2',
      frameOrigins: ['https://reports.example.com', 'http://localhost:8001'],
      importMaxBytes: 3 * 1024 * 1024,
      demoData: false,
    },
  });
});

test('profile needs a session', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/sys/profile' });
  expect(response.statusCode).toBe(401);
});
