import type { FieldMode } from './constants';

/** Messages of the roles and authorisations API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'role.notFound': () => '角色不存在',
  'role.roleCodeTaken': (p: { roleCode: string }) => `roleCode 角色编码 ${p.roleCode} 已存在`,
  'role.orgIdsRequired': () => 'dataScope 为 2（自定义组织）时，orgIds 至少要包含一个组织',
  'role.orgIdsWithoutCustomScope': () => '只有 dataScope 为 2（自定义组织）时才能指定 orgIds',
  'role.unknownOrgs': (p: { ids: string }) => `orgIds 中的组织不存在：${p.ids}`,
  'role.inUse': (p: { users: number; groups: number; posts: number }) =>
    `该角色仍被 ${p.users} 个用户、${p.groups} 个用户组、${p.posts} 个岗位持有，不能删除`,
  'role.adminUndeletable': () => '管理员角色不能删除',
  'role.moduleNotFound': (p: { moduleNo: string }) => `模块 ${p.moduleNo} 不存在`,
  'role.unknownActions': (p: { moduleNo: string; codes: string }) =>
    `actions 中的 ${p.codes} 不是模块 ${p.moduleNo} 的按钮`,
  'role.unknownFields': (p: { moduleNo: string; codes: string }) =>
    `fields 中的 ${p.codes} 不是模块 ${p.moduleNo} 的字段`,
  'role.applicationNotFound': (p: { systemNo: string; applicationNo: string }) =>
    `应用 ${p.systemNo}/${p.applicationNo} 不存在`,
  'role.menusOutsideApplication': (p: { ids: string; systemNo: string; applicationNo: string }) =>
    `menuIds 中的菜单 ${p.ids} 不存在或不属于应用 ${p.systemNo}/${p.applicationNo}`,
  'role.unknownUsers': (p: { ids: string }) => `userIds 中的用户不存在：${p.ids}`,
  'role.userNotHolder': () => '该用户没有直接持有此角色',
  'role.unknownGroups': (p: { ids: string }) => `groupIds 中的用户组不存在：${p.ids}`,
  'role.unknownPosts': (p: { ids: string }) => `postIds 中的岗位不存在：${p.ids}`,
  'role.unknownRoles': (p: { ids: string }) => `roleIds 中的角色不存在：${p.ids}`,
  'role.grantBeyondOwn': (p: { module: string; action: string }) =>
    `无权限：不能授予自己未持有的权限（模块 ${p.module} 的「${p.action}」）`,
  'role.adminOnly': (p: { roleCode: string }) => `无权限：只有管理员可以授予、收回或修改管理员角色 ${p.roleCode}`,
  'role.scopeBeyondOwn': (p: { roleCode: string }) => `无权限：角色 ${p.roleCode} 的数据范围比你自己的更宽`,
  'role.orgsBeyondOwn': (p: { roleCode: string; ids: string }) =>
    `无权限：角色 ${p.roleCode} 的自定义组织 ${p.ids} 不在你的数据范围内`,
  'role.menuBeyondOwn': (p: { menu: string }) => `无权限：不能授予自己未持有的菜单（${p.menu}）`,
  'role.fieldBeyondOwn': (p: { module: string; field: string; mode: FieldMode }) =>
    `无权限：模块 ${p.module} 的字段 ${p.field} 对你${p.mode === 'hidden' ? '不可见' : '只读'}，角色对它的限制不能比你更松`,
  'role.holderBeyondOwn': (p: { roleCode: string; userId: number }) =>
    `无权限：角色 ${p.roleCode} 的数据范围随持有人所在组织而定，会让用户（id ${p.userId}）看到你数据范围以外的组织`,
};

const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const enUS: typeof zhCN = {
  'role.notFound': () => 'Role not found',
  'role.roleCodeTaken': (p) => `roleCode: role code ${p.roleCode} is already in use`,
  'role.orgIdsRequired': () => 'orgIds: data scope 2 (custom organisations) needs at least one organisation',
  'role.orgIdsWithoutCustomScope': () => 'orgIds may only be given with data scope 2 (custom organisations)',
  'role.unknownOrgs': (p) => `orgIds: no organisation with id ${p.ids}`,
  'role.inUse': (p) =>
    `The role is still held by ${counted(p.users, 'user')}, ${counted(p.groups, 'group')} and ${counted(p.posts, 'post')}; it cannot be deleted`,
  'role.adminUndeletable': () => 'An administrator role cannot be deleted',
  'role.moduleNotFound': (p) => `Module ${p.moduleNo} not found`,
  'role.unknownActions': (p) => `actions: ${p.codes} is not a button of module ${p.moduleNo}`,
  'role.unknownFields': (p) => `fields: ${p.codes} is not a field of module ${p.moduleNo}`,
  'role.applicationNotFound': (p) => `Application ${p.systemNo}/${p.applicationNo} not found`,
  'role.menusOutsideApplication': (p) =>
    `menuIds: ${p.ids} is not a menu of application ${p.systemNo}/${p.applicationNo}`,
  'role.unknownUsers': (p) => `userIds: no user with id ${p.ids}`,
  'role.userNotHolder': () => 'The user does not hold this role directly',
  'role.unknownGroups': (p) => `groupIds: no user group with id ${p.ids}`,
  'role.unknownPosts': (p) => `postIds: no post with id ${p.ids}`,
  'role.unknownRoles': (p) => `roleIds: no role with id ${p.ids}`,
  'role.grantBeyondOwn': (p) =>
    `Forbidden: you cannot grant a right you do not hold yourself ("${p.action}" of module ${p.module})`,
  'role.adminOnly': (p) =>
    `Forbidden: only an administrator may give, take away or change the administrator role ${p.roleCode}`,
  'role.scopeBeyondOwn': (p) => `Forbidden: the data scope of role ${p.roleCode} is wider than your own`,
  'role.orgsBeyondOwn': (p) =>
    `Forbidden: custom organisations ${p.ids} of role ${p.roleCode} lie outside your data scope`,
  'role.menuBeyondOwn': (p) => `Forbidden: you cannot grant a menu you do not hold yourself (${p.menu})`,
  'role.fieldBeyondOwn': (p) =>
    `Forbidden: field ${p.field} of module ${p.module} is ${p.mode === 'hidden' ? 'hidden from you' : 'read-only for you'}; a role may not restrict it less`,
  'role.holderBeyondOwn': (p) =>
    `Forbidden: role ${p.roleCode} gives the data scope of its holder's own organisation, which for user ${p.userId} reaches beyond your data scope`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
