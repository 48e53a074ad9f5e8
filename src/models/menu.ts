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
  type Bootstrap,
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
  reducers: Record<'save' | 'saveSelection' | 'saveSetMenus' | 'saveNotice' | 'saveNoticeTotalNumber', Reducer<MenuState>>;
} = {
  namespace: 'menu',
  state: initialMenuState,
  effects: {
    /** The boot answer brings the systems and the default choice's menus along (payload); else they are fetched. */
    *loadSystems({ payload }, { call, put }) {
      const booted = payload as Pick<Bootstrap, 'systems' | 'menus'> | undefined;
      removeKeys(StorageKeys.currentSystem, StorageKeys.currentApp, StorageKeys.menus);
      const fetched: System[] = booted?.systems ?? (yield call(fetchSystems));
      const systems = [...fetched, DEFAULT_SYSTEM];
      yield put({ type: 'save', payload: { systems } });
      if (fetched.length === 0) {
        yield put({ type: 'saveSelection', payload: { system: undefined, app: undefined } });
        yield put({ type: 'save', payload: { menus: [] } });
      } else {
        const system = pickDefaultSystem(fetched, PORTAL_SETTINGS.systemNo);
        const app = pickDefaultApp(system, PORTAL_SETTINGS.applicationNo);
        yield putAndWait(put, { type: 'chooseApp', payload: { system, app, menus: booted?.menus } });
      }
      yield put({ type: 'tabs/init' });
    },
    *chooseSystem({ payload }, { put }) {
      const system = payload as System;
      yield putAndWait(put, { type: 'chooseApp', payload: { system, app: pickDefaultApp(system) } });
    },
    *chooseApp({ payload }, { put }) {
      const { system, app, menus } = payload as { system?: System; app?: Application; menus?: Bootstrap['menus'] };
      if (system) writeJSON(StorageKeys.currentSystem, system);
      if (app) writeJSON(StorageKeys.currentApp, app);
      yield put({ type: 'saveSelection', payload: { system, app } });
      if (system && app?.applicationNo) {
        const at = { systemNo: system.systemNo, applicationNo: app.applicationNo };
        const booted = menus?.systemNo === at.systemNo && menus.applicationNo === at.applicationNo ? menus.tree : undefined;
        yield putAndWait(put, { type: 'loadMenus', payload: { ...at, tree: booted } });
      } else {
        yield put({ type: 'save', payload: { menus: [] } });
      }
    },
    *loadMenus({ payload }, { call, put }) {
      const { systemNo, applicationNo, tree } = payload as { systemNo: string; applicationNo: string; tree?: MenuNode[] };
      const menus: MenuNode[] = addLevels(tree ?? (yield call(fetchMenus, { systemNo, applicationNo })));
      storeMenus(systemNo, menus);
      yield put({ type: 'save', payload: { menus } });
    },
    *loadSetMenus(_, { call, put }) {
      const setMenus: MenuNode[] = yield call(fetchSettingMenus);
      yield put({ type: 'saveSetMenus', payload: setMenus });
    },
    *fetchNotice(_, { call, put }) {
      const notice: Notice | null = yield call(fetchCurrentNotice);
      yield put({ type: 'saveNotice', payload: notice });
    },
    /** Marks the popup's notice read, then shows the next one the user has not read, if any. */
    *readNotice(_, { call, put, select }) {
      const notice: Notice = yield select((state: { menu: MenuState }) => state.menu.notice);
      yield put({ type: 'save', payload: { noticeVisible: false } });
      if (notice.id !== undefined) {
        yield call(markNoticeRead, notice.id);
        yield putAndWait(put, { type: 'fetchNotice' });
      }
      yield put({ type: 'fetchNoticeTotalNumber' });
    },
    *fetchNoticeTotalNumber(_, { call, put }) {
      const total: unknown = yield call(fetchNoticeTotalNumber);
      yield put({ type: 'saveNoticeTotalNumber', payload: total });
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
    saveSetMenus(state, { payload }) {
      return { ...state!, setMenus: addLevels(payload as MenuNode[]) };
    },
    /** The popup is visible only when the notice has a topic. */
    saveNotice(state, { payload }) {
      const notice: Notice = (payload as Notice | null | undefined) ?? {};
      return { ...state!, notice, noticeVisible: Boolean(notice.topic) };
    },
    saveNoticeTotalNumber(state, { payload }) {
      return { ...state!, noticeTotalNumber: typeof payload === 'number' ? payload : 0 };
    },
  },
};

export default MenuModel;
