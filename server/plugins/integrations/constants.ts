/**
 * Plain values of integrations: the clients other systems call the API with (a key each, its
 * scopes, the addresses it may call from, its rate limit). What the contract checks, the guard
 * (server/access/integrationKey.ts) enforces and the front end's forms mirror. Imports only
 * other constants files.
 */
import { TASK_SOURCE_SYSTEM_MAX, TASK_SOURCE_SYSTEM_PATTERN } from '../tasks/constants';

/** A key: 'fssc_' and 32 random bytes (base64url); the list shows its first characters only. */
export const INTEGRATION_KEY_PREFIX = 'fssc_';
export const INTEGRATION_KEY_SHOWN_CHARS = 12;
/** The longest bearer value looked at: anything longer is no key of ours. */
export const INTEGRATION_KEY_MAX = 200;

export const INTEGRATION_NAME_MAX = 64;
/** Every task a client sends carries its source system, named like a code. */
export const INTEGRATION_SOURCE_SYSTEM_MAX = TASK_SOURCE_SYSTEM_MAX;
export const INTEGRATION_SOURCE_SYSTEM_PATTERN = TASK_SOURCE_SYSTEM_PATTERN;
/** The longest keyword of the list (part of the name, the source system or the key's start). */
export const INTEGRATION_KEYWORD_MAX = 64;

/**
 * What a key may do. A call outside its scopes answers 403.
 * - `tasks:create`: POST /api/tasks/intake
 * - `users:read`: GET /api/integration/users
 */
export const INTEGRATION_SCOPES = ['tasks:create', 'users:read'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const INTEGRATION_DEFAULT_SCOPES: IntegrationScope[] = ['tasks:create'];

/** Addresses or CIDR ranges (IPv4 or IPv6) calls may come from; none: any address. */
export const INTEGRATION_ADDRESSES_MAX = 50;
/** The longest entry: a full IPv6 address with a prefix length is 43 characters. */
export const INTEGRATION_ADDRESS_MAX = 64;

/** Calls a minute per client (both keys during a rotation together), shared by every server process. */
export const INTEGRATION_RATE_LIMIT_MIN = 1;
export const INTEGRATION_RATE_LIMIT_MAX = 100_000;
export const INTEGRATION_RATE_LIMIT_DEFAULT = 600;
export const INTEGRATION_RATE_WINDOW_SECONDS = 60;

/** Rotation: how long the old key keeps working beside the new one (0: it stops at once; at most 7 days). */
export const INTEGRATION_GRACE_MINUTES_MAX = 7 * 24 * 60;
export const INTEGRATION_GRACE_MINUTES_DEFAULT = 24 * 60;

/** A client's state: it may call (active), switched off for now (disabled), or ended for good (revoked). */
export const INTEGRATION_STATES = ['active', 'disabled', 'revoked'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** The users read for other systems: rows a call answers at most, and by default. */
export const INTEGRATION_USERS_LIMIT_MAX = 500;
export const INTEGRATION_USERS_LIMIT_DEFAULT = 100;
/** The cursor of the next page, as answered: opaque base64url text. */
export const INTEGRATION_CURSOR_MAX = 200;
export const INTEGRATION_CURSOR_PATTERN = '^[A-Za-z0-9_-]+$';

/** Operation-log actions of the calls other systems make with a key. */
export const INTEGRATION_CALL_ACTIONS = {
  'tasks:create': 'task.intake',
  'users:read': 'integration.usersRead',
} as const satisfies Record<IntegrationScope, string>;
