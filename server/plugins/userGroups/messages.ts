/** Messages of the userGroups API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'userGroup.notFound': () => '用户组不存在',
  'userGroup.groupNoTaken': (p: { groupNo: string }) => `groupNo 用户组编号 ${p.groupNo} 已存在`,
  'userGroup.unknownRoles': (p: { ids: string }) => `roleIds 中的角色不存在：${p.ids}`,
  'userGroup.usersNotFound': (p: { ids: string }) => `userIds 中的用户不存在：${p.ids}`,
  'userGroup.notMember': () => '该用户不是此用户组的成员',
};

export const enUS: typeof zhCN = {
  'userGroup.notFound': () => 'User group not found',
  'userGroup.groupNoTaken': (p) => `groupNo: group number ${p.groupNo} is already in use`,
  'userGroup.unknownRoles': (p) => `roleIds: no role with id ${p.ids}`,
  'userGroup.usersNotFound': (p) => `userIds: no user with id ${p.ids}`,
  'userGroup.notMember': () => 'The user is not a member of this group',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
