import { Type } from '@sinclair/typebox';
import { DateTime, NullableText, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { cappedPageOf, pagedQuery } from '../../paging';
import { DISPATCH_OUTCOMES, DISPATCH_REASONS, RULE_STRATEGIES } from '../taskRules/constants';
import {
  TASK_AMOUNT_MAX,
  TASK_AMOUNT_PATTERN,
  TASK_APPLICANT_MAX,
  TASK_BULK_MAX,
  TASK_CURRENCY_PATTERN,
  TASK_HISTORY_ACTIONS,
  TASK_IMPORT_MAX_ROWS,
  TASK_INTAKE_MAX,
  TASK_KEYWORD_MAX,
  TASK_NOTE_MAX,
  TASK_PRIORITY,
  TASK_SERVICE_HOURS_MAX,
  TASK_SLAS,
  TASK_SORTERS,
  TASK_SOURCE_REF_MAX,
  TASK_SOURCE_SYSTEM_MAX,
  TASK_SOURCE_SYSTEM_PATTERN,
  TASK_STATUSES,
  TASK_STATUS_LIST_PATTERN,
  TASK_TITLE_MAX,
  TASK_TYPE_CODE_MAX,
  TASK_TYPE_CODE_PATTERN,
  TASK_TYPE_NAME_MAX,
} from './constants';
import { SORT_MAX } from '../../constants';

const tags = ['tasks'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });

export const TaskParams = Type.Object({ id: Id });

// ---- Task types -------------------------------------------------------------------------------

export const TaskTypeItem = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'What rules and other systems name the type by' }),
  name: Type.String({ description: 'The Chinese name' }),
  nameEn: NullableText,
  serviceHours: Type.Integer({ description: 'Hours from intake to the due time' }),
  enabled: Type.Boolean({ description: 'Only enabled types take new tasks' }),
  sort: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const TaskTypeListQuery = Type.Object(
  {
    enabled: Type.Optional(
      StringEnum(['true', 'false'] as const, {
        description: 'true: the enabled types only, for forms (any signed-in user); otherwise every type (task:view)',
      }),
    ),
  },
  { additionalProperties: false },
);

const taskTypeFields = {
  code: Type.String({ minLength: 1, maxLength: TASK_TYPE_CODE_MAX, pattern: TASK_TYPE_CODE_PATTERN }),
  name: Type.String({ minLength: 1, maxLength: TASK_TYPE_NAME_MAX }),
  nameEn: Type.Union([Type.String({ maxLength: TASK_TYPE_NAME_MAX }), Type.Null()]),
  serviceHours: Type.Integer({ minimum: 1, maximum: TASK_SERVICE_HOURS_MAX, description: 'The service level in hours' }),
  enabled: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: SORT_MAX }),
};

export const CreateTaskTypeBody = Type.Object(
  {
    code: taskTypeFields.code,
    name: taskTypeFields.name,
    nameEn: Type.Optional(taskTypeFields.nameEn),
    serviceHours: taskTypeFields.serviceHours,
    enabled: Type.Optional(taskTypeFields.enabled),
    sort: Type.Optional(taskTypeFields.sort),
  },
  { additionalProperties: false },
);

export const UpdateTaskTypeBody = Type.Partial(Type.Object(taskTypeFields), { additionalProperties: false, minProperties: 1 });

// ---- Tasks ------------------------------------------------------------------------------------

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const NullableNamed = Type.Union([Named, Type.Null()]);

const TaskStatusValue = StringEnum(TASK_STATUSES);
const TaskSlaValue = StringEnum(TASK_SLAS);

export const TaskItem = Type.Object({
  id: Type.Integer(),
  taskNo: Type.String({ description: 'T and the id, eight digits or more' }),
  type: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String({ description: 'In the language of Accept-Language' }) }),
  title: Type.String(),
  org: Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In the language of Accept-Language' }) }),
  applicant: NullableText,
  amount: Type.Union([Type.String({ description: 'Two decimals, e.g. "1280.00"' }), Type.Null()]),
  currency: Type.String(),
  priority: Type.Integer({ description: '1 low, 2 normal, 3 high, 4 urgent' }),
  sourceSystem: NullableText,
  sourceRef: NullableText,
  dueAt: DateTime,
  sla: Type.Union([TaskSlaValue, Type.Null()], {
    description: `From the due time, while the task is not completed or cancelled (null then): breached past it, dueSoon within the warning hours, onTrack before`,
  }),
  status: TaskStatusValue,
  assignee: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), account: Type.String() }), Type.Null()]),
  rule: Type.Union([Named, Type.Null()], { description: 'The rule that matched at the last dispatch' }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const TaskHistoryEntry = Type.Object({
  id: Type.Integer(),
  action: StringEnum(TASK_HISTORY_ACTIONS),
  actor: Type.Union([Named, Type.Null()], { description: 'null: the dispatch engine or another system' }),
  at: DateTime,
  from: Type.Union([TaskStatusValue, Type.Null()]),
  to: Type.Union([TaskStatusValue, Type.Null()]),
  assignee: NullableNamed,
  note: NullableText,
});

export const DispatchLogEntry = Type.Object({
  id: Type.Integer(),
  rule: NullableNamed,
  strategy: Type.Union([StringEnum(RULE_STRATEGIES), Type.Null()]),
  outcome: StringEnum(DISPATCH_OUTCOMES),
  assignee: NullableNamed,
  reason: Type.Union([StringEnum(DISPATCH_REASONS), Type.Null()]),
  skipped: Type.Array(Type.String(), { description: 'Names of the people passed over for their cap' }),
  actor: NullableNamed,
  at: DateTime,
});

export const TaskDetail = Type.Object({
  ...TaskItem.properties,
  createdBy: NullableNamed,
  completedAt: NullableDateTime,
  history: Type.Array(TaskHistoryEntry, { description: 'Oldest first' }),
  dispatchLog: Type.Array(DispatchLogEntry, { description: 'Oldest first' }),
});

const dateFilter = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));
const statusFilter = Type.Optional(
  Type.String({ pattern: TASK_STATUS_LIST_PATTERN, maxLength: 200, description: 'One or more states, separated by commas' }),
);
const keywordFilter = Type.Optional(
  Type.String({ maxLength: TASK_KEYWORD_MAX, description: 'Prefix of the task number, title or applicant (any case)' }),
);

const taskListFilters = {
  keyword: keywordFilter,
  status: statusFilter,
  typeId: Type.Optional(Id),
  orgId: Type.Optional(Type.Integer({ minimum: 1, description: 'The task’s organisation' })),
  withSub: Type.Optional(StringEnum(['true', 'false'] as const, { description: 'With the organisations below orgId (default true)' })),
  assigneeId: Type.Optional(Id),
  priority: Type.Optional(Type.Integer({ minimum: TASK_PRIORITY.low, maximum: TASK_PRIORITY.urgent })),
  sla: Type.Optional(TaskSlaValue),
  createdFrom: dateFilter('Created at or after'),
  createdTo: dateFilter('Created at or before'),
  dueFrom: dateFilter('Due at or after'),
  dueTo: dateFilter('Due at or before'),
  sorter: Type.Optional(StringEnum(TASK_SORTERS, { description: 'field:order; default createdAt:descend' })),
};

export const TaskListQuery = pagedQuery(taskListFilters);

/** The filters and order of a task export (download centre, kind `tasks`): the list's query without paging. */
export const ExportTasksQuery = Type.Object(taskListFilters, { additionalProperties: false });

export const MyTaskListQuery = pagedQuery({
  keyword: keywordFilter,
  status: statusFilter,
  typeId: Type.Optional(Id),
  sla: Type.Optional(TaskSlaValue),
  dueFrom: dateFilter('Due at or after'),
  dueTo: dateFilter('Due at or before'),
  sorter: Type.Optional(StringEnum(TASK_SORTERS, { description: 'field:order; default dueAt:ascend' })),
});

export const MyTaskSummary = Type.Object({
  assigned: Type.Integer({ description: 'Assigned to the caller, not started' }),
  inProgress: Type.Integer(),
  dueToday: Type.Integer({ description: 'Assigned or in progress, due today (server time zone)' }),
  breached: Type.Integer({ description: 'Assigned or in progress, past their due time' }),
  doneThisWeek: Type.Integer({ description: 'Completed by the caller since Monday (server time zone)' }),
});

const amountField = Type.Union(
  [
    Type.Number({ minimum: 0, maximum: TASK_AMOUNT_MAX }),
    Type.String({ pattern: TASK_AMOUNT_PATTERN, maxLength: 16, description: 'Decimal text, e.g. "1280.50"' }),
    Type.Null(),
  ],
  { description: `From 0 to ${TASK_AMOUNT_MAX}, at most two decimals` },
);

/** The fields of a task as it is taken in (a form, an import row, another system). */
const intakeFields = {
  title: Type.String({ minLength: 1, maxLength: TASK_TITLE_MAX }),
  applicant: Type.Optional(Type.Union([Type.String({ maxLength: TASK_APPLICANT_MAX }), Type.Null()])),
  amount: Type.Optional(amountField),
  currency: Type.Optional(Type.String({ pattern: TASK_CURRENCY_PATTERN, description: 'ISO 4217 code; default CNY' })),
  priority: Type.Optional(
    Type.Integer({ minimum: TASK_PRIORITY.low, maximum: TASK_PRIORITY.urgent, description: '1 low, 2 normal (default), 3 high, 4 urgent' }),
  ),
};

const sourceSystemField = Type.String({ minLength: 1, maxLength: TASK_SOURCE_SYSTEM_MAX, pattern: TASK_SOURCE_SYSTEM_PATTERN });
const sourceRefField = Type.String({ minLength: 1, maxLength: TASK_SOURCE_REF_MAX });

export const CreateTaskBody = Type.Object(
  {
    typeId: Type.Integer({ minimum: 1, description: 'An enabled task type' }),
    orgId: Type.Integer({ minimum: 1, description: 'The business organisation, within the caller’s data scope' }),
    ...intakeFields,
    sourceSystem: Type.Optional(Type.Union([sourceSystemField, Type.Null()])),
    sourceRef: Type.Optional(Type.Union([sourceRefField, Type.Null()], { description: 'One task per source system and reference' })),
  },
  { additionalProperties: false },
);

const Ids = Type.Array(Id, { minItems: 1, maxItems: TASK_BULK_MAX, uniqueItems: true });
const Note = (description: string) => Type.String({ maxLength: TASK_NOTE_MAX, description });

export const DispatchTasksBody = Type.Object(
  { ids: Ids, assigneeId: Type.Integer({ minimum: 1, description: 'An enabled user within the caller’s data scope' }) },
  { additionalProperties: false },
);

export const ReassignTasksBody = Type.Object(
  {
    ids: Ids,
    assigneeId: Type.Integer({ minimum: 1, description: 'An enabled user within the caller’s data scope' }),
    note: Type.Optional(Type.Union([Note('Why'), Type.Null()])),
  },
  { additionalProperties: false },
);

export const CancelTasksBody = Type.Object(
  { ids: Ids, reason: Note('Required; told to the assignee') },
  { additionalProperties: false },
);

export const CompleteTaskBody = Type.Object(
  { result: Type.Optional(Type.Union([Note('What was done'), Type.Null()])) },
  { additionalProperties: false },
);

export const ReturnTaskBody = Type.Object({ reason: Note('Required: why it goes back to dispatch') }, { additionalProperties: false });

export const CommentTaskBody = Type.Object({ text: Note('Required') }, { additionalProperties: false });

/** A refusal of a transition from the task's state: 409 TASK_STATE. */
export const TaskStateConflictData = Type.Object({ taskNo: Type.String(), status: TaskStatusValue });

// ---- Import and intake ------------------------------------------------------------------------

export const importTemplateSchema = {
  tags,
  summary: 'An empty .xlsx file with the columns a task import reads (task:import)',
};

/** A row of an import, checked with the same rules as a task created by hand. */
export const ImportTaskRow = Type.Object(
  {
    typeCode: Type.String({ minLength: 1, maxLength: TASK_TYPE_CODE_MAX }),
    orgNo: Type.String({ minLength: 1, maxLength: 64 }),
    ...intakeFields,
    sourceSystem: Type.Optional(sourceSystemField),
    sourceRef: Type.Optional(sourceRefField),
  },
  { additionalProperties: false },
);

export const ImportError = Type.Object({
  row: Type.Integer({ description: 'Row number in the sheet (the header is row 1)' }),
  field: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});

export const ImportedTasks = Type.Object({
  imported: Type.Integer(),
  taskNos: Type.Array(Type.String(), { description: 'In the order of the rows' }),
});

export const importTasksSchema = {
  tags,
  summary: `Creates tasks from an .xlsx file (task:import; body: the file, content type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, at most ${TASK_IMPORT_MAX_ROWS} rows). All rows or none: any invalid row answers 422 IMPORT_INVALID with data.errors [{row, field, message}] and nothing is created.`,
  response: { 200: successEnvelope(ImportedTasks), ...errorResponses },
};

export const IntakeTask = Type.Object(
  {
    typeCode: Type.String({ minLength: 1, maxLength: TASK_TYPE_CODE_MAX, description: 'An enabled task type' }),
    orgNo: Type.String({ minLength: 1, maxLength: 64, description: 'The business organisation’s number' }),
    ...intakeFields,
    sourceRef: Type.String({ minLength: 1, maxLength: TASK_SOURCE_REF_MAX, description: 'The sending system’s reference: one task per reference' }),
  },
  { additionalProperties: false },
);

export const IntakeBody = Type.Object(
  { tasks: Type.Array(IntakeTask, { minItems: 1, maxItems: TASK_INTAKE_MAX }) },
  { additionalProperties: false },
);

export const IntakeHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: 200, description: 'Bearer <integration key>' })),
});

const IntakeOutcome = Type.Object({ sourceRef: Type.String(), taskNo: Type.String() });

export const IntakeAnswer = Type.Object({
  created: Type.Array(IntakeOutcome, { description: 'Tasks taken in by this call' }),
  existing: Type.Array(IntakeOutcome, { description: 'References taken in before: their task, unchanged' }),
});

// ---- Routes -----------------------------------------------------------------------------------

export const listTaskTypesSchema = {
  tags,
  summary: 'Task types by their order: the enabled ones for any signed-in user (?enabled=true), every one with task:view',
  querystring: TaskTypeListQuery,
  response: { 200: successEnvelope(Type.Array(TaskTypeItem)), ...errorResponses },
};

export const createTaskTypeSchema = {
  tags,
  summary: 'Creates a task type (task:update); a taken code answers 409 naming it',
  body: CreateTaskTypeBody,
  response: { 200: successEnvelope(TaskTypeItem), ...errorResponses },
};

export const updateTaskTypeSchema = {
  tags,
  summary: 'Changes a task type (task:update). Types are never deleted (tasks name them): disable one instead. A new service level applies to tasks taken in from then on',
  params: TaskParams,
  body: UpdateTaskTypeBody,
  response: { 200: successEnvelope(TaskTypeItem), ...errorResponses },
};

export const listTasksSchema = {
  tags,
  summary: 'Tasks of the organisations within the caller’s data scope, and those assigned to the caller (task:view)',
  querystring: TaskListQuery,
  response: { 200: successEnvelope(cappedPageOf(TaskItem)), ...errorResponses },
};

export const myTasksSchema = {
  tags,
  summary: 'The tasks assigned to the caller (any signed-in user), the one due first first',
  querystring: MyTaskListQuery,
  response: { 200: successEnvelope(cappedPageOf(TaskItem)), ...errorResponses },
};

export const TaskOrgOption = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'In the language of Accept-Language' }),
      selectable: Type.Boolean({ description: 'Within the caller’s data scope (an organisation above it is shown only to hold the tree)' }),
      children: Type.Array(Self),
    }),
  { $id: 'TaskOrgOption' },
);

export const taskOrgOptionsSchema = {
  tags,
  summary:
    'The organisations of the task forms and filters (task:view or task:create): every one with data scope all, else those of the caller’s data scope with the ones above them to hold the tree',
  response: { 200: successEnvelope(Type.Array(TaskOrgOption)), ...errorResponses },
};

export const myTaskSummarySchema = {
  tags,
  summary: 'Counts of the caller’s tasks for the workbench',
  response: { 200: successEnvelope(MyTaskSummary), ...errorResponses },
};

export const getTaskSchema = {
  tags,
  summary: 'One task with its history and dispatch log: task:view within the data scope, or its assignee; 404 otherwise',
  params: TaskParams,
  response: { 200: successEnvelope(TaskDetail), ...errorResponses },
};

export const createTaskSchema = {
  tags,
  summary:
    'Creates a task (task:create): due after its type’s service hours, number T and the id. An organisation outside the caller’s data scope answers 403 naming it; a source reference taken answers 409 naming it. Dispatch follows at once',
  body: CreateTaskBody,
  response: { 200: successEnvelope(TaskItem), ...errorResponses },
};

const bulk = 'All or none, in one transaction: a task outside the caller’s data scope answers 404 naming its id; a state that does not allow it 409 TASK_STATE with data {taskNo, status}';

export const dispatchTasksSchema = {
  tags,
  summary: `Assigns new, queued or returned tasks to a person (task:dispatch), who is told. ${bulk}`,
  body: DispatchTasksBody,
  response: { 200: successEnvelope(Type.Array(TaskItem)), ...errorResponses },
};

export const reassignTasksSchema = {
  tags,
  summary: `Moves assigned or started tasks to another person (task:reassign); both are told. ${bulk}`,
  body: ReassignTasksBody,
  response: { 200: successEnvelope(Type.Array(TaskItem)), ...errorResponses },
};

export const cancelTasksSchema = {
  tags,
  summary: `Cancels tasks not yet completed (task:cancel) with a reason; their assignees are told. ${bulk}`,
  body: CancelTasksBody,
  response: { 200: successEnvelope(Type.Array(TaskItem)), ...errorResponses },
};

const ownTask =
  'Only its assignee: 404 when the caller cannot see the task, 403 when they can but it is not theirs; a state that does not allow it answers 409 TASK_STATE with data {taskNo, status}';

export const startTaskSchema = {
  tags,
  summary: `Starts an assigned task. ${ownTask}`,
  params: TaskParams,
  response: { 200: successEnvelope(TaskItem), ...errorResponses },
};

export const completeTaskSchema = {
  tags,
  summary: `Completes a started task, with an optional result; its creator is told. ${ownTask}`,
  params: TaskParams,
  body: CompleteTaskBody,
  response: { 200: successEnvelope(TaskItem), ...errorResponses },
};

export const returnTaskSchema = {
  tags,
  summary: `Gives an assigned or started task back to dispatch with a reason; its creator is told. ${ownTask}`,
  params: TaskParams,
  body: ReturnTaskBody,
  response: { 200: successEnvelope(TaskItem), ...errorResponses },
};

export const commentTaskSchema = {
  tags,
  summary: 'Adds a comment to a task’s history (its assignee, or task:view within the data scope); the assignee and the creator are told',
  params: TaskParams,
  body: CommentTaskBody,
  response: { 200: successEnvelope(TaskHistoryEntry), ...errorResponses },
};

export const intakeSchema = {
  tags,
  summary: `Takes in tasks from another system: Authorization: Bearer <integration key> (no session; a key that is unknown, revoked, disabled, from an address not allowed or without the tasks:create scope answers 401 or 403 with one message). Up to ${TASK_INTAKE_MAX} tasks; the source system is the key’s. Idempotent by sourceRef: a reference taken in before answers its task under existing. An invalid task refuses the whole call (400 naming tasks[i].field)`,
  headers: IntakeHeaders,
  body: IntakeBody,
  response: { 200: successEnvelope(IntakeAnswer), ...errorResponses },
};

