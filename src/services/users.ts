/**
 * User administration (module `user`): the list, the user form, status, password and lock-out,
 * the roles and posts a user holds directly, and export (through the download centre) and import as .xlsx.
 */
import type { Static } from '@sinclair/typebox';
import { getLocale } from '@umijs/max';
import type { CappedPageOf } from '../../server/paging';
import type { UserPosts } from '../../server/plugins/posts/contract';
import type { UserRoleIds } from '../../server/plugins/roles/contract';
import type {
  CreatedUser as CreatedUserSchema,
  CreateUserBody,
  ImportCredential as ImportCredentialSchema,
  ImportedUsers,
  ImportError,
  NewPassword,
  UpdateUserBody,
  UserBrief,
  UserItem,
  UserListQuery,
  UserOptionsQuery,
} from '../../server/plugins/users/contract';
import { BizError, type ErrorInfo } from '@/utils/errorDisplay';
import { redirectToLogin } from '@/utils/session';
import { USER_EXPORT_KIND } from '../../server/plugins/users/constants';
import { requestExport, type Export } from './downloads';
import { requestData } from './request';

export type User = Static<typeof UserItem>;
export type UserQuery = Static<typeof UserListQuery>;
export type UserInput = Static<typeof CreateUserBody>;
export type UserChange = Static<typeof UpdateUserBody>;
/** The filters and order of the list, without paging: what export takes. */
export type UserFilter = Omit<UserQuery, 'current' | 'pageSize'>;

export type UserPage = CappedPageOf<User>;
/** A colleague as pickers show one: id, name, account, organisation (hidden fields left out). */
export type UserOption = Static<typeof UserBrief>;
/** `password`: the generated one, answered only this once; null when one was given. */
export type CreatedUser = Static<typeof CreatedUserSchema>;
type RoleIds = Static<typeof UserRoleIds>;

export const USER_IMPORT_TEMPLATE_URL = '/api/users/import/template';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fetchUsers(query: UserQuery): Promise<UserPage> {
  return requestData<UserPage>('/api/users', { method: 'GET', params: query });
}

/** Enabled colleagues within the caller's data scope, to pick one (any signed-in user). */
export function fetchUserOptions(query: Static<typeof UserOptionsQuery>): Promise<CappedPageOf<UserOption>> {
  return requestData<CappedPageOf<UserOption>>('/api/users/options', { method: 'GET', params: query });
}

export function fetchUser(id: number): Promise<User> {
  return requestData<User>(`/api/users/${id}`, { method: 'GET' });
}

export function createUser(body: UserInput): Promise<CreatedUser> {
  return requestData<CreatedUser>('/api/users', { method: 'POST', data: body });
}

export function updateUser(id: number, body: UserChange): Promise<User> {
  return requestData<User>(`/api/users/${id}`, { method: 'PUT', data: body });
}

export function deleteUser(id: number): Promise<null> {
  return requestData<null>(`/api/users/${id}`, { method: 'DELETE' });
}

export function setUserStatus(id: number, status: 0 | 1): Promise<User> {
  return requestData<User>(`/api/users/${id}/status`, { method: 'POST', data: { status } });
}

export function resetUserPassword(id: number): Promise<Static<typeof NewPassword>> {
  return requestData<Static<typeof NewPassword>>(`/api/users/${id}/resetPassword`, { method: 'POST', data: {} });
}

export function unlockUser(id: number): Promise<User> {
  return requestData<User>(`/api/users/${id}/unlock`, { method: 'POST', data: {} });
}

export function fetchUserRoles(id: number): Promise<RoleIds> {
  return requestData<RoleIds>(`/api/users/${id}/roles`, { method: 'GET' });
}

/** Replaces the roles the user holds directly (not those through groups or posts). */
export function saveUserRoles(id: number, roleIds: number[]): Promise<unknown> {
  return requestData(`/api/users/${id}/roles`, { method: 'PUT', data: { roleIds } });
}

export function fetchUserPosts(id: number): Promise<Static<typeof UserPosts>> {
  return requestData<Static<typeof UserPosts>>(`/api/users/${id}/posts`, { method: 'GET' });
}

export function saveUserPosts(id: number, postIds: number[]): Promise<Static<typeof UserPosts>> {
  return requestData<Static<typeof UserPosts>>(`/api/users/${id}/posts`, { method: 'PUT', data: { postIds } });
}

/**
 * Exports the users matching these filters, in this order, as .xlsx: the download centre
 * answers at once with the export queued and writes the file in the background.
 */
export function exportUsers(filter: UserFilter): Promise<Export> {
  return requestExport(USER_EXPORT_KIND, filter);
}

/** A refused row: `row` as the spreadsheet numbers it. */
export type ImportRowError = Static<typeof ImportError>;
/** A password the server generated for an imported row without one; answered only once. */
export type ImportCredential = Static<typeof ImportCredentialSchema>;

/** Either every row was imported, or none was and each refused row is reported. */
export type ImportResult = Static<typeof ImportedUsers> | { errors: ImportRowError[] };

/**
 * Sends an .xlsx file as the request body (not multipart: the server reads the raw sheet).
 * The request client is not used because it would serialise the body; the same rules apply:
 * same-origin credentials, the user's language, 401 -> sign in. Any failure other than the
 * row report rejects with the server's message.
 */
export async function importUsers(file: Blob): Promise<ImportResult> {
  const response = await fetch('/api/users/import', {
    method: 'POST',
    body: file,
    headers: { 'content-type': XLSX_TYPE, 'Accept-Language': getLocale() },
    credentials: 'same-origin',
  });
  if (response.status === 401) {
    redirectToLogin();
    throw new BizError({});
  }
  const body = (await response.json().catch(() => null)) as
    | (ErrorInfo & {
        success?: boolean;
        data?: { imported?: number; credentials?: ImportCredential[]; errors?: ImportRowError[] };
      })
    | null;
  if (response.status === 422 && Array.isArray(body?.data?.errors)) return { errors: body!.data!.errors! };
  if (response.ok && body?.success && typeof body.data?.imported === 'number')
    return { imported: body.data.imported, credentials: body.data.credentials ?? [] };
  throw new BizError({ errorCode: body?.errorCode ?? response.status, errorMessage: body?.errorMessage });
}
