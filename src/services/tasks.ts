/**
 * Tasks (module `task`): task types, the managers' list with bulk dispatch, reassignment and
 * cancellation, one task with its history and dispatch log, creating one, export (through the
 * download centre) and Excel import; each person's own tasks (start, complete, return, comment)
 * and their counts. The keys other systems send tasks with: src/services/integrations.ts.
 */
import type { Static } from '@sinclair/typebox';
import { getLocale } from '@umijs/max';
import { announceChange } from '@/utils/areaChanges';
import type { CappedPageOf } from '../../server/paging';
import type {
  CommentTaskBody,
  CompleteTaskBody,
  CreateTaskBody,
  CreateTaskTypeBody,
  ExportTasksQuery,
  ImportedTasks,
  ImportError,
  MyTaskListQuery,
  MyTaskSummary as MyTaskSummarySchema,
  ReturnTaskBody,
  TaskDetail as TaskDetailSchema,
  TaskHistoryEntry,
  TaskItem,
  TaskListQuery,
  TaskOrgOption as TaskOrgOptionSchema,
  TaskTypeItem,
  TaskTypeListQuery,
  UpdateTaskTypeBody,
} from '../../server/plugins/tasks/contract';
import { BizError, type ErrorInfo } from '@/utils/errorDisplay';
import { redirectToLogin } from '@/utils/session';
import { TASK_EXPORT_KIND } from '../../server/plugins/tasks/constants';
import { requestExport, type Export } from './downloads';
import { requestData } from './request';

export type Task = Static<typeof TaskItem>;
export type TaskDetail = Static<typeof TaskDetailSchema>;
export type TaskHistory = Static<typeof TaskHistoryEntry>;
export type TaskQuery = Static<typeof TaskListQuery>;
/** The list's filters and order without paging: what an export takes. */
export type TaskFilter = Static<typeof ExportTasksQuery>;
export type TaskInput = Static<typeof CreateTaskBody>;
/** An organisation of the task forms: within the caller's data scope, or only holding the tree. */
export type TaskOrgOption = Static<typeof TaskOrgOptionSchema>;
export type MyTaskQuery = Static<typeof MyTaskListQuery>;
export type MyTaskSummary = Static<typeof MyTaskSummarySchema>;
export type TaskType = Static<typeof TaskTypeItem>;
export type TaskTypeQuery = Static<typeof TaskTypeListQuery>;
export type TaskTypeInput = Static<typeof CreateTaskTypeBody>;
export type TaskTypeChange = Static<typeof UpdateTaskTypeBody>;

const BASE = '/api/tasks';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- Task types ---------------------------------------------------------------------------------

/** Task types by their order: `{ enabled: 'true' }` the enabled ones (anyone), else every one (task:view). */
export function fetchTaskTypes(query: TaskTypeQuery = {}): Promise<TaskType[]> {
  return requestData<TaskType[]>('/api/taskTypes', { method: 'GET', params: query });
}

export function createTaskType(data: TaskTypeInput): Promise<TaskType> {
  return requestData<TaskType>('/api/taskTypes', { method: 'POST', data });
}

export function updateTaskType(id: number, data: TaskTypeChange): Promise<TaskType> {
  return requestData<TaskType>(`/api/taskTypes/${id}`, { method: 'PUT', data });
}

// ---- The managers' list -------------------------------------------------------------------------

export function fetchTasks(query: TaskQuery): Promise<CappedPageOf<Task>> {
  return requestData<CappedPageOf<Task>>(BASE, { method: 'GET', params: query });
}

/** One task with its history and dispatch log (a manager within their scope, or its assignee). */
export function fetchTask(id: number): Promise<TaskDetail> {
  return requestData<TaskDetail>(`${BASE}/${id}`, { method: 'GET' });
}

/** The organisations of the filter and the new-task form, in the language shown (task:view or task:create). */
export function fetchTaskOrgOptions(): Promise<TaskOrgOption[]> {
  return requestData<TaskOrgOption[]>(`${BASE}/orgOptions`, { method: 'GET' });
}

/** The area name of task changes: the task cards and lists in other tabs reload when they hear it. */
export const TASKS_AREA = 'tasks';

/** Announces a change of tasks once the call that made it has succeeded. */
function changing<T>(call: Promise<T>): Promise<T> {
  return call.then((answer) => {
    announceChange(TASKS_AREA);
    return answer;
  });
}

export function createTask(data: TaskInput): Promise<Task> {
  return changing(requestData<Task>(BASE, { method: 'POST', data }));
}

/** All or none: a task whose state does not allow it answers 409 naming it. */
export function dispatchTasks(data: { ids: number[]; assigneeId: number }): Promise<Task[]> {
  return changing(requestData<Task[]>(`${BASE}/dispatch`, { method: 'POST', data }));
}

export function reassignTasks(data: { ids: number[]; assigneeId: number; note?: string | null }): Promise<Task[]> {
  return changing(requestData<Task[]>(`${BASE}/reassign`, { method: 'POST', data }));
}

export function cancelTasks(data: { ids: number[]; reason: string }): Promise<Task[]> {
  return changing(requestData<Task[]>(`${BASE}/cancel`, { method: 'POST', data }));
}

/** Exports the tasks of these filters, in this order, through the download centre. */
export function exportTasks(filter: TaskFilter): Promise<Export> {
  return requestExport(TASK_EXPORT_KIND, filter);
}

// ---- One's own tasks ----------------------------------------------------------------------------

export function fetchMyTasks(query: MyTaskQuery): Promise<CappedPageOf<Task>> {
  return requestData<CappedPageOf<Task>>(`${BASE}/my`, { method: 'GET', params: query });
}

export function fetchMyTaskSummary(): Promise<MyTaskSummary> {
  return requestData<MyTaskSummary>(`${BASE}/my/summary`, { method: 'GET' });
}

export function startTask(id: number): Promise<Task> {
  return changing(requestData<Task>(`${BASE}/${id}/start`, { method: 'POST' }));
}

export function completeTask(id: number, data: Static<typeof CompleteTaskBody> = {}): Promise<Task> {
  return changing(requestData<Task>(`${BASE}/${id}/complete`, { method: 'POST', data }));
}

export function returnTask(id: number, data: Static<typeof ReturnTaskBody>): Promise<Task> {
  return changing(requestData<Task>(`${BASE}/${id}/return`, { method: 'POST', data }));
}

export function commentTask(id: number, data: Static<typeof CommentTaskBody>): Promise<TaskHistory> {
  return requestData<TaskHistory>(`${BASE}/${id}/comment`, { method: 'POST', data });
}

// ---- The pool (the dispatch area's routes) -------------------------------------------------------

/** Waiting tasks of the rules that target the caller, to claim. */
export function fetchTaskPool(query: { current?: number; pageSize?: number } = {}): Promise<CappedPageOf<Task>> {
  return requestData<CappedPageOf<Task>>(`${BASE}/pool`, { method: 'GET', params: query });
}

export function claimTask(id: number): Promise<Task> {
  return changing(requestData<Task>(`${BASE}/${id}/claim`, { method: 'POST' }));
}

// ---- Import -------------------------------------------------------------------------------------

/** A refused row: `row` as the spreadsheet numbers it. */
export type TaskImportRowError = Static<typeof ImportError>;

/** Either every row was imported, or none was and each refused row is reported. */
export type TaskImportResult = Static<typeof ImportedTasks> | { errors: TaskImportRowError[] };

/**
 * Sends an .xlsx file as the request body (the server reads the raw sheet). The request client
 * is not used because it would serialise the body; the same rules apply: same-origin
 * credentials, the user's language, 401 -> sign in. Any failure other than the row report
 * rejects with the server's message.
 */
export async function importTasks(file: Blob): Promise<TaskImportResult> {
  const response = await fetch(`${BASE}/import`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': XLSX_TYPE, 'Accept-Language': getLocale() },
    credentials: 'same-origin',
  });
  if (response.status === 401) {
    redirectToLogin();
    throw new BizError({});
  }
  const body = (await response.json().catch(() => null)) as
    | (ErrorInfo & { success?: boolean; data?: { imported?: number; taskNos?: string[]; errors?: TaskImportRowError[] } })
    | null;
  if (response.status === 422 && Array.isArray(body?.data?.errors)) return { errors: body!.data!.errors! };
  if (response.ok && body?.success && typeof body.data?.imported === 'number') {
    announceChange(TASKS_AREA);
    return { imported: body.data.imported, taskNos: body.data.taskNos ?? [] };
  }
  throw new BizError({ errorCode: body?.errorCode ?? response.status, errorMessage: body?.errorMessage });
}

