#!/usr/bin/env node
/**
 * `npm test`: every jest suite (front end and API), then one closing line
 * `N passed, N failed` read from jest's JSON report, so a run that executed nothing
 * cannot pass as green. Extra arguments go to jest (test files, `-t name`, ...).
 * `--project <web|server>` first runs one jest project only: jest's `--selectProjects` takes
 * every word after it as a project name, so it is passed last, after the test files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finish } from './closing-line.mjs';

const report = path.resolve('reports', 'jest.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });

const args = process.argv.slice(2);
const project = args[0] === '--project' ? args.splice(0, 2)[1] : undefined;
const jestArgs = project ? [...args, '--selectProjects', project] : args;

const jest = spawnSync(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '-w', '2', '--json', `--outputFile=${report}`, ...jestArgs],
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
