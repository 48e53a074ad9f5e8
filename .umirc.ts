import { defineConfig } from '@umijs/max';
import path from 'path';
import { settingsFor } from './config/settings';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/utils/chunkError';

const settings = settingsFor(process.env.UMI_ENV);

/** Desktop browsers of 2022-2023 (README "Browsers and delivery"). */
const BROWSERS = { chrome: 109, edge: 109, firefox: 115, safari: 16 };

export default defineConfig({
  title: settings.title,
  // The home address of the spec is /#/home: hash history.
  history: { type: 'hash' },
  hash: true,
  // Chunks load from a path relative to the page (spec section 7); dev serves from the root.
  publicPath: process.env.NODE_ENV === 'production' ? './' : '/',
  // No lowering of syntax these browsers understand (Umi's minifier adds es2015 otherwise,
  // which it cannot lower to), and no polyfills: they have every built-in the code uses
  // (core-js would only add ES2023+ methods nothing calls); dayjs stands in for moment
  // wherever a library asks for it.
  targets: BROWSERS,
  jsMinifierOptions: { target: Object.entries(BROWSERS).map(([name, version]) => `${name}${version}`) },
  polyfill: false,
  moment2dayjs: { preset: 'antd', plugins: [] },
  antd: { theme: { token: { colorPrimary: settings.colorPrimary } } },
  // File-system routes: a page folder's own parts are not routes (props.ts: a gallery page's props tables; messages/: texts loaded with their page).
  conventionRoutes: {
    exclude: [/\/components\//, /\/locales\//, /\/messages\//, /\/utils\.ts$/, /\/props\.ts$/, /\/models?\//, /\/services?\//, /\/utils\//, /__tests__/, /\.test\.tsx?$/, /\/service\.ts$/, /\.d\.ts$/],
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
  // The login page stands outside the shell's layout; no preload by path under hash history.
  plugins: ['./config/plugins/standalonePages.ts', './config/plugins/noPathPreload.ts', './config/plugins/loginEntry.ts'],
  // `ANALYZE=1 npm run build` writes the module map of every chunk (sizes raw, minified, gzip)
  // to .analyze/bundle-map.json...
  analyze: {
    analyzerMode: 'json',
    reportFilename: '../.analyze/bundle-map.json',
    generateStatsFile: true,
    statsFilename: '../.analyze/stats.json',
    // ...and which module pulls each one in (reasons).
    statsOptions: { all: false, chunks: true, ids: true, modules: true, nestedModules: true, reasons: true, modulesSpace: Infinity },
  },
  // Spec section 9: a page chunk may take up to 120 s before it counts as failed (then the
  // page offers a retry, src/components/ChunkErrorBoundary).
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // Umi gives `targets` to babel-loader, where Umi's preset-env (browserslist ignored) does not
    // see them and lowers the sources to ES5, async functions to regenerator: hand them over.
    for (const rule of ['src', 'jsx-ts-tsx', 'extra-src']) {
      memo.module
        .rule(rule)
        .use('babel-loader')
        .tap((options) => ({
          ...options,
          presets: options.presets.map((preset: unknown) =>
            Array.isArray(preset) && String(preset[0]).includes('babel-preset-umi')
              ? [preset[0], { ...preset[1], presetEnv: { ...preset[1].presetEnv, targets: BROWSERS } }]
              : preset,
          ),
        }));
    }
    // The locale plugin's barrel re-exports its language menu (antd Dropdown and Menu), which
    // only the shell's layout uses: marked free of side effects, the menu stays in the layout's
    // chunk instead of the first script.
    memo.module
      .rule('locale-barrel')
      .test(/plugin-locale[\\/](index\.ts|SelectLang\.tsx)$/)
      .sideEffects(false);
    // umi-request's fetch polyfill: every target browser has fetch.
    memo.resolve.alias.set('isomorphic-fetch', false);
    // qs (umi-request) keeps its side channel in the WeakMap and Map these browsers have, and
    // antd measures elements with their own ResizeObserver (config/shims).
    memo.resolve.alias.set('side-channel', path.join(__dirname, 'config/shims/side-channel.cjs'));
    memo.resolve.alias.set('resize-observer-polyfill', path.join(__dirname, 'config/shims/resize-observer.mjs'));
  },
});
