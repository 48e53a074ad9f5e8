/** The data dictionary: types and items (admin), and the read every form and table uses. */
import type { Static } from '@sinclair/typebox';
import type {
  CreateDictItemBody,
  CreateDictTypeBody,
  DictAnswer,
  DictItemRow,
  DictOption,
  DictTypeItem,
  UpdateDictItemBody,
  UpdateDictTypeBody,
} from '../../server/plugins/dictionary/contract';
import { requestData } from './request';

export type DictType = Static<typeof DictTypeItem>;
export type DictItem = Static<typeof DictItemRow>;
export type DictTypeInput = Static<typeof CreateDictTypeBody>;
export type DictTypeChange = Static<typeof UpdateDictTypeBody>;
export type DictItemInput = Static<typeof CreateDictItemBody>;
export type DictItemChange = Static<typeof UpdateDictItemBody>;
export type DictEntry = Static<typeof DictOption>;
export type Dict = Static<typeof DictAnswer>;

const typePath = (code: string) => `/api/dictTypes/${encodeURIComponent(code)}`;

export function fetchDictTypes(keyword?: string): Promise<DictType[]> {
  return requestData<DictType[]>('/api/dictTypes', { method: 'GET', params: keyword ? { keyword } : {} });
}

export function createDictType(data: DictTypeInput): Promise<DictType> {
  return requestData<DictType>('/api/dictTypes', { method: 'POST', data });
}

export function updateDictType(code: string, data: DictTypeChange): Promise<DictType> {
  return requestData<DictType>(typePath(code), { method: 'PUT', data });
}

/** Deletes the type with its items. */
export function deleteDictType(code: string): Promise<null> {
  return requestData<null>(typePath(code), { method: 'DELETE' });
}

export function fetchDictItems(code: string): Promise<DictItem[]> {
  return requestData<DictItem[]>(`${typePath(code)}/items`, { method: 'GET' });
}

export function createDictItem(code: string, data: DictItemInput): Promise<DictItem> {
  return requestData<DictItem>(`${typePath(code)}/items`, { method: 'POST', data });
}

/** Puts every item of the type in the order of `ids`. */
export function reorderDictItems(code: string, ids: number[]): Promise<DictItem[]> {
  return requestData<DictItem[]>(`${typePath(code)}/items/order`, { method: 'PUT', data: { ids } });
}

export function updateDictItem(id: number, data: DictItemChange): Promise<DictItem> {
  return requestData<DictItem>(`/api/dictItems/${id}`, { method: 'PUT', data });
}

export function deleteDictItem(id: number): Promise<null> {
  return requestData<null>(`/api/dictItems/${id}`, { method: 'DELETE' });
}

/** One dictionary for a form or a table (any signed-in user; the browser revalidates it by ETag). */
export function fetchDict(code: string): Promise<Dict> {
  return requestData<Dict>(`/api/dict/${encodeURIComponent(code)}`, { method: 'GET', skipErrorHandler: true } as never);
}
