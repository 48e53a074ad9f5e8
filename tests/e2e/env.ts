/** What the e2e server is started with (playwright.config.ts) and the tests sign in with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
