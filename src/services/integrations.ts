/**
 * Integrations (/Inte): the clients other systems call the API with. A new client and a rotation
 * answer the key once; the list never holds it.
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  CreateIntegrationBody,
  IntegrationItem,
  IntegrationListQuery,
  IntegrationWithKey,
  UpdateIntegrationBody,
} from '../../server/plugins/integrations/contract';
import { requestData } from './request';

export type Integration = Static<typeof IntegrationItem>;
export type IntegrationQuery = Static<typeof IntegrationListQuery>;
export type IntegrationInput = Static<typeof CreateIntegrationBody>;
export type IntegrationChange = Static<typeof UpdateIntegrationBody>;
/** A client with its new key, shown this once. */
export type IntegrationKeyShown = Static<typeof IntegrationWithKey>;

export function fetchIntegrations(query: IntegrationQuery): Promise<PageOf<Integration>> {
  return requestData<PageOf<Integration>>('/api/integrations', { method: 'GET', params: query });
}

export function createIntegration(data: IntegrationInput): Promise<IntegrationKeyShown> {
  return requestData<IntegrationKeyShown>('/api/integrations', { method: 'POST', data });
}

export function updateIntegration(id: number, data: IntegrationChange): Promise<Integration> {
  return requestData<Integration>(`/api/integrations/${id}`, { method: 'PUT', data });
}

export function setIntegrationEnabled(id: number, enabled: boolean): Promise<Integration> {
  return requestData<Integration>(`/api/integrations/${id}/enabled`, { method: 'PUT', data: { enabled } });
}

/** A new key; the old one keeps working for graceMinutes. */
export function rotateIntegration(id: number, graceMinutes: number): Promise<IntegrationKeyShown> {
  return requestData<IntegrationKeyShown>(`/api/integrations/${id}/rotate`, { method: 'POST', data: { graceMinutes } });
}

/** Ends both keys at once, for good. */
export function revokeIntegration(id: number): Promise<Integration> {
  return requestData<Integration>(`/api/integrations/${id}/revoke`, { method: 'POST', data: {} });
}

export function deleteIntegration(id: number): Promise<null> {
  return requestData<null>(`/api/integrations/${id}`, { method: 'DELETE' });
}
