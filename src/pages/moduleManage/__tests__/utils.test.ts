import { CODE_PATTERN, codeProblem, codeProblems, itemInputs, itemRows } from '../utils';

describe('module codes', () => {
  it('take a letter first, then letters, digits or _, up to 32', () => {
    expect(CODE_PATTERN.test('view')).toBe(true);
    expect(CODE_PATTERN.test('export_xlsx2')).toBe(true);
    expect(CODE_PATTERN.test(`a${'b'.repeat(31)}`)).toBe(true);
    expect(CODE_PATTERN.test(`a${'b'.repeat(32)}`)).toBe(false);
    expect(CODE_PATTERN.test('2fa')).toBe(false);
    expect(CODE_PATTERN.test('_view')).toBe(false);
    expect(CODE_PATTERN.test('user:view')).toBe(false);
    expect(CODE_PATTERN.test('re-set')).toBe(false);
    expect(CODE_PATTERN.test('')).toBe(false);
  });

  it('name the problem of one row: missing, malformed, or repeated in the same table', () => {
    const codes = ['view', '', 'bad code', 'view', ' create ', undefined];
    expect(codeProblem(codes, 0)).toBe('duplicate');
    expect(codeProblem(codes, 1)).toBe('required');
    expect(codeProblem(codes, 2)).toBe('pattern');
    expect(codeProblem(codes, 3)).toBe('duplicate');
    expect(codeProblem(codes, 4)).toBeUndefined();
    expect(codeProblem(codes, 5)).toBe('required');
  });

  it('compares trimmed codes, case sensitive', () => {
    expect(codeProblem(['view', ' view'], 1)).toBe('duplicate');
    expect(codeProblem(['view', 'View'], 1)).toBeUndefined();
  });

  it('list every row with a problem', () => {
    expect(codeProblems(['view', 'create', 'view', '9'])).toEqual([
      { index: 0, problem: 'duplicate' },
      { index: 2, problem: 'duplicate' },
      { index: 3, problem: 'pattern' },
    ]);
    expect(codeProblems(['view', 'create'])).toEqual([]);
    expect(codeProblems([])).toEqual([]);
  });
});

describe('item rows', () => {
  it('get keys of their own and go back to the API without them', () => {
    const rows = itemRows([
      { code: 'view', name: '查看', nameEn: 'View', sort: 5 },
      { code: 'create', name: '新建', nameEn: null, sort: 6 },
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(itemInputs([...rows, { key: 'new', code: ' export ', name: ' 导出 ', nameEn: '  ' }])).toEqual([
      { code: 'view', name: '查看', nameEn: 'View', sort: 5 },
      { code: 'create', name: '新建', nameEn: null, sort: 6 },
      { code: 'export', name: '导出', nameEn: null, sort: 2 },
    ]);
  });
});
