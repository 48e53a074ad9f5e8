/** Namespace `global`: layout collapse and the environment name (spec sections 3 and 4). */
import type { Effect, Reducer } from '@umijs/max';
import { fetchProfile, type Profile } from '@/services/auth';
import { StorageKeys, writeJSON } from '@/utils/storage';

export interface GlobalState {
  collapsed: boolean;
  env: string;
  /** The server's data is the demo data (mock mode, DEMO_DATA=on): the header shows a badge. */
  demoData: boolean;
}

declare global {
  interface Window {
    env?: string;
  }
}

const GlobalModel: {
  namespace: 'global';
  state: GlobalState;
  effects: { fetchEnv: Effect };
  reducers: { changeLayoutCollapsed: Reducer<GlobalState>; saveEnv: Reducer<GlobalState>; saveDemoData: Reducer<GlobalState> };
} = {
  namespace: 'global',
  state: { collapsed: false, env: PORTAL_SETTINGS.env, demoData: false },
  effects: {
    *fetchEnv(_, { call, put }) {
      const profile: Profile = yield call(fetchProfile);
      writeJSON(StorageKeys.env, profile.env);
      window.env = profile.env;
      yield put({ type: 'saveEnv', payload: profile.env });
      yield put({ type: 'saveDemoData', payload: profile.demoData });
      yield put({
        type: 'setting/changeSetting',
        payload: { frameOrigins: profile.frameOrigins ?? [], importMaxBytes: profile.importMaxBytes },
      });
    },
  },
  reducers: {
    changeLayoutCollapsed(state, { payload }) {
      return { ...state!, collapsed: Boolean(payload) };
    },
    saveEnv(state, { payload }) {
      return { ...state!, env: String(payload) };
    },
    saveDemoData(state, { payload }) {
      return { ...state!, demoData: payload === true };
    },
  },
};

export default GlobalModel;
