/** The menu tree of each application (back-office side menus). */
import type { Static } from '@sinclair/typebox';
import type {
  CreateMenuBody,
  MenuAnswer,
  MenuItem as MenuItemSchema,
  MenuListQuery,
  UpdateMenuBody,
} from '../../server/plugins/menus/contract';
import { requestData } from './request';

export type MenuItem = Static<typeof MenuItemSchema>;
export type MenuRecord = Static<typeof MenuAnswer>;
export type MenuKey = Static<typeof MenuListQuery>;
export type MenuInput = Static<typeof CreateMenuBody>;
export type MenuChange = Static<typeof UpdateMenuBody>;

/** The whole menu tree of one application, in sort order. */
export function fetchMenuTree(params: MenuKey): Promise<MenuItem[]> {
  return requestData<MenuItem[]>('/api/menus', { method: 'GET', params });
}

export function createMenu(data: MenuInput): Promise<MenuRecord> {
  return requestData<MenuRecord>('/api/menus', { method: 'POST', data });
}

export function updateMenu(id: number, data: MenuChange): Promise<MenuRecord> {
  return requestData<MenuRecord>(`/api/menus/${id}`, { method: 'PUT', data });
}

export function deleteMenu(id: number): Promise<null> {
  return requestData<null>(`/api/menus/${id}`, { method: 'DELETE' });
}
