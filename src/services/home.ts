/** Systems, applications, menus and portal links of the shell (spec section 7). */
import type { Static } from '@sinclair/typebox';
import type {
  Application as ApplicationSchema,
  Bootstrap as BootstrapSchema,
  BootstrapQuery,
  MenuNode as MenuNodeSchema,
  MenuQuery,
  MyRole as MyRoleSchema,
  PortalLink as PortalLinkSchema,
  SystemItem,
} from '../../server/plugins/home/contract';
import type { AccessInfo } from '@/utils/accessCodes';
import { requestData } from './request';

export type Application = Static<typeof ApplicationSchema>;
export type System = Static<typeof SystemItem>;
export type PortalLink = Static<typeof PortalLinkSchema>;
export type MyRole = Static<typeof MyRoleSchema>;
export type Bootstrap = Static<typeof BootstrapSchema>;

/** A menu node as the server answers it, with the depth the client adds. */
export interface MenuNode extends Omit<Static<typeof MenuNodeSchema>, 'children'> {
  children: MenuNode[];
  /** Depth in the tree, 1 for the top level: added by the client (src/utils/menu.ts). */
  level?: number;
}

export function fetchSystems(): Promise<System[]> {
  return requestData<System[]>('/api/home/system', { method: 'POST', data: {} });
}

export function fetchMenus(payload: Static<typeof MenuQuery>): Promise<MenuNode[]> {
  return requestData<MenuNode[]>('/api/home/menu', { method: 'POST', data: payload });
}

export function fetchSettingMenus(): Promise<MenuNode[]> {
  return requestData<MenuNode[]>('/api/home/setting_menu', { method: 'POST', data: {} });
}

export function fetchLinks(): Promise<PortalLink[]> {
  return requestData<PortalLink[]>('/api/home/links', { method: 'GET' });
}

export function fetchIsAdmin(): Promise<boolean> {
  return requestData<boolean>('/api/home/isAdmin', { method: 'GET' });
}

export function fetchMyRoles(): Promise<MyRole[]> {
  return requestData<MyRole[]>('/api/home/roles', { method: 'GET' });
}

/** The user's function and field rights (access codes), for hiding what they cannot use. */
export function fetchAccess(): Promise<AccessInfo> {
  return requestData<AccessInfo>('/api/home/access', { method: 'GET' });
}

/** Everything the shell needs after sign-in in one call; its menus are those of the default choice. */
export function fetchBootstrap(preferred: Static<typeof BootstrapQuery>): Promise<Bootstrap> {
  // Silent: when it fails the shell falls back to the single calls, which show their own errors.
  return requestData<Bootstrap>('/api/home/bootstrap', { method: 'GET', params: preferred, skipErrorHandler: true });
}
