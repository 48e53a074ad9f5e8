/**
 * What the login page's modules import from `@umijs/max`, inside the login page's own entry
 * (`./login.tsx`; `config/plugins/loginEntry.ts` points `@umijs/max` here for that entry alone).
 * The same names on the same store and texts, without Umi's runtime (router, plugins, every
 * model, react-intl), so the first screen loads what a sign-in form needs and no more.
 * The login entry fails to build when one of its modules imports a name missing here.
 */
import { useSyncExternalStore } from 'react';
import { fillPlaceholders } from '@/hooks/usePageT';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import loginModel from '@/models/login';
import { DEFAULT_LOCALE } from '@/utils/locale';
import type { Store } from './store';

/*
 * The store (dva, redux and redux-saga: 17 KiB gzip) loads when the visitor first types or
 * clicks (`loadStore`, called by the entry): until then selectors see the model's initial state,
 * and a dispatch waits for it.
 */
let store: Store | undefined;
let storeLoading: Promise<Store> | undefined;
const listeners = new Set<() => void>();
const INITIAL_STATE = { [loginModel.namespace]: loginModel.state };

/** Loads and creates the store once; `load` is for tests. */
export function loadStore(load: () => Promise<{ createLoginStore: () => Store }> = () => import('./store')): Promise<Store> {
  storeLoading ??= load().then(({ createLoginStore }) => {
    store = createLoginStore();
    store.subscribe(() => listeners.forEach((listener) => listener()));
    listeners.forEach((listener) => listener());
    return store;
  });
  return storeLoading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** As react-redux's; the selector must answer a value kept in the state, not a new object. */
export function useSelector<S, T>(select: (state: S) => T): T {
  return useSyncExternalStore(subscribe, () => select((store?.getState() ?? INITIAL_STATE) as S));
}

/** As dva's dispatch: an effect's result, once the store is there. */
const dispatch = async (action: { type: string; payload?: unknown }) => (await loadStore()).dispatch(action);

export const useDispatch = () => dispatch;

const CATALOGUES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
/** The key the locale plugin keeps the chosen language under (`useLocalStorage`). */
const LOCALE_KEY = 'umi_locale';

/** As the locale plugin: the stored choice, else the browser's language, else zh-CN. */
export function getLocale(): string {
  return window.localStorage.getItem(LOCALE_KEY) || navigator.language || DEFAULT_LOCALE;
}

/** As the locale plugin; texts are read once per page, so a change always reloads the page. */
export function setLocale(lang: string): void {
  if (getLocale() === lang) return;
  window.localStorage.setItem(LOCALE_KEY, lang);
  window.location.reload();
}

export interface Intl {
  locale: string;
  formatMessage(descriptor: { id: string; defaultMessage?: string }, values?: Record<string, string | number>): string;
}

/** An unknown language shows zh-CN, as the locale plugin does. */
export function createIntl(locale: string): Intl {
  const shown = CATALOGUES[locale] ? locale : DEFAULT_LOCALE;
  const messages = CATALOGUES[shown];
  return {
    locale: shown,
    // The catalogue's texts use `{name}` placeholders only (no plural or select forms).
    formatMessage: ({ id, defaultMessage }, values) => fillPlaceholders(messages[id] ?? defaultMessage ?? id, values),
  };
}

let intl: Intl | undefined;

export function getIntl(): Intl {
  intl ??= createIntl(getLocale());
  return intl;
}

export const useIntl = getIntl;

/** Any other page is drawn by the app's own entry: going there loads it. */
export const history = {
  push(path: string) {
    window.location.hash = path;
    window.location.reload();
  },
  replace(path: string) {
    window.location.replace(`#${path}`);
    window.location.reload();
  },
};
