/**
 * Namespace `admin`: what the signed-in user holds in the back office — the enabled roles
 * (shown in the personal center) and the access codes and field rights those roles give
 * (menus, buttons and columns are shown by them). The server enforces all of them on every call.
 */
import type { Effect, Reducer } from '@umijs/max';
import { fetchAccess, fetchMyRoles, type MyRole } from '@/services/home';
import { NO_ACCESS, type AccessInfo } from '@/utils/accessCodes';

export interface AdminState {
  roles: MyRole[];
  /** The roles have been fetched (an empty list then means "no roles", not "not loaded"). */
  rolesLoaded: boolean;
  access: AccessInfo;
  accessLoaded: boolean;
}

const AdminModel: {
  namespace: 'admin';
  state: AdminState;
  effects: { fetchRoles: Effect; fetchAccess: Effect };
  reducers: { save: Reducer<AdminState> };
} = {
  namespace: 'admin',
  state: { roles: [], rolesLoaded: false, access: NO_ACCESS, accessLoaded: false },
  effects: {
    *fetchRoles(_, { call, put }) {
      const roles: MyRole[] = yield call(fetchMyRoles);
      yield put({ type: 'save', payload: { roles, rolesLoaded: true } });
    },
    *fetchAccess(_, { call, put }) {
      const access: AccessInfo = yield call(fetchAccess);
      yield put({ type: 'save', payload: { access, accessLoaded: true } });
    },
  },
  reducers: {
    save(state, { payload }) {
      return { ...state!, ...payload };
    },
  },
};

export default AdminModel;
