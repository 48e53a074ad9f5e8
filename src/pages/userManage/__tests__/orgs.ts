import type { OrgNode } from '@/services/orgs';

/** An organisation of the tree as the server answers it. */
export const org = (id: number, parentId: number | null, orgNo: string, name: string, children: OrgNode[] = []): OrgNode => ({
  id,
  parentId,
  orgNo,
  name,
  nameEn: null,
  sort: id,
  status: 1,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  children,
});
