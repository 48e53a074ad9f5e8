/**
 * Dispatch rules (module `taskRule`): the list, one rule, create, change, enable or disable,
 * delete, and what the rule form offers (condition fields, task types, groups and posts).
 */
import type { Static } from '@sinclair/typebox';
import type { PageOf } from '../../server/paging';
import type { RuleConditionProblem, RuleFields, RuleItem, RuleListQuery, SaveRuleBody } from '../../server/plugins/taskRules/contract';
import { requestData, type PortalRequestOptions } from './request';

export type TaskRule = Static<typeof RuleItem>;
export type TaskRuleQuery = Static<typeof RuleListQuery>;
export type TaskRuleInput = Static<typeof SaveRuleBody>;
export type TaskRuleFields = Static<typeof RuleFields>;
/** A condition row the server refused (400 data.problems). */
export type TaskRuleProblem = Static<typeof RuleConditionProblem>;

const BASE = '/api/taskRules';

export function fetchTaskRules(query: TaskRuleQuery): Promise<PageOf<TaskRule>> {
  return requestData<PageOf<TaskRule>>(BASE, { method: 'GET', params: query });
}

export function fetchTaskRule(id: number): Promise<TaskRule> {
  return requestData<TaskRule>(`${BASE}/${id}`, { method: 'GET' });
}

export function fetchTaskRuleFields(): Promise<TaskRuleFields> {
  return requestData<TaskRuleFields>(`${BASE}/fields`, { method: 'GET' });
}

/** `options`: a form that marks refused condition cells itself passes skipErrorHandler. */
export function createTaskRule(data: TaskRuleInput, options: PortalRequestOptions = {}): Promise<TaskRule> {
  return requestData<TaskRule>(BASE, { ...options, method: 'POST', data });
}

export function updateTaskRule(id: number, data: TaskRuleInput, options: PortalRequestOptions = {}): Promise<TaskRule> {
  return requestData<TaskRule>(`${BASE}/${id}`, { ...options, method: 'PUT', data });
}

export function setTaskRuleEnabled(id: number, enabled: boolean): Promise<TaskRule> {
  return requestData<TaskRule>(`${BASE}/${id}/enabled`, { method: 'PUT', data: { enabled } });
}

export function deleteTaskRule(id: number): Promise<null> {
  return requestData<null>(`${BASE}/${id}`, { method: 'DELETE' });
}
