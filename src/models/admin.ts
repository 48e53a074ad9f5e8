/**
 * Namespace `admin`: what the signed-in user holds in the back office — the enabled roles
 * (shown in the personal center). Function, data and field rights join them as the
 * back-office areas arrive; the server enforces all of them on every call.
 */
import type { Effect, Reducer } from '@umijs/max';
import { fetchMyRoles, type MyRole } from '@/services/home';

export interface AdminState {
  roles: MyRole[];
  /** The roles have been fetched (an empty list then means "no roles", not "not loaded"). */
  rolesLoaded: boolean;
}

const AdminModel: {
  namespace: 'admin';
  state: AdminState;
  effects: { fetchRoles: Effect };
  reducers: { save: Reducer<AdminState> };
} = {
  namespace: 'admin',
  state: { roles: [], rolesLoaded: false },
  effects: {
    *fetchRoles(_, { call, put }) {
      const roles: MyRole[] = yield call(fetchMyRoles);
      yield put({ type: 'save', payload: { roles, rolesLoaded: true } });
    },
  },
  reducers: {
    save(state, { payload }) {
      return { ...state!, ...payload };
    },
  },
};

export default AdminModel;
