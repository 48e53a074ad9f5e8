/**
 * Plain values of the user groups area: what its contract checks and the front end's forms
 * mirror. No imports, so the browser reads them without the schema library.
 */

/** The longest name (Chinese or English) and description of a user group. */
export const GROUP_NAME_MAX = 64;
export const GROUP_DESCRIPTION_MAX = 256;

export const USER_GROUP_SORTERS = [
  'groupNo:ascend',
  'groupNo:descend',
  'name:ascend',
  'name:descend',
  'createdAt:ascend',
  'createdAt:descend',
] as const;
