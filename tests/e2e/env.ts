/** What the e2e server is started with (playwright.config.ts) and the tests sign in with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
/** Where the e2e server's HTTP SMS sender posts codes: a gateway the phone sign-in spec stands in for. */
export const E2E_SMS_PORT = E2E_PORT + 1;
