/** Messages of shared accounts (/constAccount), in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'accountLinks.notFound': () => '共享账号关联不存在',
  'accountLinks.userNotFound': (p: { field: string }) => `${p.field} 用户不存在`,
  'accountLinks.adminOnly': () => '无权限：只有管理员可以新建、编辑或删除共享账号关联（关联后员工可以以该账号的身份和权限操作）',
  'accountLinks.self': () => 'linkedUserId 不能把员工关联到自己的账号',
  'accountLinks.range': () => 'validTo 结束时间必须晚于开始时间',
  'accountLinks.exists': (p: { staff: string; account: string }) => `${p.staff} 已关联账号 ${p.account}，请编辑已有的关联`,
};

export const enUS: typeof zhCN = {
  'accountLinks.notFound': () => 'Shared account link not found',
  'accountLinks.userNotFound': (p) => `${p.field}: user not found`,
  'accountLinks.adminOnly': () =>
    'Forbidden: only an administrator may create, change or delete shared account links (a link lets staff act as the account, with its rights)',
  'accountLinks.self': () => 'linkedUserId: staff cannot be linked to their own account',
  'accountLinks.range': () => 'validTo: the end must be after the start',
  'accountLinks.exists': (p) => `${p.staff} is already linked to ${p.account}; edit the existing link`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
