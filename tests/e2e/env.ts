/** What the e2e server is started with (playwright.config.ts), the tests sign in with, and the browser both e2e configs drive. */
import type { ReporterDescription } from '@playwright/test';
import path from 'node:path';
import chromium from '../../scripts/chromium.json';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
/** Where the e2e server's HTTP SMS sender posts codes: a gateway the phone sign-in spec stands in for. */
export const E2E_SMS_PORT = E2E_PORT + 1;

const ROOT = path.resolve(__dirname, '../..');

/** Debian's Chromium at 1440×900 in zh-CN on this base address, with a picture of each failure. */
export function chromiumUse(baseURL: string) {
  return {
    baseURL,
    browserName: 'chromium' as const,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure' as const,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.path, args: chromium.args },
  };
}

/** A run's reports under reports/: `<name>.json` (read by scripts/e2e.mjs) and `<name>-results/`. */
export function reportsOf(name: string) {
  return {
    reporter: [['list'], ['json', { outputFile: path.join(ROOT, `reports/${name}.json`) }]] as ReporterDescription[],
    outputDir: path.join(ROOT, `reports/${name}-results`),
  };
}
