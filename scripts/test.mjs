#!/usr/bin/env node
/**
 * `npm test`: every jest suite (front end and API), then one closing line
 * `N passed, N failed` read from jest's JSON report, so a run that executed nothing
 * cannot pass as green. Extra arguments go to jest (test files, `-t name`, ...).
 * `--project <web|server>` first runs one jest project only: jest's `--selectProjects` takes
 * every word after it as a project name, so it is passed last, after the test files. The JSON
 * report in reports/jest.json is the last project's.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finish } from './closing-line.mjs';

const report = path.resolve('reports', 'jest.json');
mkdirSync(path.dirname(report), { recursive: true });

const args = process.argv.slice(2);
const project = args[0] === '--project' ? args.splice(0, 2)[1] : undefined;

/*
 * Without --project, the front end's suites run first and the API's after them, not side by
 * side: the API suites start servers and child processes that take both cores, and component
 * tests that take a second alone then ran into jest's 5 s limit. One after the other takes about
 * as long in all on two cores.
 */
const projects = project ? [project] : ['web', 'server'];

let status = 0;
let passed = 0;
let failed = 0;
for (const name of projects) {
  rmSync(report, { force: true });
  const jest = spawnSync(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '-w',
      '2',
      '--json',
      `--outputFile=${report}`,
      // Test files named on the command line may all belong to the other project.
      ...(project ? [] : ['--passWithNoTests']),
      ...args,
      '--selectProjects',
      name,
    ],
    {
      stdio: 'inherit',
      // PGlite (WASM, loaded by dynamic import) needs VM modules under jest.
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
    },
  );
  status ||= jest.status ?? 1;
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  } catch {
    failed += 1;
  }
}
finish(status, passed, failed);
