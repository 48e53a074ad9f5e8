/**
 * Notices for load tests, on top of scripts/seed-large.ts (run that first): SEED_NOTICES
 * (default 10000) notices with mixed targets and states, 20 user groups and 20 posts with
 * members among the generated users, and read marks for about a third of the targeted users of
 * a sample of notices.
 *
 *   node --import tsx scripts/seed-notices.ts
 *
 * Targets, by notice number n: everyone (n % 10 = 0), a region with everything below it, one
 * branch, a group, a post, a seeded role, or 20 custom users. States: 1 in 20 each a draft,
 * scheduled in the future, withdrawn or expired; the rest published over the past year.
 * Running it again adds nothing when the notices are there. Load-test data only.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const GROUPS = 20;
const POSTS = 20;

function sizeFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) throw new Error(`${name} must be an integer 0-1000000, got ${raw}`);
  return value;
}

async function main(): Promise<void> {
  const target = sizeFromEnv('SEED_NOTICES', 10_000);
  const started = performance.now();
  const database = await openDatabase(loadConfig());
  try {
    const { db } = database;
    const counted = (await db.execute(sql`SELECT count(*)::int AS existing FROM notices WHERE topic LIKE 'BENCH %'`)) as unknown as {
      rows: { existing: number }[];
    };
    const [{ existing }] = counted.rows;
    if (existing >= target) {
      console.log(`${existing} bench notices already there`);
      return;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO user_groups (group_no, name) SELECT 'BENCH-G' || g, 'Bench group ' || g FROM generate_series(1, ${GROUPS}::int) g
        ON CONFLICT (group_no) DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO user_group_members (group_id, user_id)
        SELECT g.id, u.id FROM user_groups g JOIN users u ON u.id % ${GROUPS} = substr(g.group_no, 8)::int - 1 AND u.id % 7 = 0
        WHERE g.group_no LIKE 'BENCH-G%' ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO posts (post_no, name) SELECT 'BENCH-P' || p, 'Bench post ' || p FROM generate_series(1, ${POSTS}::int) p
        ON CONFLICT (post_no) DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO user_posts (post_id, user_id)
        SELECT p.id, u.id FROM posts p JOIN users u ON u.id % ${POSTS} = substr(p.post_no, 8)::int - 1 AND u.id % 5 = 0
        WHERE p.post_no LIKE 'BENCH-P%' ON CONFLICT DO NOTHING`);

      await tx.execute(sql`
        INSERT INTO notices (topic, content, type, level, pinned, status, published_at, expires_at, created_at, updated_at)
        SELECT 'BENCH ' || n, '<p>Bench notice ' || n || '</p>', (ARRAY['general','policy','deadline','outage'])[1 + n % 4],
               1 + n % 3, n % 50 = 0,
               CASE n % 20 WHEN 1 THEN 'draft' WHEN 2 THEN 'scheduled' WHEN 3 THEN 'withdrawn' WHEN 4 THEN 'expired' ELSE 'published' END,
               CASE n % 20 WHEN 1 THEN NULL WHEN 2 THEN now() + interval '30 days' ELSE now() - (n % 365) * interval '1 day' END,
               CASE n % 20 WHEN 4 THEN now() - interval '1 hour' ELSE NULL END,
               now(), now()
        FROM generate_series(${existing + 1}::int, ${target}::int) n`);

      // One target row per notice, chosen by its number among the kinds.
      const orgRefs = sql`(SELECT array_agg(id ORDER BY id) FROM orgs WHERE parent_id IS NOT NULL)`;
      await tx.execute(sql`
        WITH bench AS (SELECT id, substr(topic, 7)::int AS n FROM notices WHERE topic LIKE 'BENCH %'),
             refs AS (SELECT ${orgRefs} AS orgs,
                             (SELECT array_agg(id) FROM user_groups WHERE group_no LIKE 'BENCH-G%') AS groups,
                             (SELECT array_agg(id) FROM posts WHERE post_no LIKE 'BENCH-P%') AS posts,
                             (SELECT array_agg(id) FROM roles) AS roles)
        INSERT INTO notice_targets (notice_id, kind, ref_id)
        SELECT b.id,
               CASE b.n % 6 WHEN 0 THEN CASE WHEN b.n % 10 = 0 THEN 'all' ELSE 'orgTree' END WHEN 1 THEN 'org' WHEN 2 THEN 'group' WHEN 3 THEN 'post' WHEN 4 THEN 'role' ELSE 'user' END,
               CASE b.n % 6
                 WHEN 0 THEN CASE WHEN b.n % 10 = 0 THEN 0 ELSE r.orgs[1 + b.n % cardinality(r.orgs)] END
                 WHEN 1 THEN r.orgs[1 + (b.n * 7) % cardinality(r.orgs)]
                 WHEN 2 THEN r.groups[1 + b.n % cardinality(r.groups)]
                 WHEN 3 THEN r.posts[1 + b.n % cardinality(r.posts)]
                 WHEN 4 THEN r.roles[1 + b.n % cardinality(r.roles)]
                 ELSE 1 + (b.n * 7919) % (SELECT max(id) FROM users) END
        FROM bench b, refs r
        WHERE NOT EXISTS (SELECT 1 FROM notice_targets t WHERE t.notice_id = b.id)
        ON CONFLICT DO NOTHING`);
      // Custom-user notices name 20 users each.
      await tx.execute(sql`
        INSERT INTO notice_targets (notice_id, kind, ref_id)
        SELECT t.notice_id, 'user', 1 + (t.ref_id + k * 4999) % (SELECT max(id) FROM users)
        FROM notice_targets t JOIN notices n ON n.id = t.notice_id AND n.topic LIKE 'BENCH %', generate_series(1, 19) k
        WHERE t.kind = 'user' ON CONFLICT DO NOTHING`);
      // Read marks: every third user of the groups' and posts' notices among the first 500.
      await tx.execute(sql`
        INSERT INTO notice_reads (notice_id, user_id, read_at)
        SELECT t.notice_id, m.user_id, now()
        FROM notice_targets t JOIN notices n ON n.id = t.notice_id AND n.topic LIKE 'BENCH %' AND substr(n.topic, 7)::int <= 500
        JOIN user_group_members m ON t.kind = 'group' AND m.group_id = t.ref_id AND m.user_id % 3 = 0
        ON CONFLICT DO NOTHING`);
    });
    // Fresh statistics, as the database would gather them soon after: the planner's choices depend on them.
    await db.execute(sql`ANALYZE notices, notice_targets, notice_reads, user_group_members, user_posts`);
    const totals = (await db.execute(
      sql`SELECT (SELECT count(*)::int FROM notices) AS notices, (SELECT count(*)::int FROM notice_targets) AS targets`,
    )) as unknown as { rows: { notices: number; targets: number }[] };
    const [{ notices, targets }] = totals.rows;
    console.log(`${notices} notices, ${targets} targets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
