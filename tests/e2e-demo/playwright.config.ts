/**
 * End-to-end test of mock mode: `npm run demo` (the dev server answering /api in memory with the
 * demo data) started once, driven in Debian's Chromium. Run by scripts/e2e.mjs after the main
 * e2e run, or alone: `node scripts/e2e.mjs --demo`.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumUse, reportsOf } from '../e2e/env';

const PORT = Number(process.env.E2E_DEMO_PORT ?? 8127);
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: '.',
  // The dev server bundles the pages a test opens on their first visit.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers: 1,
  ...reportsOf('e2e-demo'),
  use: chromiumUse(`http://127.0.0.1:${PORT}`),
  webServer: {
    command: 'npm run demo',
    cwd: root,
    // Asked once the dev server listens: it builds the in-memory server with the demo data.
    url: `http://127.0.0.1:${PORT}/api/sys/demoAccounts`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(PORT) },
  },
});
