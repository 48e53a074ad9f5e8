/** Complete API records for the role screen tests, with only what a test cares about given. */
import { fireEvent, screen } from '@testing-library/react';
import AdminModel from '@/models/admin';
import type { MenuItem } from '@/services/menus';
import type { ModuleEntry, ModuleItem } from '@/services/modules';
import type { OrgNode } from '@/services/orgs';
import type { RoleItem } from '@/services/roles';
import type { SystemNode } from '@/services/systems';
import { createStore } from '../../../../tests/unit/fixtures/header';

const createdAt = '2025-04-01T08:00:00.000Z';
const stamps = { createdAt, updatedAt: createdAt };

export const role = (overrides: Partial<RoleItem> = {}): RoleItem => ({
  id: 7,
  roleCode: 'auditor',
  name: '审核员',
  nameEn: null,
  description: null,
  isAdmin: false,
  status: 1,
  dataScope: 5,
  sort: 0,
  orgIds: [],
  userCount: 0,
  groupCount: 0,
  postCount: 0,
  ...stamps,
  ...overrides,
});

export const org = (id: number, name: string, children: OrgNode[] = []): OrgNode => ({
  id,
  parentId: null,
  orgNo: `O${id}`,
  name,
  nameEn: null,
  sort: id,
  status: 1,
  ...stamps,
  children,
});

export const button = (code: string, name: string, sort: number): ModuleEntry => ({ code, name, nameEn: null, sort });

export const moduleItem = (
  moduleNo: string,
  name: string,
  buttons: ModuleEntry[],
  fields: ModuleEntry[] = [],
): ModuleItem => ({
  id: moduleNo.length,
  moduleNo,
  name,
  nameEn: null,
  systemNo: 'FSSC',
  applicationNo: '10',
  sort: 1,
  buttons,
  fields,
  ...stamps,
});

export const menu = (id: number, name: string, children: MenuItem[] = []): MenuItem => ({
  id,
  parentId: null,
  systemNo: 'FSSC',
  applicationNo: '10',
  name,
  nameEn: null,
  path: children.length ? null : `/page${id}`,
  icon: null,
  sort: id,
  moduleNo: null,
  ...stamps,
  children,
});

export const adminSystem: SystemNode = {
  id: 1,
  systemNo: 'FSSC',
  name: '财务共享',
  nameEn: null,
  sort: 1,
  ...stamps,
  applications: [
    {
      id: 1,
      systemNo: 'FSSC',
      applicationNo: '10',
      name: '管理后台',
      nameEn: null,
      homePageUrl: null,
      sort: 1,
      ...stamps,
    },
  ],
};

/** Types into the form field with this label. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The table row holding this text. */
export async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('tr')!;
}

/** A dva store whose signed-in user holds these access codes. */
export function storeWithCodes(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return store;
}
