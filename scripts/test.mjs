#!/usr/bin/env node
/**
 * `npm test`: every jest suite (front end and API), then one closing line
 * `N passed, N failed` read from jest's JSON report, so a run that executed nothing
 * cannot pass as green. Extra arguments go to jest.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finish } from './closing-line.mjs';

const report = path.resolve('reports', 'jest.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });

const jest = spawnSync(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '-w', '2', '--json', `--outputFile=${report}`, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    // PGlite (WASM, loaded by dynamic import) needs VM modules under jest.
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  },
);

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
} catch {
  failed = 1;
}
finish(jest.status, passed, failed);
