import type { FastifyRequest } from 'fastify';
import { enUS as postsEnUS, zhCN as postsZhCN } from './plugins/posts/messages';
import { enUS as userGroupsEnUS, zhCN as userGroupsZhCN } from './plugins/userGroups/messages';
import { enUS as rolesEnUS, zhCN as rolesZhCN } from './plugins/roles/messages';
import { enUS as modulesEnUS, zhCN as modulesZhCN } from './plugins/modules/messages';
import { enUS as menusEnUS, zhCN as menusZhCN } from './plugins/menus/messages';
import { enUS as systemsEnUS, zhCN as systemsZhCN } from './plugins/systems/messages';
import { enUS as accessEnUS, zhCN as accessZhCN } from './access/messages';

export type Locale = 'zh-CN' | 'en-US';
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const zhCN = {
  'auth.captchaRequired': () => '请输入验证码',
  'auth.captchaInvalid': () => '验证码错误或已过期，请刷新后重试',
  'auth.wrongPassword': (p: { left: number }) => `账号或密码错误，还可尝试 ${p.left} 次`,
  'auth.locked': (p: { minutes: number }) => `账号已锁定，请 ${p.minutes} 分钟后再试`,
  'auth.disabled': () => '账号已停用，请联系管理员',
  'rate.limited': (p: { seconds: number }) => `请求过于频繁，请 ${p.seconds} 秒后再试`,
  'error.unauthorized': () => '未登录或登录已过期',
  'favorite.exists': () => '已在收藏夹中',
  'favorite.notFound': () => '收藏不存在或已删除',
  'notice.notFound': () => '公告不存在',
  'account.userInvalid': () => 'user 必须是包含 account 的 JSON 文本，例如 {"account":"shop01"}',
  'account.switchDenied': () => '无权切换到该账号，或该账号已停用',
  'password.wrong': (p: { left: number }) => `原密码不正确，还可尝试 ${p.left} 次`,
  'password.length': (p: { min: number; max: number }) => `新密码长度须为 ${p.min} 到 ${p.max} 个字符`,
  'password.classes': (p: { count: number }) => `新密码须至少包含小写字母、大写字母、数字、符号中的 ${p.count} 类`,
  'password.sameAsAccount': () => '新密码不能与账号相同',
  'password.sameAsOld': () => '新密码不能与原密码相同',
  'password.common': () => '新密码是常见密码，很容易被猜中，请换一个',
  'password.weak': () => '新密码太容易被猜中，请使用更长、更少规律的密码',
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
  'org.notFound': () => '组织不存在',
  'org.parentNotFound': () => 'parentId 指向的上级组织不存在',
  'org.parentInSubtree': () => 'parentId 不能是该组织自身或其下级组织',
  'org.orgNoTaken': (p: { orgNo: string }) => `orgNo 组织编号 ${p.orgNo} 已存在`,
  'org.hasChildren': (p: { count: number }) => `该组织下还有 ${p.count} 个下级组织，不能删除`,
  'org.hasUsers': (p: { count: number }) => `该组织下还有 ${p.count} 个用户，不能删除`,
  'user.notFound': () => '用户不存在',
  'user.orgNotFound': () => 'orgId 指向的组织不存在',
  'user.accountTaken': (p: { account: string }) => `account 账号 ${p.account} 已存在`,
  'user.jobNoTaken': (p: { jobNo: string }) => `jobNo 工号 ${p.jobNo} 已存在`,
  'user.deleteSelf': () => '不能删除自己的账号',
  'user.linkAdminOnly': () => '无权限：只有管理员可以查看和关联零售账号（关联后可以切换到对方账号）',
  'user.linkSelf': () => '不能把账号关联到它自己',
  'user.linkUnknown': (p: { ids: string }) => `userIds 中的用户不存在：${p.ids}`,
  'user.disableSelf': () => '不能停用自己的账号',
  'user.enabled': () => '启用',
  'user.disabled': () => '停用',
  'user.exportFileName': () => '用户列表',
  'user.importTemplateName': () => '用户导入模板',
  'user.sheetName': () => '用户',
  'user.importNotXlsx': () => '请上传 .xlsx 格式的 Excel 文件',
  'user.importUnreadable': () => '无法读取该文件：请上传 .xlsx 格式的 Excel 文件',
  'user.importUnknownColumn': (p: { column: string }) => `无法识别的列「${p.column}」，请使用导入模板`,
  'user.importMissingColumn': (p: { column: string }) => `缺少必填列「${p.column}」，请使用导入模板`,
  'user.importEmpty': () => '文件中没有数据行',
  'user.importInvalid': (p: { count: number }) => `导入文件有 ${p.count} 处错误，未导入任何用户`,
  'user.importOrgNotFound': (p: { orgNo: string }) => `组织编号 ${p.orgNo} 不存在`,
  'user.importRepeated': (p: { field: string; value: string; row: number }) => `${p.field} ${p.value} 与第 ${p.row} 行重复`,
  'user.importChanged': () => '导入期间数据已被他人修改，请重新导入',
  'user.importTooManyParts': (p: { max: number }) => `文件包含的部件超过 ${p.max} 个，不是导入模板生成的 Excel 文件`,
  'user.importPartTooLarge': (p: { limit: number }) => `文件中有部件解压后超过 ${p.limit} MiB 的上限`,
  'user.importExpandedTooLarge': (p: { limit: number }) => `文件解压后的总大小超过 ${p.limit} MiB 的上限`,
  'user.importCompressionRatio': (p: { max: number }) => `文件的压缩比超过 ${p.max}:1 的上限，无法导入`,
  'user.importPartSizeMismatch': () => '文件中有部件的实际大小超过其声明的大小，无法导入',
  'user.importSheetTooLarge': (p: { rows: number; columns: number; lastColumn: string }) =>
    `工作表超出导入模板的范围：最多 ${p.columns} 列（A–${p.lastColumn}），表头下最多 ${p.rows} 行`,
  'user.importTooManyCells': (p: { max: number }) => `工作表的单元格超过 ${p.max} 个的上限`,
  'user.importTimeout': (p: { seconds: number }) => `文件未能在 ${p.seconds} 秒的时限内读完，无法导入`,
  'user.importOutOfMemory': (p: { limit: number }) => `读取该文件需要的内存超过 ${p.limit} MiB 的上限，无法导入`,
  'user.importBusy': () => '其他文件正在导入，请稍后重试',
  'error.notFound': (p: { method: string; url: string }) => `资源不存在：${p.method} ${p.url}`,
  'error.invalidJson': () => '请求体不是有效的 JSON',
  'error.emptyJson': () => '请求体为空，但 Content-Type 为 application/json',
  'error.unsupportedMediaType': (p: { type: string }) => `不支持的 Content-Type：${p.type}，请使用 application/json`,
  'error.bodyTooLarge': () => '请求体过大',
  'error.contentTypeRequired': () => '缺少 Content-Type，请使用 application/json',
  'error.crossOrigin': () => '已拒绝：不接受来自其他网站的修改请求，请在门户页面中操作',
  'error.urlTooLong': () => '请求地址中的参数过长',
  'error.badUrl': () => '请求地址的编码不正确',
  'error.headersTooLarge': () => '请求头过大',
  'error.requestTimeout': () => '请求发送超时',
  'error.badRequest': () => '请求无效',
  'error.internal': () => '服务器内部错误，请稍后重试',
  'field.body': () => '请求体',
  'field.required': (p: { field: string }) => `${p.field} 为必填项`,
  'field.unknown': (p: { field: string }) => `不允许的字段 ${p.field}`,
  'field.type': (p: { field: string; type: string }) => `${p.field} 必须是${p.type}`,
  'field.notEmpty': (p: { field: string }) => `${p.field} 不能为空`,
  'field.minLength': (p: { field: string; limit: number }) => `${p.field} 至少 ${p.limit} 个字符`,
  'field.maxLength': (p: { field: string; limit: number }) => `${p.field} 最多 ${p.limit} 个字符`,
  'field.minimum': (p: { field: string; limit: number }) => `${p.field} 不能小于 ${p.limit}`,
  'field.maximum': (p: { field: string; limit: number }) => `${p.field} 不能大于 ${p.limit}`,
  'field.oneOf': (p: { field: string; values: string }) => `${p.field} 只能是 ${p.values} 之一`,
  'field.minItems': (p: { field: string; limit: number }) => `${p.field} 至少 ${p.limit} 项`,
  'field.maxItems': (p: { field: string; limit: number }) => `${p.field} 最多 ${p.limit} 项`,
  'field.invalid': (p: { field: string }) => `${p.field} 格式不正确`,
  'field.illFormedText': (p: { field: string }) => `${p.field} 含有不允许的字符（NUL 或不成对的 UTF-16 代理项）`,
  'type.string': () => '字符串',
  'type.number': () => '数字',
  'type.integer': () => '整数',
  'type.boolean': () => '布尔值',
  'type.object': () => '对象',
  'type.array': () => '数组',
  'type.null': () => '空值',
  ...postsZhCN,
  ...userGroupsZhCN,
  ...rolesZhCN,
  ...modulesZhCN,
  ...menusZhCN,
  ...systemsZhCN,
  ...accessZhCN,
};

type Messages = typeof zhCN;
export type MessageKey = keyof Messages;
export type MessageParams<K extends MessageKey> = Parameters<Messages[K]>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const enUS: Messages = {
  'auth.captchaRequired': () => 'Enter the verification code',
  'auth.captchaInvalid': () => 'Verification code is wrong or expired; refresh it and try again',
  'auth.wrongPassword': (p) => `Wrong account or password; ${plural(p.left, 'attempt')} left`,
  'auth.locked': (p) => `Account locked; try again in ${plural(p.minutes, 'minute')}`,
  'auth.disabled': () => 'Account disabled; contact your administrator',
  'rate.limited': (p) => `Too many requests; try again in ${plural(p.seconds, 'second')}`,
  'error.unauthorized': () => 'Not signed in or session expired',
  'favorite.exists': () => 'Already in favourites',
  'favorite.notFound': () => 'Favourite not found or already deleted',
  'notice.notFound': () => 'Notice not found',
  'account.userInvalid': () => 'user must be JSON text with an account, e.g. {"account":"shop01"}',
  'account.switchDenied': () => 'You may not switch to this account, or it is disabled',
  'password.wrong': (p) => `Current password is wrong; ${plural(p.left, 'attempt')} left`,
  'password.length': (p) => `New password must be ${p.min} to ${p.max} characters long`,
  'password.classes': (p) => `New password must contain at least ${p.count} of: lower case letters, upper case letters, digits, symbols`,
  'password.sameAsAccount': () => 'New password must not be the same as the account',
  'password.sameAsOld': () => 'New password must differ from the current password',
  'password.common': () => 'New password is a common password and easy to guess; choose another',
  'password.weak': () => 'New password is too easy to guess; make it longer and less predictable',
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
  'org.notFound': () => 'Organisation not found',
  'org.parentNotFound': () => 'parentId: the parent organisation does not exist',
  'org.parentInSubtree': () => 'parentId must not be the organisation itself or one below it',
  'org.orgNoTaken': (p) => `orgNo: organisation number ${p.orgNo} is already in use`,
  'org.hasChildren': (p) => `The organisation still has ${plural(p.count, 'child organisation')}; it cannot be deleted`,
  'org.hasUsers': (p) => `The organisation still has ${plural(p.count, 'user')}; it cannot be deleted`,
  'user.notFound': () => 'User not found',
  'user.orgNotFound': () => 'orgId: the organisation does not exist',
  'user.accountTaken': (p) => `account: ${p.account} is already in use`,
  'user.jobNoTaken': (p) => `jobNo: job number ${p.jobNo} is already in use`,
  'user.deleteSelf': () => 'You cannot delete your own account',
  'user.linkAdminOnly': () => 'Forbidden: only an administrator may see and link retail accounts (a link lets one account act as another)',
  'user.linkSelf': () => 'An account cannot be linked to itself',
  'user.linkUnknown': (p: { ids: string }) => `userIds names users that do not exist: ${p.ids}`,
  'user.disableSelf': () => 'You cannot disable your own account',
  'user.enabled': () => 'Enabled',
  'user.disabled': () => 'Disabled',
  'user.exportFileName': () => 'users',
  'user.importTemplateName': () => 'user-import-template',
  'user.sheetName': () => 'Users',
  'user.importNotXlsx': () => 'Upload an Excel file in .xlsx format',
  'user.importUnreadable': () => 'The file cannot be read: upload an Excel file in .xlsx format',
  'user.importUnknownColumn': (p) => `Unknown column "${p.column}"; use the import template`,
  'user.importMissingColumn': (p) => `Required column "${p.column}" is missing; use the import template`,
  'user.importEmpty': () => 'The file has no data rows',
  'user.importInvalid': (p) => `The file has ${plural(p.count, 'error')}; no user was imported`,
  'user.importOrgNotFound': (p) => `Organisation number ${p.orgNo} does not exist`,
  'user.importRepeated': (p) => `${p.field} ${p.value} repeats row ${p.row}`,
  'user.importChanged': () => 'The data changed while importing; import the file again',
  'user.importTooManyParts': (p) => `The file has more than ${p.max} parts; it is not a workbook made from the import template`,
  'user.importPartTooLarge': (p) => `A part of the file expands to more than the limit of ${p.limit} MiB`,
  'user.importExpandedTooLarge': (p) => `The file expands to more than the limit of ${p.limit} MiB in total`,
  'user.importCompressionRatio': (p) => `The file is compressed more than ${p.max}:1, over the limit; it cannot be imported`,
  'user.importPartSizeMismatch': () => 'A part of the file is larger than it declares; it cannot be imported',
  'user.importSheetTooLarge': (p) =>
    `The sheet is larger than the import template allows: at most ${p.columns} columns (A–${p.lastColumn}) and ${p.rows} rows below the header`,
  'user.importTooManyCells': (p) => `The sheet has more than the limit of ${p.max} cells`,
  'user.importTimeout': (p) => `The file could not be read within the limit of ${p.seconds} s`,
  'user.importOutOfMemory': (p) => `Reading the file needs more than the limit of ${p.limit} MiB of memory`,
  'user.importBusy': () => 'Other files are being imported; try again in a moment',
  'error.notFound': (p) => `Not found: ${p.method} ${p.url}`,
  'error.invalidJson': () => 'Request body is not valid JSON',
  'error.emptyJson': () => 'Request body is empty but Content-Type is application/json',
  'error.unsupportedMediaType': (p) => `Unsupported Content-Type: ${p.type}; send application/json`,
  'error.bodyTooLarge': () => 'Request body is too large',
  'error.contentTypeRequired': () => 'Content-Type is missing; send application/json',
  'error.crossOrigin': () => 'Refused: changes are not accepted from another site; use the portal itself',
  'error.urlTooLong': () => 'A parameter in the request address is too long',
  'error.badUrl': () => 'The request address is not correctly encoded',
  'error.headersTooLarge': () => 'Request headers are too large',
  'error.requestTimeout': () => 'The request took too long to arrive',
  'error.badRequest': () => 'Bad request',
  'error.internal': () => 'Internal server error; please try again later',
  'field.body': () => 'request body',
  'field.required': (p) => `${p.field} is required`,
  'field.unknown': (p) => `unknown field ${p.field}`,
  'field.type': (p) => `${p.field} must be ${/^[aeiou]/.test(p.type) ? 'an' : 'a'} ${p.type}`,
  'field.notEmpty': (p) => `${p.field} must not be empty`,
  'field.minLength': (p) => `${p.field} must be at least ${plural(p.limit, 'character')}`,
  'field.maxLength': (p) => `${p.field} must be at most ${plural(p.limit, 'character')}`,
  'field.minimum': (p) => `${p.field} must be at least ${p.limit}`,
  'field.maximum': (p) => `${p.field} must be at most ${p.limit}`,
  'field.oneOf': (p) => `${p.field} must be one of ${p.values}`,
  'field.minItems': (p) => `${p.field} must have at least ${plural(p.limit, 'item')}`,
  'field.maxItems': (p) => `${p.field} must have at most ${plural(p.limit, 'item')}`,
  'field.invalid': (p) => `${p.field} is invalid`,
  'field.illFormedText': (p) => `${p.field} contains characters that are not allowed (NUL or an unpaired UTF-16 surrogate)`,
  'type.string': () => 'string',
  'type.number': () => 'number',
  'type.integer': () => 'integer',
  'type.boolean': () => 'boolean',
  'type.object': () => 'object',
  'type.array': () => 'array',
  'type.null': () => 'null',
  ...postsEnUS,
  ...userGroupsEnUS,
  ...rolesEnUS,
  ...modulesEnUS,
  ...menusEnUS,
  ...systemsEnUS,
  ...accessEnUS,
};

const catalogues: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS };

export function translate<K extends MessageKey>(locale: Locale, key: K, ...params: MessageParams<K>): string {
  const message = catalogues[locale][key] as (...args: MessageParams<K>) => string;
  return message(...params);
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured). */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

/** Translates a message into the language the request asked for. */
export function t<K extends MessageKey>(request: FastifyRequest, key: K, ...params: MessageParams<K>): string {
  return translate(localeOf(request), key, ...params);
}

/** The English name when the request asked for English and one exists, else the Chinese name. */
export function localizedName(request: FastifyRequest, item: { name: string; nameEn: string | null }): string {
  return localeOf(request) === 'en-US' && item.nameEn ? item.nameEn : item.name;
}
