/**
 * The demo accounts printed at start and listed on the login page of a database holding the
 * demo data (mock mode, DEMO_DATA=on). Every demo staff member signs in with DEMO_PASSWORD.
 */
import type { DemoAccountKind } from '../../plugins/sys/constants';

/** The password of every demo staff member, leader and clerk included (one hash for all). */
export const DEMO_PASSWORD = 'Demo#2025';

/** The admin password of mock mode; a real server's admin keeps ADMIN_PASSWORD. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin';

export const DEMO_LEADER_ACCOUNT = 'demo.leader';
export const DEMO_CLERK_ACCOUNT = 'demo.clerk';

/** The seed mark of the demo data: present once it was put into a database. */
export const DEMO_SEED_KEY = 'demo:data';

export interface DemoAccount {
  kind: DemoAccountKind;
  account: string;
  /** null: not known to the server (a real server's admin password). */
  password: string | null;
}

/**
 * The accounts a demo signs in with. The admin's password is shown only when it is mock mode's
 * published one: a real server never shows its administrator's password.
 */
export function demoAccounts(adminPassword: string | null): DemoAccount[] {
  return [
    { kind: 'admin', account: 'admin', password: adminPassword === DEMO_ADMIN_PASSWORD ? DEMO_ADMIN_PASSWORD : null },
    { kind: 'leader', account: DEMO_LEADER_ACCOUNT, password: DEMO_PASSWORD },
    { kind: 'clerk', account: DEMO_CLERK_ACCOUNT, password: DEMO_PASSWORD },
  ];
}

const KIND_NOTES: Record<DemoAccountKind, string> = {
  admin: 'administrator: everything',
  leader: 'head of Expense review: its staff, tasks, dispatch and rules',
  clerk: 'accountant in Travel expenses: my tasks, to-dos, notices',
};

/** What the server prints once when it has put the demo data in. */
export function demoAccountLines(adminPassword: string | null): string[] {
  const rows = demoAccounts(adminPassword).map(
    ({ kind, account, password }) => `  ${account.padEnd(12)} ${(password ?? (adminPassword ? 'ADMIN_PASSWORD' : 'its password')).padEnd(15)} ${KIND_NOTES[kind]}`,
  );
  return [
    'Demo data: 300 staff in 20 organisations, tasks in every state, notices, feedback, to-dos.',
    'Sign in as:',
    ...rows,
    `Every other demo staff account signs in with ${DEMO_PASSWORD} too.`,
  ];
}
