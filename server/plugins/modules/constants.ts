/**
 * Plain values of the modules area: what its contract checks and the front end's forms mirror.
 * No imports, so the browser reads them without the schema library.
 */

/** The longest module number or button / field code. */
export const CODE_MAX = 32;
/** Module numbers and item codes: they form access codes `module:action`, so no punctuation. */
export const CODE_PATTERN = `^[A-Za-z][A-Za-z0-9_]{0,${CODE_MAX - 1}}$`;

/** The longest name (Chinese or English) of a module, a button or a field. */
export const MODULE_NAME_MAX = 64;

export const MODULE_SORTERS = [
  'moduleNo:ascend',
  'moduleNo:descend',
  'name:ascend',
  'name:descend',
  'sort:ascend',
  'sort:descend',
  'createdAt:ascend',
  'createdAt:descend',
] as const;
