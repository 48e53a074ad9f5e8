import {
  bigserial,
  char,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const USER_ENABLED = 1;
export const USER_DISABLED = 0;

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userNo: varchar('user_no', { length: 32 }).notNull().unique(),
  jobNo: varchar('job_no', { length: 32 }),
  account: varchar('account', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  email: varchar('email', { length: 128 }),
  phone: varchar('phone', { length: 32 }),
  zoneNo: varchar('zone_no', { length: 32 }),
  zoneName: varchar('zone_name', { length: 64 }),
  region: varchar('region', { length: 64 }),
  status: smallint('status').notNull().default(USER_ENABLED),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    answerHash: char('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

export const systems = pgTable('systems', {
  id: serial('id').primaryKey(),
  systemNo: varchar('system_no', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    systemNo: varchar('system_no', { length: 32 })
      .notNull()
      .references(() => systems.systemNo, { onUpdate: 'cascade' }),
    applicationNo: varchar('application_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    homePageUrl: varchar('home_page_url', { length: 512 }),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [unique('applications_system_no_application_no_key').on(table.systemNo, table.applicationNo)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    systemNo: varchar('system_no', { length: 32 }).notNull(),
    applicationNo: varchar('application_no', { length: 32 }).notNull(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }),
    /** Route path of a page (/userManage) or an external URL; null for a group. */
    path: varchar('path', { length: 512 }),
    icon: varchar('icon', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    moduleNo: varchar('module_no', { length: 32 }),
    ...timestamps,
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'menus_parent_id_fkey' }).onDelete('cascade'),
    foreignKey({
      columns: [table.systemNo, table.applicationNo],
      foreignColumns: [applications.systemNo, applications.applicationNo],
      name: 'menus_application_fkey',
    }).onUpdate('cascade'),
    index('menus_application_idx').on(table.systemNo, table.applicationNo),
    index('menus_parent_id_idx').on(table.parentId),
  ],
);

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    account: varchar('account', { length: 64 }),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 256 }),
    detail: jsonb('detail'),
    result: varchar('result', { length: 16 }).$type<'success' | 'failure'>().notNull(),
    errorMessage: text('error_message'),
    ip: varchar('ip', { length: 64 }),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operation_logs_created_at_idx').on(table.createdAt), index('operation_logs_user_id_idx').on(table.userId)],
);
