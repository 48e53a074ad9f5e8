import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { success } from '../../envelopes';
import { favoritesAnswer } from '../favorites/answers';
import { currentNoticeAnswer, unreadTotalAnswer } from '../notice/answers';
import {
  accessAnswer,
  isAdminAnswer,
  linksAnswer,
  menuAnswer,
  myRolesAnswer,
  settingMenuAnswer,
  systemsAnswer,
} from './answers';
import {
  accessSchema,
  bootstrapSchema,
  isAdminSchema,
  linksSchema,
  menuSchema,
  myRolesSchema,
  settingMenuSchema,
  systemsSchema,
} from './contract';
import { pickDefaultApp, pickDefaultSystem } from './constants';

/** Menus of the system and application the shell opens with, by the client's own rule. */
async function defaultMenus(request: FastifyRequest, systems: Awaited<ReturnType<typeof systemsAnswer>>, preferred: { systemNo?: string; applicationNo?: string }) {
  const system = pickDefaultSystem(systems, preferred.systemNo);
  const app = pickDefaultApp(system, preferred.applicationNo);
  if (!system || !app) return null;
  const at = { systemNo: system.systemNo, applicationNo: app.applicationNo };
  return { ...at, tree: await menuAnswer(request, at) };
}

/**
 * The portal shell: systems, applications and menus as far as the user's roles reach (an admin
 * role sees everything), the portal-area menu, header links and the admin flag; and all of them
 * with the rest of what the shell needs after sign-in in one boot answer.
 */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/home/system', { schema: systemsSchema }, async (request) => success(await systemsAnswer(request)));

  app.post('/home/menu', { schema: menuSchema }, async (request) => success(await menuAnswer(request, request.body)));

  app.post('/home/setting_menu', { schema: settingMenuSchema }, async (request) => success(await settingMenuAnswer(request)));

  app.get('/home/links', { schema: linksSchema }, async (request) => success(await linksAnswer(request)));

  app.get('/home/isAdmin', { schema: isAdminSchema }, async (request) => success(await isAdminAnswer(request)));

  app.get('/home/access', { schema: accessSchema }, async (request) => success(await accessAnswer(request)));

  app.get('/home/roles', { schema: myRolesSchema }, async (request) => success(await myRolesAnswer(request)));

  // The caller's roles, codes and field rights are resolved once for all parts (access/caller.ts).
  app.get('/home/bootstrap', { schema: bootstrapSchema }, async (request) => {
    const systems = await systemsAnswer(request);
    const [menus, setMenus, isAdmin, access, roles, links, favorites, notice, noticeTotalNumber] = await Promise.all([
      defaultMenus(request, systems, request.query),
      settingMenuAnswer(request),
      isAdminAnswer(request),
      accessAnswer(request),
      myRolesAnswer(request),
      linksAnswer(request),
      favoritesAnswer(request),
      currentNoticeAnswer(request),
      unreadTotalAnswer(request),
    ]);
    return success({ systems, menus, setMenus, isAdmin, access, roles, links, favorites, notice, noticeTotalNumber });
  });
};

export default homeRoutes;
