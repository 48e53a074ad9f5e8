/**
 * A benchmark on both databases side by side: a fresh embedded one in a temp folder, and a
 * throwaway database on the PostgreSQL server of BENCH_POSTGRES_URL, else DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), skipped with a note when it does not answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The PostgreSQL server of DATABASE_URL, if given, serves the PostgreSQL runs (in a throwaway
// database of its own); the embedded runs, and the seeds and servers they start, must not see it.
if (process.env.DATABASE_URL) {
  process.env.BENCH_POSTGRES_URL ??= process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
}
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withPostgres(run) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL} (${error.message}): skipped`);
    return null;
  }
  const name = `fssc_bench_${process.pid}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** BENCH_DATABASES: which of the two to run (`PGlite,PostgreSQL`, the default, or one of them). */
const CHOSEN = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',').map((name) => name.trim());

/**
 * `bench(label, env)` once with the embedded database's DATA_DIR and once with DATABASE_URL;
 * answers `{ PGlite, PostgreSQL }` (null for one skipped or not chosen in BENCH_DATABASES).
 */
export async function onBothDatabases(bench) {
  const runs = { PGlite: null, PostgreSQL: null };
  if (CHOSEN.includes('PGlite')) runs.PGlite = await onEmbedded(bench);
  if (CHOSEN.includes('PostgreSQL')) runs.PostgreSQL = await withPostgres((url) => bench('PostgreSQL', { DATABASE_URL: url }));
  return runs;
}

async function onEmbedded(bench) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-bench-'));
  try {
    return await bench('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
