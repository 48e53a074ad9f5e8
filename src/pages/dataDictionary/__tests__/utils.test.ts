import { codeProblem, colorProblem, filterTypes, itemBody, moveItem, typeBody, typeName } from '../utils';

describe('data dictionary rules', () => {
  it('checks codes as the server does', () => {
    expect(codeProblem('', 'type')).toBe('dataDictionary.field.code.required');
    expect(codeProblem('1abc', 'type')).toBe('dataDictionary.field.code.pattern.type');
    expect(codeProblem('1', 'item')).toBeUndefined();
    expect(codeProblem('a b', 'item')).toBe('dataDictionary.field.code.pattern.item');
    expect(codeProblem('x'.repeat(33), 'item')).toBe('dataDictionary.field.code.max');
    expect(codeProblem('noticeType', 'type')).toBeUndefined();
  });

  it('takes a preset colour or #rrggbb', () => {
    expect(colorProblem('')).toBeUndefined();
    expect(colorProblem('geekblue')).toBeUndefined();
    expect(colorProblem('#52c41a')).toBeUndefined();
    expect(colorProblem('#52c41')).toBe('dataDictionary.field.color.pattern');
    expect(colorProblem('rainbow')).toBe('dataDictionary.field.color.pattern');
  });

  it('builds the bodies the API takes', () => {
    expect(typeBody({ code: ' kind ', name: ' 类别 ', nameEn: 'Kinds', remark: ' ' })).toEqual({ code: 'kind', name: '类别', nameEn: 'Kinds', remark: null });
    expect(itemBody({ code: 'memo', label: '备忘', labelEn: 'Memo', color: '', sort: null })).toEqual({
      code: 'memo',
      label: '备忘',
      labelEn: 'Memo',
      enabled: true,
      color: null,
    });
    expect(itemBody({ code: 'a', label: 'A', labelEn: 'A', sort: 5, enabled: false, color: 'red' })).toMatchObject({ sort: 5, enabled: false, color: 'red' });
  });

  it('moves an item up or down, and not past the ends', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(moveItem(items, 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem(items, 1, 1)).toEqual([1, 3, 2]);
    expect(moveItem(items, 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem(items, 2, 1)).toEqual([1, 2, 3]);
  });

  it('names and finds types in the page’s language', () => {
    const types = [
      { code: 'noticeType', name: '公告类型', nameEn: 'Notice types' },
      { code: 'taskStatus', name: '任务状态', nameEn: 'Task states' },
    ];
    expect(typeName(types[0], 'en-US')).toBe('Notice types');
    expect(typeName(types[0], 'zh-CN')).toBe('公告类型');
    expect(filterTypes(types, 'TASK').map((type) => type.code)).toEqual(['taskStatus']);
    expect(filterTypes(types, '公告').map((type) => type.code)).toEqual(['noticeType']);
    expect(filterTypes(types, ' ')).toHaveLength(2);
  });
});
