/**
 * End-to-end tests: the built app (test environment) on the real server, driven in Debian's
 * Chromium. The server starts once for the run on a throwaway data directory.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, chromiumUse, E2E_PORT, E2E_SMS_PORT, reportsOf } from './env';

const PORT = E2E_PORT;
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  ...reportsOf('e2e'),
  use: chromiumUse(`http://127.0.0.1:${PORT}`),
  webServer: {
    command: 'node --env-file=.env.test scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/docs/json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fssc-e2e-')),
      ADMIN_PASSWORD,
      // The page cannot read a captcha; its image and refresh are covered by component tests.
      LOGIN_CAPTCHA: 'off',
      // The specs sign in as admin many times a minute from one address.
      SIGNIN_LIMIT_PER_ACCOUNT: '1000',
      SIGNIN_LIMIT_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      // Codes go to a gateway the phone sign-in spec runs (tests/e2e/phoneAndQr.spec.ts).
      SMS_SENDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${E2E_SMS_PORT}/sms`,
    },
  },
});
