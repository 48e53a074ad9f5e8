/**
 * One run of the dispatch bench (scripts/bench/dispatch.mjs) on the database the server would
 * open (DATA_DIR or DATABASE_URL): migrates and seeds it, adds BENCH_STAFF (1,000) staff,
 * BENCH_RULES (50) rules of mixed strategies and targets (named users, a user group, a post; every
 * fifth with a cap) and BENCH_TASKS (100,000) new tasks straight into the tables, then runs the
 * dispatch engine over every waiting task as the `task.dispatchWaiting` job does, and prints one
 * JSON line: tasks, seconds, tasks per second, assigned, queued by reason, and the fairness
 * spread (the largest max - min of tasks per member among the round-robin rules without a cap).
 * With SEED_PASSWORD set, the first bench staff member (`dspb1`) signs in with it (tasks.mjs
 * measures the task lists on this data). Load-test data only.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/crypto';
import { openDatabase } from '../../server/db/client';
import { ruleMemberIds } from '../../server/db/repositories/dispatch';
import { seed } from '../../server/db/seed';
import { dispatchTasks } from '../../server/dispatch/engine';
import type { RuleCondition } from '../../server/db/schema';

function sizeFromEnv(name: string, fallback: number, maximum: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > maximum) throw new Error(`${name} must be an integer 1-${maximum}, got ${raw}`);
  return value;
}

const STAFF = sizeFromEnv('BENCH_STAFF', 1_000, 100_000);
const RULES = sizeFromEnv('BENCH_RULES', 50, 5_000);
const TASKS = sizeFromEnv('BENCH_TASKS', 100_000, 1_000_000);
const TYPES = ['reimbursementReview', 'invoiceCheck', 'payment', 'voucher'];
/** Members of each group, post or user list. */
const TEAM = Math.max(1, Math.min(20, Math.floor(STAFF / 10)));

type Rows = { rows: Record<string, unknown>[] };

const cents = (amount: number) => Math.round(amount * 100) / 100;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { db } = database;
  try {
    await seed(db, config);
    const seeded = performance.now();
    const [{ id: rootId }] = ((await db.execute(sql`SELECT id FROM orgs WHERE org_no = 'FSSC'`)) as unknown as Rows).rows as { id: number }[];
    await db.execute(sql`
      INSERT INTO users (user_no, account, name, password_hash, org_id)
      SELECT 'DSPB' || n, 'dspb' || n, 'Bench staff ' || n, '-', ${rootId}::int FROM generate_series(1, ${STAFF}::int) n`);
    if (process.env.SEED_PASSWORD) {
      await db.execute(sql`UPDATE users SET password_hash = ${await hashPassword(process.env.SEED_PASSWORD)} WHERE account = 'dspb1'`);
    }
    const staff = (((await db.execute(sql`SELECT id FROM users WHERE user_no LIKE 'DSPB%' ORDER BY id`)) as unknown as Rows).rows as { id: number }[]).map(
      (row) => Number(row.id),
    );
    const team = (i: number) => Array.from({ length: TEAM }, (_, k) => staff[(i * TEAM + k) % staff.length]);

    for (let i = 0; i < RULES; i++) {
      const kind = ['users', 'group', 'post'][i % 3];
      let targetIds = team(i);
      if (kind === 'group') {
        const [{ id }] = ((await db.execute(sql`INSERT INTO user_groups (group_no, name) VALUES (${`DSPB-G${i}`}, ${`Bench group ${i}`}) RETURNING id`)) as unknown as Rows)
          .rows as { id: number }[];
        await db.execute(sql`INSERT INTO user_group_members (group_id, user_id) SELECT ${id}::int, unnest(${`{${targetIds.join(',')}}`}::int[])`);
        targetIds = [Number(id)];
      } else if (kind === 'post') {
        const [{ id }] = ((await db.execute(sql`INSERT INTO posts (post_no, name) VALUES (${`DSPB-P${i}`}, ${`Bench post ${i}`}) RETURNING id`)) as unknown as Rows).rows as {
          id: number;
        }[];
        await db.execute(sql`INSERT INTO user_posts (post_id, user_id) SELECT ${id}::int, unnest(${`{${targetIds.join(',')}}`}::int[])`);
        targetIds = [Number(id)];
      }
      // Rules split the tasks by type and amount band; the last takes whatever is left.
      const band = Math.floor(i / TYPES.length);
      const bands = Math.max(1, Math.floor((RULES - 1) / TYPES.length));
      const conditions: RuleCondition[] =
        i === RULES - 1
          ? [{ field: 'priority', operator: 'gte', value: 1 }]
          : [
              { field: 'type', operator: 'eq', value: TYPES[i % TYPES.length] },
              { field: 'amount', operator: 'between', value: [cents((band * 100_000) / bands), cents(((band + 1) * 100_000) / bands) - 0.01] },
            ];
      await db.execute(sql`
        INSERT INTO task_rules (name, sort, conditions, target_kind, target_ids, strategy, cap)
        VALUES (${`Bench rule ${i}`}, ${i + 1}::int, ${JSON.stringify(conditions)}::jsonb, ${kind}, ${`{${targetIds.join(',')}}`}::int[],
          ${i % 2 === 0 ? 'roundRobin' : 'leastLoaded'}, ${i % 5 === 4 ? Math.ceil((TASKS / STAFF) * 2) : null}::int)`);
    }

    await db.execute(sql`
      INSERT INTO tasks (task_no, type_id, title, org_id, amount, priority, due_at, status)
      SELECT 'DSPB' || lpad(n::text, 8, '0'), (SELECT id FROM task_types ORDER BY id OFFSET (n % 4) LIMIT 1), 'Bench task ' || n, ${rootId}::int,
        round((random() * 100000)::numeric, 2), 1 + n % 4, now() + interval '1 day', 'new'
      FROM generate_series(1, ${TASKS}::int) n`);
    await db.execute(sql`ANALYZE tasks`);
    await db.execute(sql`ANALYZE task_rules`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const started = performance.now();
    const summary = await dispatchTasks(db, { now: () => new Date() });
    const seconds = (performance.now() - started) / 1000;
    // Every task changed state: the statistics as the database's own upkeep (autovacuum) would leave them.
    await db.execute(sql`ANALYZE tasks`);

    // Fairness: per round-robin rule without a cap, tasks per member (members with none count).
    const rules = ((await db.execute(sql`SELECT id, target_kind AS "targetKind", target_ids AS "targetIds" FROM task_rules WHERE strategy = 'roundRobin' AND cap IS NULL`)) as unknown as Rows)
      .rows as { id: number; targetKind: 'users' | 'group' | 'post'; targetIds: number[] }[];
    let spread = 0;
    for (const rule of rules) {
      const members = await ruleMemberIds(db, rule);
      const counted = ((await db.execute(sql`SELECT assignee_id AS id, count(*)::int AS n FROM tasks WHERE rule_id = ${rule.id}::int AND assignee_id IS NOT NULL GROUP BY assignee_id`)) as unknown as Rows)
        .rows as { id: number; n: number }[];
      const byMember = new Map(counted.map((row) => [Number(row.id), Number(row.n)]));
      const counts = members.map((id) => byMember.get(id) ?? 0);
      if (counts.some((n) => n > 0)) spread = Math.max(spread, Math.max(...counts) - Math.min(...counts));
    }
    console.log(
      JSON.stringify({
        tasks: TASKS,
        staff: STAFF,
        rules: RULES,
        seedSeconds,
        seconds,
        tasksPerSecond: TASKS / seconds,
        assigned: summary.assigned.length,
        queued: summary.queued,
        skipped: summary.skipped,
        spread,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
