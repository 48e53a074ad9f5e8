/**
 * The fuzz bench proper (started by fuzz.mjs through tsx): FUZZ_CASES (20,000) requests from
 * the API fuzz test's generator, same fixed seed, on a fresh embedded database and, when
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) answers, on a
 * throwaway PostgreSQL database too. Prints per route class the cases, 2xx/3xx, 4xx and 5xx,
 * then every wrong answer (5xx, or an error outside the envelope). Exits 1 when there was one.
 */
import fc from 'fast-check';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { FUZZ_SEED, openApiRequests, type OpenApiDocument } from '../../tests/api/fuzz/openapiArbitraries';
import { fuzzSession, type Verdict } from '../../tests/api/fuzz/fuzzRunner';

const CASES = Number(process.env.FUZZ_CASES ?? 20_000);
/** Cases drawn per fast-check sample; each sample has a seed of its own, derived from the fixed one. */
const BATCH = 500;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Tally {
  cases: number;
  ok: number;
  client: number;
  server: number;
}

async function run(label: string, databaseUrl: string | null): Promise<Verdict[]> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    DIST_DIR: '/nonexistent',
    ADMIN_PASSWORD: 'Fuzz#Bench-Pass1',
    LOGIN_CAPTCHA: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  await seed(database.db, config);
  const app = await buildApp({ db: database.db, config });
  try {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const session = await fuzzSession(app, database.db);
    const arbitrary = openApiRequests(doc, session.options);
    const tallies = new Map<string, Tally>();
    const wrong: Verdict[] = [];
    const started = performance.now();
    for (let done = 0, batch = 0; done < CASES; done += BATCH, batch += 1) {
      for (const request of fc.sample(arbitrary, { seed: FUZZ_SEED + batch, numRuns: Math.min(BATCH, CASES - done) })) {
        const verdict = await session.send(request);
        const tally = tallies.get(request.routeClass) ?? { cases: 0, ok: 0, client: 0, server: 0 };
        tally.cases += 1;
        if (verdict.status >= 500) tally.server += 1;
        else if (verdict.status >= 400) tally.client += 1;
        else tally.ok += 1;
        tallies.set(request.routeClass, tally);
        if (verdict.problem) wrong.push(verdict);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${label}: ${CASES} cases in ${seconds.toFixed(1)} s (${Math.round(CASES / seconds)} per second)`);
    console.log(`  ${'route class'.padEnd(14)} ${'cases'.padStart(6)} ${'2xx/3xx'.padStart(8)} ${'4xx'.padStart(6)} ${'5xx'.padStart(5)}`);
    const total: Tally = { cases: 0, ok: 0, client: 0, server: 0 };
    for (const [name, tally] of [...tallies.entries()].sort()) {
      console.log(`  ${name.padEnd(14)} ${String(tally.cases).padStart(6)} ${String(tally.ok).padStart(8)} ${String(tally.client).padStart(6)} ${String(tally.server).padStart(5)}`);
      for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
    }
    console.log(`  ${'all'.padEnd(14)} ${String(total.cases).padStart(6)} ${String(total.ok).padStart(8)} ${String(total.client).padStart(6)} ${String(total.server).padStart(5)}`);
    for (const verdict of wrong.slice(0, 20)) {
      console.log(`  WRONG ${verdict.request.route} ${verdict.request.url.slice(0, 120)} -> ${verdict.problem}`);
    }
    return wrong;
  } finally {
    await app.close();
    await database.close();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `fssc_bench_fuzz_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const wrong = await run('embedded database', null);
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      wrong.push(...(await run('PostgreSQL', postgres.url)));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`  PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
  }
  if (wrong.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
