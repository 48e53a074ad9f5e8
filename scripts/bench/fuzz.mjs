#!/usr/bin/env node
/**
 * OpenAPI-driven fuzzing at volume: the API fuzz test's generator and checks with 20,000
 * cases (FUZZ_CASES), per route class the count of cases, 4xx and 5xx. See fuzzRun.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'fuzzRun.ts')], {
  cwd: path.resolve(dir, '../..'),
  stdio: 'inherit',
});
process.exitCode = run.status ?? 1;
