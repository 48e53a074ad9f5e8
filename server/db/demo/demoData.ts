/**
 * The demo data of a finance shared service center, one seed for mock mode and DEMO_DATA=on:
 * 300 staff in 20 organisations with posts and groups, a role for each data scope, tasks in
 * every state with two dispatch rules, notices, messages, feedback in every state and to-dos.
 * Deterministic (a seeded random sequence) and put in once per database (seed mark
 * DEMO_SEED_KEY), only into a database with no users but the admin.
 */
import { hashPassword } from '../../crypto';
import type { Database } from '../client';
import { findRoleByCode } from '../repositories/roles';
import { markSeeded, seedMarksWithPrefix } from '../repositories/seedMarks';
import { findUserByAccount, hasUsersBesides } from '../repositories/users';
import { DEMO_PASSWORD, DEMO_SEED_KEY } from './accounts';
import { seedDemoContent } from './content';
import { seedDemoPeople } from './people';
import { seededRandom } from './random';
import { seedDemoRoles } from './roles';
import { seedDemoTasks } from './tasks';

/** seeded: put in now; present: there already; refused: the database holds other users (real data). */
export type DemoSeedOutcome = 'seeded' | 'present' | 'refused';

export async function demoDataPresent(db: Database): Promise<boolean> {
  return (await seedMarksWithPrefix(db, DEMO_SEED_KEY)).has(DEMO_SEED_KEY);
}

/** Puts the demo data into a database the first-start seed has run on (call it under the start-up lock). */
export async function seedDemoData(db: Database, now = new Date()): Promise<DemoSeedOutcome> {
  if (await demoDataPresent(db)) return 'present';
  if (await hasUsersBesides(db, ['admin'])) return 'refused';
  // One hash for every demo staff member: argon2 300 times would take seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const admin = await findUserByAccount(tx, 'admin');
    if (!admin) throw new Error('the admin account is missing: run the first-start seed first');
    const random = seededRandom(15);
    const people = await seedDemoPeople(tx, passwordHash, now);
    await seedDemoRoles(tx, { ...people, staffRoleId: (await findRoleByCode(tx, 'staff'))?.id });
    await seedDemoTasks(tx, people, random, now);
    await seedDemoContent(tx, people, admin.id, random, now);
    await markSeeded(tx, [{ key: DEMO_SEED_KEY, refId: null }]);
  });
  return 'seeded';
}
