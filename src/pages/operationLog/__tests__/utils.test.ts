import dayjs from 'dayjs';
import { appendPage, changeOf, diffFields, logFiltersOf, prettyJson, requestPart, stableJson, valueText } from '../utils';

describe('diffFields', () => {
  test.each([
    ['nothing changed', { a: 1, b: 'x' }, { b: 'x', a: 1 }, []],
    ['a changed value', { title: 'Old', done: false }, { title: 'New', done: false }, [{ field: 'title', before: 'Old', after: 'New', kind: 'changed' }]],
    ['a field added and one removed', { a: 1 }, { b: 2 }, [
      { field: 'a', before: 1, after: undefined, kind: 'removed' },
      { field: 'b', before: undefined, after: 2, kind: 'added' },
    ]],
    ['a creation: every field added', undefined, { name: 'n', tags: [] }, [
      { field: 'name', before: undefined, after: 'n', kind: 'added' },
      { field: 'tags', before: undefined, after: [], kind: 'added' },
    ]],
    ['a deletion: every field removed', { name: 'n' }, null, [{ field: 'name', before: 'n', after: undefined, kind: 'removed' }]],
    ['nested objects by dotted path', { org: { id: 1, name: 'East' } }, { org: { id: 1, name: 'West' } }, [
      { field: 'org.name', before: 'East', after: 'West', kind: 'changed' },
    ]],
    ['arrays compared whole, in order', { ids: [1, 2] }, { ids: [2, 1] }, [{ field: 'ids', before: [1, 2], after: [2, 1], kind: 'changed' }]],
    ['objects inside arrays compared whatever their key order', { m: [{ a: 1, b: 2 }] }, { m: [{ b: 2, a: 1 }] }, []],
    ['null to a value is a change', { dueAt: null }, { dueAt: '2025-01-01' }, [{ field: 'dueAt', before: null, after: '2025-01-01', kind: 'changed' }]],
    ['an empty object is a value', { extra: {} }, { extra: { a: 1 } }, [
      { field: 'extra', before: {}, after: undefined, kind: 'removed' },
      { field: 'extra.a', before: undefined, after: 1, kind: 'added' },
    ]],
  ])('%s', (_name, before, after, expected) => {
    expect(diffFields(before, after)).toEqual(expected);
  });
});

test('values read as one line: text as it is, the rest as JSON with keys in order', () => {
  expect(valueText('abc')).toBe('abc');
  expect(valueText(undefined)).toBe('');
  expect(valueText(null)).toBe('null');
  expect(valueText({ b: 1, a: [true] })).toBe('{"a":[true],"b":1}');
  expect(stableJson({ b: { d: 1, c: 2 }, a: 0 })).toBe('{"a":0,"b":{"c":2,"d":1}}');
});

test('the request part is the detail without the row before and after, indented', () => {
  const detail = { before: { a: 1 }, after: { a: 2 }, shared: [3] };
  expect(changeOf(detail)).toEqual({ before: { a: 1 }, after: { a: 2 } });
  expect(requestPart(detail)).toEqual({ shared: [3] });
  expect(requestPart({ before: 1 })).toBeNull();
  expect(changeOf(null)).toEqual({ before: undefined, after: undefined });
  expect(prettyJson({ account: 'a', password: '***' })).toBe('{\n  "account": "a",\n  "password": "***"\n}');
  expect(prettyJson(null)).toBe('');
});

test('a next page is added after the rows shown, without showing a row twice', () => {
  expect(appendPage([{ id: 9 }, { id: 8 }], [{ id: 8 }, { id: 7 }])).toEqual([{ id: 9 }, { id: 8 }, { id: 7 }]);
  expect(appendPage([], [{ id: 1 }])).toEqual([{ id: 1 }]);
});

test('the search form becomes the filters: trimmed, empty ones left out, the time range as ISO times', () => {
  expect(logFiltersOf({ account: '  ad ', module: ' ', action: 'user.update', result: 'failure', keyword: '' })).toEqual({
    account: 'ad',
    action: 'user.update',
    result: 'failure',
  });
  const from = '2025-03-01 08:00:00';
  const to = '2025-03-02 18:30:00';
  expect(logFiltersOf({ time: [from, to], ip: '10.' })).toEqual({ ip: '10.', from: dayjs(from).toISOString(), to: dayjs(to).toISOString() });
  expect(logFiltersOf({})).toEqual({});
});
