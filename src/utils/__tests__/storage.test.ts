import { readJSON, removeKeys, StorageKeys, writeJSON } from '../storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec key names', () => {
    expect(StorageKeys).toMatchObject({
      currentSystem: 'currentSystem',
      currentApp: 'currentApp',
      menus: 'menus',
      currentPage: 'currentPage',
    });
  });

  it('round-trips JSON', () => {
    writeJSON(StorageKeys.currentApp, { applicationNo: '10', name: 'portal' });
    expect(readJSON(StorageKeys.currentApp)).toEqual({ applicationNo: '10', name: 'portal' });
  });

  it('reads corrupt or missing values as absent', () => {
    localStorage.setItem(StorageKeys.menus, '{not json');
    expect(readJSON(StorageKeys.menus)).toBeUndefined();
    expect(readJSON(StorageKeys.currentPage)).toBeUndefined();
  });

  it('removes the named keys only', () => {
    writeJSON(StorageKeys.menus, []);
    writeJSON(StorageKeys.env, 'test');
    removeKeys(StorageKeys.menus);
    expect(localStorage.getItem(StorageKeys.menus)).toBeNull();
    expect(readJSON(StorageKeys.env)).toBe('test');
  });
});
