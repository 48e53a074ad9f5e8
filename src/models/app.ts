/** Namespace `app`: the side menu's collapsed flag (spec section 3). */
import type { Reducer } from '@umijs/max';

export interface AppState {
  collapsed: boolean;
}

const AppModel: {
  namespace: 'app';
  state: AppState;
  reducers: { setCollapsed: Reducer<AppState> };
} = {
  namespace: 'app',
  state: { collapsed: false },
  reducers: {
    setCollapsed(state, { payload }) {
      return { ...state!, collapsed: Boolean(payload) };
    },
  },
};

export default AppModel;
