/**
 * Umi's route preload script picks the chunks to preload from `location.pathname`. Under hash
 * history the path is always `/`, so every page, the login page included, preloaded the home
 * page and the shell's ProLayout. Pages load their own chunks when routed instead.
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.skipPlugins(['routePreloadOnLoad']);
};
