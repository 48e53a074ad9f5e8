#!/usr/bin/env node
/** `npm run test:e2e` for CI: Playwright, then the closing `N passed, N failed` from its JSON report. */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { finish } from './closing-line.mjs';

const report = 'reports/e2e.json';
rmSync(report, { force: true });
const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
let passed = 0;
let failed = 0;
try {
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed = stats.expected + stats.flaky;
  failed = stats.unexpected;
} catch {
  failed = 1;
}
finish(run.status, passed, failed);
