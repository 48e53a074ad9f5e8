/** Messages of the systems and applications API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'system.notFound': () => '系统不存在',
  'system.systemNoTaken': (p: { systemNo: string }) => `systemNo 系统编号 ${p.systemNo} 已存在`,
  'system.hasApplications': (p: { count: number }) => `该系统下还有 ${p.count} 个应用，不能删除`,
  'system.reserved': (p: { systemNo: string }) => `系统 ${p.systemNo} 是门户自身使用的系统，不能修改编号或删除`,
  'application.notFound': () => '应用不存在',
  'application.systemNotFound': (p: { systemNo: string }) => `systemNo 指向的系统 ${p.systemNo} 不存在`,
  'application.applicationNoTaken': (p: { systemNo: string; applicationNo: string }) =>
    `applicationNo 应用编号 ${p.applicationNo} 在系统 ${p.systemNo} 中已存在`,
  'application.homePageUrlInvalid': () => 'homePageUrl 须为以 / 开头的路由或 http(s) 地址',
  'application.inUse': (p: { menus: number; modules: number }) =>
    `该应用下还有 ${p.menus} 个菜单、${p.modules} 个模块，不能删除`,
  'application.reserved': (p: { systemNo: string; applicationNo: string }) =>
    `应用 ${p.systemNo}/${p.applicationNo} 是门户自身使用的应用，不能修改编号或删除`,
};

export const enUS: typeof zhCN = {
  'system.notFound': () => 'System not found',
  'system.systemNoTaken': (p) => `systemNo: system number ${p.systemNo} is already in use`,
  'system.hasApplications': (p) => `The system still has applications (${p.count}); delete or move them first`,
  'system.reserved': (p) =>
    `System ${p.systemNo} is the portal's own; its number cannot change and it cannot be deleted`,
  'application.notFound': () => 'Application not found',
  'application.systemNotFound': (p) => `systemNo: system ${p.systemNo} does not exist`,
  'application.applicationNoTaken': (p) =>
    `applicationNo: application number ${p.applicationNo} is already in use in system ${p.systemNo}`,
  'application.homePageUrlInvalid': () => 'homePageUrl must be a route starting with / or an http(s) URL',
  'application.inUse': (p) =>
    `The application still has menus (${p.menus}) and modules (${p.modules}); it cannot be deleted`,
  'application.reserved': (p) =>
    `Application ${p.systemNo}/${p.applicationNo} is the portal's own; its numbers cannot change and it cannot be deleted`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
