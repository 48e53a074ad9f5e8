import dayjs from 'dayjs';
import { TODO_MATTER_MAX, TODO_TITLE_MAX } from '../../../../server/plugins/todos/constants';
import type { TodoDetail } from '@/services/todos';
import {
  idOf,
  isOverdue,
  matterProblem,
  matterProgress,
  remindProblem,
  titleProblem,
  todoBody,
  todoFormValues,
  todoQuery,
} from '../utils';

const now = dayjs('2025-04-11T09:00:00');

const detail: TodoDetail = {
  id: 7,
  title: 'Month-end closing',
  description: null,
  dueAt: '2025-04-12T10:00:00.000Z',
  remindAt: '2025-04-12T08:00:00.000Z',
  remindedAt: null,
  done: false,
  doneAt: null,
  overdue: false,
  mine: true,
  owner: { id: 1, name: 'Alice Wang', account: 'alice' },
  assignees: [{ id: 2, name: 'Bob Li', account: 'bob' }, { id: 3 }],
  matterCount: 2,
  mattersDone: 1,
  matters: [
    { id: 11, content: 'Post accruals', done: true },
    { id: 12, content: 'Reconcile bank', done: false },
  ],
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
};

describe('form rules', () => {
  it('needs a title within its limit, and matters that are not blank', () => {
    expect(titleProblem('  ')).toEqual({ id: 'lazarToDo.field.title.required' });
    expect(titleProblem(' x '.repeat(TODO_TITLE_MAX))).toEqual({ id: 'lazarToDo.field.max', values: { max: TODO_TITLE_MAX } });
    expect(titleProblem(' Close ')).toBeUndefined();
    expect(matterProblem(undefined)).toEqual({ id: 'lazarToDo.matter.required' });
    expect(matterProblem('y'.repeat(TODO_MATTER_MAX + 1))).toEqual({ id: 'lazarToDo.field.max', values: { max: TODO_MATTER_MAX } });
    expect(matterProblem('Post accruals')).toBeUndefined();
  });

  it('wants a reminder in the future and before the due time; the stored one may stay though past', () => {
    expect(remindProblem(null, now.add(1, 'hour'), null, now)).toBeUndefined();
    expect(remindProblem(now.subtract(1, 'minute'), null, null, now)).toEqual({ id: 'lazarToDo.field.remindAt.past' });
    expect(remindProblem(now, null, null, now)).toEqual({ id: 'lazarToDo.field.remindAt.past' });
    expect(remindProblem(now.add(2, 'hour'), now.add(2, 'hour'), null, now)).toEqual({ id: 'lazarToDo.field.remindAt.afterDue' });
    expect(remindProblem(now.add(3, 'hour'), now.add(2, 'hour'), null, now)).toEqual({ id: 'lazarToDo.field.remindAt.afterDue' });
    expect(remindProblem(now.add(1, 'hour').toISOString(), now.add(2, 'hour').toISOString(), null, now)).toBeUndefined();
    const stored = now.subtract(1, 'day').toISOString();
    expect(remindProblem(dayjs(stored), null, stored, now)).toBeUndefined();
    expect(remindProblem(dayjs(stored).add(1, 'minute'), null, stored, now)).toEqual({ id: 'lazarToDo.field.remindAt.past' });
  });
});

describe('payloads', () => {
  it('sends the form trimmed, without empty rows, each colleague once, times as ISO text', () => {
    expect(
      todoBody({
        title: '  Close  ',
        description: '   ',
        dueAt: dayjs('2025-04-12T10:00:00.000Z'),
        remindAt: null,
        assignees: [
          { value: 2, label: 'Bob' },
          { value: 2, label: 'Bob' },
          { value: 5, label: 'Eve' },
        ],
        matters: [
          { key: 'a', content: ' Post ', done: true },
          { key: 'b', content: '  ' },
          { key: 'c', content: 'Bank' },
        ],
      }),
    ).toEqual({
      title: 'Close',
      description: null,
      dueAt: '2025-04-12T10:00:00.000Z',
      remindAt: null,
      matters: [
        { content: 'Post', done: true },
        { content: 'Bank', done: false },
      ],
      assigneeIds: [2, 5],
    });
  });

  it('a to-do in the form and back is the same to-do', () => {
    const values = todoFormValues(detail);
    expect(values.assignees).toEqual([
      { value: 2, label: 'Bob Li (bob)' },
      { value: 3, label: '#3' },
    ]);
    expect(todoBody(values)).toEqual({
      title: 'Month-end closing',
      description: null,
      dueAt: detail.dueAt,
      remindAt: detail.remindAt,
      matters: [
        { content: 'Post accruals', done: true },
        { content: 'Reconcile bank', done: false },
      ],
      assigneeIds: [2, 3],
    });
  });

  it('turns the list’s tab and filters into the query', () => {
    expect(todoQuery('sharedWithMe', { current: 2, pageSize: 20, title: '  bank ', done: 'true', dueFrom: 'a', dueTo: 'b' })).toEqual({
      current: 2,
      pageSize: 20,
      view: 'sharedWithMe',
      keyword: 'bank',
      done: 'true',
      dueFrom: 'a',
      dueTo: 'b',
    });
    expect(todoQuery('all', { title: ' ', done: 'maybe' })).toMatchObject({ view: 'all', keyword: undefined, done: undefined });
  });
});

describe('what a row shows', () => {
  it('is overdue when not done and past its due time', () => {
    expect(isOverdue({ done: false, dueAt: now.subtract(1, 'minute').toISOString() }, now)).toBe(true);
    expect(isOverdue({ done: true, dueAt: now.subtract(1, 'minute').toISOString() }, now)).toBe(false);
    expect(isOverdue({ done: false, dueAt: now.add(1, 'minute').toISOString() }, now)).toBe(false);
    expect(isOverdue({ done: false, dueAt: null }, now)).toBe(false);
  });

  it('shows matters done of all', () => {
    expect(matterProgress({ matterCount: 3, mattersDone: 1 })).toBe('1/3');
    expect(matterProgress({ matterCount: 0, mattersDone: 0 })).toBe('');
  });

  it('reads an id from the address', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf('0')).toBeUndefined();
    expect(idOf('1e3')).toBeUndefined();
    expect(idOf(null)).toBeUndefined();
  });
});
