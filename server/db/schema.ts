import { sql } from 'drizzle-orm';
import { FEEDBACK_STATUS } from '../plugins/feedback/constants';
import { MESSAGE_LEVELS } from '../plugins/message/constants';
import { NOTICE_STATUS } from '../plugins/notice/constants';
import { DATA_SCOPE, type DataScopeValue, type FieldMode } from '../plugins/roles/constants';
import type { ConditionField, ConditionOperator, DispatchReason, RuleStrategy, RuleTargetKind } from '../plugins/taskRules/constants';
import { TASK_PRIORITY, TASK_STATUS, type TaskHistoryAction, type TaskStatus } from '../plugins/tasks/constants';
import {
  bigserial,
  boolean,
  char,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const USER_ENABLED = 1;
export const USER_DISABLED = 0;

export const ORG_ENABLED = 1;
export const ORG_DISABLED = 0;

/**
 * Organisations, a tree. `path` is the materialised path of ids from the root, e.g. '/1/5/12/',
 * so "an organisation and everything below it" is `path LIKE '/1/5/%'`, answered from the
 * text_pattern_ops index whatever the database collation.
 */
export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    orgNo: varchar('org_no', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }),
    sort: integer('sort').notNull().default(0),
    path: text('path').notNull(),
    status: smallint('status').notNull().default(ORG_ENABLED),
    ...timestamps,
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'orgs_parent_id_fkey' }),
    index('orgs_parent_id_idx').on(table.parentId),
    index('orgs_path_idx').using('btree', table.path.op('text_pattern_ops')),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userNo: varchar('user_no', { length: 32 }).notNull().unique(),
    jobNo: varchar('job_no', { length: 32 }),
    account: varchar('account', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    zoneNo: varchar('zone_no', { length: 32 }),
    zoneName: varchar('zone_name', { length: 64 }),
    region: varchar('region', { length: 64 }),
    status: smallint('status').notNull().default(USER_ENABLED),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    orgId: integer('org_id').references(() => orgs.id),
    ...timestamps,
  },
  (table) => [
    // One account regardless of letter case: `Admin` cannot sit beside `admin`.
    uniqueIndex('users_account_lower_key').on(sql`lower(${table.account})`),
    uniqueIndex('users_job_no_key').on(table.jobNo),
    index('users_org_id_idx').on(table.orgId),
    // The list's default order, and prefix search of the keyword whatever the collation.
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    index('users_account_prefix_idx').using('btree', table.account.op('text_pattern_ops')),
    index('users_name_prefix_idx').using('btree', table.name.op('text_pattern_ops')),
    index('users_job_no_prefix_idx').using('btree', table.jobNo.op('text_pattern_ops')),
    // Sign-in by phone finds the account by its number as digits (server/db/repositories/phoneCodes.ts).
    index('users_phone_digits_idx').on(sql`regexp_replace(${table.phone}, '[^0-9+]', '', 'g')`),
  ],
);

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
    /** The device it was opened on; revoking or blocking the device ends it. */
    deviceId: integer('device_id').references(() => userDevices.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_device_id_idx').on(table.deviceId)],
);

/** Outstanding sign-in captchas; a row is deleted when it is answered, expires or is pushed out by newer ones. */
export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    answerHash: char('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client address it was issued to, for the cap on outstanding captchas per address. */
    ip: varchar('ip', { length: 64 }).notNull(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt), index('captchas_ip_id_idx').on(table.ip, table.id)],
);

/**
 * Consecutive failed password checks per account name (trimmed, lower case), whether or not an
 * account has that name, so unknown names answer and lock exactly like known ones. The one
 * source of the lock-out: sign-in, password change and the administrators' locked/unlock.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    accountKey: text('account_key').primaryKey(),
    /** Attempts taken in this round; one more than the maximum once refused while locked. */
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_attempts_last_attempt_at_idx').on(table.lastAttemptAt)],
);

/** Fixed-window request counters per key (e.g. sign-in per client address), shared by every server process. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    /** When the window ends: the clean-up drops the rows of ended windows, whatever their length. */
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_counters_window_end_idx').on(table.windowEnd)],
);

/** The system of the portal's own pages (personal center, download, feedback, settings); not in the system switcher. */
export const PORTAL_SYSTEM_NO = 'PORTAL';
export const PORTAL_APPLICATION_NO = '0';

export const systems = pgTable('systems', {
  id: serial('id').primaryKey(),
  systemNo: varchar('system_no', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }),
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
    nameEn: varchar('name_en', { length: 128 }),
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
    /** The caller's browser as it says (sign-ins and every change), for "from where". */
    userAgent: varchar('user_agent', { length: 512 }),
    /** The device of the caller's session or sign-in; no foreign key, the row outlives the device. */
    deviceId: integer('device_id'),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keyset pages run newest first by id, filtered by time, person or action.
  (table) => [
    index('operation_logs_created_at_idx').on(table.createdAt),
    index('operation_logs_user_id_id_idx').on(table.userId, table.id),
    index('operation_logs_action_id_idx').on(table.action, table.id),
  ],
);

export const ROLE_ENABLED = 1;
export const ROLE_DISABLED = 0;


/** A role grants menus, function rights and a data scope; an admin role sees everything. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleCode: varchar('role_code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }),
  isAdmin: boolean('is_admin').notNull().default(false),
  status: smallint('status').notNull().default(ROLE_ENABLED),
  /** 1 all, 2 custom organisations (role_orgs), 3 own organisation, 4 own organisation and below, 5 self. */
  dataScope: smallint('data_scope').$type<DataScopeValue>().notNull().default(DATA_SCOPE.self),
  description: varchar('description', { length: 256 }),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** The organisations of a role with the custom data scope. */
export const roleOrgs = pgTable(
  'role_orgs',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.orgId] }), index('role_orgs_org_id_idx').on(table.orgId)],
);

/**
 * Function-right modules (user, org, role, ...): a module belongs to an application (for the
 * function authorisation tabs) and lists its buttons (the actions a role may grant) and its
 * fields (what field rights can hide or make read-only) in `module_items`.
 */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleNo: varchar('module_no', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }),
  systemNo: varchar('system_no', { length: 32 }),
  applicationNo: varchar('application_no', { length: 32 }),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** The standard buttons of a module; a module may list further ones of its own. */
export const MODULE_ACTIONS = ['view', 'create', 'update', 'delete', 'export', 'import'] as const;
export type ModuleAction = (typeof MODULE_ACTIONS)[number];

export const MODULE_ITEM_KINDS = ['button', 'field'] as const;
export type ModuleItemKind = (typeof MODULE_ITEM_KINDS)[number];

/** The buttons (code = action) and fields (code = the field's API name) of a module. */
export const moduleItems = pgTable(
  'module_items',
  {
    id: serial('id').primaryKey(),
    moduleNo: varchar('module_no', { length: 32 })
      .notNull()
      .references(() => modules.moduleNo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ModuleItemKind>().notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('module_items_module_no_kind_code_key').on(table.moduleNo, table.kind, table.code)],
);

export const roleModuleActions = pgTable(
  'role_module_actions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleNo: varchar('module_no', { length: 32 })
      .notNull()
      .references(() => modules.moduleNo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** A button code of the module: one of MODULE_ACTIONS or a module's own. */
    action: varchar('action', { length: 32 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.moduleNo, table.action] }),
    index('role_module_actions_module_no_idx').on(table.moduleNo),
  ],
);


/**
 * Field rights: a role restricts a field of a module to hidden (absent from answers and
 * exports, never written) or read-only (answered, never written). No row: full access.
 */
export const roleFieldRights = pgTable(
  'role_field_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleNo: varchar('module_no', { length: 32 })
      .notNull()
      .references(() => modules.moduleNo, { onDelete: 'cascade', onUpdate: 'cascade' }),
    field: varchar('field', { length: 32 }).notNull(),
    mode: varchar('mode', { length: 8 }).$type<FieldMode>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.moduleNo, table.field] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] }), index('user_roles_role_id_idx').on(table.roleId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] }), index('role_menus_menu_id_idx').on(table.menuId)],
);

export const POST_ENABLED = 1;
export const POST_DISABLED = 0;

/** Posts (job positions), a tree by parentId; a post may carry roles for everyone holding it. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    postNo: varchar('post_no', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(POST_ENABLED),
    ...timestamps,
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'posts_parent_id_fkey' }),
    index('posts_parent_id_idx').on(table.parentId),
  ],
);

export const userPosts = pgTable(
  'user_posts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('user_posts_post_id_idx').on(table.postId)],
);

export const postRoles = pgTable(
  'post_roles',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.roleId] }), index('post_roles_role_id_idx').on(table.roleId)],
);

/** User groups: named sets of users; a group may carry roles for all its members. */
export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  groupNo: varchar('group_no', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }),
  description: varchar('description', { length: 256 }),
  ...timestamps,
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('user_group_members_user_id_idx').on(table.userId),
  ],
);

export const groupRoles = pgTable(
  'group_roles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.roleId] }), index('group_roles_role_id_idx').on(table.roleId)],
);

/** Header links and the help entry of the portal. */
export const portalLinks = pgTable('portal_links', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'link' | 'help'>().notNull(),
  name: varchar('name', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }),
  url: varchar('url', { length: 1024 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** 1 normal, 2 important, 3 urgent. */
    level: smallint('level').notNull().default(MESSAGE_LEVELS.normal),
    /** What the message is about, e.g. system, task, approval. */
    group: varchar('msg_group', { length: 32 }).notNull(),
    /** A route in the portal the message opens (a notice, a feedback conversation), or null. */
    link: varchar('link', { length: 500 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_user_id_read_at_idx').on(table.userId, table.readAt)],
);

/** Binary content kept in the database, so that every server process on one PostgreSQL serves it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored files: notice attachments, feedback screenshots, finished exports. The content type is
 * the one sniffed from the bytes at upload (server/files), never the one the client claimed.
 * The content is in `file_chunks`.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_created_by_idx').on(table.createdBy)],
);

/**
 * A file's content in pieces of at most FILE_CHUNK_BYTES (server/db/repositories/files.ts), in
 * `seq` order: no single statement holds the embedded database for a whole large file.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

/**
 * Notices. `status` is the stored state (server/plugins/notice/constants.ts); who sees a notice
 * is decided at read time from its state, publish and expiry times and its targets, so a notice
 * whose publish job is late is still shown on time.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    topic: varchar('topic', { length: 200 }).notNull(),
    /** Sanitised HTML: cleaned on the server before it is stored. */
    content: text('content').notNull(),
    type: varchar('type', { length: 32 }).notNull().default('general'),
    /** Importance: 1 normal, 2 important, 3 urgent (as messages' levels). */
    level: smallint('level').notNull().default(1),
    pinned: boolean('pinned').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default(NOTICE_STATUS.published),
    /** Also send each targeted user a message when it is published. */
    alsoMessage: boolean('also_message').notNull().default(false),
    /** When it is (to be) published; null for a draft without a time. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The author's organisation, which the data scope of the admin list goes by. */
    orgId: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('notices_published_at_idx').on(table.publishedAt), index('notices_status_published_at_idx').on(table.status, table.publishedAt)],
);

/**
 * Whom a notice is for: one row per target. kind is one of NOTICE_TARGET_KINDS; refId the
 * organisation, group, post, role or user (0 for everyone). A user is targeted when any row
 * matches; nothing is written per user.
 */
export const noticeTargets = pgTable(
  'notice_targets',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    refId: integer('ref_id').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.kind, table.refId] }), index('notice_targets_kind_ref_id_idx').on(table.kind, table.refId, table.noticeId)],
);

export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.fileId] }), index('notice_attachments_file_id_idx').on(table.fileId)],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] }), index('notice_reads_user_id_idx').on(table.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** Normalised address (server/urls.ts). */
    src: varchar('src', { length: 2000 }).notNull(),
    moduleNo: varchar('module_no', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Unique per user and address. The address is indexed by its digest: 2,000 characters of
    // multi-byte text would exceed the b-tree entry limit.
    uniqueIndex('favorites_user_id_src_key').on(table.userId, sql`md5(${table.src})`),
  ],
);

/**
 * Shared accounts (`/constAccount`): which staff (user) may act as which account (linked user),
 * from when to when. The header's "switch retail account" offers the links valid now.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedUserId: integer('linked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The link holds from this time (none: at once) until validTo (none: without end). */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.linkedUserId] }), index('account_links_linked_user_id_idx').on(table.linkedUserId)],
);

/**
 * Analytics: one row per page shown. No foreign key, like the operation log: the record stays
 * when the user is deleted.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    jobNo: varchar('job_no', { length: 32 }).notNull(),
    zoneNo: varchar('zone_no', { length: 32 }),
    zoneName: varchar('zone_name', { length: 64 }),
    region: varchar('region', { length: 64 }),
    systemNo: varchar('system_no', { length: 32 }).notNull(),
    systemName: varchar('system_name', { length: 128 }).notNull(),
    applicationNo: varchar('application_no', { length: 32 }).notNull(),
    applicationName: varchar('application_name', { length: 128 }).notNull(),
    moduleNo: varchar('module_no', { length: 32 }),
    pageName: varchar('page_name', { length: 200 }).notNull(),
    /** The page's address (the tab's src), which the workbench's recent pages open again. */
    path: varchar('path', { length: 2000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_created_at_idx').on(table.createdAt), index('page_views_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contact: varchar('contact', { length: 100 }),
    /** FEEDBACK_STATUS: new, in progress, replied, closed. */
    status: smallint('status').notNull().default(FEEDBACK_STATUS.new),
    screenshotFileId: integer('screenshot_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The member of staff who last handled it. */
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('feedback_user_id_idx').on(table.userId, table.createdAt), index('feedback_status_created_at_idx').on(table.status, table.createdAt)],
);

/** The conversation of a feedback: replies of staff and the submitter's follow-ups. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by staff handling feedback (true) or by the submitter (false). */
    fromStaff: boolean('from_staff').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_replies_feedback_id_idx').on(table.feedbackId, table.id)],
);

/**
 * The download centre: one row per export a user asked for, run by a job. The finished file is a
 * stored file; both go after `expiresAt` (the retention job).
 */
export const exports = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What is exported, e.g. users; names the export's job. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The filters and the requester's scope and field rights at request time. */
    params: jsonb('params').notNull(),
    /** queued | running | done | failed | expired */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    /** 0-100 */
    progress: smallint('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('exports_user_id_created_at_idx').on(table.userId, table.createdAt), index('exports_expires_at_idx').on(table.expiresAt)],
);

/** Kinds of task (reimbursement review, invoice check, payment...), kept by administrators. */
export const taskTypes = pgTable('task_types', {
  id: serial('id').primaryKey(),
  /** What rules and other systems name the type by. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** The name shown in English; the Chinese name when empty. */
  nameEn: varchar('name_en', { length: 64 }),
  /** The service level: hours from intake to the due time. */
  serviceHours: integer('service_hours').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** A rule's condition row: all rows of a rule must hold. value: a string or number, a list for in / not in, [low, high] for between. */
export interface RuleCondition {
  field: ConditionField;
  operator: ConditionOperator;
  value: string | number | (string | number)[];
}

/**
 * Dispatch rules: the engine takes the first enabled rule, by `sort`, whose conditions all hold,
 * and assigns the task to one of the rule's targets by its strategy.
 */
export const taskRules = pgTable('task_rules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  /** The rule's order; unique, so no two rules compete for first place. */
  sort: integer('sort').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
  targetKind: varchar('target_kind', { length: 8 }).$type<RuleTargetKind>().notNull(),
  /** The users, or the one group or post, the rule dispatches to. */
  targetIds: integer('target_ids').array().notNull(),
  strategy: varchar('strategy', { length: 16 }).$type<RuleStrategy>().notNull(),
  /** Open tasks per person beyond which they are passed over; null: no cap. */
  cap: integer('cap'),
  /** Round-robin: the member who got the rule's last task. */
  lastAssigneeId: integer('last_assignee_id'),
  /** The rule's owner, told when one of its tasks breaches its service level. */
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  orgId: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** Work items: taken in through the UI, an Excel import or another system, dispatched by rules. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** T and the id, eight digits or more. */
    taskNo: varchar('task_no', { length: 20 }).notNull().unique(),
    typeId: integer('type_id')
      .notNull()
      .references(() => taskTypes.id),
    title: varchar('title', { length: 200 }).notNull(),
    /** The business organisation: the data scope goes by it. */
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    applicant: varchar('applicant', { length: 64 }),
    amount: numeric('amount', { precision: 15, scale: 2 }),
    currency: char('currency', { length: 3 }).notNull().default('CNY'),
    priority: smallint('priority').notNull().default(TASK_PRIORITY.normal),
    sourceSystem: varchar('source_system', { length: 32 }),
    /** The other system's reference: one task per (source system, reference). */
    sourceRef: varchar('source_ref', { length: 64 }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).$type<TaskStatus>().notNull().default(TASK_STATUS.new),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The rule that matched at the last dispatch: its targets may claim the task while it waits. */
    ruleId: integer('rule_id').references(() => taskRules.id, { onDelete: 'set null' }),
    /** When the breach of the due time was told (once). */
    breachNotifiedAt: timestamp('breach_notified_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tasks_status_priority_idx').on(table.status, table.priority, table.id),
    index('tasks_assignee_status_idx').on(table.assigneeId, table.status),
    index('tasks_org_id_idx').on(table.orgId, table.id),
    index('tasks_due_at_idx').on(table.dueAt),
    index('tasks_rule_status_idx').on(table.ruleId, table.status),
    // The dispatchers' list in its default order (newest first): the first pages read 20 rows, not every task.
    index('tasks_created_at_id_idx').on(table.createdAt, table.id),
    uniqueIndex('tasks_source_idx').on(table.sourceSystem, table.sourceRef),
  ],
);

/** Every transition of a task, its creation and comments: who, when, from, to, why. */
export const taskHistory = pgTable(
  'task_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).$type<TaskHistoryAction>().notNull(),
    /** null: the dispatch engine or another system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<TaskStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<TaskStatus>(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_history_task_id_idx').on(table.taskId, table.id)],
);

/** What the engine did with a task and why: the rule, the strategy, who was passed over. */
export const dispatchLog = pgTable(
  'dispatch_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => taskRules.id, { onDelete: 'set null' }),
    strategy: varchar('strategy', { length: 16 }).$type<RuleStrategy>(),
    /** assigned | queued */
    outcome: varchar('outcome', { length: 8 }).notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was queued, or that a person dispatched or claimed it. */
    reason: varchar('reason', { length: 16 }).$type<DispatchReason>(),
    /** The members passed over for their cap. */
    skippedIds: integer('skipped_ids').array(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispatch_log_task_id_idx').on(table.taskId, table.id), index('dispatch_log_created_at_idx').on(table.createdAt)],
);

/**
 * Integration clients (`/Inte`): other systems calling the API with a key as a bearer token.
 * Only the SHA-256 of a key is kept; the key is shown once, when it is made or rotated. After a
 * rotation the previous key keeps working until previousKeyExpiresAt (the grace period).
 */
export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  /** The source system its tasks carry; the caller cannot choose another. */
  sourceSystem: varchar('source_system', { length: 32 }).notNull(),
  keyHash: char('key_hash', { length: 64 }).notNull().unique(),
  /** The key's first characters, to tell keys apart in the list. */
  keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
  /** What the key may do (`tasks:create`, `users:read`...): a call outside them answers 403. */
  scopes: text('scopes').array().notNull().default(sql`'{tasks:create}'::text[]`),
  /** Addresses or CIDR ranges calls may come from; empty: any. */
  allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
  /** Calls a minute, shared by every server process (rate_counters). */
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
  enabled: boolean('enabled').notNull().default(true),
  previousKeyHash: char('previous_key_hash', { length: 64 }).unique(),
  previousKeyExpiresAt: timestamp('previous_key_expires_at', { withTimezone: true }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** To-do items: personal, or shared with colleagues (the assignees). */
export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When to send the reminder message (a job at that time). */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's organisation when it was made: the data scope goes by it. */
    orgId: integer('org_id').references(() => orgs.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('todos_owner_id_idx').on(table.ownerId, table.done, table.dueAt), index('todos_org_id_idx').on(table.orgId)],
);

/** A to-do's matters: sub-items in order, each done or not. */
export const todoMatters = pgTable(
  'todo_matters',
  {
    id: serial('id').primaryKey(),
    todoId: integer('todo_id')
      .notNull()
      .references(() => todos.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    content: varchar('content', { length: 200 }).notNull(),
    done: boolean('done').notNull().default(false),
  },
  (table) => [index('todo_matters_todo_id_idx').on(table.todoId, table.sort)],
);

/** The colleagues a to-do is shared with. */
export const todoAssignees = pgTable(
  'todo_assignees',
  {
    todoId: integer('todo_id')
      .notNull()
      .references(() => todos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.todoId, table.userId] }), index('todo_assignees_user_id_idx').on(table.userId)],
);

/** Small per-user settings kept on the server (the task home's guide dismissed, ...). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * The browsers and phones people sign in from. A device is a random key kept in a long-lived
 * cookie of that browser (only its SHA-256 is stored), per user; name, browser and OS come from
 * the sign-in payload's device and the user agent.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }),
    browser: varchar('browser', { length: 64 }),
    os: varchar('os', { length: 64 }),
    deviceType: varchar('device_type', { length: 32 }),
    userAgent: varchar('user_agent', { length: 512 }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastIp: varchar('last_ip', { length: 64 }),
    /** A blocked device cannot sign in to this account again until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('user_devices_user_id_key_hash_key').on(table.userId, table.keyHash),
    index('user_devices_last_seen_at_id_idx').on(table.lastSeenAt, table.id),
  ],
);

/** Data dictionary: the lists forms pick from (notice types, feedback states, ...). */
export const dictTypes = pgTable('dict_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  /** Types the product's own forms read; their code is fixed and they cannot be deleted. */
  builtin: boolean('builtin').notNull().default(false),
  ...timestamps,
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    label: varchar('label', { length: 64 }).notNull(),
    labelEn: varchar('label_en', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** An antd tag colour (a preset name or #rrggbb); none shows a plain tag. */
    color: varchar('color', { length: 16 }),
    ...timestamps,
  },
  (table) => [unique('dict_items_type_id_code_key').on(table.typeId, table.code), index('dict_items_type_id_sort_idx').on(table.typeId, table.sort)],
);

/**
 * Phone sign-in codes: one outstanding code per phone number (a new one replaces it), only its
 * SHA-256 kept, valid until expiresAt. Wrong tries count toward the lock-out (sign_in_attempts).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    phone: varchar('phone', { length: 32 }).primaryKey(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    /** `signin` (the phone tab) or `verify` (the second step after the password). */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_expires_at_idx').on(table.expiresAt)],
);

/**
 * QR-code sign-in tickets: the login page shows one as a QR code; a person signed in on the
 * mini-portal confirms or refuses it; the login page polls until then. Used once.
 */
export const qrTickets = pgTable(
  'qr_tickets',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the ticket the QR code carries. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    /** pending, confirmed, refused or used (expiry is read from expiresAt). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that asks: shown to the person confirming. */
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'cascade' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('qr_tickets_expires_at_idx').on(table.expiresAt)],
);

/**
 * What the first-start data has put in once, by key (a built-in menu: `menu:FSSC/10:/userManage`),
 * with the row it became. A seeded row an administrator moved, renamed or deleted is never put
 * back, and one new in a later version is added at the next start.
 */
export const seedMarks = pgTable('seed_marks', {
  key: text('key').primaryKey(),
  refId: integer('ref_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
