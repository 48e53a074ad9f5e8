#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark, each printing its figures. Arguments after `--` reach every
 * benchmark (`npm run bench -- --peer URL` for login.mjs); the others ignore them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs') && f !== 'index.mjs').sort()) {
  console.log(`== ${file.replace(/\.mjs$/, '')}`);
  const run = spawnSync(process.execPath, [path.join(dir, file), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
