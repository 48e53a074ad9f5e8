/** Messages of the data dictionary API, in both languages (gathered by server/i18n.ts). */
export const zhCN = {
  'dictionary.typeNotFound': () => '字典类型不存在',
  'dictionary.itemNotFound': () => '字典项不存在',
  'dictionary.typeCodeTaken': (p: { code: string }) => `code 字典类型编码 ${p.code} 已存在`,
  'dictionary.itemCodeTaken': (p: { code: string; type: string }) => `code 字典项编码 ${p.code} 在类型 ${p.type} 中已存在`,
  'dictionary.builtinCode': (p: { code: string }) => `code 内置字典类型 ${p.code} 的编码不能修改`,
  'dictionary.builtinDelete': (p: { code: string }) => `内置字典类型 ${p.code} 不能删除`,
  'dictionary.closedType': (p: { code: string }) => `字典类型 ${p.code} 的取值固定，不能新增字典项`,
  'dictionary.lockedCode': (p: { code: string }) => `code 字典项 ${p.code} 为系统使用，编码不能修改`,
  'dictionary.lockedDisable': (p: { code: string }) => `enabled 字典项 ${p.code} 为系统使用，不能停用`,
  'dictionary.lockedDelete': (p: { code: string }) => `字典项 ${p.code} 为系统使用，不能删除`,
  'dictionary.inUse': (p: { code: string; where: string }) => `字典项 ${p.code} 正在使用，不能删除：${p.where}`,
  'dictionary.inUseEntry': (p: { name: string; count: number }) => `${p.name} ${p.count} 条`,
  'dictionary.reorderMismatch': () => 'ids 须按新顺序列出该类型的全部字典项',
  'dictionary.unknownItem': (p: { field: string; code: string; type: string }) => `${p.field} ${p.code} 不是字典 ${p.type} 中启用的项`,
};

export const enUS: typeof zhCN = {
  'dictionary.typeNotFound': () => 'Dictionary type not found',
  'dictionary.itemNotFound': () => 'Dictionary item not found',
  'dictionary.typeCodeTaken': (p) => `code: dictionary type code ${p.code} is already in use`,
  'dictionary.itemCodeTaken': (p) => `code: item code ${p.code} is already in use in type ${p.type}`,
  'dictionary.builtinCode': (p) => `code: the code of the built-in type ${p.code} cannot change`,
  'dictionary.builtinDelete': (p) => `The built-in type ${p.code} cannot be deleted`,
  'dictionary.closedType': (p) => `Type ${p.code} has a fixed set of items; no item can be added`,
  'dictionary.lockedCode': (p) => `code: the product relies on item ${p.code}; its code cannot change`,
  'dictionary.lockedDisable': (p) => `enabled: the product relies on item ${p.code}; it cannot be disabled`,
  'dictionary.lockedDelete': (p) => `The product relies on item ${p.code}; it cannot be deleted`,
  'dictionary.inUse': (p) => `Item ${p.code} is in use and cannot be deleted: ${p.where}`,
  'dictionary.inUseEntry': (p) => `${p.count} in ${p.name}`,
  'dictionary.reorderMismatch': () => 'ids: list every item of the type, in the new order',
  'dictionary.unknownItem': (p) => `${p.field}: ${p.code} is not an enabled item of dictionary ${p.type}`,
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
