import type { FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { TaskListRow, TaskHistoryRow, TaskPage, dispatchLogOf } from '../../db/repositories/tasks/tasks';
import { slaOf } from '../../db/repositories/tasks/tasks';
import type { TaskRow } from '../../db/repositories/tasks/transitions';
import type { TaskType } from '../../db/repositories/tasks/taskTypes';
import { DEFAULT_LOCALE, localizedName, t, translate } from '../../i18n';
import { ShowType } from '../../envelopes';
import { ApiError } from '../errors';
import type { DispatchLogEntry, TaskHistoryEntry, TaskItem, TaskTypeItem } from './contract';
import type { TaskStatus, TaskTransition } from './constants';

/* How tasks, their types, history and dispatch log are answered and logged. */

export const TASK_STATE_ERROR = 'TASK_STATE';

export const taskTypeAnswer = (row: TaskType): Static<typeof TaskTypeItem> => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nameEn: row.nameEn,
  serviceHours: row.serviceHours,
  enabled: row.enabled,
  sort: row.sort,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A task as the lists answer it, names in the caller's language, its SLA state at `now`. */
export const taskAnswer = (request: FastifyRequest, row: TaskListRow, now: Date): Static<typeof TaskItem> => ({
  id: row.id,
  taskNo: row.taskNo,
  type: { id: row.typeId, code: row.typeCode, name: localizedName(request, { name: row.typeName, nameEn: row.typeNameEn }) },
  title: row.title,
  org: { id: row.orgId, name: localizedName(request, { name: row.orgName, nameEn: row.orgNameEn }) },
  applicant: row.applicant,
  amount: row.amount,
  currency: row.currency,
  priority: row.priority,
  sourceSystem: row.sourceSystem,
  sourceRef: row.sourceRef,
  dueAt: row.dueAt.toISOString(),
  sla: slaOf(row, now),
  status: row.status,
  assignee:
    row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? `#${row.assigneeId}`, account: row.assigneeAccount ?? '' },
  rule: row.ruleId === null ? null : { id: row.ruleId, name: row.ruleName ?? `#${row.ruleId}` },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? `#${id}` });

/** A page of tasks as every task list answers it (cappedPageOf(TaskItem)). */
export const taskPageAnswer = (request: FastifyRequest, page: TaskPage, now: Date) => ({
  list: page.rows.map((row) => taskAnswer(request, row, now)),
  total: page.total,
  totalCapped: page.capped,
});

export const historyAnswer = (row: TaskHistoryRow): Static<typeof TaskHistoryEntry> => ({
  id: row.id,
  action: row.action,
  actor: named(row.actorId, row.actorName),
  at: row.at.toISOString(),
  from: row.from,
  to: row.to,
  assignee: named(row.assigneeId, row.assigneeName),
  note: row.note,
});

type DispatchLogRow = Awaited<ReturnType<typeof dispatchLogOf>>[number];

export const dispatchLogAnswer = (row: DispatchLogRow): Static<typeof DispatchLogEntry> => ({
  id: row.id,
  rule: named(row.ruleId, row.ruleName),
  strategy: row.strategy,
  outcome: row.outcome as Static<typeof DispatchLogEntry>['outcome'],
  assignee: named(row.assigneeId, row.assigneeName),
  reason: row.reason,
  skipped: row.skipped,
  actor: named(row.actorId, row.actorName),
  at: row.at.toISOString(),
});

/** A task as the operation log records it. */
export const loggedTask = (task: TaskRow) => ({
  taskNo: task.taskNo,
  typeId: task.typeId,
  title: task.title,
  orgId: task.orgId,
  applicant: task.applicant,
  amount: task.amount,
  currency: task.currency,
  priority: task.priority,
  sourceSystem: task.sourceSystem,
  sourceRef: task.sourceRef,
  dueAt: task.dueAt.toISOString(),
  status: task.status,
  assigneeId: task.assigneeId,
});

/**
 * A transition the task's state does not allow: 409 TASK_STATE naming the task and its state, with
 * both in the body's data.
 */
export function stateConflict(request: FastifyRequest, task: { taskNo: string; status: TaskStatus }, transition: TaskTransition): ApiError {
  const params = (locale: 'zh-CN' | 'en-US') => ({
    taskNo: task.taskNo,
    status: translate(locale, `tasks.status.${task.status}`),
    action: translate(locale, `tasks.action.${transition}`),
  });
  const status = t(request, `tasks.status.${task.status}`);
  const action = t(request, `tasks.action.${transition}`);
  return new ApiError(
    409,
    t(request, 'tasks.state', { taskNo: task.taskNo, status, action }),
    ShowType.error,
    TASK_STATE_ERROR,
    translate(DEFAULT_LOCALE, 'tasks.state', params(DEFAULT_LOCALE)),
    { taskNo: task.taskNo, status: task.status },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as messages show it: server time, to the minute. */
export const shownTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
