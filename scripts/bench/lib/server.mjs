/**
 * The product's server on a throwaway database for a benchmark: an admin with a known
 * password, no captcha; `stop()` ends it and removes its data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_PASSWORD = 'Bench-Pass-1';

const answers = (base) => fetch(`${base}/api/docs/json`).then((res) => res.ok, () => false);

/** Starts the server on `port`; resolves once it answers. */
export async function startServer(port) {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer in its place and be measured instead.
  if (await answers(base)) throw new Error(`port ${port} is taken; set BENCH_PORT`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD, LOGIN_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of its error output, to say why it did not start.
  let errors = '';
  server.stderr.on('data', (chunk) => { errors = (errors + chunk).slice(-2000); });
  let running = true;
  const exited = new Promise((r) => server.on('exit', () => { running = false; r(); }));
  async function stop() {
    server.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (let i = 0; i < 600 && running; i += 1) {
    if (await answers(base)) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server on port ${port} ${running ? 'did not answer within 60 s' : 'exited while starting'}:\n${errors}`);
}
