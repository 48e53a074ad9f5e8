import { createModelStore } from '../../../tests/unit/dvaStore';
import GlobalModel from '../global';
import { fetchProfile } from '@/services/auth';

jest.mock('@/services/auth', () => ({ fetchProfile: jest.fn() }));

describe('global model', () => {
  beforeEach(() => localStorage.clear());

  it('starts expanded with the build environment', () => {
    const store = createModelStore(GlobalModel);
    expect(store.getState().global).toEqual({ collapsed: false, env: 'test', demoData: false });
  });

  it('toggles the layout collapse', () => {
    const store = createModelStore(GlobalModel);
    store.dispatch({ type: 'global/changeLayoutCollapsed', payload: true });
    expect(store.getState().global.collapsed).toBe(true);
    store.dispatch({ type: 'global/changeLayoutCollapsed', payload: false });
    expect(store.getState().global.collapsed).toBe(false);
  });

  it('fetches the environment name into state, local storage and the window, and whether the data is demo data', async () => {
    jest.mocked(fetchProfile).mockResolvedValue({ env: 'uat', version: '1.0.2', frameOrigins: [], importMaxBytes: 1024, demoData: true });
    const store = createModelStore(GlobalModel);
    await store.dispatch({ type: 'global/fetchEnv' });
    expect(store.getState().global.env).toBe('uat');
    expect(localStorage.getItem('env')).toBe('"uat"');
    expect(window.env).toBe('uat');
    expect(store.getState().global.demoData).toBe(true);
  });
});
