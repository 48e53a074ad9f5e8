/** Messages of the menus API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'menu.notFound': () => '菜单不存在',
  'menu.applicationNotFound': (p: { systemNo: string; applicationNo: string }) =>
    `系统 ${p.systemNo} 下不存在应用 ${p.applicationNo}`,
  'menu.parentNotFound': () => 'parentId 指向的上级菜单不存在或不属于同一应用',
  'menu.parentInSubtree': () => 'parentId 不能是该菜单自身或其下级菜单',
  'menu.pathInvalid': () => 'path 须为以 / 开头的路由或 http(s) 地址',
  'menu.moduleNotFound': (p: { moduleNo: string }) => `moduleNo 指向的模块 ${p.moduleNo} 不存在`,
  'menu.hasChildren': (p: { count: number }) => `该菜单下还有 ${p.count} 个下级菜单，不能删除`,
};

export const enUS: typeof zhCN = {
  'menu.notFound': () => 'Menu not found',
  'menu.applicationNotFound': (p) => `System ${p.systemNo} has no application ${p.applicationNo}`,
  'menu.parentNotFound': () => 'parentId: the parent menu does not exist in this application',
  'menu.parentInSubtree': () => 'parentId must not be the menu itself or one below it',
  'menu.pathInvalid': () => 'path must be a route starting with / or an http(s) URL',
  'menu.moduleNotFound': (p) => `moduleNo: module ${p.moduleNo} does not exist`,
  'menu.hasChildren': (p) => `The menu still has child menus (${p.count}); it cannot be deleted`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
