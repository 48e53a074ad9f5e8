import { Workbook } from 'exceljs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { linkAccount } from '../../server/db/repositories/accountLinks';
import { insertFeedback } from '../../server/db/repositories/feedback';
import { findOrgByNo, insertOrg, type Org } from '../../server/db/repositories/orgs';
import {
  findModule,
  grantModuleActions,
  insertRoleIfAbsent,
  setRoleFieldRights,
} from '../../server/db/repositories/roles';
import {
  PORTAL_APPLICATION_NO,
  PORTAL_SYSTEM_NO,
  groupRoles,
  menus,
  moduleItems,
  postRoles,
  posts,
  roleMenus,
  sessions,
  userDevices,
  userGroupMembers,
  userGroups,
  userPosts,
  users,
} from '../../server/db/schema';
import { sha256Hex } from '../../server/crypto';
import { DEVICE_COOKIE } from '../../server/plugins/devices/identity';
import { DATA_SCOPE, type DataScopeValue } from '../../server/plugins/roles/constants';
import {
  ADMIN_PASSWORD,
  APP_START_MS,
  EN,
  as,
  createSignedInUser,
  createTestApp,
  createUser,
  expectError,
  signIn,
  signedInCookie,
  type TestApp,
} from './helpers';

/*
 * No escalation by any route: every mutating route of the OpenAPI document has at least one
 * attack in the table below, made by a non-administrator (one holding every module action
 * there is, or the narrow rights of a reported case) against an administrator, a group, post or
 * role that gives the administrator role, the caller's own roles or organisation, or a role
 * wider than the caller. Each attack is refused, and afterwards the administrators, their
 * accounts and the caller's own access are exactly as before. A new mutating route without an
 * attack in the table fails the first test.
 */

/** Mutating routes that act on the caller alone or only read, and why they need no attack. */
const SELF_SERVICE: Record<string, string> = {
  'POST /api/oauth/signin': 'public sign-in; opens a session for the account whose password is given',
  'POST /api/oauth/signout': "ends the caller's own session",
  'POST /api/oauth/currentUser': 'reads the caller (POST by the portal contract)',
  'POST /api/oauth/switchRetailAccount':
    'moves the caller to an account an administrator linked to them; changes no rights',
  'POST /api/home/system': 'reads the systems the caller may open (POST by the portal contract)',
  'POST /api/home/menu': "reads the caller's menus (POST by the portal contract)",
  'POST /api/home/setting_menu': "reads the caller's settings menu (POST by the portal contract)",
  'POST /api/message/read': "marks the caller's own messages read",
  'POST /api/message/readAll': "marks the caller's own messages read",
  'POST /api/notice/read': 'records that the caller read a notice',
  'POST /api/user/favorites/create': "adds to the caller's own favourites",
  'POST /api/user/favorites/show': "reads the caller's own favourites (POST by the portal contract)",
  'POST /api/user/favorites/delete': "removes one of the caller's own favourites",
  'POST /api/user/updatePassword': "changes the caller's own password, given the current one",
  'POST /api/pageView': 'records a page the caller opened',
  'PUT /api/user/preferences/{key}': "sets one of the caller's own preferences (a yes/no flag of their own view)",
  'POST /api/feedback': 'sends the caller’s own feedback',
  'DELETE /api/downloads/exports/{id}': 'deletes one of the caller’s own exports (another’s answers 404)',
  'POST /api/feedback/screenshot': 'stores an image for the caller’s own next feedback',
  'POST /api/feedback/mine/{id}/reply': 'adds a follow-up to the caller’s own feedback (another’s answers 404)',
  'POST /api/todos':
    'creates a to-do owned by the caller; colleagues it is shared with must be enabled users within the caller’s data scope (400 otherwise)',
  'POST /api/user/devices/{id}/revoke': 'ends the sessions of one of the caller’s own devices (another’s answers 404)',
  'POST /api/user/sessions/{id}/revoke': 'ends one of the caller’s own sessions (another’s answers 404)',
  'POST /api/oauth/sendSmsCode': 'public; sends a sign-in code to a phone number, the same answer for every number; changes no rights',
  'POST /api/oauth/loginByPhoneNumber': 'public sign-in; opens a session for the one account whose phone got the code',
  'POST /api/oauth/verifyPhoneCode': 'public second step of the password sign-in; opens a session for the account whose password was given',
  'POST /api/oauth/resendPhoneCode': 'public; sends a new code of the pending second step to that account’s own phone',
  'POST /api/oauth/qrTicket': 'public; makes a QR sign-in ticket for the calling browser, which signs in only once a signed-in user confirms it',
  'POST /api/qrTickets/{ticket}/confirm':
    'confirms a QR sign-in as the caller: the browser showing the code gets a session of the caller’s own, with the caller’s rights and no more',
  'POST /api/qrTickets/{ticket}/refuse': 'refuses a QR sign-in; changes nothing but the ticket',
};

const MUTATING = ['post', 'put', 'patch', 'delete'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type CallerName =
  'boss' | 'eastManager' | 'postEditor' | 'groupDeleter' | 'userUpdater' | 'ownOrgUpdater' | 'roleManager';

interface Fixtures {
  org: Record<'root' | 'east' | 'eastSub' | 'west' | 'westLeaf', Org>;
  role: Record<'adminB' | 'boss' | 'wide' | 'target' | 'eastViewer', number>;
  user: Record<'admin2' | 'admin3' | 'postAdmin' | 'plain', number> & Record<CallerName, number>;
  group: Record<'admin' | 'plain', number>;
  post: Record<'adminOff' | 'adminEmpty' | 'plain', number>;
  menu: { leaf: number; other: number };
  userModuleId: number;
  /** Feedback sent by an administrator of the root organisation. */
  feedback: number;
  cookie: Record<CallerName | 'admin', string>;
}

interface Attack {
  /** The route as the OpenAPI document names it, e.g. `PUT /api/users/{id}`. */
  route: string;
  /** What the attack tries. */
  what: string;
  as: CallerName;
  request: (f: Fixtures) => InjectOptions | Promise<InjectOptions>;
  status: 401 | 403 | 404;
  message: RegExp;
  errorCode?: string;
  /** Read by an administrator before and after: the answer must not change. */
  unchanged?: (f: Fixtures) => string[];
}

const ADMIN_ROLE = /^Forbidden: only an administrator may give, take away or change the administrator role admin_b$/;
const ADMINISTRATORS = /^Forbidden: only an administrator may change an administrator's account/;
const OWN_ROLES = /^Forbidden: you cannot change which roles you hold/;
const GRANTED_LEAF =
  /^Forbidden: roles grant Escalation leaf \(\d+\); only an administrator may remove, renumber or redirect/;
const OWN_ORG =
  /^Forbidden: (you cannot change your own organisation|role \w+ gives the data scope of its holder's own organisation)/;
const LACKS = (action: string, module: string) =>
  new RegExp(`^Forbidden: you lack the "${action}" right of module ${module}`);
const OUTSIDE_ORG = (orgNo: string) => new RegExp(`^Forbidden: organisation ${orgNo} lies outside your data scope$`);
const PHONE_HIDDEN = /^Forbidden: field phone is hidden from you$/;
const LINKS_ADMIN_ONLY = /^Forbidden: only an administrator may create, change or delete shared account links/;

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new Workbook();
  const sheet = book.addWorksheet('Users');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const ATTACKS: Attack[] = [
  // Organisations: a data scope of "own organisation and below" follows the tree.
  {
    route: 'POST /api/orgs',
    what: 'an organisation created under one outside the caller’s scope',
    as: 'eastManager',
    request: (f) => ({
      method: 'POST',
      url: '/api/orgs',
      payload: { parentId: f.org.west.id, orgNo: 'ESC_NEW', name: 'New' },
    }),
    status: 403,
    message: OUTSIDE_ORG('ESC_WEST'),
    unchanged: () => ['/api/orgs'],
  },
  {
    route: 'PUT /api/orgs/{id}',
    what: 'a foreign organisation moved under the caller’s own, widening their scope',
    as: 'eastManager',
    request: (f) => ({ method: 'PUT', url: `/api/orgs/${f.org.west.id}`, payload: { parentId: f.org.east.id } }),
    status: 403,
    message: OUTSIDE_ORG('ESC_WEST'),
    unchanged: () => ['/api/orgs'],
  },
  {
    route: 'DELETE /api/orgs/{id}',
    what: 'an organisation outside the caller’s scope deleted',
    as: 'eastManager',
    request: (f) => ({ method: 'DELETE', url: `/api/orgs/${f.org.westLeaf.id}` }),
    status: 403,
    message: OUTSIDE_ORG('ESC_WEST_LEAF'),
    unchanged: () => ['/api/orgs'],
  },
  // Users: an administrator's account is the administrators' business.
  {
    route: 'POST /api/users',
    what: 'a user created with a field hidden from the caller',
    as: 'eastManager',
    request: (f) => ({
      method: 'POST',
      url: '/api/users',
      payload: {
        account: 'esc_new',
        name: 'New',
        jobNo: 'ESC01',
        email: 'new@example.com',
        phone: '13800138000',
        orgId: f.org.east.id,
      },
    }),
    status: 403,
    message: PHONE_HIDDEN,
    errorCode: 'FIELD_FORBIDDEN',
    unchanged: () => ['/api/users?keyword=esc_new'],
  },
  {
    route: 'PUT /api/users/{id}',
    what: 'an administrator’s e-mail changed',
    as: 'userUpdater',
    request: (f) => ({
      method: 'PUT',
      url: `/api/users/${f.user.admin2}`,
      payload: { email: 'taken.over@example.com' },
    }),
    status: 403,
    message: ADMINISTRATORS,
  },
  {
    route: 'PUT /api/users/{id}',
    what: 'the caller moves themselves to the root organisation',
    as: 'ownOrgUpdater',
    request: (f) => ({ method: 'PUT', url: `/api/users/${f.user.ownOrgUpdater}`, payload: { orgId: f.org.root.id } }),
    status: 403,
    message: OWN_ORG,
  },
  {
    route: 'DELETE /api/users/{id}',
    what: 'an administrator deleted',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/users/${f.user.admin2}` }),
    status: 403,
    message: ADMINISTRATORS,
  },
  {
    route: 'POST /api/users/{id}/status',
    what: 'an administrator disabled',
    as: 'userUpdater',
    request: (f) => ({ method: 'POST', url: `/api/users/${f.user.admin2}/status`, payload: { status: 0 } }),
    status: 403,
    message: ADMINISTRATORS,
  },
  {
    route: 'POST /api/users/{id}/resetPassword',
    what: 'an administrator’s password reset and answered',
    as: 'userUpdater',
    request: (f) => ({ method: 'POST', url: `/api/users/${f.user.admin2}/resetPassword`, payload: {} }),
    status: 403,
    message: ADMINISTRATORS,
  },
  {
    route: 'POST /api/users/{id}/unlock',
    what: 'an administrator unlocked (which would restart the count of guesses)',
    as: 'boss',
    request: (f) => ({ method: 'POST', url: `/api/users/${f.user.admin2}/unlock`, payload: {} }),
    status: 403,
    message: ADMINISTRATORS,
  },
  {
    route: 'POST /api/users/import',
    what: 'users imported with a column hidden from the caller',
    as: 'eastManager',
    request: async () => ({
      method: 'POST',
      url: '/api/users/import',
      headers: { 'content-type': XLSX },
      payload: await workbook([
        ['Account', 'Name', 'Job number', 'E-mail', 'Phone'],
        ['esc_imported', 'Imported', 'ESC02', 'imported@example.com', '13800138001'],
      ]),
    }),
    status: 403,
    message: PHONE_HIDDEN,
    errorCode: 'FIELD_FORBIDDEN',
    unchanged: () => ['/api/users?keyword=esc_imported'],
  },
  // Shared accounts: a link hands an account's rights over, so administrators alone change links.
  {
    route: 'POST /api/accountLinks',
    what: 'the caller links their own account to an administrator’s, to switch into it',
    as: 'boss',
    request: (f) => ({ method: 'POST', url: '/api/accountLinks', payload: { userId: f.user.boss, linkedUserId: f.user.admin2 } }),
    status: 403,
    message: LINKS_ADMIN_ONLY,
    unchanged: (f) => [`/api/accountLinks?userId=${f.user.boss}`],
  },
  {
    route: 'PUT /api/accountLinks/{userId}/{linkedUserId}',
    what: 'the caller’s ended link to an administrator’s account made open-ended again',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/accountLinks/${f.user.boss}/${f.user.admin2}`, payload: { validTo: null } }),
    status: 403,
    message: LINKS_ADMIN_ONLY,
    unchanged: (f) => [`/api/accountLinks?userId=${f.user.boss}`],
  },
  {
    route: 'DELETE /api/accountLinks/{userId}/{linkedUserId}',
    what: 'a link deleted by a non-administrator holding every shared-account right',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/accountLinks/${f.user.boss}/${f.user.admin2}` }),
    status: 403,
    message: LINKS_ADMIN_ONLY,
    unchanged: (f) => [`/api/accountLinks?userId=${f.user.boss}`],
  },
  // Posts give their roles to whoever holds them while enabled.
  {
    route: 'POST /api/posts',
    what: 'a post created without the right (a new post gives no role)',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/posts', payload: { parentId: null, postNo: 'ESC_NEW', name: 'New' } }),
    status: 403,
    message: LACKS('create', 'Posts'),
    unchanged: () => ['/api/posts'],
  },
  {
    route: 'PUT /api/posts/{id}',
    what: 'a disabled post carrying the administrator role enabled, making its holder an administrator',
    as: 'postEditor',
    request: (f) => ({ method: 'PUT', url: `/api/posts/${f.post.adminOff}`, payload: { status: 1 } }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: () => ['/api/posts'],
  },
  {
    route: 'DELETE /api/posts/{id}',
    what: 'a post carrying the administrator role deleted',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/posts/${f.post.adminEmpty}` }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: () => ['/api/posts'],
  },
  {
    route: 'PUT /api/posts/{id}/roles',
    what: 'the administrator role given to a post',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/posts/${f.post.plain}/roles`, payload: { roleIds: [f.role.adminB] } }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: () => ['/api/posts'],
  },
  {
    route: 'PUT /api/users/{id}/posts',
    what: 'an administrator’s posts changed',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/users/${f.user.admin2}/posts`, payload: { postIds: [f.post.plain] } }),
    status: 403,
    message: ADMINISTRATORS,
    unchanged: (f) => [`/api/users/${f.user.admin2}/posts`],
  },
  // User groups give their roles to their members.
  {
    route: 'POST /api/user-groups',
    what: 'a group created without the right (a new group gives no role)',
    as: 'groupDeleter',
    request: () => ({ method: 'POST', url: '/api/user-groups', payload: { groupNo: 'ESC_NEW', name: 'New' } }),
    status: 403,
    message: LACKS('create', 'User groups'),
    unchanged: () => ['/api/user-groups?keyword=ESC_NEW'],
  },
  {
    route: 'PUT /api/user-groups/{id}',
    what: 'a group giving the administrator role changed',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/user-groups/${f.group.admin}`, payload: { name: 'Renamed' } }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/user-groups/${f.group.admin}`],
  },
  {
    route: 'DELETE /api/user-groups/{id}',
    what: 'a group giving the administrator role deleted, taking it from its members',
    as: 'groupDeleter',
    request: (f) => ({ method: 'DELETE', url: `/api/user-groups/${f.group.admin}` }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/user-groups/${f.group.admin}`],
  },
  {
    route: 'POST /api/user-groups/{id}/members',
    what: 'a member added to a group giving the administrator role',
    as: 'boss',
    request: (f) => ({
      method: 'POST',
      url: `/api/user-groups/${f.group.admin}/members`,
      payload: { userIds: [f.user.plain] },
    }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/user-groups/${f.group.admin}/members`],
  },
  {
    route: 'DELETE /api/user-groups/{id}/members/{userId}',
    what: 'an administrator removed from the group that makes them one',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/user-groups/${f.group.admin}/members/${f.user.admin3}` }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/user-groups/${f.group.admin}/members`],
  },
  {
    route: 'PUT /api/user-groups/{id}/roles',
    what: 'the administrator role given to a group',
    as: 'boss',
    request: (f) => ({
      method: 'PUT',
      url: `/api/user-groups/${f.group.plain}/roles`,
      payload: { roleIds: [f.role.adminB] },
    }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/user-groups/${f.group.plain}`],
  },
  // Roles: none beyond the caller's own rights is made, changed, given or taken.
  {
    route: 'POST /api/roles',
    what: 'a role with data scope "all" created by a caller whose scope is their own organisation',
    as: 'roleManager',
    request: () => ({
      method: 'POST',
      url: '/api/roles',
      payload: { roleCode: 'esc_puppet', name: 'Puppet', dataScope: DATA_SCOPE.all },
    }),
    status: 403,
    message: /^Forbidden: the data scope of role esc_puppet is wider than your own$/,
    unchanged: () => ['/api/roles?keyword=esc_puppet'],
  },
  {
    route: 'PUT /api/roles/{id}',
    what: 'the administrator role disabled',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/roles/${f.role.adminB}`, payload: { status: 0 } }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/roles/${f.role.adminB}`],
  },
  {
    route: 'DELETE /api/roles/{id}',
    what: 'a role wider than the caller deleted',
    as: 'eastManager',
    request: (f) => ({ method: 'DELETE', url: `/api/roles/${f.role.wide}` }),
    status: 403,
    message: /^Forbidden: the data scope of role esc_wide is wider than your own$/,
    unchanged: (f) => [`/api/roles/${f.role.wide}`],
  },
  {
    route: 'PUT /api/roles/{id}/modules/{moduleNo}',
    what: 'a module action the caller does not hold granted',
    as: 'roleManager',
    request: (f) => ({
      method: 'PUT',
      url: `/api/roles/${f.role.target}/modules/user`,
      payload: { actions: ['view', 'delete'] },
    }),
    status: 403,
    message: /^Forbidden: you cannot grant a right you do not hold yourself \("delete" of module Users \(user\)\)$/,
    unchanged: (f) => [`/api/roles/${f.role.target}/functions`],
  },
  {
    route: 'PUT /api/roles/{id}/menus',
    what: 'a menu the caller does not hold granted',
    as: 'roleManager',
    request: (f) => ({
      method: 'PUT',
      url: `/api/roles/${f.role.target}/menus`,
      payload: { systemNo: PORTAL_SYSTEM_NO, applicationNo: PORTAL_APPLICATION_NO, menuIds: [f.menu.leaf] },
    }),
    status: 403,
    message: /^Forbidden: you cannot grant a menu you do not hold yourself \(Escalation leaf \(\d+\)\)$/,
    unchanged: (f) => [`/api/roles/${f.role.target}/functions`],
  },
  {
    route: 'PUT /api/roles/{id}/fields/{moduleNo}',
    what: 'a field hidden from the caller shown to the holders of a role',
    as: 'eastManager',
    request: (f) => ({ method: 'PUT', url: `/api/roles/${f.role.eastViewer}/fields/user`, payload: { fields: {} } }),
    status: 403,
    message: /^Forbidden: field phone of module Users \(user\) is hidden from you; a role may not restrict it less$/,
    unchanged: (f) => [`/api/roles/${f.role.eastViewer}/fields/user`],
  },
  {
    route: 'POST /api/roles/{id}/users',
    what: 'the administrator role given to a user',
    as: 'boss',
    request: (f) => ({
      method: 'POST',
      url: `/api/roles/${f.role.adminB}/users`,
      payload: { userIds: [f.user.plain] },
    }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/roles/${f.role.adminB}/users`],
  },
  {
    route: 'DELETE /api/roles/{id}/users/{userId}',
    what: 'the administrator role taken from an administrator',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/roles/${f.role.adminB}/users/${f.user.admin2}` }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/roles/${f.role.adminB}/users`],
  },
  {
    route: 'PUT /api/roles/{id}/groups',
    what: 'the administrator role given through a group',
    as: 'boss',
    request: (f) => ({
      method: 'PUT',
      url: `/api/roles/${f.role.adminB}/groups`,
      payload: { groupIds: [f.group.admin, f.group.plain] },
    }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/roles/${f.role.adminB}`],
  },
  {
    route: 'PUT /api/roles/{id}/posts',
    what: 'the administrator role given through a post',
    as: 'boss',
    request: (f) => ({
      method: 'PUT',
      url: `/api/roles/${f.role.adminB}/posts`,
      payload: { postIds: [f.post.adminOff, f.post.adminEmpty, f.post.plain] },
    }),
    status: 403,
    message: ADMIN_ROLE,
    unchanged: (f) => [`/api/roles/${f.role.adminB}`],
  },
  {
    route: 'PUT /api/users/{id}/roles',
    what: 'the caller gives themselves one more role',
    as: 'boss',
    request: (f) => ({
      method: 'PUT',
      url: `/api/users/${f.user.boss}/roles`,
      payload: { roleIds: [f.role.boss, f.role.target] },
    }),
    status: 403,
    message: OWN_ROLES,
    unchanged: (f) => [`/api/users/${f.user.boss}/roles`],
  },
  // Modules, menus, systems and applications: the structure rights are granted on.
  {
    route: 'POST /api/modules',
    what: 'a module created without the right (a new module is granted to nobody)',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/modules', payload: { moduleNo: 'escNew', name: 'New' } }),
    status: 403,
    message: LACKS('create', 'Modules'),
    unchanged: () => ['/api/modules?keyword=escNew'],
  },
  {
    route: 'PUT /api/modules/{id}',
    what: 'the field hidden from the caller removed from the module, with the rights that hide it',
    as: 'eastManager',
    request: async (f) => {
      const current = await adminGet(`/api/modules/${f.userModuleId}`);
      const fields = current.fields.filter((field: { code: string }) => field.code !== 'phone');
      return { method: 'PUT', url: `/api/modules/${f.userModuleId}`, payload: { fields } };
    },
    status: 403,
    message: /^Forbidden: roles grant user\.phone; only an administrator may remove, renumber or redirect/,
    unchanged: (f) => [`/api/modules/${f.userModuleId}`],
  },
  {
    route: 'DELETE /api/modules/{id}',
    what: 'a module deleted without the right',
    as: 'postEditor',
    request: (f) => ({ method: 'DELETE', url: `/api/modules/${f.userModuleId}` }),
    status: 403,
    message: LACKS('delete', 'Modules'),
    unchanged: (f) => [`/api/modules/${f.userModuleId}`],
  },
  {
    route: 'POST /api/menus',
    what: 'a menu created without the right (a new menu is granted to nobody)',
    as: 'postEditor',
    request: () => ({
      method: 'POST',
      url: '/api/menus',
      payload: {
        systemNo: PORTAL_SYSTEM_NO,
        applicationNo: PORTAL_APPLICATION_NO,
        parentId: null,
        name: 'New',
        path: '/escNew',
      },
    }),
    status: 403,
    message: LACKS('create', 'Menus'),
    unchanged: () => [`/api/menus?systemNo=${PORTAL_SYSTEM_NO}&applicationNo=${PORTAL_APPLICATION_NO}`],
  },
  {
    route: 'PUT /api/menus/{id}',
    what: 'a granted menu pointed at another page',
    as: 'boss',
    request: (f) => ({ method: 'PUT', url: `/api/menus/${f.menu.leaf}`, payload: { path: '/roleManage' } }),
    status: 403,
    message: GRANTED_LEAF,
    unchanged: (f) => [`/api/menus/${f.menu.leaf}`],
  },
  {
    route: 'DELETE /api/menus/{id}',
    what: 'a granted menu deleted with its grants',
    as: 'boss',
    request: (f) => ({ method: 'DELETE', url: `/api/menus/${f.menu.leaf}` }),
    status: 403,
    message: GRANTED_LEAF,
    unchanged: (f) => [`/api/menus/${f.menu.leaf}`],
  },
  {
    route: 'POST /api/systems',
    what: 'a system created without the right',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/systems', payload: { systemNo: 'ESC', name: 'New' } }),
    status: 403,
    message: LACKS('create', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  {
    route: 'PUT /api/systems/{id}',
    what: 'a system changed without the right',
    as: 'postEditor',
    request: () => ({ method: 'PUT', url: '/api/systems/1', payload: { name: 'Renamed' } }),
    status: 403,
    message: LACKS('update', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  {
    route: 'DELETE /api/systems/{id}',
    what: 'a system deleted without the right',
    as: 'postEditor',
    request: () => ({ method: 'DELETE', url: '/api/systems/1' }),
    status: 403,
    message: LACKS('delete', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  {
    route: 'POST /api/applications',
    what: 'an application created without the right',
    as: 'postEditor',
    request: () => ({
      method: 'POST',
      url: '/api/applications',
      payload: { systemNo: PORTAL_SYSTEM_NO, applicationNo: 'esc', name: 'New' },
    }),
    status: 403,
    message: LACKS('create', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  {
    route: 'PUT /api/applications/{id}',
    what: 'an application changed without the right',
    as: 'postEditor',
    request: () => ({ method: 'PUT', url: '/api/applications/1', payload: { name: 'Renamed' } }),
    status: 403,
    message: LACKS('update', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  {
    route: 'DELETE /api/applications/{id}',
    what: 'an application deleted without the right',
    as: 'postEditor',
    request: () => ({ method: 'DELETE', url: '/api/applications/1' }),
    status: 403,
    message: LACKS('delete', 'Systems and applications'),
    unchanged: () => ['/api/systems'],
  },
  // The download centre: an export needs the right of its kind.
  {
    route: 'POST /api/downloads/exports',
    what: 'a users export without the export right of users',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/downloads/exports', payload: { kind: 'users', query: {} } }),
    status: 403,
    message: LACKS('export', 'Users'),
    unchanged: () => ['/api/downloads/exports'],
  },
  {
    route: 'POST /api/feedbackManage/{id}/reply',
    what: 'a reply to feedback of a user outside the caller’s data scope',
    as: 'eastManager',
    request: (f) => ({ method: 'POST', url: `/api/feedbackManage/${f.feedback}/reply`, payload: { content: 'Not yours' } }),
    status: 404,
    message: /^Feedback not found$/,
    errorCode: '404',
    unchanged: (f) => [`/api/feedbackManage/${f.feedback}`],
  },
  {
    route: 'POST /api/feedbackManage/{id}/status',
    what: 'feedback of a user outside the caller’s data scope closed',
    as: 'eastManager',
    request: (f) => ({ method: 'POST', url: `/api/feedbackManage/${f.feedback}/status`, payload: { status: 3 } }),
    status: 404,
    message: /^Feedback not found$/,
    errorCode: '404',
    unchanged: (f) => [`/api/feedbackManage/${f.feedback}`],
  },
  // Notices: an administrator reaches only the readers and the notices of their data scope.
  {
    route: 'POST /api/noticeManage',
    what: 'a notice to everyone from a caller whose scope is their own organisation',
    as: 'eastManager',
    request: () => ({ method: 'POST', url: '/api/noticeManage', payload: noticeBody('ESC_NOTICE') }),
    status: 403,
    message: /^Forbidden: only a user whose data scope is "all" may publish to everyone$/,
    unchanged: () => ['/api/noticeManage?topic=ESC_NOTICE'],
  },
  {
    route: 'PUT /api/noticeManage/{id}',
    what: 'a notice written outside the caller’s data scope rewritten',
    as: 'eastManager',
    request: async () => ({ method: 'PUT', url: `/api/noticeManage/${await launchNotice()}`, payload: noticeBody('Taken over') }),
    status: 404,
    message: /^Notice not found$/,
    errorCode: '404',
    unchanged: () => ['/api/noticeManage?pageSize=100'],
  },
  {
    route: 'POST /api/noticeManage/{id}/publish',
    what: 'a notice written outside the caller’s data scope published',
    as: 'eastManager',
    request: async () => ({ method: 'POST', url: `/api/noticeManage/${await launchNotice()}/publish`, payload: {} }),
    status: 404,
    message: /^Notice not found$/,
    errorCode: '404',
    unchanged: () => ['/api/noticeManage?pageSize=100'],
  },
  {
    route: 'POST /api/noticeManage/{id}/withdraw',
    what: 'a notice written outside the caller’s data scope withdrawn',
    as: 'eastManager',
    request: async () => ({ method: 'POST', url: `/api/noticeManage/${await launchNotice()}/withdraw`, payload: {} }),
    status: 404,
    message: /^Notice not found$/,
    errorCode: '404',
    unchanged: () => ['/api/noticeManage?pageSize=100'],
  },
  {
    route: 'DELETE /api/noticeManage/{id}',
    what: 'a notice written outside the caller’s data scope deleted',
    as: 'eastManager',
    request: async () => ({ method: 'DELETE', url: `/api/noticeManage/${await launchNotice()}` }),
    status: 404,
    message: /^Notice not found$/,
    errorCode: '404',
    unchanged: () => ['/api/noticeManage?pageSize=100'],
  },
  {
    route: 'POST /api/noticeManage/attachments',
    what: 'a notice attachment uploaded without the right',
    as: 'postEditor',
    request: () => ({
      method: 'POST',
      url: '/api/noticeManage/attachments?fileName=esc.pdf',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('%PDF-1.7\n'),
    }),
    status: 403,
    message: LACKS('create', 'Notices'),
  },
  // To-dos: only the owner changes one; a colleague it is shared with may not, anyone else does not find it.
  {
    route: 'PUT /api/todos/{id}',
    what: 'an administrator’s to-do rewritten and reshared by a colleague it is shared with',
    as: 'eastManager',
    request: (f) => ({
      method: 'PUT',
      url: `/api/todos/${escTodo.id}`,
      payload: { title: 'Taken over', matters: [], assigneeIds: [f.user.eastManager, f.user.plain] },
    }),
    status: 403,
    message: /^Forbidden: only the owner of a to-do may change/,
    unchanged: () => ['/api/todos?pageSize=100'],
  },
  {
    route: 'DELETE /api/todos/{id}',
    what: 'an administrator’s to-do deleted by a colleague it is shared with',
    as: 'eastManager',
    request: () => ({ method: 'DELETE', url: `/api/todos/${escTodo.id}` }),
    status: 403,
    message: /^Forbidden: only the owner of a to-do may change/,
    unchanged: () => ['/api/todos?pageSize=100'],
  },
  {
    route: 'POST /api/todos/{id}/matters',
    what: 'a matter added to an administrator’s to-do by a colleague it is shared with',
    as: 'eastManager',
    request: () => ({ method: 'POST', url: `/api/todos/${escTodo.id}/matters`, payload: { content: 'Mine too' } }),
    status: 403,
    message: /^Forbidden: only the owner of a to-do may change/,
    unchanged: () => ['/api/todos?pageSize=100'],
  },
  {
    route: 'POST /api/todos/{id}/done',
    what: 'an administrator’s to-do marked done by someone it is not shared with',
    as: 'boss',
    request: () => ({ method: 'POST', url: `/api/todos/${escTodo.id}/done`, payload: { done: true } }),
    status: 404,
    message: /^To-do not found$/,
    errorCode: '404',
    unchanged: () => ['/api/todos?pageSize=100'],
  },
  {
    route: 'PUT /api/todos/{id}/matters/{matterId}',
    what: 'a matter of an administrator’s to-do ticked by someone it is not shared with',
    as: 'boss',
    request: () => ({ method: 'PUT', url: `/api/todos/${escTodo.id}/matters/${escTodo.matterId}`, payload: { done: true } }),
    status: 404,
    message: /^To-do not found$/,
    errorCode: '404',
    unchanged: () => ['/api/todos?pageSize=100'],
  },
  // Data dictionary: global, so only the module's rights guard it.
  ...(
    [
      ['POST /api/dictTypes', 'create', () => ({ method: 'POST', url: '/api/dictTypes', payload: { code: 'escType', name: '类型', nameEn: 'Type' } })],
      ['PUT /api/dictTypes/{code}', 'update', () => ({ method: 'PUT', url: '/api/dictTypes/noticeType', payload: { name: 'Taken over' } })],
      ['DELETE /api/dictTypes/{code}', 'delete', () => ({ method: 'DELETE', url: '/api/dictTypes/noticeType' })],
      [
        'POST /api/dictTypes/{code}/items',
        'create',
        () => ({ method: 'POST', url: '/api/dictTypes/noticeType/items', payload: { code: 'esc', label: '越权', labelEn: 'Escalated' } }),
      ],
      ['PUT /api/dictTypes/{code}/items/order', 'update', () => ({ method: 'PUT', url: '/api/dictTypes/noticeType/items/order', payload: { ids: [1] } })],
      ['PUT /api/dictItems/{id}', 'update', () => ({ method: 'PUT', url: '/api/dictItems/1', payload: { label: 'Taken over' } })],
      ['DELETE /api/dictItems/{id}', 'delete', () => ({ method: 'DELETE', url: '/api/dictItems/1' })],
    ] as const
  ).map(
    ([route, action, request]): Attack => ({
      route,
      what: `the data dictionary changed without the ${action} right`,
      as: 'postEditor',
      request,
      status: 403,
      message: LACKS(action, 'Data dictionary'),
      unchanged: () => ['/api/dictTypes', '/api/dictTypes/noticeType/items'],
    }),
  ),
  // Task rules: a manager changes only the rules of their data scope; another's is not found.
  {
    route: 'POST /api/taskRules',
    what: 'a dispatch rule created without the right',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/taskRules', payload: escRuleBody('ESC_RULE_NEW', 9902) }),
    status: 403,
    message: LACKS('create', 'Task rules'),
    unchanged: () => ['/api/taskRules?pageSize=100'],
  },
  {
    route: 'PUT /api/taskRules/{id}',
    what: 'an administrator’s rule outside the caller’s data scope redirected to the caller',
    as: 'eastManager',
    request: (f) => ({ method: 'PUT', url: `/api/taskRules/${escRule.id}`, payload: { ...escRuleBody('Taken over', 9901), targetIds: [f.user.eastManager] } }),
    status: 404,
    message: /^Task rule not found$/,
    errorCode: '404',
    unchanged: () => ['/api/taskRules?pageSize=100'],
  },
  {
    route: 'PUT /api/taskRules/{id}/enabled',
    what: 'an administrator’s rule outside the caller’s data scope disabled',
    as: 'eastManager',
    request: () => ({ method: 'PUT', url: `/api/taskRules/${escRule.id}/enabled`, payload: { enabled: false } }),
    status: 404,
    message: /^Task rule not found$/,
    errorCode: '404',
    unchanged: () => ['/api/taskRules?pageSize=100'],
  },
  {
    route: 'DELETE /api/taskRules/{id}',
    what: 'an administrator’s rule outside the caller’s data scope deleted',
    as: 'eastManager',
    request: () => ({ method: 'DELETE', url: `/api/taskRules/${escRule.id}` }),
    status: 404,
    message: /^Task rule not found$/,
    errorCode: '404',
    unchanged: () => ['/api/taskRules?pageSize=100'],
  },
  // Tasks: types need task:update; a manager reaches only the tasks of their data scope; intake needs a key.
  {
    route: 'POST /api/taskTypes',
    what: 'a task type created without the right',
    as: 'postEditor',
    request: () => ({ method: 'POST', url: '/api/taskTypes', payload: { code: 'escType', name: 'Escalation', serviceHours: 8 } }),
    status: 403,
    message: LACKS('update', 'Task dispatch'),
    unchanged: () => ['/api/taskTypes'],
  },
  {
    route: 'PUT /api/taskTypes/{id}',
    what: 'a task type disabled without the right',
    as: 'postEditor',
    request: () => ({ method: 'PUT', url: `/api/taskTypes/${escTask.typeId}`, payload: { enabled: true } }),
    status: 403,
    message: LACKS('update', 'Task dispatch'),
    unchanged: () => ['/api/taskTypes'],
  },
  {
    route: 'POST /api/tasks',
    what: 'a task created for an organisation outside the caller’s data scope',
    as: 'eastManager',
    request: () => ({ method: 'POST', url: '/api/tasks', payload: { typeId: escTask.typeId, orgId: f.org.west.id, title: 'ESC_TASK_NEW' } }),
    status: 403,
    message: OUTSIDE_ORG('ESC_WEST'),
    unchanged: () => ['/api/tasks?keyword=ESC_TASK_NEW'],
  },
  {
    route: 'POST /api/tasks/dispatch',
    what: 'a task outside the caller’s data scope dispatched to a colleague',
    as: 'eastManager',
    request: (f) => ({ method: 'POST', url: '/api/tasks/dispatch', payload: { ids: [escTask.pool], assigneeId: f.user.plain } }),
    status: 404,
    message: /^ids: task \d+ not found$/,
    errorCode: '404',
    unchanged: () => [`/api/tasks/${escTask.pool}`],
  },
  {
    route: 'POST /api/tasks/reassign',
    what: 'an administrator’s task outside the caller’s data scope taken to a colleague',
    as: 'eastManager',
    request: (f) => ({ method: 'POST', url: '/api/tasks/reassign', payload: { ids: [escTask.other], assigneeId: f.user.plain } }),
    status: 404,
    message: /^ids: task \d+ not found$/,
    errorCode: '404',
    unchanged: () => [`/api/tasks/${escTask.other}`],
  },
  {
    route: 'POST /api/tasks/cancel',
    what: 'an administrator’s task outside the caller’s data scope cancelled',
    as: 'eastManager',
    request: () => ({ method: 'POST', url: '/api/tasks/cancel', payload: { ids: [escTask.other], reason: 'Not yours' } }),
    status: 404,
    message: /^ids: task \d+ not found$/,
    errorCode: '404',
    unchanged: () => [`/api/tasks/${escTask.other}`],
  },
  ...(['start', 'complete', 'return', 'comment'] as const).map(
    (action): Attack => ({
      route: `POST /api/tasks/{id}/${action}`,
      what: `an administrator’s task outside the caller’s data scope: ${action}`,
      as: 'eastManager',
      request: () => ({ method: 'POST', url: `/api/tasks/${escTask.mine}/${action}`, payload: action === 'return' ? { reason: 'x' } : action === 'comment' ? { text: 'x' } : {} }),
      status: 404,
      message: /^Task not found$/,
      errorCode: '404',
      unchanged: () => [`/api/tasks/${escTask.mine}`],
    }),
  ),
  {
    route: 'POST /api/tasks/import',
    what: 'tasks imported without the right',
    as: 'postEditor',
    request: async () => ({
      method: 'POST',
      url: '/api/tasks/import',
      headers: { 'content-type': XLSX },
      payload: await workbook([['typeCode', 'title', 'orgNo']]),
    }),
    status: 403,
    message: LACKS('import', 'Task dispatch'),
  },
  {
    route: 'POST /api/tasks/intake',
    what: 'tasks taken in with a session but no integration key',
    as: 'eastManager',
    request: () => ({
      method: 'POST',
      url: '/api/tasks/intake',
      payload: { tasks: [{ typeCode: 'voucher', orgNo: 'ESC_WEST', title: 'ESC_INTAKE', sourceRef: 'ESC-1' }] },
    }),
    status: 401,
    message: /^The integration key is not valid for this call$/,
    errorCode: 'UNAUTHORIZED',
    unchanged: () => ['/api/tasks?keyword=ESC_INTAKE'],
  },
  // Integrations: global, so only the module's rights guard the clients and their keys.
  ...(
    [
      ['POST /api/integrations', 'create', () => ({ method: 'POST', url: '/api/integrations', payload: { name: 'ESC client', sourceSystem: 'ESC', scopes: ['users:read'] } })],
      ['PUT /api/integrations/{id}', 'update', () => ({ method: 'PUT', url: '/api/integrations/1', payload: { scopes: ['users:read', 'tasks:create'] } })],
      ['PUT /api/integrations/{id}/enabled', 'update', () => ({ method: 'PUT', url: '/api/integrations/1/enabled', payload: { enabled: true } })],
      ['POST /api/integrations/{id}/rotate', 'update', () => ({ method: 'POST', url: '/api/integrations/1/rotate', payload: {} })],
      ['POST /api/integrations/{id}/revoke', 'update', () => ({ method: 'POST', url: '/api/integrations/1/revoke', payload: {} })],
      ['DELETE /api/integrations/{id}', 'delete', () => ({ method: 'DELETE', url: '/api/integrations/1' })],
    ] as const
  ).map(
    ([route, action, request]): Attack => ({
      route,
      what: `an integration client changed without the ${action} right`,
      as: 'postEditor',
      request,
      status: 403,
      message: LACKS(action, 'Integrations'),
      unchanged: () => ['/api/integrations?pageSize=100'],
    }),
  ),
  {
    route: 'POST /api/tasks/{id}/claim',
    what: 'a waiting task of another organisation claimed by someone no rule gives it to',
    as: 'eastManager',
    request: () => ({ method: 'POST', url: `/api/tasks/${escTask.pool}/claim`, payload: {} }),
    status: 404,
    message: /^Task not found among the tasks you may claim$/,
    errorCode: '404',
    unchanged: () => [`/api/tasks/${escTask.pool}`],
  },
  // Devices and sessions: an administrator's are changed by administrators only.
  ...(['revoke', 'block', 'unblock'] as const).map(
    (action): Attack => ({
      route: `POST /api/userDevices/{id}/${action}`,
      what: `an administrator’s device (${action}) by a non-administrator holding every device right`,
      as: 'boss',
      request: async () => ({ method: 'POST', url: `/api/userDevices/${(await adminDevice()).deviceId}/${action}`, payload: {} }),
      status: 403,
      message: ADMINISTRATORS,
      unchanged: () => ['/api/userDevices?keyword=admin&pageSize=100'],
    }),
  ),
  {
    route: 'POST /api/sessions/{id}/revoke',
    what: 'an administrator’s session ended by a non-administrator holding every device right',
    as: 'boss',
    request: async () => ({ method: 'POST', url: `/api/sessions/${(await adminDevice()).sessionId}/revoke`, payload: {} }),
    status: 403,
    message: ADMINISTRATORS,
    unchanged: () => ['/api/userDevices?keyword=admin&pageSize=100'],
  },
];

/** A second browser of the seeded administrator (not the one whose session the tests use). */
const ADMIN_OTHER_DEVICE = 'escAdminOther'.padEnd(43, '0');

/** The administrator's other device, and its newest session. */
async function adminDevice(): Promise<{ deviceId: number; sessionId: number }> {
  const [row] = await t.db
    .select({ deviceId: userDevices.id, sessionId: sessions.id })
    .from(userDevices)
    .innerJoin(users, eq(users.id, userDevices.userId))
    .innerJoin(sessions, eq(sessions.deviceId, userDevices.id))
    .where(and(eq(users.account, 'admin'), eq(userDevices.keyHash, sha256Hex(ADMIN_OTHER_DEVICE))))
    .orderBy(desc(sessions.id))
    .limit(1);
  return row;
}

/** A notice to everyone, published now. */
function noticeBody(topic: string) {
  return {
    topic,
    content: '<p>x</p>',
    type: 'general',
    level: 1,
    pinned: false,
    publish: 'now',
    alsoMessage: false,
    targets: [{ kind: 'all', refId: 0 }],
    attachmentIds: [],
  };
}

/** The launch notice of the seed, written by the administrator. */
async function launchNotice(): Promise<number> {
  const page = await adminGet(`/api/noticeManage?topic=${encodeURIComponent('系统上线通知')}`);
  return page.list[0]?.id ?? 999_999;
}

let t: TestApp;
const f = { org: {}, role: {}, user: {}, group: {}, post: {}, menu: {}, cookie: {} } as Fixtures;

async function adminGet(url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: f.cookie.admin, 'accept-language': 'en' },
  });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json().data;
}

/**
 * Who the administrators are, their account rows and the roles, groups and posts they hold,
 * read straight from the tables.
 */
async function administrators() {
  const { rows } = (await t.db.execute(sql`
    WITH held(user_id, role_id) AS (
      SELECT user_id, role_id FROM user_roles
      UNION SELECT m.user_id, g.role_id FROM user_group_members m JOIN group_roles g ON g.group_id = m.group_id
      UNION SELECT h.user_id, r.role_id FROM user_posts h JOIN posts p ON p.id = h.post_id AND p.status = 1
        JOIN post_roles r ON r.post_id = h.post_id
    )
    SELECT to_jsonb(u) AS account,
      (SELECT jsonb_agg(h.role_id ORDER BY h.role_id) FROM held h WHERE h.user_id = u.id) AS roles,
      (SELECT jsonb_agg(m.group_id ORDER BY m.group_id) FROM user_group_members m WHERE m.user_id = u.id) AS groups,
      (SELECT jsonb_agg(h.post_id ORDER BY h.post_id) FROM user_posts h WHERE h.user_id = u.id) AS posts
    FROM users u
    WHERE u.id IN (SELECT h.user_id FROM held h JOIN roles r ON r.id = h.role_id WHERE r.is_admin AND r.status = 1)
    ORDER BY u.id`)) as unknown as { rows: unknown[] };
  return rows;
}

/** The caller's enabled roles with their data scopes, organisation and the organisations below it, and what the shell is told. */
async function ownAccess(name: CallerName) {
  const { rows } = (await t.db.execute(sql`
    WITH held(role_id) AS (
      SELECT role_id FROM user_roles WHERE user_id = ${f.user[name]}
      UNION SELECT g.role_id FROM user_group_members m JOIN group_roles g ON g.group_id = m.group_id WHERE m.user_id = ${f.user[name]}
      UNION SELECT r.role_id FROM user_posts h JOIN posts p ON p.id = h.post_id AND p.status = 1
        JOIN post_roles r ON r.post_id = h.post_id WHERE h.user_id = ${f.user[name]}
    )
    SELECT u.org_id AS "orgId",
      (SELECT jsonb_agg(jsonb_build_array(r.id, r.data_scope,
         (SELECT jsonb_agg(o.org_id ORDER BY o.org_id) FROM role_orgs o WHERE o.role_id = r.id)) ORDER BY r.id)
       FROM roles r WHERE r.status = 1 AND r.id IN (SELECT role_id FROM held)) AS roles,
      (SELECT jsonb_agg(o.id ORDER BY o.id) FROM orgs o JOIN orgs mine ON mine.id = u.org_id
       WHERE o.path LIKE mine.path || '%') AS "orgsBelow"
    FROM users u WHERE u.id = ${f.user[name]}`)) as unknown as { rows: unknown[] };
  const shell = await t.app.inject({ method: 'GET', url: '/api/home/access', headers: { cookie: f.cookie[name] } });
  return { ...(rows[0] as object), shell: shell.json().data };
}

/** A role with exactly these module actions and this data scope. */
async function role(roleCode: string, actions: Record<string, string[]>, dataScope: DataScopeValue, isAdmin = false) {
  const id = (await insertRoleIfAbsent(t.db, { roleCode, name: roleCode, dataScope, isAdmin }))!;
  for (const [moduleNo, granted] of Object.entries(actions)) await grantModuleActions(t.db, id, moduleNo, granted);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);

beforeAll(async () => {
  const root = (await findOrgByNo(t.db, 'FSSC'))!;
  const org = (parent: Org, orgNo: string) =>
    insertOrg(t.db, { parentId: parent.id, orgNo, name: orgNo }, parent.path, new Date());
  const east = await org(root, 'ESC_EAST');
  const west = await org(root, 'ESC_WEST');
  f.org = { root, east, west, eastSub: await org(east, 'ESC_EAST_SUB'), westLeaf: await org(west, 'ESC_WEST_LEAF') };

  const buttons = await t.db.select().from(moduleItems).where(eq(moduleItems.kind, 'button'));
  const everyAction: Record<string, string[]> = {};
  for (const { moduleNo, code } of buttons) everyAction[moduleNo] = [...(everyAction[moduleNo] ?? []), code];
  const [leaf] = await t.db
    .insert(menus)
    .values({
      systemNo: PORTAL_SYSTEM_NO,
      applicationNo: PORTAL_APPLICATION_NO,
      name: 'Escalation leaf',
      path: '/escLeaf',
    })
    .returning();
  const [other] = await t.db.select().from(menus).where(eq(menus.path, '/roleManage'));
  f.menu = { leaf: leaf.id, other: other.id };
  const everyMenu = async (roleId: number) =>
    t.db
      .insert(roleMenus)
      .select(t.db.select({ roleId: sql<number>`${roleId}`.as('role_id'), menuId: menus.id }).from(menus));

  f.role = {
    adminB: await role('admin_b', {}, DATA_SCOPE.all, true),
    boss: await role('esc_boss', everyAction, DATA_SCOPE.all),
    wide: await role('esc_wide', { user: ['view'] }, DATA_SCOPE.all),
    target: await role('esc_target', {}, DATA_SCOPE.self),
    eastViewer: await role('esc_east_viewer', { user: ['view'] }, DATA_SCOPE.ownOrg),
  };
  await everyMenu(f.role.boss);
  const eastManager = await role('esc_east_manager', everyAction, DATA_SCOPE.ownOrgAndBelow);
  await everyMenu(eastManager);
  for (const roleId of [eastManager, f.role.eastViewer])
    await setRoleFieldRights(t.db, roleId, 'user', { phone: 'hidden' });
  await role('esc_post_editor', { post: ['view', 'update'] }, DATA_SCOPE.self);
  await role('esc_group_deleter', { userGroup: ['view', 'delete'] }, DATA_SCOPE.self);
  await role('esc_user_updater', { user: ['update'] }, DATA_SCOPE.all);
  await role('esc_own_org_updater', { user: ['view', 'update'] }, DATA_SCOPE.ownOrg);
  await role(
    'esc_role_manager',
    { role: ['view', 'create', 'update', 'delete'], user: ['view', 'create', 'update'] },
    DATA_SCOPE.ownOrg,
  );

  f.user = {
    admin2: await createUser(t.db, { account: 'esc_admin2', roles: ['admin_b'], orgId: root.id }),
    admin3: await createUser(t.db, { account: 'esc_admin3', orgId: root.id }),
    postAdmin: await createUser(t.db, { account: 'esc_post_admin', orgId: east.id }),
    plain: await createUser(t.db, { account: 'esc_plain', orgId: east.id }),
  } as Fixtures['user'];
  const [adminGroup, plainGroup] = await t.db
    .insert(userGroups)
    .values([
      { groupNo: 'ESC_ADMINS', name: 'Administrators' },
      { groupNo: 'ESC_PLAIN', name: 'Plain' },
    ])
    .returning();
  await t.db.insert(groupRoles).values({ groupId: adminGroup.id, roleId: f.role.adminB });
  await t.db.insert(userGroupMembers).values({ groupId: adminGroup.id, userId: f.user.admin3 });
  f.group = { admin: adminGroup.id, plain: plainGroup.id };
  const [adminOff, adminEmpty, plainPost] = await t.db
    .insert(posts)
    .values([
      { postNo: 'ESC_ADMIN_OFF', name: 'Dormant administrator', status: 0 },
      { postNo: 'ESC_ADMIN_EMPTY', name: 'Administrator post' },
      { postNo: 'ESC_PLAIN', name: 'Plain post' },
    ])
    .returning();
  await t.db.insert(postRoles).values([
    { postId: adminOff.id, roleId: f.role.adminB },
    { postId: adminEmpty.id, roleId: f.role.adminB },
  ]);
  await t.db.insert(userPosts).values({ postId: adminOff.id, userId: f.user.postAdmin });
  f.post = { adminOff: adminOff.id, adminEmpty: adminEmpty.id, plain: plainPost.id };
  f.userModuleId = (await findModule(t.db, 'user'))!.id;
  f.feedback = await insertFeedback(t.db, { userId: f.user.admin2, content: 'Escalation', contact: null, screenshotFileId: null }, new Date());
});

beforeAll(async () => {
  const callers: [CallerName, string, Org][] = [
    ['boss', 'esc_boss', f.org.root],
    ['eastManager', 'esc_east_manager', f.org.east],
    ['postEditor', 'esc_post_editor', f.org.root],
    ['groupDeleter', 'esc_group_deleter', f.org.root],
    ['userUpdater', 'esc_user_updater', f.org.root],
    ['ownOrgUpdater', 'esc_own_org_updater', f.org.east],
    ['roleManager', 'esc_role_manager', f.org.east],
  ];
  for (const [name, roleCode, org] of callers) {
    const signedIn = await createSignedInUser(t, { account: `c_${roleCode}`, roles: [roleCode], orgId: org.id });
    f.user[name] = signedIn.id;
    f.cookie[name] = signedIn.cookie;
  }
  f.cookie.admin = await signedInCookie(t.app);
  const other = await signIn(t.app, 'admin', ADMIN_PASSWORD, { cookie: `${DEVICE_COOKIE}=${ADMIN_OTHER_DEVICE}` });
  expect(other.json().data.loginFlag).toBe(0);
});

// A link of the boss to an administrator's account that has ended (the attacks on links change it).
beforeAll(async () => {
  await linkAccount(t.db, f.user.boss, f.user.admin2, { validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2020-02-01T00:00:00Z') });
});

afterAll(() => t.close());

test('every mutating route of the OpenAPI document has an attack in the table, or is self-service', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const routes = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => MUTATING.includes(method) && path.startsWith('/api/'))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  const attacked = new Set(ATTACKS.map((attack) => attack.route));
  expect(routes.filter((route) => !attacked.has(route) && !(route in SELF_SERVICE))).toEqual([]);
  // The table names no route the document lacks, and no route is both attacked and excused.
  expect([...attacked, ...Object.keys(SELF_SERVICE)].filter((route) => !routes.includes(route))).toEqual([]);
  expect(Object.keys(SELF_SERVICE).filter((route) => attacked.has(route))).toEqual([]);
});

describe('every attack is refused and changes nothing', () => {
  test.each(ATTACKS.map((attack) => [`${attack.route}: ${attack.what}`, attack] as const))('%s', async (_, attack) => {
    const probes = attack.unchanged?.(f) ?? [];
    const before = {
      administrators: await administrators(),
      own: await ownAccess(attack.as),
      probes: await Promise.all(probes.map(adminGet)),
    };
    const request = await attack.request(f);
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, cookie: f.cookie[attack.as], 'accept-language': 'en' },
    });
    expectError(response, attack.status, attack.message, attack.errorCode ?? 'FORBIDDEN');
    expect({
      administrators: await administrators(),
      own: await ownAccess(attack.as),
      probes: await Promise.all(probes.map(adminGet)),
    }).toEqual(before);
  });
});

describe('legitimate work on what the caller controls goes through', () => {
  const callAs = (name: CallerName) => as(t.app, f.cookie[name], EN);
  type Answer = { statusCode: number; body: string };
  const ok = async (response: Answer | Promise<Answer>) => {
    const { statusCode, body } = await response;
    expect({ statusCode, body: statusCode === 200 ? '' : body }).toEqual({ statusCode: 200, body: '' });
  };

  test('a non-administrator holding every module action manages other users, roles, groups and posts', async () => {
    const boss = callAs('boss');
    const { plain } = f.user;
    await ok(boss.put(`/api/users/${plain}`, { email: 'plain@example.com' }));
    await ok(boss.post(`/api/users/${plain}/resetPassword`));
    await ok(boss.post(`/api/users/${plain}/status`, { status: 0 }));
    await ok(boss.post(`/api/users/${plain}/status`, { status: 1 }));
    await ok(boss.post(`/api/users/${plain}/unlock`));

    const created = await boss.post('/api/roles', {
      roleCode: 'esc_clerk',
      name: 'Clerk',
      dataScope: DATA_SCOPE.ownOrg,
    });
    await ok(created);
    const clerk = created.json().data.id;
    await ok(boss.put(`/api/roles/${clerk}/modules/user`, { actions: ['view', 'update'] }));
    await ok(boss.put(`/api/roles/${clerk}/fields/user`, { fields: { phone: 'hidden' } }));
    await ok(
      boss.put(`/api/roles/${clerk}/menus`, {
        systemNo: PORTAL_SYSTEM_NO,
        applicationNo: PORTAL_APPLICATION_NO,
        menuIds: [f.menu.leaf],
      }),
    );
    await ok(boss.put(`/api/users/${plain}/roles`, { roleIds: [clerk] }));
    await ok(boss.put(`/api/user-groups/${f.group.plain}/roles`, { roleIds: [clerk] }));
    await ok(boss.post(`/api/user-groups/${f.group.plain}/members`, { userIds: [plain] }));
    await ok(boss.del(`/api/user-groups/${f.group.plain}/members/${plain}`));
    await ok(boss.put(`/api/posts/${f.post.plain}/roles`, { roleIds: [clerk] }));
    await ok(boss.put(`/api/users/${plain}/posts`, { postIds: [f.post.plain] }));
    await ok(boss.put(`/api/posts/${f.post.plain}`, { status: 0 }));
    await ok(boss.put(`/api/posts/${f.post.plain}`, { status: 1 }));
    await ok(boss.put(`/api/roles/${clerk}`, { status: 0 }));
    await ok(boss.put(`/api/users/${plain}/roles`, { roleIds: [] }));
    await ok(boss.put(`/api/users/${plain}/posts`, { postIds: [] }));
    await ok(boss.put(`/api/user-groups/${f.group.plain}/roles`, { roleIds: [] }));
    await ok(boss.put(`/api/posts/${f.post.plain}/roles`, { roleIds: [] }));
    await ok(boss.del(`/api/roles/${clerk}`));
  });

  test('a manager of their own organisation and below works within it', async () => {
    const manager = callAs('eastManager');
    const created = await manager.post('/api/orgs', { parentId: f.org.east.id, orgNo: 'ESC_EAST_NEW', name: 'New' });
    await ok(created);
    await ok(manager.put(`/api/orgs/${created.json().data.id}`, { parentId: f.org.eastSub.id }));
    await ok(manager.del(`/api/orgs/${created.json().data.id}`));
    const newcomer = await createUser(t.db, { account: 'esc_newcomer', orgId: f.org.eastSub.id });
    // A role of "own organisation" scope that hides the phone, as the manager's does.
    await ok(manager.post(`/api/roles/${f.role.eastViewer}/users`, { userIds: [newcomer] }));
    await ok(
      manager.put(`/api/roles/${f.role.eastViewer}/fields/user`, { fields: { phone: 'hidden', email: 'readonly' } }),
    );
    await ok(manager.put(`/api/users/${newcomer}`, { orgId: f.org.east.id }));
    await ok(manager.del(`/api/roles/${f.role.eastViewer}/users/${newcomer}`));
  });

  test('a module and menu manager changes what no role uses, and granted menus’ names', async () => {
    const boss = callAs('boss');
    const module = await adminGet(`/api/modules/${f.userModuleId}`);
    const withExtra = [...module.buttons, { code: 'audit', name: 'Audit' }];
    await ok(boss.put(`/api/modules/${f.userModuleId}`, { buttons: withExtra }));
    await ok(boss.put(`/api/modules/${f.userModuleId}`, { buttons: module.buttons }));
    await ok(boss.put(`/api/menus/${f.menu.leaf}`, { name: 'Renamed leaf', sort: 99 }));
    const created = await boss.post('/api/menus', {
      systemNo: PORTAL_SYSTEM_NO,
      applicationNo: PORTAL_APPLICATION_NO,
      parentId: null,
      name: 'Ungranted',
      path: '/escUngranted',
    });
    await ok(created);
    await ok(boss.put(`/api/menus/${created.json().data.id}`, { path: '/escElsewhere' }));
    await ok(boss.del(`/api/menus/${created.json().data.id}`));
  });

  test('a role manager of their own organisation creates and gives roles within it', async () => {
    const manager = callAs('roleManager');
    const created = await manager.post('/api/roles', {
      roleCode: 'esc_own_clerk',
      name: 'Own clerk',
      dataScope: DATA_SCOPE.ownOrg,
    });
    await ok(created);
    const clerk = created.json().data.id;
    await ok(manager.put(`/api/roles/${clerk}/modules/user`, { actions: ['view'] }));
    await ok(manager.put(`/api/users/${f.user.plain}/roles`, { roleIds: [clerk] }));
    await ok(manager.put(`/api/users/${f.user.plain}/roles`, { roleIds: [] }));
  });
});

/** The attacks in an order an administrator can carry out: deletions last, of parts before their wholes. */
const depth = (attack: Attack) => attack.route.split('/').length;
const REPLAYED = [
  ...ATTACKS.filter((attack) => !attack.route.startsWith('DELETE')),
  ...ATTACKS.filter((attack) => attack.route.startsWith('DELETE')).sort((a, b) => depth(b) - depth(a)),
];

describe('an administrator passes every guard', () => {
  test.each(REPLAYED.map((attack) => [`${attack.route}: ${attack.what}`, attack] as const))('%s', async (_, attack) => {
    const request = await attack.request(f);
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, cookie: f.cookie.admin, 'accept-language': 'en' },
    });
    // Earlier calls may have removed the target (404) or left it in use (409); none is forbidden.
    const refused = response.statusCode === 403 || response.statusCode >= 500;
    expect(refused ? `${response.statusCode} ${response.body}` : 'not refused').toBe('not refused');
  });
});

/** A to-do of the administrator, shared with the east manager, with one matter. */
const escTodo = { id: 999_999, matterId: 999_999 };
beforeAll(async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/todos',
    headers: { cookie: f.cookie.admin },
    payload: { title: 'ESC_TODO', matters: [{ content: 'Check' }], assigneeIds: [f.user.eastManager] },
  });
  expect(created.statusCode).toBe(200);
  escTodo.id = created.json().data.id;
  escTodo.matterId = created.json().data.matters[0].id;
});

/** A dispatch rule of the administrator (root organisation), targeting the administrator. */
const escRule = { id: 999_999 };
const escRuleBody = (name: string, sort: number) => ({
  name,
  sort,
  conditions: [{ field: 'type', operator: 'eq', value: 'payment' }],
  targetKind: 'users',
  targetIds: [f.user.admin2],
  strategy: 'roundRobin',
});
beforeAll(async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/taskRules', headers: { cookie: f.cookie.admin }, payload: escRuleBody('ESC_RULE', 9901) });
  expect(created.statusCode).toBe(200);
  escRule.id = created.json().data.id;
});

/** Tasks of the administrator in an organisation outside the east manager's scope: one waiting, two assigned to the administrator. */
const escTask = { typeId: 999_999, pool: 999_999, other: 999_999, mine: 999_999 };
beforeAll(async () => {
  const call = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { cookie: f.cookie.admin }, payload });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json().data;
  };
  // Not 'payment': the escalation rule above takes those.
  escTask.typeId = (await adminGet('/api/taskTypes')).find((type: { code: string }) => type.code === 'voucher').id;
  const { rows } = (await t.db.execute(sql`SELECT id FROM users WHERE account = 'admin'`)) as unknown as { rows: { id: number }[] };
  const task = async (title: string) => (await call('/api/tasks', { typeId: escTask.typeId, orgId: f.org.west.id, title })).id as number;
  escTask.pool = await task('ESC_TASK_POOL');
  escTask.other = await task('ESC_TASK_OTHER');
  escTask.mine = await task('ESC_TASK_MINE');
  await call('/api/tasks/dispatch', { ids: [escTask.other, escTask.mine], assigneeId: rows[0].id });
});
