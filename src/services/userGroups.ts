/** User groups: a group gives its roles to every member. */
import type { Static } from '@sinclair/typebox';
import type {
  CreateUserGroupBody,
  GroupMember as GroupMemberSchema,
  GroupMemberQuery,
  UpdateUserGroupBody,
  UserGroupItem,
  UserGroupListQuery,
} from '../../server/plugins/userGroups/contract';
import type { PageOf } from '../../server/paging';
import { requestData } from './request';

export type UserGroup = Static<typeof UserGroupItem>;
export type UserGroupQuery = Static<typeof UserGroupListQuery>;
export type UserGroupInput = Static<typeof CreateUserGroupBody>;
export type UserGroupChange = Static<typeof UpdateUserGroupBody>;
export type GroupMember = Static<typeof GroupMemberSchema>;
export type MemberQuery = Static<typeof GroupMemberQuery>;

export function fetchUserGroups(params: UserGroupQuery): Promise<PageOf<UserGroup>> {
  return requestData<PageOf<UserGroup>>('/api/user-groups', { method: 'GET', params });
}

export function fetchUserGroup(id: number): Promise<UserGroup> {
  return requestData<UserGroup>(`/api/user-groups/${id}`, { method: 'GET' });
}

export function createUserGroup(data: UserGroupInput): Promise<UserGroup> {
  return requestData<UserGroup>('/api/user-groups', { method: 'POST', data });
}

export function updateUserGroup(id: number, data: UserGroupChange): Promise<UserGroup> {
  return requestData<UserGroup>(`/api/user-groups/${id}`, { method: 'PUT', data });
}

/** Deletes the group with its memberships. */
export function deleteUserGroup(id: number): Promise<null> {
  return requestData<null>(`/api/user-groups/${id}`, { method: 'DELETE' });
}

/** Members within the caller's user data scope. */
export function fetchGroupMembers(id: number, params: MemberQuery): Promise<PageOf<GroupMember>> {
  return requestData<PageOf<GroupMember>>(`/api/user-groups/${id}/members`, { method: 'GET', params });
}

export function addGroupMembers(id: number, userIds: number[]): Promise<UserGroup> {
  return requestData<UserGroup>(`/api/user-groups/${id}/members`, { method: 'POST', data: { userIds } });
}

export function removeGroupMember(id: number, userId: number): Promise<null> {
  return requestData<null>(`/api/user-groups/${id}/members/${userId}`, { method: 'DELETE' });
}

/** Replaces every role the group gives. */
export function setGroupRoles(id: number, roleIds: number[]): Promise<UserGroup> {
  return requestData<UserGroup>(`/api/user-groups/${id}/roles`, { method: 'PUT', data: { roleIds } });
}
