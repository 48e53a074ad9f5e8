/**
 * A large organisation for load tests: an organisation tree (root FSSC -> regions -> branches)
 * and many users spread over it, plus two viewer accounts with a narrower data scope.
 *
 *   node --import tsx scripts/seed-large.ts      (npm run seed:large)
 *
 * Opens the database the server would open (DATA_DIR or DATABASE_URL), migrates it and runs the
 * normal first-start seed. Sizes: SEED_USERS (default 100000) and SEED_ORGS (default 2000, the
 * root included). Running it again adds only what is missing (organisations, users up to
 * SEED_USERS, viewers), so a second run with the same sizes changes nothing.
 *
 * Accounts for load tests, all with the password SEED_PASSWORD (default Bench-Pass-1):
 * - bench.below: role bench_org_below, data scope "own organisation and below", in region R01;
 * - bench.own: role bench_own_org, data scope "own organisation", in branch R01-B001.
 * Both roles grant only user:view. The admin account keeps the password it has (ADMIN_PASSWORD).
 * Every generated user shares that one password hash, so seeding takes seconds instead of hours
 * of argon2. Load-test data only: never run it against a production database.
 */
import { count, like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { hashPassword } from '../server/crypto';
import { openDatabase, type Database } from '../server/db/client';
import { findOrgByNo, listOrgs, type Org } from '../server/db/repositories/orgs';
import { assignRoles, findRoleByCode, grantModuleActions, insertRoleIfAbsent } from '../server/db/repositories/roles';
import { findUserByAccount, insertUser } from '../server/db/repositories/users';
import { seed } from '../server/db/seed';
import { orgs, users } from '../server/db/schema';
import { DATA_SCOPE, type DataScopeValue } from '../server/plugins/roles/constants';

const REGIONS = 20;
/** Organisations per INSERT, within the 65,535 parameters of a statement. */
const ORG_BATCH = 5_000;
/** Generated users have job numbers E000001, E000002, ...; nothing else uses that form. */
const JOB_NO_PREFIX = 'E';

function sizeFromEnv(name: string, fallback: number, minimum: number, maximum: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new Error(`${name} must be an integer from ${minimum} to ${maximum}, got "${raw}"`);
  }
  return value;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const PINYIN = ['wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he', 'lin', 'luo', 'gao'];
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉飞鹏辉宇婷'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A literal array as one parameter (the items hold no commas, quotes or braces). */
const textArray = (items: string[]) => sql`${`{${items.join(',')}}`}::text[]`;
const intArray = (items: number[]) => sql`${`{${items.join(',')}}`}::int[]`;

/** Draws `count` ids of a table's serial column at once (as nextId does one by one). */
async function reserveIds(db: Database, table: 'orgs', count: number): Promise<number[]> {
  const { rows } = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id FROM generate_series(1, ${count}::integer)`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id));
}

/**
 * Regions R01.. under the root and branches Rxx-Byyy under them, `total` organisations with the
 * root; the missing ones are inserted in bulk with their materialised paths built as insertOrg
 * builds them (parent path + own id + '/'). Returns the regions and branches in tree order.
 */
async function seedOrgTree(db: Database, root: Org, total: number, now: Date): Promise<{ orgs: Org[]; created: number }> {
  const regionCount = Math.min(REGIONS, total - 1);
  const branchCount = total - 1 - regionCount;
  const wanted: (Pick<Org, 'orgNo' | 'name' | 'nameEn' | 'sort'> & { parentNo: string })[] = [];
  for (let r = 1; r <= regionCount; r += 1) {
    const regionNo = `R${pad(r, 2)}`;
    wanted.push({ parentNo: root.orgNo, orgNo: regionNo, name: `第${r}大区`, nameEn: `Region ${r}`, sort: r * 10 });
    // Branches spread evenly: the first regions take one more when they do not divide.
    const branches = Math.floor(branchCount / regionCount) + (r <= branchCount % regionCount ? 1 : 0);
    for (let b = 1; b <= branches; b += 1) {
      const name = `第${r}大区第${b}分部`;
      wanted.push({ parentNo: regionNo, orgNo: `${regionNo}-B${pad(b, 3)}`, name, nameEn: `Region ${r} branch ${b}`, sort: b * 10 });
    }
  }
  const byNo = new Map((await listOrgs(db)).map((org) => [org.orgNo, org]));
  const missing = wanted.filter((org) => !byNo.has(org.orgNo));
  const ids = missing.length > 0 ? await reserveIds(db, 'orgs', missing.length) : [];
  const rows = missing.map(({ parentNo, ...org }, i) => {
    const parent = byNo.get(parentNo)!;
    const row: Org = { ...org, id: ids[i], parentId: parent.id, path: `${parent.path}${ids[i]}/`, status: 1, createdAt: now, updatedAt: now };
    byNo.set(row.orgNo, row);
    return row;
  });
  for (let start = 0; start < rows.length; start += ORG_BATCH) await db.insert(orgs).values(rows.slice(start, start + ORG_BATCH));
  return { orgs: wanted.map((org) => byNo.get(org.orgNo)!), created: rows.length };
}

/**
 * Adds generated users n = from..to spread over the organisations, in one INSERT ... SELECT over
 * generate_series (a third of the time of parameterised batches on the embedded database). Ids
 * come from the sequence as for any insert; the user number is derived from the id as
 * insertUser does (U0002, ..., U12345). Accounts and phone numbers are unique by n; 7919 is
 * coprime to 10^9, so the phone's nine digits differ for every n. Users are created one second
 * apart, so the default order (newest first) is a real order.
 */
async function seedUsers(db: Database, tree: Org[], from: number, to: number, passwordHash: string, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${users} (id, user_no, job_no, account, name, password_hash, email, phone, org_id, created_at, updated_at)
    SELECT id, 'U' || lpad(id::text, greatest(4, length(id::text)), '0'), ${JOB_NO_PREFIX} || lpad(n::text, 6, '0'),
           account, surname || given, ${passwordHash}, account || '@fssc.example.com',
           '1' || (3 + n % 7) || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
           (${intArray(tree.map((org) => org.id))})[1 + (n - 1) % ${tree.length}], created_at, created_at
    FROM (
      SELECT nextval(pg_get_serial_sequence('users', 'id'))::integer AS id, n,
             (${textArray(PINYIN)})[1 + n % ${PINYIN.length}] || lpad(n::text, 6, '0') AS account,
             (${textArray(SURNAMES)})[1 + n % ${SURNAMES.length}] AS surname,
             (${textArray(GIVEN)})[1 + (n * 7) % ${GIVEN.length}]
               || CASE WHEN n % 3 = 0 THEN '' ELSE (${textArray(GIVEN)})[1 + (n * 13) % ${GIVEN.length}] END AS given,
             ${now.toISOString()}::timestamptz - make_interval(secs => ${to} - n) AS created_at
      FROM generate_series(${from}::integer, ${to}::integer) AS n
    ) generated`);
}

interface ViewerSeed {
  account: string;
  name: string;
  jobNo: string;
  roleCode: string;
  roleName: string;
  roleNameEn: string;
  dataScope: DataScopeValue;
  orgNo: string;
}

const VIEWERS: ViewerSeed[] = [
  {
    account: 'bench.below',
    name: '压测大区查看员',
    jobNo: 'BV0001',
    roleCode: 'bench_org_below',
    roleName: '压测-本级及下级',
    roleNameEn: 'Bench: own organisation and below',
    dataScope: DATA_SCOPE.ownOrgAndBelow,
    orgNo: 'R01',
  },
  {
    account: 'bench.own',
    name: '压测分部查看员',
    jobNo: 'BV0002',
    roleCode: 'bench_own_org',
    roleName: '压测-本级',
    roleNameEn: 'Bench: own organisation',
    dataScope: DATA_SCOPE.ownOrg,
    orgNo: 'R01-B001',
  },
];

/** The viewer accounts and their roles (each granting user:view); how many accounts were created. */
async function seedViewers(db: Database, passwordHash: string, now: Date): Promise<number> {
  let created = 0;
  for (const viewer of VIEWERS) {
    const roleId =
      (await insertRoleIfAbsent(db, {
        roleCode: viewer.roleCode,
        name: viewer.roleName,
        nameEn: viewer.roleNameEn,
        dataScope: viewer.dataScope,
      })) ?? (await findRoleByCode(db, viewer.roleCode))!.id;
    await grantModuleActions(db, roleId, 'user', ['view']);
    const org = await findOrgByNo(db, viewer.orgNo);
    if (!org) throw new Error(`organisation ${viewer.orgNo} is missing: SEED_ORGS is too small for the viewers`);
    let user = await findUserByAccount(db, viewer.account);
    if (!user) {
      const fields = {
        account: viewer.account,
        name: viewer.name,
        jobNo: viewer.jobNo,
        email: `${viewer.account}@fssc.example.com`,
        phone: null,
        orgId: org.id,
        passwordHash,
      };
      await insertUser(db, fields, now);
      user = (await findUserByAccount(db, viewer.account))!;
      created += 1;
    }
    await assignRoles(db, user.id, [viewer.roleCode]);
  }
  return created;
}

async function main(): Promise<void> {
  // Job numbers and accounts carry six digits of n.
  const targetUsers = sizeFromEnv('SEED_USERS', 100_000, 0, 999_999);
  const targetOrgs = sizeFromEnv('SEED_ORGS', 2_000, 3, 100_000);
  const password = process.env.SEED_PASSWORD?.trim() || 'Bench-Pass-1';
  const started = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { generatedAdminPassword } = await seed(database.db, config);
    if (generatedAdminPassword) console.log(`admin account created with password ${generatedAdminPassword}`);
    console.log(`database ${config.databaseUrl ? 'PostgreSQL' : `embedded (${config.dataDir})`} opened and migrated in ${seconds(started)}`);

    const [{ n: existing }] = await database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.jobNo, `${JOB_NO_PREFIX}______`));
    const passwordHash = await hashPassword(password);
    const now = new Date();

    const treeStarted = performance.now();
    const summary = await database.db.transaction(async (tx) => {
      const root = await findOrgByNo(tx, 'FSSC');
      if (!root) throw new Error('the root organisation FSSC is missing');
      const tree = await seedOrgTree(tx, root, targetOrgs, now);
      const orgSeconds = seconds(treeStarted);
      const usersStarted = performance.now();
      const missing = Math.max(0, targetUsers - Number(existing));
      if (missing > 0) await seedUsers(tx, tree.orgs, Number(existing) + 1, targetUsers, passwordHash, now);
      const viewers = await seedViewers(tx, passwordHash, now);
      return { orgsCreated: tree.created, orgSeconds, usersCreated: missing, userSeconds: seconds(usersStarted), viewers };
    });
    if (summary.orgsCreated + summary.usersCreated + summary.viewers === 0) {
      console.log(`nothing to do: ${targetOrgs} organisations and ${existing} generated users are already there`);
    } else {
      // Fresh planner statistics, as after any bulk load (the embedded database never autovacuums).
      const analyzeStarted = performance.now();
      await database.db.execute(sql`ANALYZE ${orgs}`);
      await database.db.execute(sql`ANALYZE ${users}`);
      console.log(
        `created ${summary.orgsCreated} organisations in ${summary.orgSeconds}, ${summary.usersCreated} users in ${summary.userSeconds}, ` +
          `${summary.viewers} viewer accounts; analyzed in ${seconds(analyzeStarted)}`,
      );
    }
    const [{ n: totalUsers }] = await database.db.select({ n: count() }).from(users);
    const [{ n: totalOrgs }] = await database.db.select({ n: count() }).from(orgs);
    console.log(`now ${totalUsers} users in ${totalOrgs} organisations; done in ${seconds(started)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
