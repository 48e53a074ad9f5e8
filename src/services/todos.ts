/**
 * The to-do list (/lazarToDo): the caller's own to-dos and those shared with them, one to-do,
 * create and change, delete, done, matters, the workbench's due list and the colleagues a
 * to-do may be shared with.
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type {
  DueTodo as DueTodoSchema,
  SaveTodoBody,
  TodoDetail as TodoDetailSchema,
  TodoItem as TodoItemSchema,
  TodoListQuery,
  TodoMatter as TodoMatterSchema,
  TodoPerson as TodoPersonSchema,
} from '../../server/plugins/todos/contract';
import { requestData } from './request';

export type Todo = Static<typeof TodoItemSchema>;
export type TodoDetail = Static<typeof TodoDetailSchema>;
export type TodoMatter = Static<typeof TodoMatterSchema>;
export type TodoPerson = Static<typeof TodoPersonSchema>;
export type TodoQuery = Static<typeof TodoListQuery>;
export type TodoInput = Static<typeof SaveTodoBody>;
export type DueTodo = Static<typeof DueTodoSchema>;

const BASE = '/api/todos';

export function fetchTodos(query: TodoQuery): Promise<PageOf<Todo>> {
  return requestData<PageOf<Todo>>(BASE, { method: 'GET', params: query });
}

export function fetchTodo(id: number): Promise<TodoDetail> {
  return requestData<TodoDetail>(`${BASE}/${id}`, { method: 'GET' });
}

export function createTodo(data: TodoInput): Promise<TodoDetail> {
  return requestData<TodoDetail>(BASE, { method: 'POST', data });
}

/** The whole form: matters and colleagues are replaced. */
export function updateTodo(id: number, data: TodoInput): Promise<TodoDetail> {
  return requestData<TodoDetail>(`${BASE}/${id}`, { method: 'PUT', data });
}

export function deleteTodo(id: number): Promise<null> {
  return requestData<null>(`${BASE}/${id}`, { method: 'DELETE' });
}

export function markTodoDone(id: number, done: boolean): Promise<TodoDetail> {
  return requestData<TodoDetail>(`${BASE}/${id}/done`, { method: 'POST', data: { done } });
}

export function tickMatter(id: number, matterId: number, done: boolean): Promise<TodoDetail> {
  return requestData<TodoDetail>(`${BASE}/${id}/matters/${matterId}`, { method: 'PUT', data: { done } });
}

/** "Add matter": one more matter at the end. */
export function addMatter(id: number, content: string): Promise<TodoDetail> {
  return requestData<TodoDetail>(`${BASE}/${id}/matters`, { method: 'POST', data: { content } });
}

/** For the workbench: undone to-dos due within `days` or overdue, soonest first (at most 10). */
export function fetchDueTodos(days?: number): Promise<DueTodo[]> {
  return requestData<DueTodo[]>(`${BASE}/due`, { method: 'GET', params: days === undefined ? {} : { days } });
}
