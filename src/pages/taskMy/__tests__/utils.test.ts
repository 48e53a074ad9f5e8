import { actionsOf, myTaskQuery, noteBody, noteProblem, presetOf, statusesOf, taskIdOf } from '../utils';

describe('my tasks: the list query', () => {
  it('sends the filters the API knows, trimmed, with the one due first first by default', () => {
    expect(myTaskQuery({ current: 2, pageSize: 20, keyword: '  T0001 ', status: ['assigned', 'inProgress'], sla: 'breached', typeId: '3' })).toEqual({
      current: 2,
      pageSize: 20,
      keyword: 'T0001',
      status: 'assigned,inProgress',
      sla: 'breached',
      typeId: 3,
      sorter: 'dueAt:ascend',
    });
  });

  it('sends a due range from the first moment of its first day to the last of its last', () => {
    const query = myTaskQuery({ dueAt: ['2025-03-14', '2025-03-16'] });
    expect(query).toEqual({
      dueFrom: new Date(2025, 2, 14).toISOString(),
      dueTo: new Date(2025, 2, 16, 23, 59, 59, 999).toISOString(),
      sorter: 'dueAt:ascend',
    });
    expect(myTaskQuery({ dueAt: ['nonsense', ''] as never })).toEqual({ sorter: 'dueAt:ascend' });
  });

  it('leaves out empty and unknown values', () => {
    expect(myTaskQuery({ keyword: '   ', status: ['bogus'], sla: 'late', typeId: 'x' })).toEqual({ sorter: 'dueAt:ascend' });
    expect(myTaskQuery({ typeId: 0 })).toEqual({ sorter: 'dueAt:ascend' });
  });

  it('takes the order the table asks for when the API knows it', () => {
    expect(myTaskQuery({}, { priority: 'descend' }).sorter).toBe('priority:descend');
    expect(myTaskQuery({}, { amount: 'ascend' }).sorter).toBe('amount:ascend');
    expect(myTaskQuery({}, { title: 'ascend' }).sorter).toBe('dueAt:ascend');
  });

  it('reads states from a list or from text separated by commas, each once', () => {
    expect(statusesOf('assigned, inProgress,assigned,nope')).toEqual(['assigned', 'inProgress']);
    expect(statusesOf(['completed'])).toEqual(['completed']);
    expect(statusesOf(null)).toEqual([]);
  });
});

describe('my tasks: the address', () => {
  it('presets the filters of a task card, else the tasks still to work on, and ignores anything else', () => {
    expect(presetOf(new URLSearchParams('status=completed&sla=breached'))).toEqual({ status: ['completed'], sla: 'breached' });
    expect(presetOf(new URLSearchParams(''))).toEqual({ status: ['assigned', 'inProgress'] });
    expect(presetOf(new URLSearchParams('status=<script>&sla=soon'))).toEqual({ status: ['assigned', 'inProgress'] });
  });

  it('presets the due range of the "Due today" card: both ends date-times, the first not after the last', () => {
    const from = '2025-03-14T16:00:00.000Z';
    const to = '2025-03-15T15:59:59.999Z';
    const preset = (query: Record<string, string>) => presetOf(new URLSearchParams(query)).dueAt;
    expect(preset({ dueFrom: from, dueTo: to })).toEqual([from, to]);
    expect(preset({ dueFrom: '2025-03-14T16:00:00Z', dueTo: '2025-03-15T23:59:59.999+08:00' })).toEqual([from, to]);
    expect(preset({ dueFrom: from })).toBeUndefined();
    expect(preset({ dueFrom: to, dueTo: from })).toBeUndefined();
    expect(preset({ dueFrom: 'today', dueTo: to })).toBeUndefined();
    expect(preset({ dueFrom: '2025-13-45T00:00:00Z', dueTo: to })).toBeUndefined();
    expect(preset({ dueFrom: '1741968000000', dueTo: to })).toBeUndefined();
  });

  it('opens a task by a positive whole id only', () => {
    expect(taskIdOf('42')).toBe(42);
    expect(taskIdOf('0')).toBeUndefined();
    expect(taskIdOf('4.2')).toBeUndefined();
    expect(taskIdOf('1e3')).toBeUndefined();
    expect(taskIdOf('1234567890')).toBeUndefined();
    expect(taskIdOf(null)).toBeUndefined();
  });
});

describe('my tasks: what a state offers', () => {
  it('offers start when assigned, complete when in progress, return while open, a comment always', () => {
    expect(actionsOf('assigned')).toEqual(['start', 'return', 'comment']);
    expect(actionsOf('inProgress')).toEqual(['complete', 'return', 'comment']);
    expect(actionsOf('completed')).toEqual(['comment']);
    expect(actionsOf('returned')).toEqual(['comment']);
    expect(actionsOf('cancelled')).toEqual(['comment']);
  });
});

describe('my tasks: the notes', () => {
  it('requires a return reason and a comment, not a result', () => {
    expect(noteProblem('return', '  ')).toEqual({ id: 'taskMy.return.required' });
    expect(noteProblem('comment', undefined)).toEqual({ id: 'taskMy.comment.required' });
    expect(noteProblem('complete', '')).toBeUndefined();
    expect(noteProblem('return', 'Missing invoice')).toBeUndefined();
  });

  it('refuses a note longer than the server takes', () => {
    expect(noteProblem('comment', 'x'.repeat(1001))).toEqual({ id: 'taskMy.note.max', values: { max: 1000 } });
    expect(noteProblem('comment', 'x'.repeat(1000))).toBeUndefined();
  });

  it('sends the note trimmed; an empty result is none', () => {
    expect(noteBody('complete', '  paid ')).toEqual({ result: 'paid' });
    expect(noteBody('complete', '   ')).toEqual({ result: null });
    expect(noteBody('return', ' wrong org ')).toEqual({ reason: 'wrong org' });
    expect(noteBody('comment', ' ok ')).toEqual({ text: 'ok' });
  });
});
