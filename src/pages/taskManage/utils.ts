/**
 * Rules and shapes of /taskManage: the list's filters as the API's query (and the export's),
 * what a bulk action may be applied to and its body, the new-task and task-type forms' checks
 * and bodies (the same limits the server checks), and the organisation tree of the pickers.
 */
import type { SortOrder } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { TaskFilter, TaskInput, TaskOrgOption, TaskQuery, TaskType, TaskTypeChange, TaskTypeInput } from '@/services/tasks';
import {
  canTransition,
  TASK_AMOUNT_MAX,
  TASK_AMOUNT_PATTERN,
  TASK_KEYWORD_MAX,
  TASK_PRIORITY,
  TASK_SLAS,
  TASK_SORTERS,
  TASK_STATUSES,
  type TaskSla,
  type TaskSorter,
  type TaskStatus,
} from '../../../server/plugins/tasks/constants';

/** A message of a form: its id and the values it names. */
export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

type DateRange = [string | dayjs.Dayjs, string | dayjs.Dayjs] | undefined;

/** The search form's values. */
export interface SearchValues {
  keyword?: string;
  status?: string[] | string;
  typeId?: number | string;
  orgId?: number | string;
  assigneeId?: number | string;
  priority?: number | string;
  sla?: string;
  createdAt?: DateRange;
  dueAt?: DateRange;
}

export type ListParams = SearchValues & { current?: number; pageSize?: number };

const isStatus = (value: string): value is TaskStatus => (TASK_STATUSES as readonly string[]).includes(value);
const isSla = (value: string | undefined): value is TaskSla => !!value && (TASK_SLAS as readonly string[]).includes(value);

function positive(value: number | string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The first and last moment of the days of a date range. */
function rangeOf(range: DateRange): { from?: string; to?: string } {
  const [from, to] = range ?? [];
  return {
    ...(from && dayjs(from).isValid() ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to && dayjs(to).isValid() ? { to: dayjs(to).endOf('day').toISOString() } : {}),
  };
}

/** The list's filters as the API takes them (the export takes the same). */
export function taskFilter(values: SearchValues, sort: Record<string, SortOrder> = {}): TaskFilter {
  const filter: TaskFilter = {};
  const keyword = values.keyword?.trim().slice(0, TASK_KEYWORD_MAX);
  if (keyword) filter.keyword = keyword;
  const list = Array.isArray(values.status) ? values.status : (values.status ?? '').split(',');
  const statuses = [...new Set(list.map((item) => item.trim()).filter(isStatus))];
  if (statuses.length) filter.status = statuses.join(',');
  const typeId = positive(values.typeId);
  if (typeId) filter.typeId = typeId;
  const orgId = positive(values.orgId);
  if (orgId) filter.orgId = orgId;
  const assigneeId = positive(values.assigneeId);
  if (assigneeId) filter.assigneeId = assigneeId;
  const priority = Number(values.priority);
  if (values.priority !== undefined && values.priority !== '' && priority >= TASK_PRIORITY.low && priority <= TASK_PRIORITY.urgent)
    filter.priority = priority;
  if (isSla(values.sla)) filter.sla = values.sla;
  const created = rangeOf(values.createdAt);
  if (created.from) filter.createdFrom = created.from;
  if (created.to) filter.createdTo = created.to;
  const due = rangeOf(values.dueAt);
  if (due.from) filter.dueFrom = due.from;
  if (due.to) filter.dueTo = due.to;
  const sorter = Object.entries(sort)
    .filter(([, order]) => order)
    .map(([field, order]) => `${field}:${order}`)
    .find((value): value is TaskSorter => (TASK_SORTERS as readonly string[]).includes(value));
  if (sorter) filter.sorter = sorter;
  return filter;
}

/** The API's query of a page of the list. */
export function taskListQuery(params: ListParams, sort: Record<string, SortOrder> = {}): TaskQuery {
  return {
    ...(params.current ? { current: params.current } : {}),
    ...(params.pageSize ? { pageSize: params.pageSize } : {}),
    ...taskFilter(params, sort),
  };
}

/** The bulk actions on the selected tasks. */
export type BulkKind = 'dispatch' | 'reassign' | 'cancel';
export const BULK_KINDS: readonly BulkKind[] = ['dispatch', 'reassign', 'cancel'];

/** The selected tasks whose state does not allow the action (the server would refuse them all with 409). */
export function unfitFor<T extends { status: TaskStatus }>(kind: BulkKind, tasks: readonly T[]): T[] {
  return tasks.filter((task) => !canTransition(kind, task.status));
}

export interface BulkValues {
  assigneeId?: number;
  note?: string;
  reason?: string;
}

/** The body of a bulk action on these tasks. */
export function bulkBody(kind: 'dispatch', ids: number[], values: BulkValues): { ids: number[]; assigneeId: number };
export function bulkBody(kind: 'reassign', ids: number[], values: BulkValues): { ids: number[]; assigneeId: number; note: string | null };
export function bulkBody(kind: 'cancel', ids: number[], values: BulkValues): { ids: number[]; reason: string };
export function bulkBody(kind: BulkKind, ids: number[], values: BulkValues): object;
export function bulkBody(kind: BulkKind, ids: number[], values: BulkValues): object {
  const unique = [...new Set(ids)];
  if (kind === 'cancel') return { ids: unique, reason: values.reason?.trim() ?? '' };
  if (kind === 'reassign') return { ids: unique, assigneeId: values.assigneeId!, note: values.note?.trim() || null };
  return { ids: unique, assigneeId: values.assigneeId! };
}

const AMOUNT_REGEXP = new RegExp(TASK_AMOUNT_PATTERN);

/** An amount is optional; given, it is 0 to TASK_AMOUNT_MAX with at most two decimals. */
export function amountProblem(value: string | undefined): Problem | undefined {
  const text = value?.trim().replace(/,/g, '') ?? '';
  if (!text) return undefined;
  if (!AMOUNT_REGEXP.test(text)) return { id: 'taskManage.form.amount.invalid' };
  if (Number(text) > TASK_AMOUNT_MAX) return { id: 'taskManage.form.amount.max', values: { max: TASK_AMOUNT_MAX.toFixed(2) } };
  return undefined;
}

/** What the new-task form holds. */
export interface NewTaskValues {
  typeId?: number;
  title?: string;
  orgId?: number;
  applicant?: string;
  amount?: string;
  currency?: string;
  priority?: number;
  sourceSystem?: string;
  sourceRef?: string;
}

/** The body that creates a task: text trimmed, empty optional fields left out, the amount as exact text. */
export function newTaskBody(values: NewTaskValues): TaskInput {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const amount = text(values.amount)?.replace(/,/g, '');
  const body: TaskInput = {
    typeId: values.typeId!,
    orgId: values.orgId!,
    title: values.title?.trim() ?? '',
    priority: values.priority ?? TASK_PRIORITY.normal,
  };
  if (text(values.applicant)) body.applicant = text(values.applicant);
  if (amount) body.amount = amount;
  if (values.currency) body.currency = values.currency;
  if (text(values.sourceSystem)) body.sourceSystem = text(values.sourceSystem);
  if (text(values.sourceRef)) body.sourceRef = text(values.sourceRef);
  return body;
}

/** What the task-type form holds. */
export interface TypeValues {
  code?: string;
  name?: string;
  nameEn?: string;
  serviceHours?: number;
  enabled?: boolean;
  sort?: number;
}

/** The body that creates a type. */
export function newTypeBody(values: TypeValues): TaskTypeInput {
  return {
    code: values.code?.trim() ?? '',
    name: values.name?.trim() ?? '',
    nameEn: values.nameEn?.trim() || null,
    serviceHours: values.serviceHours!,
    enabled: values.enabled ?? true,
    sort: values.sort ?? 0,
  };
}

/** The body that changes a type: only the fields that differ (undefined when nothing does). */
export function typeChange(type: TaskType, values: TypeValues): TaskTypeChange | undefined {
  const next = newTypeBody(values);
  const change: TaskTypeChange = {};
  if (next.code !== type.code) change.code = next.code;
  if (next.name !== type.name) change.name = next.name;
  if ((next.nameEn ?? null) !== (type.nameEn ?? null)) change.nameEn = next.nameEn ?? null;
  if (next.serviceHours !== type.serviceHours) change.serviceHours = next.serviceHours;
  if (next.enabled !== type.enabled) change.enabled = next.enabled;
  if (next.sort !== type.sort) change.sort = next.sort;
  return Object.keys(change).length ? change : undefined;
}

export interface OrgTreeItem {
  value: number;
  title: string;
  /** Outside the caller's data scope: shown only to hold the tree. */
  disabled: boolean;
  children: OrgTreeItem[];
}

/** The organisation tree of the pickers (named by the server in the language shown); those out of reach disabled. */
export function orgTreeData(orgs: readonly TaskOrgOption[]): OrgTreeItem[] {
  return orgs.map((org) => ({ value: org.id, title: org.name, disabled: !org.selectable, children: orgTreeData(org.children) }));
}

/** The task an address opens (`?id=`): a positive whole number, else none. */
export function taskIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}


