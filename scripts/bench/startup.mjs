#!/usr/bin/env node
/**
 * Server start-up time: from spawning the server to its first answer, on a fresh embedded
 * database (initdb + migrations + seed) and again on the existing one (a restart).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 8131);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-bench-start-'));

async function waitForAnswer(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/docs/json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not answer within 60 s');
}

async function timedStart(label) {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Pass-1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitForAnswer(Date.now() + 60_000);
  const ms = performance.now() - started;
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms`);
  const exited = new Promise((r) => server.on('exit', r));
  server.kill('SIGINT');
  await exited;
}

try {
  await timedStart('start, fresh embedded database:');
  await timedStart('restart, existing database:');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
