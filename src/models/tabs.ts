/** Namespace `tabs`: the tab bar (spec section 4); the rules live in src/utils/tabs.ts. */
import type { Effect, Reducer } from '@umijs/max';
import {
  activeMenuOf,
  addPane,
  closePanes,
  initTabs,
  removePane,
  restoreTabs,
  setSubRoute,
  shouldShowTabArrow,
  TAB_ARROW_DELAY_MS,
  updateHome,
  type CloseCommand,
  type NewPane,
  type TabsState,
} from '@/utils/tabs';

/** What change-tab-arrow measures once the bar has laid out. */
export interface TabArrowMeasure {
  rightItemWidths: number[];
  barWidth: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TabsModel: {
  namespace: 'tabs';
  state: TabsState;
  effects: { changeTabArrow: Effect };
  reducers: Record<
    | 'init'
    | 'restore'
    | 'add'
    | 'remove'
    | 'activate'
    | 'close'
    | 'updateHome'
    | 'setSubRoute'
    | 'getActiveMenu'
    | 'setTabArrow',
    Reducer<TabsState>
  >;
} = {
  namespace: 'tabs',
  state: initTabs(PORTAL_SETTINGS.homeName),
  effects: {
    *changeTabArrow({ payload }, { call, put }) {
      yield call(delay, TAB_ARROW_DELAY_MS);
      const { rightItemWidths, barWidth } = (payload as () => TabArrowMeasure)();
      yield put({ type: 'setTabArrow', payload: shouldShowTabArrow(rightItemWidths, barWidth) });
    },
  },
  reducers: {
    init() {
      return initTabs(PORTAL_SETTINGS.homeName);
    },
    restore(_, { payload }) {
      return restoreTabs(payload, PORTAL_SETTINGS.homeName);
    },
    add(state, { payload }) {
      return addPane(state!, payload as NewPane);
    },
    remove(state, { payload }) {
      return removePane(state!, payload as string);
    },
    activate(state, { payload }) {
      return state!.panes.some((p) => p.src === payload) ? { ...state!, activeKey: payload as string } : state!;
    },
    close(state, { payload }) {
      const { src, command } = payload as { src: string; command: CloseCommand };
      return closePanes(state!, src, command);
    },
    updateHome(state, { payload }) {
      return updateHome(state!, payload as { title?: string; src: string });
    },
    setSubRoute(state, { payload }) {
      return setSubRoute(state!, payload as unknown[] | undefined);
    },
    getActiveMenu(state) {
      return { ...state!, activeMenu: activeMenuOf(state!) };
    },
    setTabArrow(state, { payload }) {
      return { ...state!, showTabArrow: Boolean(payload) };
    },
  },
};

export default TabsModel;
