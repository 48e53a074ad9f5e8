import { defineConfig } from '@umijs/max';
import { settingsFor } from './config/settings';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/utils/chunkError';

const settings = settingsFor(process.env.UMI_ENV);

/** Desktop browsers of the last years (README "Browsers"). */
const BROWSERS = { chrome: 87, edge: 88, firefox: 78, safari: 15 };

export default defineConfig({
  title: settings.title,
  // The home address of the spec is /#/home: hash history.
  history: { type: 'hash' },
  hash: true,
  // Chunks load from a path relative to the page (spec section 7); dev serves from the root.
  publicPath: process.env.NODE_ENV === 'production' ? './' : '/',
  // No polyfills for proposals or for what these browsers already have, and no lowering of
  // syntax they understand (Umi's minifier adds es2015 otherwise, which it cannot lower to);
  // dayjs stands in for moment wherever a library asks for it.
  targets: BROWSERS,
  jsMinifierOptions: { target: Object.entries(BROWSERS).map(([name, version]) => `${name}${version}`) },
  polyfill: { imports: ['core-js/stable'] },
  moment2dayjs: { preset: 'antd', plugins: [] },
  antd: { theme: { token: { colorPrimary: settings.colorPrimary } } },
  // File-system routes: a page folder's own parts are not routes.
  conventionRoutes: {
    exclude: [/\/components\//, /\/locales\//, /\/utils\.ts$/, /\/models?\//, /\/services?\//, /\/utils\//, /__tests__/, /\.test\.tsx?$/, /\/service\.ts$/, /\.d\.ts$/],
  },
  access: {},
  model: {},
  // The full-page loading screen while getInitialState runs (the signed-in user).
  initialState: { loading: '@/components/PageLoading' },
  dva: {},
  layout: { title: settings.title, locale: true },
  locale: { default: 'zh-CN', antd: true, baseNavigator: true, title: false, useLocalStorage: true },
  // The settings object reaches the browser as one constant.
  define: { PORTAL_SETTINGS: settings },
  proxy: {
    // `npm run dev` (port 8001) talks to a server started with `npm start` (API_PORT, default 8000).
    // The server refuses changes from another origin: the proxied calls carry the server's own.
    '/api': {
      target: `http://127.0.0.1:${process.env.API_PORT || 8000}`,
      changeOrigin: true,
      headers: { origin: `http://127.0.0.1:${process.env.API_PORT || 8000}` },
    },
  },
  // Mock mode (npm run demo) answers /api from the server's own handlers in memory (mock/api.ts).
  mock: process.env.MOCK === 'on' ? {} : false,
  npmClient: 'npm',
  // Spec section 9: a page chunk may take up to 120 s before it counts as failed (then the
  // page offers a retry, src/components/ChunkErrorBoundary).
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
  },
});
