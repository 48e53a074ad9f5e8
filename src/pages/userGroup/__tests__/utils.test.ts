import { groupBody, groupDescriptionProblem, groupFormValues, groupNameProblem, groupNoProblem } from '../utils';

describe('user group form', () => {
  it('requires a number of letters, digits, _ and - of at most 32 characters', () => {
    ['AUDIT', 'audit_01', 'A-B', 'A'.repeat(32)].forEach((groupNo) => expect(groupNoProblem(groupNo)).toBeUndefined());
    expect(groupNoProblem(' ')).toEqual({ id: 'userGroup.field.groupNo.required' });
    ['audit team', 'A'.repeat(33), '审核'].forEach((groupNo) =>
      expect(groupNoProblem(groupNo)).toEqual({ id: 'userGroup.field.groupNo.pattern', values: { max: 32 } }),
    );
  });

  it('requires the name, not the English name, both of at most 64 characters', () => {
    expect(groupNameProblem('审核组')).toBeUndefined();
    expect(groupNameProblem(undefined)).toEqual({ id: 'userGroup.field.name.required' });
    expect(groupNameProblem('', true)).toBeUndefined();
    expect(groupNameProblem('名'.repeat(64))).toBeUndefined();
    const tooLong = { id: 'userGroup.field.max', values: { max: 64 } };
    expect(groupNameProblem('名'.repeat(65))).toEqual(tooLong);
    expect(groupNameProblem('N'.repeat(65), true)).toEqual(tooLong);
  });

  it('takes a description of at most 256 characters', () => {
    expect(groupDescriptionProblem(undefined)).toBeUndefined();
    expect(groupDescriptionProblem('d'.repeat(256))).toBeUndefined();
    expect(groupDescriptionProblem('d'.repeat(257))).toEqual({
      id: 'userGroup.field.description.max',
      values: { max: 256 },
    });
  });

  it('sends the texts trimmed, empty optional texts as null', () => {
    expect(groupBody({ groupNo: 'AUDIT_01', name: ' 审核组 ', description: '  ' })).toEqual({
      groupNo: 'AUDIT_01',
      name: '审核组',
      nameEn: null,
      description: null,
    });
  });

  it('edits a group as saved', () => {
    const group = {
      id: 5,
      groupNo: 'AUDIT',
      name: '审核组',
      nameEn: null,
      description: '报销审核',
      memberCount: 2,
      roleIds: [],
      createdAt: '2025-04-01T00:00:00.000Z',
      updatedAt: '2025-04-01T00:00:00.000Z',
    };
    expect(groupFormValues(group)).toEqual({ groupNo: 'AUDIT', name: '审核组', nameEn: '', description: '报销审核' });
    expect(groupBody(groupFormValues(group))).toEqual({
      groupNo: 'AUDIT',
      name: '审核组',
      nameEn: null,
      description: '报销审核',
    });
  });
});
