#!/usr/bin/env node
/**
 * `npm start`: build the front end if dist/ is missing or stale, then run the API server,
 * which migrates the database and serves dist/ and /api on one port. Ctrl-C stops it cleanly.
 */
import { spawn } from 'node:child_process';
import { ensureBuild } from './frontend-build.mjs';

ensureBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: 'inherit' });
// Ctrl-C reaches the whole process group; the server shuts itself down and we follow it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
