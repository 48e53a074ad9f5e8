/**
 * Plain values of tasks: what the contract checks, the database stores and the front end shows.
 * No imports, so the browser reads them without the schema library.
 */

/**
 * A task's states. new: just taken in, not yet dispatched; queued: no rule matched or everyone
 * the rule targets is at their cap (dispatch retries it); assigned: someone has it; in progress:
 * they started it; returned: its assignee gave it back with a reason (dispatch takes it again);
 * completed and cancelled end it.
 */
export const TASK_STATUS = {
  new: 'new',
  queued: 'queued',
  assigned: 'assigned',
  inProgress: 'inProgress',
  returned: 'returned',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUSES = Object.values(TASK_STATUS);

/** States a dispatch (the engine, a manager, or a claim) takes a task from. */
export const DISPATCHABLE_STATUSES: readonly TaskStatus[] = [TASK_STATUS.new, TASK_STATUS.queued, TASK_STATUS.returned];
/** States that count toward a person's open tasks (their load and their cap). */
export const OPEN_STATUSES: readonly TaskStatus[] = [TASK_STATUS.assigned, TASK_STATUS.inProgress];
/** States that end a task. */
export const FINAL_STATUSES: readonly TaskStatus[] = [TASK_STATUS.completed, TASK_STATUS.cancelled];

/**
 * What may be done to a task, and from which states. A call from any other state answers 409 with
 * the current state. dispatch covers the engine, a manager's dispatch and a claim; reassign moves
 * an assigned or started task to someone else.
 */
export const TASK_TRANSITIONS = {
  dispatch: { from: DISPATCHABLE_STATUSES, to: TASK_STATUS.assigned },
  queue: { from: [TASK_STATUS.new, TASK_STATUS.returned], to: TASK_STATUS.queued },
  reassign: { from: [TASK_STATUS.assigned, TASK_STATUS.inProgress], to: TASK_STATUS.assigned },
  start: { from: [TASK_STATUS.assigned], to: TASK_STATUS.inProgress },
  complete: { from: [TASK_STATUS.inProgress], to: TASK_STATUS.completed },
  return: { from: [TASK_STATUS.assigned, TASK_STATUS.inProgress], to: TASK_STATUS.returned },
  cancel: { from: [TASK_STATUS.new, TASK_STATUS.queued, TASK_STATUS.assigned, TASK_STATUS.inProgress, TASK_STATUS.returned], to: TASK_STATUS.cancelled },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus }>;
export type TaskTransition = keyof typeof TASK_TRANSITIONS;

/** Whether a transition is allowed from a state. */
export const canTransition = (transition: TaskTransition, from: TaskStatus): boolean =>
  (TASK_TRANSITIONS[transition].from as readonly TaskStatus[]).includes(from);

/** Entries of a task's history: the transitions, its creation and comments. */
export const TASK_HISTORY_ACTIONS = ['create', 'comment', ...(Object.keys(TASK_TRANSITIONS) as TaskTransition[])] as const;
export type TaskHistoryAction = (typeof TASK_HISTORY_ACTIONS)[number];

/** 1 low, 2 normal, 3 high, 4 urgent. */
export const TASK_PRIORITY = { low: 1, normal: 2, high: 3, urgent: 4 } as const;
export const TASK_PRIORITIES = Object.values(TASK_PRIORITY);

/** ISO 4217 codes offered by the forms; the API takes any three capital letters. */
export const TASK_CURRENCIES = ['CNY', 'HKD', 'USD', 'EUR', 'JPY', 'GBP'] as const;
export const TASK_CURRENCY_PATTERN = '^[A-Z]{3}$';
/** Amounts: up to 13 digits before the point and 2 after (numeric(15,2)). */
export const TASK_AMOUNT_MAX = 9_999_999_999_999.99;

export const TASK_TITLE_MAX = 200;
export const TASK_APPLICANT_MAX = 64;
export const TASK_SOURCE_SYSTEM_MAX = 32;
export const TASK_SOURCE_REF_MAX = 64;
/** A return's reason, a completion's result, a comment, a cancellation's reason. */
export const TASK_NOTE_MAX = 1000;
export const TASK_TYPE_CODE_MAX = 32;
export const TASK_TYPE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
export const TASK_TYPE_NAME_MAX = 64;
/** A type's service level: hours from intake to the due time (wall-clock hours). */
export const TASK_SERVICE_HOURS_MAX = 24 * 90;
/** A task is "due soon" within this many hours of its due time. */
export const TASK_DUE_SOON_HOURS = 4;
/** Rows of one Excel import, as the users import. */
export const TASK_IMPORT_MAX_ROWS = 5000;
/** Tasks one intake call from another system may carry. */
export const TASK_INTAKE_MAX = 500;
/** Tasks one bulk dispatch, reassign or cancel may name. */
export const TASK_BULK_MAX = 500;

/** SLA state of an open task, worked out from its due time. */
export const TASK_SLA = { onTrack: 'onTrack', dueSoon: 'dueSoon', breached: 'breached' } as const;
export type TaskSla = (typeof TASK_SLA)[keyof typeof TASK_SLA];

/** States a task is still worked on or waits in: its service level runs, its due time can be breached. */
export const ACTIVE_STATUSES: readonly TaskStatus[] = TASK_STATUSES.filter((status) => !FINAL_STATUSES.includes(status));
export const TASK_SLAS = Object.values(TASK_SLA);

/** Two decimals at most, up to TASK_AMOUNT_MAX (13 digits before the point). */
export const TASK_AMOUNT_PATTERN = '^\\d{1,13}(\\.\\d{1,2})?$';
/** Source systems are named like codes (the integration key names its system). */
export const TASK_SOURCE_SYSTEM_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]*$';
/** Several states in one filter, separated by commas: `assigned,inProgress`. */
export const TASK_STATUS_LIST_PATTERN = `^(${TASK_STATUSES.join('|')})(,(${TASK_STATUSES.join('|')}))*$`;
/** The longest keyword of the task lists (a prefix of the number, title or applicant). */
export const TASK_KEYWORD_MAX = 64;

export const TASK_SORTERS = [
  'dueAt:ascend',
  'dueAt:descend',
  'createdAt:ascend',
  'createdAt:descend',
  'priority:ascend',
  'priority:descend',
  'amount:ascend',
  'amount:descend',
] as const;
export type TaskSorter = (typeof TASK_SORTERS)[number];
/** The managers' list: newest first; my tasks: the one due first. */
export const TASK_DEFAULT_SORTER: TaskSorter = 'createdAt:descend';
export const MY_TASK_DEFAULT_SORTER: TaskSorter = 'dueAt:ascend';

/** The download centre's kind of the task list export (task:export). */
export const TASK_EXPORT_KIND = 'tasks';
/** Rows one export writes at most. */
export const TASK_EXPORT_MAX_ROWS = 100_000;

/** The message center's group of the messages about tasks. */
export const TASK_MESSAGE_GROUP = 'task';
/** Where a message takes the task's assignee, and a manager (the creator, a rule's owner). */
export const taskMyLink = (id: number) => `/taskMy?id=${id}`;
export const taskManageLink = (id: number) => `/taskManage?id=${id}`;

/** The task import's template download. */
export const TASK_IMPORT_TEMPLATE_URL = '/api/tasks/import/template';
