#!/usr/bin/env node
/**
 * `npm run check`: the static checks CI runs besides the tests — the type checks of the front
 * end, of the server with its tests, scripts and mock mode, and of the end-to-end specs, then the
 * linter (React hooks rules). Ends with `N passed, N failed`, one count per check.
 */
import { spawnSync } from 'node:child_process';
import { finish } from './closing-line.mjs';

const CHECKS = [
  ['typecheck web', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['typecheck server', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'server/tsconfig.json']],
  ['typecheck e2e', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tests/e2e/tsconfig.json']],
  ['lint', ['node_modules/eslint/bin/eslint.js', '-c', 'config/eslint.config.mjs', '--max-warnings', '0', '.']],
];

let passed = 0;
let failed = 0;
for (const [name, args] of CHECKS) {
  console.log(`== ${name}`);
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`${name} failed`);
  }
}
finish(failed === 0 ? 0 : 1, passed, failed);
