/** Messages of the access checks (function rights, field rights, escalation guards), in both languages. */
export const zhCN = {
  'access.ownOrg': () => '无权限：不能改变自己所属的组织',
  'access.ownRights': () => '无权限：不能改变自己持有的权限（角色授予的功能、菜单、字段或数据范围）',
  'access.administrators': () => '无权限：只有管理员可以修改管理员的账号及其角色、用户组、岗位，或改变谁是管理员',
  'access.orgBeyondScope': (p: { orgNo: string }) => `无权限：组织 ${p.orgNo} 不在你的数据范围内`,
  'access.topLevelBeyondScope': () => '无权限：只有数据范围为「全部」的用户可以在顶层新增或移动组织',
  'access.grantsInUse': (p: { items: string }) =>
    `无权限：角色仍在授予 ${p.items}，只有管理员可以删除、改编号或改指向已授予的内容`,
  'access.forbidden': (p: { module: string; action: string }) => `无权限：缺少模块 ${p.module} 的「${p.action}」权限`,
  'access.fieldHidden': (p: { field: string }) => `无权限：字段 ${p.field} 对你不可见`,
  'access.fieldReadonly': (p: { field: string }) => `无权限：字段 ${p.field} 对你只读，不能修改`,
  'access.ownRole': () => '无权限：不能修改自己持有的角色',
  'access.ownRoles': () => '无权限：不能改变自己持有的角色（直接、通过用户组或岗位）',
  'action.view': () => '查看',
  'action.create': () => '新增',
  'action.update': () => '修改',
  'action.delete': () => '删除',
  'action.export': () => '导出',
  'action.import': () => '导入',
};

export const enUS: typeof zhCN = {
  'access.ownOrg': () => 'Forbidden: you cannot change your own organisation',
  'access.ownRights': () =>
    'Forbidden: you cannot change your own rights (the functions, menus, fields or data scope your roles grant)',
  'access.administrators': () =>
    "Forbidden: only an administrator may change an administrator's account, roles, user groups or posts, or who is an administrator",
  'access.orgBeyondScope': (p) => `Forbidden: organisation ${p.orgNo} lies outside your data scope`,
  'access.topLevelBeyondScope': () =>
    'Forbidden: only a user whose data scope is "all" may create or move an organisation at the top level',
  'access.grantsInUse': (p) =>
    `Forbidden: roles grant ${p.items}; only an administrator may remove, renumber or redirect what roles grant`,
  'access.forbidden': (p) => `Forbidden: you lack the "${p.action}" right of module ${p.module}`,
  'access.fieldHidden': (p) => `Forbidden: field ${p.field} is hidden from you`,
  'access.fieldReadonly': (p) => `Forbidden: field ${p.field} is read-only for you`,
  'access.ownRole': () => 'Forbidden: you cannot change a role you hold',
  'access.ownRoles': () => 'Forbidden: you cannot change which roles you hold (directly, through a user group or a post)',
  'action.view': () => 'view',
  'action.create': () => 'create',
  'action.update': () => 'update',
  'action.delete': () => 'delete',
  'action.export': () => 'export',
  'action.import': () => 'import',
};

type AreaMessages = typeof zhCN;

declare module '../i18n' {
  interface Messages extends AreaMessages {}
}
