import type { FastifyRequest } from 'fastify';
import { orgFilterAt } from '../../access/orgSubtree';
import type { TaskFilter, TaskSort, TaskSortField } from '../../db/repositories/tasks/tasks';
import type { TaskSla, TaskSorter, TaskStatus } from './constants';

/** The list filters as the query gives them. */
export interface TaskListFilters {
  keyword?: string;
  status?: string;
  typeId?: number;
  orgId?: number;
  withSub?: 'true' | 'false';
  assigneeId?: number;
  priority?: number;
  sla?: TaskSla;
  createdFrom?: string;
  createdTo?: string;
  dueFrom?: string;
  dueTo?: string;
}

/** The repository's filter of the list's query: the organisation with (by default) those below it. */
export async function taskFilterOf(request: FastifyRequest, query: TaskListFilters): Promise<TaskFilter> {
  const date = (text: string | undefined) => (text ? new Date(text) : undefined);
  return {
    keyword: query.keyword?.trim() || undefined,
    statuses: query.status ? [...new Set(query.status.split(','))] as TaskStatus[] : undefined,
    typeId: query.typeId,
    orgIds: query.withSub === 'false' && query.orgId !== undefined ? [query.orgId] : await orgFilterAt(request, query.orgId),
    assigneeId: query.assigneeId,
    priority: query.priority,
    sla: query.sla,
    createdFrom: date(query.createdFrom),
    createdTo: date(query.createdTo),
    dueFrom: date(query.dueFrom),
    dueTo: date(query.dueTo),
  };
}

export function taskSortOf(sorter: TaskSorter): TaskSort {
  const [field, order] = sorter.split(':') as [TaskSortField, 'ascend' | 'descend'];
  return { field, order };
}

