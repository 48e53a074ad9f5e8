import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { plural } from './plural';

export type Locale = 'zh-CN' | 'en-US';
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/*
 * Texts by key, in both languages. The texts of the request envelope and input checks live
 * here; every area keeps its own in server/plugins/<area>/messages.ts (access checks in
 * server/access/messages.ts, uploads in server/files/messages.ts), which exports `zhCN` and `enUS` and adds its keys to `Messages`.
 */
const zhCN = {
  'error.unauthorized': () => '未登录或登录已过期',
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
};

type CoreMessages = typeof zhCN;

/** Every text by key: these, and what each area's messages.ts adds by declaration merging. */
export interface Messages extends CoreMessages {}
export type MessageKey = keyof Messages;
export type MessageParams<K extends MessageKey> = Parameters<Messages[K]>;

const enUS: CoreMessages = {
  'error.unauthorized': () => 'Not signed in or session expired',
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
};

interface AreaCatalogue {
  zhCN: Partial<Messages>;
  enUS: Partial<Messages>;
}

/** The messages.ts of server/access, server/files and every folder under server/plugins, read once at start. */
function areaCatalogues(): AreaCatalogue[] {
  const plugins = path.join(__dirname, 'plugins');
  const areas = readdirSync(plugins, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(plugins, entry.name));
  return [path.join(__dirname, 'access'), path.join(__dirname, 'files'), ...areas]
    .map((dir) => path.join(dir, 'messages.ts'))
    .filter((file) => existsSync(file))
    .map((file) => require(file) as AreaCatalogue);
}

const areas = areaCatalogues();

/** Every text of each language; tests/api/i18n.test.ts checks that both have the same keys. */
export const catalogues: Record<Locale, Messages> = {
  'zh-CN': Object.assign({}, zhCN, ...areas.map((area) => area.zhCN)),
  'en-US': Object.assign({}, enUS, ...areas.map((area) => area.enUS)),
};

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
