#!/usr/bin/env node
/**
 * `npm run test:e2e` for CI: Playwright, then the closing `N passed, N failed` from its JSON report.
 * A whole run (no spec or option given) then starts mock mode (`npm run demo`) once and runs
 * tests/e2e-demo against it; `--demo` runs only that part.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { finish } from './closing-line.mjs';

/** One Playwright run of a config folder: its exit status and the counts of its JSON report. */
function playwright(configDir, report, args) {
  rmSync(report, { force: true });
  const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', configDir, ...args], { stdio: 'inherit' });
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    return { status: run.status, passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } catch {
    return { status: run.status, passed: 0, failed: 1 };
  }
}

const demoOnly = process.argv.includes('--demo');
const args = process.argv.slice(2).filter((arg) => arg !== '--demo');
const runs = [];
if (!demoOnly) runs.push(playwright('tests/e2e', 'reports/e2e.json', args));
if (demoOnly || args.length === 0) runs.push(playwright('tests/e2e-demo', 'reports/e2e-demo.json', demoOnly ? args : []));
const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
finish(runs.every((run) => run.status === 0) ? 0 : 1, sum('passed'), sum('failed'));
