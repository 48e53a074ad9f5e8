/**
 * Pages drawn without the shell: the login page and the mini-portal for phones. Convention
 * routes all sit below the layout plugin's ProLayout route; moving these to the top level keeps
 * ProLayout, its providers and their styles out of what the browser loads for them (README
 * "Browsers and delivery").
 */
import type { IApi } from '@umijs/max';

/** Route ids (page files below src/pages) that stand alone. */
const STANDALONE = ['login/index', 'mini-portal/index', 'mini-portal/page'];

export default (api: IApi) => {
  api.modifyRoutes((routes) => {
    for (const id of STANDALONE) {
      const route = routes[id];
      if (!route) continue;
      route.parentId = undefined;
      route.path = route.absPath;
    }
    return routes;
  });
};
