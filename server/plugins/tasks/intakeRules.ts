import type { FastifyRequest } from 'fastify';
import type { NewTask } from '../../db/repositories/tasks/tasks';
import type { TaskType } from '../../db/repositories/tasks/taskTypes';
import { DEFAULT_LOCALE, t, translate, type MessageKey, type MessageParams } from '../../i18n';
import { ShowType } from '../../envelopes';
import { ApiError } from '../errors';
import { TASK_AMOUNT_MAX, TASK_AMOUNT_PATTERN, TASK_PRIORITY } from './constants';

/*
 * The rules of a task being taken in, shared by the form, the Excel import and other systems: the
 * schema checks the shapes, these the rest, each problem naming its field.
 */

const HOUR_MS = 3_600_000;
const AMOUNT = new RegExp(TASK_AMOUNT_PATTERN);

/** The plain fields of a task as it is taken in. */
export interface TaskIntakeFields {
  title: string;
  applicant?: string | null;
  amount?: number | string | null;
  currency?: string;
  priority?: number;
  sourceSystem?: string | null;
  sourceRef?: string | null;
}

/** An amount as stored (text, two decimals), null for none, or undefined when it is not a valid amount. */
export function storedAmount(amount: number | string | null | undefined): string | null | undefined {
  if (amount === null || amount === undefined || amount === '') return null;
  if (typeof amount === 'string') {
    if (!AMOUNT.test(amount)) return undefined;
    const [whole, fraction = ''] = amount.split('.');
    return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
  }
  if (!Number.isFinite(amount) || amount < 0 || amount > TASK_AMOUNT_MAX) return undefined;
  const text = amount.toFixed(2);
  return Number(text) === amount ? text : undefined;
}

export interface FieldProblem {
  field: string;
  /** In the caller's language. */
  message: string;
  /** In the server's language, for the operation log. */
  logMessage: string;
}

/** A problem answered as 400. */
export const problemError = (problem: FieldProblem) => new ApiError(400, problem.message, ShowType.error, '400', problem.logMessage);

/**
 * What the schema cannot say of a task's plain fields: a title of spaces only, an amount with
 * more than two decimals, a reference without its system. `prefix` names where the task is
 * (`tasks[3].` in an intake call).
 */
export function plainProblems(request: FastifyRequest, input: TaskIntakeFields, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = <K extends MessageKey>(field: string, key: K, ...params: MessageParams<K>) =>
    problems.push({ field, message: t(request, key, ...params), logMessage: translate(DEFAULT_LOCALE, key, ...params) });
  if (!input.title.trim()) add('title', 'field.notEmpty', { field: `${prefix}title` });
  if (storedAmount(input.amount) === undefined) add('amount', 'tasks.amountDecimals', { field: `${prefix}amount` });
  if (input.sourceRef && !input.sourceSystem) add('sourceSystem', 'tasks.sourceRefWithoutSystem');
  return problems;
}

/** The row of a new task (its id drawn already) from checked input: due after its type's service hours. */
export function newTask(
  id: number,
  input: TaskIntakeFields,
  type: TaskType,
  orgId: number,
  createdBy: number | null,
  now: Date,
): NewTask {
  return {
    id,
    typeId: type.id,
    title: input.title.trim(),
    orgId,
    applicant: input.applicant?.trim() || null,
    amount: storedAmount(input.amount) ?? null,
    currency: input.currency ?? 'CNY',
    priority: input.priority ?? TASK_PRIORITY.normal,
    sourceSystem: input.sourceSystem || null,
    sourceRef: input.sourceRef || null,
    dueAt: new Date(now.getTime() + type.serviceHours * HOUR_MS),
    createdBy,
  };
}
