/**
 * Roles and what they authorise (module `role`): the role list and form, data scope, function
 * rights (module buttons and menus), field rights, who holds a role, and who holds which role.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AuthorizedQuery as AuthorizedQuerySchema,
  AuthorizedRow as AuthorizedRowSchema,
  CreateRoleBody,
  FieldRights,
  RoleFunctions as RoleFunctionsSchema,
  RoleItem as RoleItemSchema,
  RoleListQuery,
  RoleMenusBody,
  RoleOption as RoleOptionSchema,
  RoleUser,
  RoleUsersQuery,
  UpdateRoleBody,
  UserAuthorization as UserAuthorizationSchema,
} from '../../server/plugins/roles/contract';
import type { PageOf } from '../../server/paging';
import { requestData } from './request';

export type RoleItem = Static<typeof RoleItemSchema>;
export type RoleOption = Static<typeof RoleOptionSchema>;
export type RoleInput = Static<typeof CreateRoleBody>;
export type RoleChange = Static<typeof UpdateRoleBody>;
export type RoleQuery = Static<typeof RoleListQuery>;
export type RoleSorter = NonNullable<RoleQuery['sorter']>;
/** 1 all, 2 custom organisations, 3 own organisation, 4 own organisation and below, 5 self. */
export type DataScope = RoleItem['dataScope'];
export type RoleFunctions = Static<typeof RoleFunctionsSchema>;
export type FieldRight = Static<typeof FieldRights>['fields'][string];
/** A user holding a role directly (fields hidden from the caller by field rights are absent). */
export type RoleHolder = Static<typeof RoleUser>;
export type RoleHolderQuery = Static<typeof RoleUsersQuery>;
export type AuthorizedRow = Static<typeof AuthorizedRowSchema>;
export type AuthorizedVia = AuthorizedRow['via'];
export type AuthorizedQuery = Static<typeof AuthorizedQuerySchema>;
/** One role a user holds and how: directly, through a group or through a post. */
export type UserAuthorization = Static<typeof UserAuthorizationSchema>;

export function fetchRoles(query: RoleQuery): Promise<PageOf<RoleItem>> {
  return requestData('/api/roles', { method: 'GET', params: query });
}

export function fetchRoleOptions(): Promise<RoleOption[]> {
  return requestData('/api/roles/options', { method: 'GET' });
}

export function fetchRole(id: number): Promise<RoleItem> {
  return requestData(`/api/roles/${id}`, { method: 'GET' });
}

export function createRole(body: RoleInput): Promise<RoleItem> {
  return requestData('/api/roles', { method: 'POST', data: body });
}

export function updateRole(id: number, body: RoleChange): Promise<RoleItem> {
  return requestData(`/api/roles/${id}`, { method: 'PUT', data: body });
}

export function deleteRole(id: number): Promise<null> {
  return requestData(`/api/roles/${id}`, { method: 'DELETE' });
}

export function fetchRoleFunctions(id: number): Promise<RoleFunctions> {
  return requestData(`/api/roles/${id}/functions`, { method: 'GET' });
}

export function saveRoleModuleActions(id: number, moduleNo: string, actions: string[]): Promise<unknown> {
  return requestData(`/api/roles/${id}/modules/${encodeURIComponent(moduleNo)}`, { method: 'PUT', data: { actions } });
}

export function saveRoleMenus(
  id: number,
  body: Static<typeof RoleMenusBody>,
): Promise<unknown> {
  return requestData(`/api/roles/${id}/menus`, { method: 'PUT', data: body });
}

export function fetchRoleFields(id: number, moduleNo: string): Promise<Static<typeof FieldRights>> {
  return requestData(`/api/roles/${id}/fields/${encodeURIComponent(moduleNo)}`, { method: 'GET' });
}

export function saveRoleFields(id: number, moduleNo: string, fields: Record<string, FieldRight>): Promise<unknown> {
  return requestData(`/api/roles/${id}/fields/${encodeURIComponent(moduleNo)}`, { method: 'PUT', data: { fields } });
}

export function fetchRoleUsers(id: number, query: RoleHolderQuery): Promise<PageOf<RoleHolder>> {
  return requestData(`/api/roles/${id}/users`, { method: 'GET', params: query });
}

export function addRoleUsers(id: number, userIds: number[]): Promise<unknown> {
  return requestData(`/api/roles/${id}/users`, { method: 'POST', data: { userIds } });
}

export function removeRoleUser(id: number, userId: number): Promise<unknown> {
  return requestData(`/api/roles/${id}/users/${userId}`, { method: 'DELETE' });
}

export function saveRoleGroups(id: number, groupIds: number[]): Promise<unknown> {
  return requestData(`/api/roles/${id}/groups`, { method: 'PUT', data: { groupIds } });
}

export function saveRolePosts(id: number, postIds: number[]): Promise<unknown> {
  return requestData(`/api/roles/${id}/posts`, { method: 'PUT', data: { postIds } });
}

export function fetchAuthorized(query: AuthorizedQuery): Promise<PageOf<AuthorizedRow>> {
  return requestData('/api/authorized', { method: 'GET', params: query });
}

export function fetchUserAuthorizations(userId: number): Promise<UserAuthorization[]> {
  return requestData(`/api/authorized/users/${userId}`, { method: 'GET' });
}
