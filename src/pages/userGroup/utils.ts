/** Rules and shapes of the user group page: the same limits the server checks. */
import { NUMBER_MAX } from '../../../server/plugins/systems/constants';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '../../../server/plugins/userGroups/constants';
import { NUMBER_PATTERN } from '@/pages/application/utils';
import type { Problem } from '@/pages/userManage/utils';
import type { UserGroup, UserGroupInput } from '@/services/userGroups';

/** What the group form holds. */
export interface GroupValues {
  groupNo?: string;
  name?: string;
  nameEn?: string;
  description?: string;
}

const blank = (value: string | undefined) => !value?.trim();

/** What is wrong with a group number, or undefined when it may be saved. */
export function groupNoProblem(value: string | undefined): Problem | undefined {
  if (blank(value)) return { id: 'userGroup.field.groupNo.required' };
  if (!NUMBER_PATTERN.test(value!)) return { id: 'userGroup.field.groupNo.pattern', values: { max: NUMBER_MAX } };
  return undefined;
}

/** The group's name is required, its English name optional; both within GROUP_NAME_MAX. */
export function groupNameProblem(value: string | undefined, optional = false): Problem | undefined {
  if (blank(value)) return optional ? undefined : { id: 'userGroup.field.name.required' };
  if (value!.trim().length > GROUP_NAME_MAX) return { id: 'userGroup.field.max', values: { max: GROUP_NAME_MAX } };
  return undefined;
}

export function groupDescriptionProblem(value: string | undefined): Problem | undefined {
  if ((value?.trim().length ?? 0) > GROUP_DESCRIPTION_MAX)
    return { id: 'userGroup.field.description.max', values: { max: GROUP_DESCRIPTION_MAX } };
  return undefined;
}

/** The edit form of a group, as saved. */
export function groupFormValues(group: UserGroup): GroupValues {
  return {
    groupNo: group.groupNo,
    name: group.name,
    nameEn: group.nameEn ?? '',
    description: group.description ?? '',
  };
}

/** The body that creates or saves a group: trimmed, empty optional texts as null. */
export function groupBody(values: GroupValues): UserGroupInput {
  return {
    groupNo: values.groupNo?.trim() ?? '',
    name: values.name?.trim() ?? '',
    nameEn: values.nameEn?.trim() || null,
    description: values.description?.trim() || null,
  };
}
