/**
 * Plain values of the roles area: what its contract checks and the front end's forms mirror.
 * No imports, so the browser reads them without the schema library.
 */

/** Which users' rows a role lets its holders see and change (server/access/dataScope.ts). */
export const DATA_SCOPE = { all: 1, customOrgs: 2, ownOrg: 3, ownOrgAndBelow: 4, self: 5 } as const;
export type DataScopeValue = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

/** How a field right limits a field: not shown at all, or shown but not changeable. */
export const FIELD_MODES = ['hidden', 'readonly'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];

/** How a role reaches its holder: given to the user directly, through a user group or through a post. */
export const AUTHORIZED_VIA = ['user', 'group', 'post'] as const;
export type AuthorizedVia = (typeof AUTHORIZED_VIA)[number];

/** The longest role code. */
export const ROLE_CODE_MAX = 64;
/** A letter, then letters, digits or _, up to 64 (the role code becomes part of sign-in data). */
export const ROLE_CODE_PATTERN = `^[A-Za-z][A-Za-z0-9_]{0,${ROLE_CODE_MAX - 1}}$`;
/** The longest name (Chinese or English) and description of a role. */
export const ROLE_NAME_MAX = 64;
export const ROLE_DESCRIPTION_MAX = 256;

export const ROLE_SORTERS = [
  'roleCode:ascend',
  'roleCode:descend',
  'name:ascend',
  'name:descend',
  'sort:ascend',
  'sort:descend',
  'createdAt:ascend',
  'createdAt:descend',
] as const;
