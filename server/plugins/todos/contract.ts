import { Type } from '@sinclair/typebox';
import { DateTime, StringEnum, errorResponses, successEnvelope } from '../../envelopes';
import { pageOf, pagedQuery } from '../../paging';
import {
  TODO_ASSIGNEES_MAX,
  TODO_DESCRIPTION_MAX,
  TODO_DUE_DAYS_DEFAULT,
  TODO_DUE_DAYS_MAX,
  TODO_DUE_LIMIT,
  TODO_KEYWORD_MAX,
  TODO_MATTER_MAX,
  TODO_MATTERS_MAX,
  TODO_TITLE_MAX,
  TODO_VIEWS,
} from './constants';

const tags = ['todos'];

const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const TodoParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const TodoMatterParams = Type.Object({ id: Type.Integer({ minimum: 1 }), matterId: Type.Integer({ minimum: 1 }) });

/** A person of a to-do (its owner, a colleague it is shared with); fields the caller's field rights hide on users are left out. */
export const TodoPerson = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  account: Type.Optional(Type.String()),
});

export const TodoMatter = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  done: Type.Boolean(),
});

const itemFields = {
  id: Type.Integer(),
  title: Type.String(),
  dueAt: NullableDateTime,
  remindAt: NullableDateTime,
  done: Type.Boolean(),
  doneAt: NullableDateTime,
  overdue: Type.Boolean({ description: 'Not done and past its due time' }),
  mine: Type.Boolean({ description: 'The caller owns it (else it is shared with the caller)' }),
  owner: TodoPerson,
  assignees: Type.Array(TodoPerson, { description: 'The colleagues it is shared with' }),
  matterCount: Type.Integer(),
  mattersDone: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const TodoItem = Type.Object(itemFields);

export const TodoDetail = Type.Object({
  ...itemFields,
  description: Type.Union([Type.String(), Type.Null()]),
  remindedAt: Type.Union([DateTime, Type.Null()], { description: 'When the reminder was sent; null until then' }),
  matters: Type.Array(TodoMatter, { description: 'In order' }),
});

export const TodoListQuery = pagedQuery({
  view: Type.Optional(
    StringEnum(TODO_VIEWS, { description: 'mine: the caller’s own; sharedWithMe: shared with the caller; all (default): both' }),
  ),
  done: Type.Optional(StringEnum(['true', 'false'] as const, { description: 'Only done (true) or undone (false) ones' })),
  keyword: Type.Optional(Type.String({ maxLength: TODO_KEYWORD_MAX, description: 'Part of the title' })),
  dueFrom: Type.Optional(Type.String({ format: 'date-time', description: 'Due at or after' })),
  dueTo: Type.Optional(Type.String({ format: 'date-time', description: 'Due at or before' })),
});

export const TodoMatterInput = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: TODO_MATTER_MAX }),
    done: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export const SaveTodoBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TODO_TITLE_MAX }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: TODO_DESCRIPTION_MAX }), Type.Null()])),
    dueAt: Type.Optional(NullableDateTime),
    remindAt: Type.Optional(
      Type.Union([DateTime, Type.Null()], {
        description: 'When to send the reminder message: in the future (unless unchanged) and before dueAt',
      }),
    ),
    matters: Type.Array(TodoMatterInput, { maxItems: TODO_MATTERS_MAX, description: 'In order; replace the matters it had' }),
    assigneeIds: Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: TODO_ASSIGNEES_MAX,
      description: 'Colleagues to share it with; a newly added one must be an enabled user within the caller’s data scope',
    }),
  },
  { additionalProperties: false },
);

export const TodoDoneBody = Type.Object({ done: Type.Boolean() }, { additionalProperties: false });

export const AddMatterBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: TODO_MATTER_MAX }) },
  { additionalProperties: false },
);

export const DueTodosQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({ minimum: 0, maximum: TODO_DUE_DAYS_MAX, default: TODO_DUE_DAYS_DEFAULT, description: 'Due within this many days' }),
    ),
  },
  { additionalProperties: false },
);

export const DueTodo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  dueAt: DateTime,
  overdue: Type.Boolean(),
});

export const listTodosSchema = {
  tags,
  summary:
    'The caller’s to-dos and those shared with the caller: due first (undated last), then newest; filters by view, done, part of the title and due range',
  querystring: TodoListQuery,
  response: { 200: successEnvelope(pageOf(TodoItem)), ...errorResponses },
};

export const dueTodosSchema = {
  tags,
  summary: `For the workbench: the caller’s undone to-dos (own or shared) due within days or overdue, soonest first, at most ${TODO_DUE_LIMIT}`,
  querystring: DueTodosQuery,
  response: { 200: successEnvelope(Type.Array(DueTodo)), ...errorResponses },
};

export const getTodoSchema = {
  tags,
  summary: 'One to-do with its matters, owner and assignees, for its owner or an assignee (anyone else: 404)',
  params: TodoParams,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};

export const createTodoSchema = {
  tags,
  summary:
    'Creates a to-do owned by the caller; the assignees get a message. 400 naming the field for a blank title or matter, a reminder past or not before the due time, an assignee who is unknown, disabled or outside the caller’s data scope',
  body: SaveTodoBody,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};

export const updateTodoSchema = {
  tags,
  summary:
    'Changes a to-do as a whole, its matters and assignees replaced (owner only: an assignee gets 403). Newly added assignees get a message; a changed reminder is sent at its new time',
  params: TodoParams,
  body: SaveTodoBody,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};

export const deleteTodoSchema = {
  tags,
  summary: 'Deletes a to-do with its matters (owner only: an assignee gets 403)',
  params: TodoParams,
  response: { 200: successEnvelope(Type.Null()), ...errorResponses },
};

export const markTodoDoneSchema = {
  tags,
  summary: 'Marks a to-do done or not done (owner or assignee)',
  params: TodoParams,
  body: TodoDoneBody,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};

export const tickMatterSchema = {
  tags,
  summary: 'Ticks one matter done or not done (owner or assignee)',
  params: TodoMatterParams,
  body: TodoDoneBody,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};

export const addMatterSchema = {
  tags,
  summary: `Adds a matter at the end (owner only: an assignee gets 403; at most ${TODO_MATTERS_MAX})`,
  params: TodoParams,
  body: AddMatterBody,
  response: { 200: successEnvelope(TodoDetail), ...errorResponses },
};
