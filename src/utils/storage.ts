/**
 * Keys of what the portal keeps in local storage (spec section 9), and JSON helpers that
 * never throw: a corrupt or foreign value reads as absent.
 */
export const StorageKeys = {
  currentSystem: 'currentSystem',
  currentApp: 'currentApp',
  menus: 'menus',
  currentPage: 'currentPage',
  currentUser: 'currentUser',
  loginFlag: 'loginFlag',
  loginMsg: 'loginMsg',
  env: 'env',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

export function readJSON<T>(key: StorageKey): T | undefined {
  const raw = window.localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJSON(key: StorageKey, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function removeKeys(...keys: StorageKey[]): void {
  keys.forEach((key) => window.localStorage.removeItem(key));
}
