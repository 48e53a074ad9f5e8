import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { listPortalLinks } from '../../db/repositories/portalLinks';
import { callerCodes, callerFieldRestrictions, callerIsAdmin } from '../../access/caller';
import { listUserRoles } from '../../db/repositories/roles';
import { listApplicationMenus, listModulePages, listSystemApplications } from '../../db/repositories/systems';
import { PORTAL_APPLICATION_NO, PORTAL_SYSTEM_NO } from '../../db/schema';
import { success } from '../../envelopes';
import { localizedName } from '../../i18n';
import { requireUser } from '../session';
import { buildMenuTree } from './menuTree';
import { accessSchema, isAdminSchema, linksSchema, menuSchema, myRolesSchema, settingMenuSchema, systemsSchema } from './contract';

interface SystemAnswer {
  systemNo: string;
  name: string;
  applications: { applicationNo: string; name: string; homePageUrl: string | null }[];
}

/**
 * The portal shell: systems, applications and menus as far as the user's roles reach (an admin
 * role sees everything), the portal-area menu, header links and the admin flag.
 */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** null when the user sees everything, else the user id whose grants filter the lists. */
  const grantScope = async (request: FastifyRequest): Promise<number | null> => {
    const user = requireUser(request);
    return (await callerIsAdmin(request)) ? null : user.id;
  };

  app.post('/home/system', { schema: systemsSchema }, async (request) => {
    const rows = await listSystemApplications(app.db, { excludeSystemNo: PORTAL_SYSTEM_NO, grantedToUserId: await grantScope(request) });
    const systems: SystemAnswer[] = [];
    for (const row of rows) {
      let system = systems.at(-1);
      if (system?.systemNo !== row.systemNo) {
        system = { systemNo: row.systemNo, name: localizedName(request, { name: row.systemName, nameEn: row.systemNameEn }), applications: [] };
        systems.push(system);
      }
      system.applications.push({
        applicationNo: row.applicationNo,
        name: localizedName(request, { name: row.applicationName, nameEn: row.applicationNameEn }),
        homePageUrl: row.homePageUrl,
      });
    }
    return success(systems);
  });

  app.post('/home/menu', { schema: menuSchema }, async (request) => {
    const { systemNo, applicationNo } = request.body;
    const rows = await listApplicationMenus(app.db, { systemNo, applicationNo, grantedToUserId: await grantScope(request) });
    return success(buildMenuTree(rows, (row) => localizedName(request, row)));
  });

  app.post('/home/setting_menu', { schema: settingMenuSchema }, async (request) => {
    requireUser(request);
    const rows = await listApplicationMenus(app.db, {
      systemNo: PORTAL_SYSTEM_NO,
      applicationNo: PORTAL_APPLICATION_NO,
      grantedToUserId: null,
    });
    return success(buildMenuTree(rows, (row) => localizedName(request, row)));
  });

  app.get('/home/links', { schema: linksSchema }, async (request) => {
    requireUser(request);
    const links = await listPortalLinks(app.db);
    return success(links.map((link) => ({ id: link.id, kind: link.kind, name: localizedName(request, link), url: link.url })));
  });

  app.get('/home/isAdmin', { schema: isAdminSchema }, async (request) => success((await grantScope(request)) === null));

  app.get('/home/access', { schema: accessSchema }, async (request) => {
    const [codes, fields, pages] = await Promise.all([
      callerCodes(request),
      callerFieldRestrictions(request),
      listModulePages(app.db),
    ]);
    return success({ codes: [...codes], fields, pages });
  });

  app.get('/home/roles', { schema: myRolesSchema }, async (request) => {
    const rows = await listUserRoles(app.db, requireUser(request).id);
    return success(rows.map((role) => ({ roleCode: role.roleCode, name: localizedName(request, role), isAdmin: role.isAdmin })));
  });
};

export default homeRoutes;
