#!/usr/bin/env node
/**
 * The dispatch engine at scale, on the embedded database and on PostgreSQL side by side:
 * BENCH_STAFF (1,000) staff, BENCH_RULES (50) rules (round robin and least loaded; named users,
 * a user group or a post; every fifth with a cap) and BENCH_TASKS (100,000) new tasks seeded
 * straight into a fresh database, then one dispatch of every waiting task (the job
 * `task.dispatchWaiting`). Prints tasks per second and the fairness spread: the largest
 * difference of tasks per member within a round-robin rule without a cap (goal: at most 1).
 * See dispatchRun.ts. Exits 1 when a run fails, never on timing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onBothDatabases } from './lib/databases.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(dir, '../..');

/** dispatchRun.ts on one database; its JSON line. */
function runOn(label, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'dispatchRun.ts')], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`dispatch bench on ${label} exited with ${code}`));
      console.log(`  [${label}] ${line}`);
      resolve(JSON.parse(line));
    });
  });
}

const runs = await onBothDatabases(runOn);
const rows = [
  ['tasks / staff / rules', (run) => `${run.tasks} / ${run.staff} / ${run.rules}`],
  ['seed (s)', (run) => run.seedSeconds.toFixed(1)],
  ['dispatch of every waiting task (s)', (run) => run.seconds.toFixed(1)],
  ['tasks per second', (run) => run.tasksPerSecond.toFixed(0)],
  ['assigned', (run) => String(run.assigned)],
  ['queued (no rule / all at cap / no member)', (run) => `${run.queued.noRule} / ${run.queued.allAtCap} / ${run.queued.noMember}`],
  ['fairness spread, round robin without cap (goal <= 1)', (run) => String(run.spread)],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${''.padEnd(width)}  ${'PGlite'.padStart(18)}  ${'PostgreSQL'.padStart(18)}`);
for (const [name, value] of rows) {
  const cell = (run) => (run ? value(run) : 'skipped').padStart(18);
  console.log(`${name.padEnd(width)}  ${cell(runs.PGlite)}  ${cell(runs.PostgreSQL)}`);
}
