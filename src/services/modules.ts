/** Modules: the buttons (actions a role may grant) and fields (field rights apply to) of each page. */
import type { Static } from '@sinclair/typebox';
import type {
  CreateModuleBody,
  Item as ItemSchema,
  ItemInput as ItemInputSchema,
  ModuleItem as ModuleItemSchema,
  ModuleListQuery,
  UpdateModuleBody,
} from '../../server/plugins/modules/contract';
import type { PageOf } from '../../server/paging';
import { requestData } from './request';

export type ModuleItem = Static<typeof ModuleItemSchema>;
export type ModuleEntry = Static<typeof ItemSchema>;
export type ModuleEntryInput = Static<typeof ItemInputSchema>;
export type ModuleQuery = Static<typeof ModuleListQuery>;
export type ModuleInput = Static<typeof CreateModuleBody>;
export type ModuleChange = Static<typeof UpdateModuleBody>;

export function fetchModules(params: ModuleQuery): Promise<PageOf<ModuleItem>> {
  return requestData<PageOf<ModuleItem>>('/api/modules', { method: 'GET', params });
}

export function fetchModule(id: number): Promise<ModuleItem> {
  return requestData<ModuleItem>(`/api/modules/${id}`, { method: 'GET' });
}

export function createModule(data: ModuleInput): Promise<ModuleItem> {
  return requestData<ModuleItem>('/api/modules', { method: 'POST', data });
}

/** Buttons or fields given replace the old ones; grants of removed ones go with them. */
export function updateModule(id: number, data: ModuleChange): Promise<ModuleItem> {
  return requestData<ModuleItem>(`/api/modules/${id}`, { method: 'PUT', data });
}

export function deleteModule(id: number): Promise<null> {
  return requestData<null>(`/api/modules/${id}`, { method: 'DELETE' });
}
