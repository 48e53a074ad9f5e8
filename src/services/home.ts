/** Systems, applications, menus and portal links of the shell (spec section 7). */
import type { MenuNode as ServerMenuNode } from '../../server/plugins/home/menuTree';
import type { AccessInfo } from '@/utils/accessCodes';
import { requestData } from './request';

export interface Application {
  applicationNo: string;
  name: string;
  homePageUrl: string | null;
}

export interface System {
  name: string;
  systemNo: string;
  applications: Application[];
}

/** A menu node as the server answers it (the one definition lives with the server's menu tree). */
export interface MenuNode extends Omit<ServerMenuNode, 'children'> {
  children: MenuNode[];
  /** Depth in the tree, 1 for the top level: added by the client (src/utils/menu.ts). */
  level?: number;
}

export interface PortalLink {
  id: number;
  kind: 'link' | 'help';
  name: string;
  url: string;
}

export function fetchSystems(): Promise<System[]> {
  return requestData<System[]>('/api/home/system', { method: 'POST', data: {} });
}

export function fetchMenus(payload: { systemNo: string; applicationNo: string }): Promise<MenuNode[]> {
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

export interface MyRole {
  roleCode: string;
  name: string;
  isAdmin: boolean;
}

export function fetchMyRoles(): Promise<MyRole[]> {
  return requestData<MyRole[]>('/api/home/roles', { method: 'GET' });
}

/** The user's function and field rights (access codes), for hiding what they cannot use. */
export function fetchAccess(): Promise<AccessInfo> {
  return requestData<AccessInfo>('/api/home/access', { method: 'GET' });
}
