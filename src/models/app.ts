/**
 * Namespace `app`: the side menu's collapsed flag (spec section 3), and the shell's boot after
 * sign-in.
 */
import type { Effect, Reducer } from '@umijs/max';
import type { AnyAction } from 'redux';
import { fetchBootstrap, type Bootstrap } from '@/services/home';
import { putAndWait } from '@/utils/dva';

export interface AppState {
  collapsed: boolean;
}

/** Before the first page: pages are guarded by the admin check and the access codes. */
const FIRST_PAGE_CALLS = ['menu/loadSystems', 'user/fetchAdminAuth', 'admin/fetchAccess'];
/** Filled in after the first page. */
const LATER_CALLS = [
  'user/fetchFavorites',
  'admin/fetchRoles',
  'menu/loadSetMenus',
  'setting/fetchLinks',
  'menu/fetchNotice',
  'menu/fetchNoticeTotalNumber',
];

type Put = (action: AnyAction) => unknown;

/** One call of the fallback; its failure is shown by the request client and holds up nothing. */
function* settled(put: Put, type: string) {
  try {
    yield putAndWait(put, { type });
  } catch {
    // Shown by the request client.
  }
}

const AppModel: {
  namespace: 'app';
  state: AppState;
  effects: { bootstrap: Effect };
  reducers: { setCollapsed: Reducer<AppState> };
} = {
  namespace: 'app',
  state: { collapsed: false },
  effects: {
    /**
     * Everything the shell needs after sign-in from one call (GET /api/home/bootstrap), handed to
     * each namespace's reducers so every page reads the same state as from the single calls; the
     * systems go through menu/loadSystems (default choice, its menus, tabs init). When the call
     * fails, the single calls of the spec load the same state.
     */
    *bootstrap(_, { call, put, all, spawn }) {
      let boot: Bootstrap;
      try {
        boot = yield call(fetchBootstrap, { systemNo: PORTAL_SETTINGS.systemNo, applicationNo: PORTAL_SETTINGS.applicationNo });
      } catch {
        for (const type of LATER_CALLS) yield spawn(settled, put, type);
        yield all(FIRST_PAGE_CALLS.map((type) => call(settled, put, type)));
        return;
      }
      yield put({ type: 'user/save', payload: { adminAuth: boot.isAdmin, favorites: boot.favorites } });
      yield put({ type: 'admin/save', payload: { access: boot.access, accessLoaded: true, roles: boot.roles, rolesLoaded: true } });
      yield put({ type: 'setting/changeSetting', payload: { links: boot.links } });
      yield put({ type: 'menu/saveSetMenus', payload: boot.setMenus });
      yield put({ type: 'menu/saveNotice', payload: boot.notice });
      yield put({ type: 'menu/saveNoticeTotalNumber', payload: boot.noticeTotalNumber });
      yield putAndWait(put, { type: 'menu/loadSystems', payload: { systems: boot.systems, menus: boot.menus } });
    },
  },
  reducers: {
    setCollapsed(state, { payload }) {
      return { ...state!, collapsed: Boolean(payload) };
    },
  },
};

export default AppModel;
