/**
 * Rules and shapes of the to-do pages: the form's checks (the same the server makes), the form's
 * values as the API's body and back, the list's filters as its query, and what a row shows.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  TODO_DESCRIPTION_MAX,
  TODO_MATTER_MAX,
  TODO_TITLE_MAX,
  TODO_VIEWS,
  type TodoView,
} from '../../../server/plugins/todos/constants';
import type { Todo, TodoDetail, TodoInput, TodoQuery } from '@/services/todos';
import { personLabel, type PickedPerson } from '@/utils/people';

/** A message of the to-do form: its id and the values it names. */
export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

/** A date as the form holds it: a picked day-time, or text from the server. */
export type DateValue = Dayjs | string | null | undefined;

/** A row of the matters table. */
export interface MatterRow {
  key: string;
  content?: string;
  done?: boolean;
}

/** What the to-do form holds. */
export interface TodoValues {
  title?: string;
  description?: string;
  dueAt?: DateValue;
  remindAt?: DateValue;
  assignees?: PickedPerson[];
  matters?: MatterRow[];
}

let lastKey = 0;

/** A key for a new row of the matters table. */
export function newMatterKey(): string {
  lastKey += 1;
  return `matter-${lastKey}`;
}

export const NEW_TODO: TodoValues = {
  title: '',
  description: '',
  dueAt: null,
  remindAt: null,
  assignees: [],
  matters: [],
};

const blank = (value: string | undefined | null) => !value?.trim();

export function dayOf(value: DateValue): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const day = dayjs(value);
  return day.isValid() ? day : undefined;
}

/** How a person of a to-do is named: name (account), or what the caller may see of it. */
export function titleProblem(value: string | undefined): Problem | undefined {
  if (blank(value)) return { id: 'lazarToDo.field.title.required' };
  if (value!.trim().length > TODO_TITLE_MAX) return { id: 'lazarToDo.field.max', values: { max: TODO_TITLE_MAX } };
  return undefined;
}

export function descriptionProblem(value: string | undefined): Problem | undefined {
  if ((value?.trim().length ?? 0) > TODO_DESCRIPTION_MAX)
    return { id: 'lazarToDo.field.max', values: { max: TODO_DESCRIPTION_MAX } };
  return undefined;
}

export function matterProblem(value: string | undefined): Problem | undefined {
  if (blank(value)) return { id: 'lazarToDo.matter.required' };
  if (value!.trim().length > TODO_MATTER_MAX) return { id: 'lazarToDo.field.max', values: { max: TODO_MATTER_MAX } };
  return undefined;
}

/**
 * The reminder, when set, is in the future (unless it is the one the to-do has: already past, it
 * is kept as it is) and before the due time.
 */
export function remindProblem(
  remindAt: DateValue,
  dueAt: DateValue,
  stored: string | null = null,
  now: Dayjs = dayjs(),
): Problem | undefined {
  const remind = dayOf(remindAt);
  if (!remind) return undefined;
  const unchanged = stored !== null && dayjs(stored).isSame(remind);
  if (!unchanged && !remind.isAfter(now)) return { id: 'lazarToDo.field.remindAt.past' };
  const due = dayOf(dueAt);
  if (due && !remind.isBefore(due)) return { id: 'lazarToDo.field.remindAt.afterDue' };
  return undefined;
}

/** The form's values of a to-do being changed. */
export function todoFormValues(todo: TodoDetail): TodoValues {
  return {
    title: todo.title,
    description: todo.description ?? '',
    dueAt: todo.dueAt ? dayjs(todo.dueAt) : null,
    remindAt: todo.remindAt ? dayjs(todo.remindAt) : null,
    assignees: todo.assignees.map((person) => ({ value: person.id, label: personLabel(person) })),
    matters: todo.matters.map((matter) => ({ key: newMatterKey(), content: matter.content, done: matter.done })),
  };
}

const isoOf = (value: DateValue) => dayOf(value)?.toDate().toISOString() ?? null;

/** The form's values as the API takes them: trimmed, empty rows left out, times as ISO text. */
export function todoBody(values: TodoValues): TodoInput {
  return {
    title: (values.title ?? '').trim(),
    description: values.description?.trim() || null,
    dueAt: isoOf(values.dueAt),
    remindAt: isoOf(values.remindAt),
    matters: (values.matters ?? [])
      .filter((row) => !blank(row.content))
      .map((row) => ({ content: row.content!.trim(), done: row.done ?? false })),
    assigneeIds: [...new Set((values.assignees ?? []).map((person) => person.value))],
  };
}

/** Not done and past its due time. */
export function isOverdue(todo: Pick<Todo, 'done' | 'dueAt'>, now: Dayjs = dayjs()): boolean {
  return !todo.done && todo.dueAt !== null && dayjs(todo.dueAt).isBefore(now);
}

/** "1/3": matters done of all; empty without matters. */
export function matterProgress(todo: Pick<Todo, 'matterCount' | 'mattersDone'>): string {
  return todo.matterCount === 0 ? '' : `${todo.mattersDone}/${todo.matterCount}`;
}

/** An id from the address: a positive whole number, else undefined. */
export function idOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export const isView = (value: unknown): value is TodoView => TODO_VIEWS.includes(value as TodoView);

/** The list's filters as the form holds them. */
export interface TodoFilters {
  title?: string;
  done?: string;
  dueFrom?: string;
  dueTo?: string;
}

/** The list's filters and tab as the API's query. */
export function todoQuery(
  view: TodoView,
  params: TodoFilters & { current?: number; pageSize?: number },
): TodoQuery {
  return {
    current: params.current,
    pageSize: params.pageSize,
    view,
    keyword: params.title?.trim() || undefined,
    done: params.done === 'true' || params.done === 'false' ? params.done : undefined,
    dueFrom: params.dueFrom,
    dueTo: params.dueTo,
  };
}
