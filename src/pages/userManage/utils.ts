/** Rules and shapes of the user administration page: the same limits the server checks. */
import type { Rule } from 'antd/es/form';
import type { SortOrder } from 'antd/es/table/interface';
import type { MessageValues } from '@/hooks/useT';
import {
  ACCOUNT_MAX,
  ACCOUNT_PATTERN,
  EMAIL_MAX,
  JOB_NO_MAX,
  MOBILE_PATTERN,
  NAME_MAX,
  USER_SORTERS,
} from '../../../server/plugins/users/constants';
import { ORG_NAME_MAX } from '../../../server/plugins/orgs/constants';
import { NUMBER_MAX } from '../../../server/plugins/systems/constants';
import { NUMBER_PATTERN } from '@/pages/application/utils';
import type { Org, OrgChange, OrgInput, OrgNode } from '@/services/orgs';
import type { User, UserChange, UserFilter, UserInput, UserQuery } from '@/services/users';
import type { FieldAccess } from '@/utils/accessCodes';
import { localName } from '@/utils/localName';
import { flattenTree, searchTree } from '@/utils/tree';

const ACCOUNT_REGEXP = new RegExp(ACCOUNT_PATTERN);
const MOBILE_REGEXP = new RegExp(MOBILE_PATTERN);
/**
 * The server checks `format: 'email'` with ajv-formats' full e-mail expression; the form uses
 * the same one, so it refuses exactly what the server would.
 */
export const EMAIL_REGEXP =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** A message of the user form: its id and the values it names. */
export interface Problem {
  id: string;
  values?: Record<string, number>;
}

const required = (value: string | undefined) => !value?.trim();

/** The form rule of a check below, giving its message; `required` only marks the label. */
export function problemRule(
  t: (id: string, values?: MessageValues) => string,
  check: (value: string | undefined) => Problem | undefined,
  required = true,
): Rule {
  return {
    required,
    validator: (_, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
    },
  };
}

/** What is wrong with an account, or undefined when it may be saved. */
export function accountProblem(value: string | undefined): Problem | undefined {
  if (required(value)) return { id: 'userManage.form.account.required' };
  if (value!.length > ACCOUNT_MAX) return { id: 'userManage.form.account.max', values: { max: ACCOUNT_MAX } };
  if (!ACCOUNT_REGEXP.test(value!)) return { id: 'userManage.form.account.pattern' };
  return undefined;
}

export function nameProblem(value: string | undefined): Problem | undefined {
  if (required(value)) return { id: 'userManage.form.name.required' };
  if (value!.trim().length > NAME_MAX) return { id: 'userManage.form.name.max', values: { max: NAME_MAX } };
  return undefined;
}

export function jobNoProblem(value: string | undefined): Problem | undefined {
  if (required(value)) return { id: 'userManage.form.jobNo.required' };
  if (value!.trim().length > JOB_NO_MAX) return { id: 'userManage.form.jobNo.max', values: { max: JOB_NO_MAX } };
  return undefined;
}

/** The e-mail address is required (spec section 1). */
export function emailProblem(value: string | undefined): Problem | undefined {
  if (required(value)) return { id: 'userManage.form.email.required' };
  const email = value!.trim();
  if (email.length > EMAIL_MAX) return { id: 'userManage.form.email.max', values: { max: EMAIL_MAX } };
  if (!EMAIL_REGEXP.test(email)) return { id: 'userManage.form.email.invalid' };
  return undefined;
}

/** The phone is optional; when given it must be a mainland mobile number (spec section 1). */
export function phoneProblem(value: string | undefined): Problem | undefined {
  const phone = value?.trim();
  if (phone && !MOBILE_REGEXP.test(phone)) return { id: 'userManage.form.phone.invalid' };
  return undefined;
}

/** The user's own fields that field rights may hide or make read-only (module `user`). */
export const USER_FIELDS = ['account', 'name', 'jobNo', 'email', 'phone', 'orgId'] as const;
export type UserField = (typeof USER_FIELDS)[number];

export type FieldModes = Record<UserField, FieldAccess>;

/** What the user form holds. */
export interface UserFormValues {
  account?: string;
  name?: string;
  jobNo?: string;
  email?: string;
  phone?: string;
  orgId?: number;
  roleIds?: number[];
  postIds?: number[];
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** The form's own fields the caller may write: hidden and read-only ones are never sent. */
function writable(modes: FieldModes): UserField[] {
  return USER_FIELDS.filter((field) => modes[field] === 'full');
}

/** The body that creates a user: writable fields only; an empty phone or organisation is left out. */
export function createBody(values: UserFormValues, modes: FieldModes): UserInput {
  const body: Record<string, unknown> = {};
  writable(modes).forEach((field) => {
    if (field === 'orgId') {
      if (values.orgId !== undefined && values.orgId !== null) body.orgId = values.orgId;
    } else if (field === 'phone') {
      if (trimmed(values.phone)) body.phone = trimmed(values.phone);
    } else {
      body[field] = trimmed(values[field]);
    }
  });
  return body as unknown as UserInput;
}

/**
 * The change of a user: only writable fields whose value differs from the user's, so the
 * operation log records what really changed; a cleared phone or organisation is sent as null.
 */
export function changeBody(values: UserFormValues, user: User, modes: FieldModes): UserChange {
  const body: Record<string, unknown> = {};
  writable(modes).forEach((field) => {
    let next: string | number | null;
    if (field === 'orgId') next = values.orgId ?? null;
    else if (field === 'phone') next = trimmed(values.phone) || null;
    else next = trimmed(values[field]);
    if (next !== (user[field] ?? null)) body[field] = next;
  });
  return body as UserChange;
}

/** Whether two id lists hold the same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/** ProTable's request params: paging, the search form and the table's own params. */
export interface ListParams {
  current?: number;
  pageSize?: number;
  keyword?: string;
  status?: string | number;
  orgId?: number;
}

/**
 * The list query of the table's state. The server refuses empty values and unknown sort
 * fields, so only what is set goes, and only a sort the server knows.
 */
export function listQuery(params: ListParams, sort: Record<string, SortOrder> = {}): UserQuery {
  const query: UserQuery = {};
  if (params.current) query.current = params.current;
  if (params.pageSize) query.pageSize = params.pageSize;
  const keyword = params.keyword?.trim();
  if (keyword) query.keyword = keyword;
  if (params.status !== undefined && params.status !== '') query.status = Number(params.status);
  if (params.orgId) query.orgId = params.orgId;
  const sorter = Object.entries(sort)
    .filter(([, order]) => order)
    .map(([field, order]) => `${field}:${order}`)
    .find((value): value is (typeof USER_SORTERS)[number] => (USER_SORTERS as readonly string[]).includes(value));
  if (sorter) query.sorter = sorter;
  return query;
}

/** The filters and order of a list query, without its page: what export takes. */
export function filterOf({ current: _current, pageSize: _pageSize, ...filter }: UserQuery): UserFilter {
  return filter;
}

export interface OrgTreeItem {
  key: number;
  value: number;
  title: string;
  children: OrgTreeItem[];
}

/** Tree data (Tree and TreeSelect) of the organisations, in the user's language. */
export function orgTreeData(orgs: readonly OrgNode[], locale: string): OrgTreeItem[] {
  return orgs.map((org) => ({
    key: org.id,
    value: org.id,
    title: localName(org, locale),
    children: orgTreeData(org.children, locale),
  }));
}

/** The organisations whose name contains the text, with their ancestors (case-insensitive). */
export function filterOrgTree(items: readonly OrgTreeItem[], text: string): OrgTreeItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...items];
  return searchTree(items, (item) => item.title.toLowerCase().includes(needle));
}

/** Keys of every node of the tree, for expanding it whole. */
export function treeKeys(items: readonly OrgTreeItem[]): number[] {
  return flattenTree(items).map((item) => item.key);
}

/** The organisation of that id anywhere in the tree. */
export function findOrg(orgs: readonly OrgNode[], id: number | undefined): OrgNode | undefined {
  return id === undefined ? undefined : flattenTree(orgs).find((org) => org.id === id);
}

export interface OrgParentOption extends Omit<OrgTreeItem, 'children'> {
  disabled: boolean;
  children: OrgParentOption[];
}

/**
 * Parent choices of the organisation form. The organisation being edited and everything below
 * it are disabled, not left out, so the tree keeps its shape: it cannot move under itself.
 */
export function orgParentOptions(items: readonly OrgTreeItem[], editedId?: number): OrgParentOption[] {
  const mark = (nodes: readonly OrgTreeItem[], inside: boolean): OrgParentOption[] =>
    nodes.map((item) => {
      const disabled = inside || item.value === editedId;
      return { ...item, disabled, children: mark(item.children, disabled) };
    });
  return mark(items, false);
}

/** What is wrong with an organisation number, or undefined when it may be saved. */
export function orgNoProblem(value: string | undefined): Problem | undefined {
  if (required(value)) return { id: 'userManage.org.field.orgNo.required' };
  if (!NUMBER_PATTERN.test(value!)) return { id: 'userManage.org.field.orgNo.pattern', values: { max: NUMBER_MAX } };
  return undefined;
}

/** The organisation's name is required, its English name optional; both within ORG_NAME_MAX. */
export function orgNameProblem(value: string | undefined, optional = false): Problem | undefined {
  if (required(value)) return optional ? undefined : { id: 'userManage.org.field.name.required' };
  if (value!.trim().length > ORG_NAME_MAX) return { id: 'userManage.org.field.max', values: { max: ORG_NAME_MAX } };
  return undefined;
}

/** What the organisation form holds. */
export interface OrgFormValues {
  parentId?: number | null;
  orgNo?: string;
  name?: string;
  nameEn?: string | null;
  sort?: number | null;
  status?: boolean;
}

/** The edit form of an organisation, as saved. */
export function orgFormValues(org: Org): OrgFormValues {
  return {
    parentId: org.parentId ?? undefined,
    orgNo: org.orgNo,
    name: org.name,
    nameEn: org.nameEn ?? '',
    sort: org.sort,
    status: org.status === 1,
  };
}

function orgFields(values: OrgFormValues): Required<OrgInput> {
  return {
    parentId: values.parentId ?? null,
    orgNo: trimmed(values.orgNo),
    name: trimmed(values.name),
    nameEn: trimmed(values.nameEn ?? undefined) || null,
    sort: values.sort ?? 0,
    status: values.status === false ? 0 : 1,
  };
}

/** The body that creates an organisation; an empty English name is left out. */
export function orgCreateBody(values: OrgFormValues): OrgInput {
  const { nameEn, ...body } = orgFields(values);
  return nameEn === null ? body : { ...body, nameEn };
}

/**
 * The change of an organisation: only the fields that differ, so the operation log records what
 * really changed; a cleared English name is sent as null. Empty when nothing changed.
 */
export function orgChangeBody(values: OrgFormValues, org: Org): OrgChange {
  const next = orgFields(values);
  const before: Required<OrgInput> = {
    parentId: org.parentId,
    orgNo: org.orgNo,
    name: org.name,
    nameEn: org.nameEn ?? null,
    sort: org.sort,
    status: org.status === 0 ? 0 : 1,
  };
  return Object.fromEntries(
    (Object.keys(next) as (keyof OrgInput)[])
      .filter((field) => next[field] !== before[field])
      .map((field) => [field, next[field]]),
  ) as OrgChange;
}


