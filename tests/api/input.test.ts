import { Type } from '@sinclair/typebox';
import { coerceNumericFields, numericQueryFields } from '../../server/plugins/input';
import { PagingQuery, pageFrom, pagedQuery } from '../../server/paging';

test('the numeric fields of a querystring schema are found from its types', () => {
  const schema = pagedQuery({ level: Type.Integer(), ratio: Type.Number(), group: Type.String(), both: Type.Unsafe({ type: ['integer', 'null'] }) });
  expect(numericQueryFields(schema).sort()).toEqual(['both', 'current', 'level', 'pageSize', 'ratio']);
  expect(numericQueryFields(undefined)).toEqual([]);
  expect(numericQueryFields(Type.Object({ q: Type.String() }))).toEqual([]);
});

test('only digit strings of the numeric fields become numbers', () => {
  const query: Record<string, unknown> = { current: '2', pageSize: '0.5', level: '-1', group: '3', bad: 'x', list: ['1', '2'], empty: '', hex: '0x10' };
  coerceNumericFields(query, ['current', 'pageSize', 'level', 'list', 'empty', 'hex', 'missing']);
  expect(query).toEqual({ current: 2, pageSize: 0.5, level: -1, group: '3', bad: 'x', list: ['1', '2'], empty: '', hex: '0x10' });
});

test('pageFrom applies the defaults and computes the offset', () => {
  expect(pageFrom({})).toEqual({ current: 1, pageSize: 10, limit: 10, offset: 0 });
  expect(pageFrom({ current: 3, pageSize: 20 })).toEqual({ current: 3, pageSize: 20, limit: 20, offset: 40 });
  expect(PagingQuery.pageSize.maximum).toBe(100);
});
