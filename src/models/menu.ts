/**
 * Namespace `menu`: systems, applications, the side menu and the notice state
 * (spec sections 3 and 4).
 */
import type { Effect, Reducer } from '@umijs/max';
import { putAndWait } from '@/utils/dva';
import {
  fetchMenus,
  fetchSettingMenus,
  fetchSystems,
  type Application,
  type MenuNode,
  type System,
} from '@/services/home';
import { fetchCurrentNotice, fetchNoticeTotalNumber, markNoticeRead, type Notice } from '@/services/notice';
import { addLevels } from '@/utils/menu';
import { readJSON, removeKeys, StorageKeys, writeJSON } from '@/utils/storage';
import { DEFAULT_SYSTEM, pickDefaultApp, pickDefaultSystem } from '@/utils/systems';

export interface MenuState {
  systems: System[];
  menus: MenuNode[];
  setMenus: MenuNode[];
  currentSystem?: System;
  currentApp?: Application;
  currentSystemNo?: string;
  currentApplicationNo?: string;
  notice: Notice;
  noticeVisible: boolean;
  noticeTotalNumber: number;
}

export const initialMenuState: MenuState = {
  systems: [],
  menus: [],
  setMenus: [],
  currentSystem: undefined,
  currentApp: undefined,
  currentSystemNo: undefined,
  currentApplicationNo: undefined,
  notice: {},
  noticeVisible: false,
  noticeTotalNumber: 0,
};

/** Menus are kept per system number in local storage. */
function storeMenus(systemNo: string, menus: MenuNode[]): void {
  const bySystem = readJSON<Record<string, MenuNode[]>>(StorageKeys.menus) ?? {};
  writeJSON(StorageKeys.menus, { ...bySystem, [systemNo]: menus });
}

const MenuModel: {
  namespace: 'menu';
  state: MenuState;
  effects: Record<
    | 'loadSystems'
    | 'chooseSystem'
    | 'chooseApp'
    | 'loadMenus'
    | 'loadSetMenus'
    | 'fetchNotice'
    | 'readNotice'
    | 'fetchNoticeTotalNumber',
    Effect
  >;
  reducers: Record<'save' | 'saveSelection', Reducer<MenuState>>;
} = {
  namespace: 'menu',
  state: initialMenuState,
  effects: {
    *loadSystems(_, { call, put }) {
      removeKeys(StorageKeys.currentSystem, StorageKeys.currentApp, StorageKeys.menus);
      const fetched: System[] = yield call(fetchSystems);
      const systems = [...fetched, DEFAULT_SYSTEM];
      yield put({ type: 'save', payload: { systems } });
      if (fetched.length === 0) {
        yield put({ type: 'saveSelection', payload: { system: undefined, app: undefined } });
        yield put({ type: 'save', payload: { menus: [] } });
      } else {
        const system = pickDefaultSystem(fetched, PORTAL_SETTINGS.systemNo);
        const app = pickDefaultApp(system, PORTAL_SETTINGS.applicationNo);
        yield putAndWait(put, { type: 'chooseApp', payload: { system, app } });
      }
      yield put({ type: 'tabs/init' });
    },
    *chooseSystem({ payload }, { put }) {
      const system = payload as System;
      yield putAndWait(put, { type: 'chooseApp', payload: { system, app: pickDefaultApp(system) } });
    },
    *chooseApp({ payload }, { put }) {
      const { system, app } = payload as { system?: System; app?: Application };
      if (system) writeJSON(StorageKeys.currentSystem, system);
      if (app) writeJSON(StorageKeys.currentApp, app);
      yield put({ type: 'saveSelection', payload: { system, app } });
      if (system && app?.applicationNo) {
        yield putAndWait(put, {
          type: 'loadMenus',
          payload: { systemNo: system.systemNo, applicationNo: app.applicationNo },
        });
      } else {
        yield put({ type: 'save', payload: { menus: [] } });
      }
    },
    *loadMenus({ payload }, { call, put }) {
      const { systemNo, applicationNo } = payload as { systemNo: string; applicationNo: string };
      const menus: MenuNode[] = addLevels(yield call(fetchMenus, { systemNo, applicationNo }));
      storeMenus(systemNo, menus);
      yield put({ type: 'save', payload: { menus } });
    },
    *loadSetMenus(_, { call, put }) {
      const setMenus: MenuNode[] = addLevels(yield call(fetchSettingMenus));
      yield put({ type: 'save', payload: { setMenus } });
    },
    *fetchNotice(_, { call, put }) {
      const notice: Notice = (yield call(fetchCurrentNotice)) ?? {};
      yield put({ type: 'save', payload: { notice, noticeVisible: Boolean(notice.topic) } });
    },
    *readNotice(_, { call, put, select }) {
      const notice: Notice = yield select((state: { menu: MenuState }) => state.menu.notice);
      yield put({ type: 'save', payload: { noticeVisible: false } });
      if (notice.id !== undefined) yield call(markNoticeRead, notice.id);
      yield put({ type: 'fetchNoticeTotalNumber' });
    },
    *fetchNoticeTotalNumber(_, { call, put }) {
      const total: unknown = yield call(fetchNoticeTotalNumber);
      yield put({ type: 'save', payload: { noticeTotalNumber: typeof total === 'number' ? total : 0 } });
    },
  },
  reducers: {
    save(state, { payload }) {
      return { ...state!, ...payload };
    },
    saveSelection(state, { payload }) {
      const { system, app } = payload as { system?: System; app?: Application };
      return {
        ...state!,
        currentSystem: system,
        currentApp: app,
        currentSystemNo: system?.systemNo,
        currentApplicationNo: app?.applicationNo,
      };
    },
  },
};

export default MenuModel;
