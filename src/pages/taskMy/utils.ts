/**
 * Rules and shapes of /taskMy: the list's filters as the API's query, the filters a link
 * presets (?status=...&sla=...&dueFrom=...&dueTo=...), the task a link opens (?id=), what each state lets the
 * assignee do, and the bodies of the note dialogs.
 */
import type { SortOrder } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import {
  canTransition,
  MY_TASK_DEFAULT_SORTER,
  OPEN_STATUSES,
  TASK_KEYWORD_MAX,
  TASK_NOTE_MAX,
  TASK_SLAS,
  TASK_SORTERS,
  TASK_STATUSES,
  type TaskSla,
  type TaskSorter,
  type TaskStatus,
} from '../../../server/plugins/tasks/constants';
import type { MyTaskQuery } from '@/services/tasks';

type DateRange = [string | dayjs.Dayjs, string | dayjs.Dayjs] | undefined;

/** The search form's values. */
export interface MySearchValues {
  keyword?: string;
  status?: string[] | string;
  sla?: string;
  typeId?: number | string;
  /** The days of the due time, first and last included. */
  dueAt?: DateRange;
}

export type ListParams = MySearchValues & { current?: number; pageSize?: number };

const isStatus = (value: string): value is TaskStatus => (TASK_STATUSES as readonly string[]).includes(value);
const isSla = (value: string | undefined): value is TaskSla => !!value && (TASK_SLAS as readonly string[]).includes(value);

/** The known states of a filter value (an array, or text separated by commas), each once. */
export function statusesOf(value: string[] | string | null | undefined): TaskStatus[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(list.map((item) => item.trim()).filter(isStatus))];
}

/** The order a table sort asks for, when the API knows it. */
export function sorterOf(sort: Record<string, SortOrder> = {}): TaskSorter | undefined {
  return Object.entries(sort)
    .filter(([, order]) => order)
    .map(([field, order]) => `${field}:${order}`)
    .find((value): value is TaskSorter => (TASK_SORTERS as readonly string[]).includes(value));
}

/** The API's query of the list's page, filters and order; without an order, the one due first first. */
export function myTaskQuery(params: ListParams, sort: Record<string, SortOrder> = {}): MyTaskQuery {
  const query: MyTaskQuery = { sorter: sorterOf(sort) ?? MY_TASK_DEFAULT_SORTER };
  if (params.current) query.current = params.current;
  if (params.pageSize) query.pageSize = params.pageSize;
  const keyword = params.keyword?.trim().slice(0, TASK_KEYWORD_MAX);
  if (keyword) query.keyword = keyword;
  const statuses = statusesOf(params.status);
  if (statuses.length) query.status = statuses.join(',');
  if (isSla(params.sla)) query.sla = params.sla;
  const typeId = Number(params.typeId);
  if (Number.isInteger(typeId) && typeId > 0) query.typeId = typeId;
  const [from, to] = params.dueAt ?? [];
  if (from && dayjs(from).isValid()) query.dueFrom = dayjs(from).startOf('day').toISOString();
  if (to && dayjs(to).isValid()) query.dueTo = dayjs(to).endOf('day').toISOString();
  return query;
}

/** A date-time of the address as the API takes it; undefined when it is not one. */
function dateTimeOf(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/**
 * The filters the list opens with: those of the address (the task cards: known states, SLA and a
 * due range with both ends, the first not after the last), else the tasks still to work on
 * (assigned and in progress).
 */
export function presetOf(search: URLSearchParams): { status: TaskStatus[]; sla?: TaskSla; dueAt?: [string, string] } {
  const status = statusesOf(search.get('status'));
  const sla = search.get('sla') ?? undefined;
  const [dueFrom, dueTo] = [dateTimeOf(search.get('dueFrom')), dateTimeOf(search.get('dueTo'))];
  return {
    status: status.length ? status : [...OPEN_STATUSES],
    ...(isSla(sla) ? { sla } : {}),
    ...(dueFrom && dueTo && dueFrom <= dueTo ? { dueAt: [dueFrom, dueTo] as [string, string] } : {}),
  };
}

/** The task an address opens (`?id=`): a positive whole number, else none. */
export function taskIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export type MyTaskAction = 'start' | 'complete' | 'return' | 'comment';

/** What the assignee may do with a task in its state, as the server allows it; a comment always. */
export function actionsOf(status: TaskStatus): MyTaskAction[] {
  const actions: MyTaskAction[] = [];
  if (canTransition('start', status)) actions.push('start');
  if (canTransition('complete', status)) actions.push('complete');
  if (canTransition('return', status)) actions.push('return');
  actions.push('comment');
  return actions;
}

/** The dialogs that take a note. */
export type NoteKind = 'complete' | 'return' | 'comment';

/** Whether the dialog's note is required: a return's reason and a comment are; a completion's result is not. */
export const noteRequired = (kind: NoteKind) => kind !== 'complete';

/** What is wrong with a note, as a message id and its values; undefined when it may be sent. */
export function noteProblem(kind: NoteKind, value: string | undefined): { id: string; values?: Record<string, number> } | undefined {
  const text = value?.trim() ?? '';
  if (!text && noteRequired(kind)) return { id: `taskMy.${kind}.required` };
  if (text.length > TASK_NOTE_MAX) return { id: 'taskMy.note.max', values: { max: TASK_NOTE_MAX } };
  return undefined;
}

/** The body of a dialog's call: the note trimmed (an empty result is none). */
export function noteBody(kind: 'complete', value: string | undefined): { result: string | null };
export function noteBody(kind: 'return', value: string | undefined): { reason: string };
export function noteBody(kind: 'comment', value: string | undefined): { text: string };
export function noteBody(kind: NoteKind, value: string | undefined): { result: string | null } | { reason: string } | { text: string } {
  const text = value?.trim() ?? '';
  if (kind === 'complete') return { result: text || null };
  if (kind === 'return') return { reason: text };
  return { text };
}
