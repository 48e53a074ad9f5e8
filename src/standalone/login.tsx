/**
 * The login page's own entry (README "Browsers and delivery"): index.html loads it instead of the
 * app's `umi.js` when the address is the login page (config/plugins/loginEntry.ts). It draws the
 * same page with the same `login` model, in antd's theme and the chosen language, and nothing
 * else: signing in reloads the app, and any other address is handed to the app's entry.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { drawHolderWhenNeeded } from '@/components/AppMessages';
import Login from '@/pages/login';
import { lazyDefault } from '@/utils/lazyDefault';
import { isLoginPage } from '@/utils/session';
import { LOGIN_STYLESHEET_ID, stylesheetReady } from './loader';
import { getIntl, loadStore } from './max';

// antd's App (messages, notifications, dialogs) loads when the page first shows a message.
const messageWanted = new Promise<void>((resolve) => drawHolderWhenNeeded(resolve));
const AppMessages = lazyDefault(async () => {
  await messageWanted;
  return import('./appMessages');
});

async function main() {
  // A link or the back button to another page: the app's entry draws it.
  window.addEventListener('hashchange', () => {
    if (!isLoginPage()) window.location.reload();
  });
  await stylesheetReady(document.getElementById(LOGIN_STYLESHEET_ID) as HTMLLinkElement | null);
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider
      theme={{ token: { colorPrimary: PORTAL_SETTINGS.colorPrimary } }}
      locale={getIntl().locale === 'en-US' ? enUS : zhCN}
    >
      <Login />
      <Suspense fallback={null}>
        <AppMessages />
      </Suspense>
    </ConfigProvider>,
  );
  // The store is needed at the first sign-in: it loads when the visitor first types or clicks.
  const warmStore = () => {
    loadStore();
    window.removeEventListener('keydown', warmStore, true);
    window.removeEventListener('pointerdown', warmStore, true);
  };
  window.addEventListener('keydown', warmStore, true);
  window.addEventListener('pointerdown', warmStore, true);
}

main();
