/**
 * Plain values of the users area: what its contract checks and the front end's forms mirror.
 * No imports, so the browser reads them without the schema library.
 */

/** A mainland China mobile number. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

/** Letters, digits and _ . @ - */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9_.@-]+$';

export const ACCOUNT_MAX = 64;
export const NAME_MAX = 64;
export const JOB_NO_MAX = 32;
export const EMAIL_MAX = 128;
export const PASSWORD_MAX = 128;

/** The download centre's kind of the users export. */
export const USER_EXPORT_KIND = 'users';

export const USER_SORTERS = [
  'account:ascend',
  'account:descend',
  'name:ascend',
  'name:descend',
  'createdAt:ascend',
  'createdAt:descend',
] as const;

/**
 * The fields of a user that field rights can hide or make read-only (module `user`), each
 * with the answer fields it hides.
 */
export const USER_RESTRICTABLE_FIELDS = {
  account: ['account'],
  name: ['name'],
  jobNo: ['jobNo'],
  email: ['email'],
  phone: ['phone'],
  orgId: ['orgId', 'orgName'],
} as const;
