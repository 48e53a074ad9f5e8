/** Organisations: the tree users are placed in and filtered by. */
import type { Static } from '@sinclair/typebox';
import type { CreateOrgBody, OrgNode as OrgNodeSchema, UpdateOrgBody } from '../../server/plugins/orgs/contract';
import { requestData } from './request';

export type OrgNode = Static<typeof OrgNodeSchema>;
/** An organisation as a change answers it: a tree node without its children. */
export type Org = Omit<OrgNode, 'children'>;
export type OrgInput = Static<typeof CreateOrgBody>;
export type OrgChange = Static<typeof UpdateOrgBody>;

export function fetchOrgTree(): Promise<OrgNode[]> {
  return requestData<OrgNode[]>('/api/orgs', { method: 'GET' });
}

export function createOrg(data: OrgInput): Promise<Org> {
  return requestData<Org>('/api/orgs', { method: 'POST', data });
}

/** Changes the given fields only; a new parent moves the whole subtree. */
export function updateOrg(id: number, data: OrgChange): Promise<Org> {
  return requestData<Org>(`/api/orgs/${id}`, { method: 'PUT', data });
}

/** Refused (409) while the organisation has child organisations or users. */
export function deleteOrg(id: number): Promise<null> {
  return requestData<null>(`/api/orgs/${id}`, { method: 'DELETE' });
}
