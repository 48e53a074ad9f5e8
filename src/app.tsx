/** Runtime configuration: initial state (the signed-in user) and the ProLayout shell. */
import { history, type RunTimeLayoutConfig } from '@umijs/max';
import type { PortalSettings } from '../config/defaultSettings';
import ShellFrame from '@/components/ShellFrame';
import { fetchCurrentUser, type CurrentUser } from '@/services/auth';
import { layoutTheme } from '@/utils/layoutTheme';
import { isLoginPage, redirectToLogin } from '@/utils/session';
import { StorageKeys, writeJSON } from '@/utils/storage';

export interface InitialState {
  settings: PortalSettings;
  currentUser?: CurrentUser;
}

export async function getInitialState(): Promise<InitialState> {
  const settings = PORTAL_SETTINGS;
  try {
    const currentUser = await fetchCurrentUser();
    writeJSON(StorageKeys.currentUser, currentUser);
    return { settings, currentUser };
  } catch {
    // Not signed in: the request client has already sent the browser to /login.
    return { settings };
  }
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const signedIn = Boolean(initialState?.currentUser);
  return {
    ...layoutTheme(initialState?.settings ?? PORTAL_SETTINGS),
    // Without a user there is no shell: the login page stands alone.
    pure: !signedIn,
    menu: { locale: true },
    rightContentRender: false,
    childrenRender: (page) => (signedIn ? <ShellFrame>{page}</ShellFrame> : page),
    onPageChange: () => {
      if (!signedIn) redirectToLogin();
      else if (isLoginPage()) history.replace('/home');
    },
  };
};
