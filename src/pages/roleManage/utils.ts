/** Pure logic of the role screens: sorting, data scope checks, function and field right changes. */
import type { SortOrder } from 'antd/es/table/interface';
import { MAX_PAGE_SIZE } from '../../../server/constants';
import type { PageOf } from '../../../server/paging';
import { DATA_SCOPE } from '../../../server/plugins/roles/constants';
import type { MenuItem as MenuNode } from '@/services/menus';
import type { OrgNode } from '@/services/orgs';
import type { PostNode } from '@/services/posts';
import type { DataScope, FieldRight, RoleFunctions, RoleSorter } from '@/services/roles';
import type { SystemNode } from '@/services/systems';
import type { UserGroup } from '@/services/userGroups';
import { localName } from '@/utils/localName';
import { flattenTree } from '@/utils/tree';

export const DATA_SCOPES: readonly DataScope[] = Object.values(DATA_SCOPE);

const SORTABLE = ['roleCode', 'name', 'sort', 'createdAt'] as const;

/** ProTable's sort state as the API's `sorter=field:ascend|descend`; undefined leaves the server's order. */
export function sorterParam(sort: Record<string, SortOrder | undefined>): RoleSorter | undefined {
  const entry = Object.entries(sort).find(
    ([field, order]) => (SORTABLE as readonly string[]).includes(field) && (order === 'ascend' || order === 'descend'),
  );
  return entry ? (`${entry[0]}:${entry[1]}` as RoleSorter) : undefined;
}

/** The message key of what is wrong with a data scope choice, if anything. */
export function scopeError(dataScope: DataScope | undefined, orgIds: readonly number[]): string | undefined {
  if (dataScope === undefined) return 'roleManage.dataScope.required';
  if (dataScope === DATA_SCOPE.customOrgs && orgIds.length === 0) return 'roleManage.dataScope.orgsRequired';
  return undefined;
}

/** The body of a data scope save: custom organisations go only with scope 2 (the server refuses them otherwise). */
export function scopeBody(
  dataScope: DataScope,
  orgIds: readonly number[],
): { dataScope: DataScope; orgIds?: number[] } {
  return dataScope === DATA_SCOPE.customOrgs ? { dataScope, orgIds: [...orgIds] } : { dataScope };
}

/**
 * Every row of a paged list, page by page. For pickers whose choice is saved as a whole list
 * (a missing row would be dropped on save) and for lists that are usually short.
 */
export async function allPages<T>(fetchPage: (current: number, pageSize: number) => Promise<PageOf<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current, MAX_PAGE_SIZE);
    rows.push(...page.list);
    if (page.list.length < MAX_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}


/* ---------- function rights ---------- */

export type ModuleActions = Record<string, string[]>;

export function actionsByModule(modules: RoleFunctions['modules']): ModuleActions {
  return Object.fromEntries(modules.map((module) => [module.moduleNo, [...module.actions]]));
}

/** The row "all" checkbox of a module: checked when every button is granted, indeterminate when some are. */
export function allCheckState(
  buttons: readonly string[],
  actions: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const granted = buttons.filter((code) => actions.includes(code)).length;
  return {
    checked: buttons.length > 0 && granted === buttons.length,
    indeterminate: granted > 0 && granted < buttons.length,
  };
}

/** The actions after ticking or clearing one button, in button order. */
export function toggleAction(
  buttons: readonly string[],
  actions: readonly string[],
  code: string,
  on: boolean,
): string[] {
  return buttons.filter((button) => (button === code ? on : actions.includes(button)));
}

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/**
 * The modules whose granted buttons differ from what the role had, with their new actions.
 * Only edited modules can differ: the others are not in `edited`.
 */
export function changedModules(
  initial: ModuleActions,
  edited: ModuleActions,
): { moduleNo: string; actions: string[] }[] {
  return Object.entries(edited)
    .filter(([moduleNo, actions]) => !sameSet(initial[moduleNo] ?? [], actions))
    .map(([moduleNo, actions]) => ({ moduleNo, actions: [...new Set(actions)] }));
}

/** The ids of every menu in a tree. */
export function menuIdsOf(tree: readonly MenuNode[]): number[] {
  return flattenTree(tree).map((node) => node.id);
}

/**
 * The keys to check in a linked menu tree: the granted leaves. A checked parent would check all
 * its children, so parents follow from their leaves instead.
 */
export function checkedMenuLeaves(tree: readonly MenuNode[], granted: readonly number[]): number[] {
  const held = new Set(granted);
  return flattenTree(tree)
    .filter((node) => !node.children.length && held.has(node.id))
    .map((node) => node.id);
}

/** Whether the menus chosen in an application's tree differ from the ones of it the role had. */
export function menusChanged(
  tree: readonly MenuNode[],
  granted: readonly number[],
  chosen: readonly number[],
): boolean {
  const ids = new Set(menuIdsOf(tree));
  return !sameSet(
    granted.filter((id) => ids.has(id)),
    chosen,
  );
}

export interface ApplicationTab {
  key: string;
  systemNo: string;
  applicationNo: string;
  label: string;
}

/** One tab per application, system by system in their order. */
export function applicationTabs(systems: readonly SystemNode[], locale: string): ApplicationTab[] {
  return systems.flatMap((system) =>
    system.applications.map((app) => ({
      key: `${system.systemNo}/${app.applicationNo}`,
      systemNo: system.systemNo,
      applicationNo: app.applicationNo,
      label: `${localName(system, locale)} / ${localName(app, locale)}`,
    })),
  );
}

/* ---------- field rights ---------- */

export type FieldMode = FieldRight | 'full';

/** Field rights to save: full access is the default, so only hidden and read-only fields are sent. */
export function fieldRightsToSave(modes: Record<string, FieldMode>): Record<string, FieldRight> {
  return Object.fromEntries(
    Object.entries(modes).filter((entry): entry is [string, FieldRight] => entry[1] !== 'full'),
  );
}

/* ---------- relations ---------- */

export function groupIdsOfRole(groups: readonly UserGroup[], roleId: number): number[] {
  return groups.filter((group) => group.roleIds.includes(roleId)).map((group) => group.id);
}

export function postIdsOfRole(posts: readonly PostNode[], roleId: number): number[] {
  return flattenTree(posts)
    .filter((post) => post.roleIds.includes(roleId))
    .map((post) => post.id);
}

/* ---------- organisations ---------- */

export interface OrgRow {
  id: number;
  orgNo: string;
  name: string;
  /** The names from the root down to the organisation. */
  path: string;
}

/** The chosen organisations as table rows, in tree order; ids no longer in the tree are left out. */
export function chosenOrgRows(
  tree: readonly OrgNode[],
  chosen: readonly number[],
  locale: string,
  trail = '',
): OrgRow[] {
  const wanted = new Set(chosen);
  return tree.flatMap((org) => {
    const name = localName(org, locale);
    const path = trail ? `${trail} / ${name}` : name;
    const own = wanted.has(org.id) ? [{ id: org.id, orgNo: org.orgNo, name, path }] : [];
    return [...own, ...chosenOrgRows(org.children, chosen, locale, path)];
  });
}
