import { plural } from '../../plural';

/** Messages of the organisation tree, in both languages. */
export const zhCN = {
  'org.notFound': () => '组织不存在',
  'org.parentNotFound': () => 'parentId 指向的上级组织不存在',
  'org.parentInSubtree': () => 'parentId 不能是该组织自身或其下级组织',
  'org.orgNoTaken': (p: { orgNo: string }) => `orgNo 组织编号 ${p.orgNo} 已存在`,
  'org.hasChildren': (p: { count: number }) => `该组织下还有 ${p.count} 个下级组织，不能删除`,
  'org.hasUsers': (p: { count: number }) => `该组织下还有 ${p.count} 个用户，不能删除`,
};

export const enUS: typeof zhCN = {
  'org.notFound': () => 'Organisation not found',
  'org.parentNotFound': () => 'parentId: the parent organisation does not exist',
  'org.parentInSubtree': () => 'parentId must not be the organisation itself or one below it',
  'org.orgNoTaken': (p) => `orgNo: organisation number ${p.orgNo} is already in use`,
  'org.hasChildren': (p) => `The organisation still has ${plural(p.count, 'child organisation')}; it cannot be deleted`,
  'org.hasUsers': (p) => `The organisation still has ${plural(p.count, 'user')}; it cannot be deleted`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
