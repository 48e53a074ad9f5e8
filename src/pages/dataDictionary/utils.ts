/** Rules and shapes of the data dictionary page: the limits and patterns the server checks. */
import {
  DICT_COLOR_PATTERN,
  DICT_ITEM_CODE_MAX,
  DICT_ITEM_CODE_PATTERN,
  DICT_TYPE_CODE_MAX,
  DICT_TYPE_CODE_PATTERN,
} from '../../../server/plugins/dictionary/constants';
import type { DictItem, DictItemInput, DictType, DictTypeInput } from '@/services/dictionary';

const TYPE_CODE = new RegExp(DICT_TYPE_CODE_PATTERN);
const ITEM_CODE = new RegExp(DICT_ITEM_CODE_PATTERN);
const COLOR = new RegExp(DICT_COLOR_PATTERN);

/** The message id of what is wrong with a code, or undefined when it may be saved. */
export function codeProblem(value: string | undefined, kind: 'type' | 'item'): string | undefined {
  const code = value?.trim() ?? '';
  if (!code) return 'dataDictionary.field.code.required';
  if (code.length > (kind === 'type' ? DICT_TYPE_CODE_MAX : DICT_ITEM_CODE_MAX)) return 'dataDictionary.field.code.max';
  if (!(kind === 'type' ? TYPE_CODE : ITEM_CODE).test(code)) return `dataDictionary.field.code.pattern.${kind}`;
  return undefined;
}

/** A colour is empty, an antd preset or #rrggbb. */
export const colorProblem = (value: string | undefined | null): string | undefined =>
  value && !COLOR.test(value.trim()) ? 'dataDictionary.field.color.pattern' : undefined;

export interface TypeValues {
  code?: string;
  name?: string;
  nameEn?: string;
  remark?: string | null;
}

export const typeBody = (values: TypeValues): DictTypeInput => ({
  code: values.code!.trim(),
  name: values.name!.trim(),
  nameEn: values.nameEn!.trim(),
  remark: values.remark?.trim() || null,
});

export interface ItemValues {
  code?: string;
  label?: string;
  labelEn?: string;
  sort?: number | null;
  enabled?: boolean;
  color?: string | null;
}

export function itemBody(values: ItemValues): DictItemInput {
  return {
    code: values.code!.trim(),
    label: values.label!.trim(),
    labelEn: values.labelEn!.trim(),
    ...(typeof values.sort === 'number' && { sort: values.sort }),
    enabled: values.enabled ?? true,
    color: values.color?.trim() || null,
  };
}

/** The ids of the items with one moved up (-1) or down (+1); the same order when it cannot move. */
export function moveItem(items: Pick<DictItem, 'id'>[], index: number, delta: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

/** A type's name in the page's language. */
export const typeName = (type: Pick<DictType, 'name' | 'nameEn'>, locale: string) =>
  locale.startsWith('en') && type.nameEn ? type.nameEn : type.name;

/** Types whose code or a name contains the keyword (case-insensitive). */
export function filterTypes<T extends Pick<DictType, 'code' | 'name' | 'nameEn'>>(types: T[], keyword: string): T[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return types;
  return types.filter((type) => [type.code, type.name, type.nameEn].some((text) => text.toLowerCase().includes(wanted)));
}
