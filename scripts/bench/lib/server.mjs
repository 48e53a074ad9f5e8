/**
 * The product's server on a throwaway database for a benchmark: an admin with a known
 * password, no captcha; `stop()` ends it and removes its data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the server is started from there. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const ADMIN_PASSWORD = 'Bench-Pass-1';

const answers = (base) => fetch(`${base}/api/docs/json`).then((res) => res.ok, () => false);

/**
 * Starts the server on `port`; resolves once it answers. Its database is the one `env` names
 * (DATA_DIR or DATABASE_URL, kept), else a new embedded one removed by stop().
 */
export async function startServer(port, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer in its place and be measured instead.
  if (await answers(base)) throw new Error(`port ${port} is taken; set BENCH_PORT`);
  const ownDataDir = env.DATA_DIR || env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'fssc-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      LOGIN_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
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
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  }
  for (let i = 0; i < 600 && running; i += 1) {
    if (await answers(base)) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`server on port ${port} ${running ? 'did not answer within 60 s' : 'exited while starting'}:\n${errors}`);
}
