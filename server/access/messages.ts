/** Messages of the escalation guards (./escalation.ts), in both languages (merged into server/i18n.ts). */
export const zhCN = {
  'access.ownOrg': () => '无权限：不能改变自己所属的组织',
  'access.ownRights': () => '无权限：不能改变自己持有的权限（角色授予的功能、菜单、字段或数据范围）',
  'access.administrators': () => '无权限：只有管理员可以修改管理员的账号及其角色、用户组、岗位，或改变谁是管理员',
  'access.orgBeyondScope': (p: { orgNo: string }) => `无权限：组织 ${p.orgNo} 不在你的数据范围内`,
  'access.topLevelBeyondScope': () => '无权限：只有数据范围为「全部」的用户可以在顶层新增或移动组织',
  'access.grantsInUse': (p: { items: string }) =>
    `无权限：角色仍在授予 ${p.items}，只有管理员可以删除、改编号或改指向已授予的内容`,
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
};
