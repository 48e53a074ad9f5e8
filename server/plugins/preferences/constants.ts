/**
 * Per-user settings kept on the server, so they follow the user from browser to browser. Only
 * the keys named here are stored; each is a yes/no flag.
 */
export const PREFERENCE_KEYS = [
  /** The task home's guide for new staff was closed. */
  'taskHomeGuideDismissed',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
