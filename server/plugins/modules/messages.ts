/** Messages of the modules API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'module.notFound': () => '模块不存在',
  'module.moduleNoTaken': (p: { moduleNo: string }) => `moduleNo 模块编号 ${p.moduleNo} 已存在`,
  'module.duplicateCode': (p: { list: string; code: string }) => `${p.list} 中编码 ${p.code} 重复`,
  'module.applicationPair': () => 'systemNo 与 applicationNo 须同时填写或同时为空',
  'module.applicationNotFound': (p: { systemNo: string; applicationNo: string }) =>
    `applicationNo：系统 ${p.systemNo} 下不存在应用 ${p.applicationNo}`,
  'module.inUse': (p: { roles: number; menus: number }) =>
    `该模块仍被 ${p.roles} 个角色授权、${p.menus} 个菜单引用，不能删除`,
};

export const enUS: typeof zhCN = {
  'module.notFound': () => 'Module not found',
  'module.moduleNoTaken': (p) => `moduleNo: module number ${p.moduleNo} is already in use`,
  'module.duplicateCode': (p) => `${p.list}: code ${p.code} is listed more than once`,
  'module.applicationPair': () => 'systemNo and applicationNo are given together or both left empty',
  'module.applicationNotFound': (p) => `applicationNo: system ${p.systemNo} has no application ${p.applicationNo}`,
  'module.inUse': (p) =>
    `The module is still granted by roles (${p.roles}) and opened by menus (${p.menus}); it cannot be deleted`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
