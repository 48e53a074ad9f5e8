/** Namespace `user`: favourites and the admin check (spec sections 3 and 6). */
import type { Effect, Reducer } from '@umijs/max';
import { putAndWait } from '@/utils/dva';
import { fetchIsAdmin } from '@/services/home';
import { createFavorite, deleteFavorite, showFavorites, type Favorite } from '@/services/user';

export interface UserState {
  favorites: Favorite[];
  adminAuth: boolean;
}

const UserModel: {
  namespace: 'user';
  state: UserState;
  effects: Record<'fetchFavorites' | 'addFavorite' | 'removeFavorite' | 'fetchAdminAuth', Effect>;
  reducers: { save: Reducer<UserState> };
} = {
  namespace: 'user',
  state: { favorites: [], adminAuth: false },
  effects: {
    *fetchFavorites(_, { call, put }) {
      const favorites: Favorite[] = yield call(showFavorites);
      yield put({ type: 'save', payload: { favorites } });
    },
    *addFavorite({ payload }, { call, put }) {
      const created: Favorite = yield call(createFavorite, payload);
      yield putAndWait(put, { type: 'fetchFavorites' });
      return created;
    },
    *removeFavorite({ payload }, { call, put }) {
      yield call(deleteFavorite, payload as number);
      yield putAndWait(put, { type: 'fetchFavorites' });
    },
    *fetchAdminAuth(_, { call, put }) {
      const adminAuth: boolean = yield call(fetchIsAdmin);
      yield put({ type: 'save', payload: { adminAuth: adminAuth === true } });
    },
  },
  reducers: {
    save(state, { payload }) {
      return { ...state!, ...payload };
    },
  },
};

export default UserModel;
