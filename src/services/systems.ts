/** Systems and their applications, which the shell switches between and menus and modules belong to. */
import type { Static } from '@sinclair/typebox';
import type {
  ApplicationItem as ApplicationItemSchema,
  CreateApplicationBody,
  CreateSystemBody,
  SystemItem as SystemItemSchema,
  SystemWithApplications,
  UpdateApplicationBody,
  UpdateSystemBody,
} from '../../server/plugins/systems/contract';
import { requestData } from './request';

export type SystemNode = Static<typeof SystemWithApplications>;
export type SystemItem = Static<typeof SystemItemSchema>;
export type ApplicationItem = Static<typeof ApplicationItemSchema>;
export type SystemInput = Static<typeof CreateSystemBody>;
export type SystemChange = Static<typeof UpdateSystemBody>;
export type ApplicationInput = Static<typeof CreateApplicationBody>;
export type ApplicationChange = Static<typeof UpdateApplicationBody>;

/** Every system with its applications, in display order. */
export function fetchSystemTree(): Promise<SystemNode[]> {
  return requestData<SystemNode[]>('/api/systems', { method: 'GET' });
}

export function createSystem(data: SystemInput): Promise<SystemItem> {
  return requestData<SystemItem>('/api/systems', { method: 'POST', data });
}

export function updateSystem(id: number, data: SystemChange): Promise<SystemItem> {
  return requestData<SystemItem>(`/api/systems/${id}`, { method: 'PUT', data });
}

export function deleteSystem(id: number): Promise<null> {
  return requestData<null>(`/api/systems/${id}`, { method: 'DELETE' });
}

export function createApplication(data: ApplicationInput): Promise<ApplicationItem> {
  return requestData<ApplicationItem>('/api/applications', { method: 'POST', data });
}

export function updateApplication(id: number, data: ApplicationChange): Promise<ApplicationItem> {
  return requestData<ApplicationItem>(`/api/applications/${id}`, { method: 'PUT', data });
}

export function deleteApplication(id: number): Promise<null> {
  return requestData<null>(`/api/applications/${id}`, { method: 'DELETE' });
}
