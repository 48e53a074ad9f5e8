/** Namespace `setting`: the product settings, merged from payloads (spec section 3), and portal links. */
import type { Effect, Reducer } from '@umijs/max';
import type { PortalSettings } from '../../config/defaultSettings';
import { fetchLinks, type PortalLink } from '@/services/home';

export interface SettingState extends PortalSettings {
  links: PortalLink[];
  /** Origins whose frames may call the shell (server FRAME_ORIGINS). */
  frameOrigins: string[];
  /** Largest file the user import takes (server IMPORT_MAX_FILE_MB); null until the profile is read. */
  importMaxBytes: number | null;
}

const SettingModel: {
  namespace: 'setting';
  state: SettingState;
  effects: { fetchLinks: Effect };
  reducers: { changeSetting: Reducer<SettingState> };
} = {
  namespace: 'setting',
  state: { ...PORTAL_SETTINGS, links: [], frameOrigins: [], importMaxBytes: null },
  effects: {
    *fetchLinks(_, { call, put }) {
      const links: PortalLink[] = yield call(fetchLinks);
      yield put({ type: 'changeSetting', payload: { links } });
    },
  },
  reducers: {
    changeSetting(state, { payload }) {
      return { ...state!, ...payload };
    },
  },
};

export default SettingModel;
