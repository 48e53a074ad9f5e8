/**
 * The rules of a user's fields, in plain constants so that the front end's forms share them
 * without loading the schema library.
 */

/** A mainland China mobile number. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

/** Letters, digits and _ . @ - */
export const ACCOUNT_PATTERN = '^[A-Za-z0-9_.@-]+$';

export const USER_SORTERS = [
  'account:ascend',
  'account:descend',
  'name:ascend',
  'name:descend',
  'createdAt:ascend',
  'createdAt:descend',
] as const;
