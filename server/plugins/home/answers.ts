import type { FastifyRequest } from 'fastify';
import { callerCodes, callerFieldRestrictions, callerIsAdmin } from '../../access/caller';
import { listPortalLinks } from '../../db/repositories/portalLinks';
import { listUserRoles } from '../../db/repositories/roles';
import { listApplicationMenus, listModulePages, listSystemApplications } from '../../db/repositories/systems';
import { PORTAL_APPLICATION_NO, PORTAL_SYSTEM_NO } from '../../db/schema';
import { localizedName } from '../../i18n';
import { requireUser } from '../session';
import { buildMenuTree } from './menuTree';

/*
 * The parts of the portal shell, each answered in the request's language as far as the caller's
 * roles reach (an admin role sees everything). The single routes and the boot answer both use them.
 */

interface SystemAnswer {
  systemNo: string;
  name: string;
  applications: { applicationNo: string; name: string; homePageUrl: string | null }[];
}

/** null when the user sees everything, else the user id whose grants filter the lists. */
async function grantScope(request: FastifyRequest): Promise<number | null> {
  const user = requireUser(request);
  return (await callerIsAdmin(request)) ? null : user.id;
}

export async function isAdminAnswer(request: FastifyRequest): Promise<boolean> {
  return (await grantScope(request)) === null;
}

/** Systems with their applications the caller can open, the portal area left out. */
export async function systemsAnswer(request: FastifyRequest): Promise<SystemAnswer[]> {
  const rows = await listSystemApplications(request.server.db, {
    excludeSystemNo: PORTAL_SYSTEM_NO,
    grantedToUserId: await grantScope(request),
  });
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
  return systems;
}

export async function menuAnswer(request: FastifyRequest, at: { systemNo: string; applicationNo: string }) {
  const rows = await listApplicationMenus(request.server.db, { ...at, grantedToUserId: await grantScope(request) });
  return buildMenuTree(rows, (row) => localizedName(request, row));
}

/** The portal area's menu: every signed-in user sees all of it. */
export async function settingMenuAnswer(request: FastifyRequest) {
  requireUser(request);
  const rows = await listApplicationMenus(request.server.db, {
    systemNo: PORTAL_SYSTEM_NO,
    applicationNo: PORTAL_APPLICATION_NO,
    grantedToUserId: null,
  });
  return buildMenuTree(rows, (row) => localizedName(request, row));
}

export async function linksAnswer(request: FastifyRequest) {
  requireUser(request);
  const links = await listPortalLinks(request.server.db);
  return links.map((link) => ({ id: link.id, kind: link.kind, name: localizedName(request, link), url: link.url }));
}

export async function accessAnswer(request: FastifyRequest) {
  const [codes, fields, pages] = await Promise.all([
    callerCodes(request),
    callerFieldRestrictions(request),
    listModulePages(request.server.db),
  ]);
  return { codes: [...codes], fields, pages };
}

export async function myRolesAnswer(request: FastifyRequest) {
  const rows = await listUserRoles(request.server.db, requireUser(request).id);
  return rows.map((role) => ({ roleCode: role.roleCode, name: localizedName(request, role), isAdmin: role.isAdmin }));
}
