/**
 * Rules of the dictionary's built-in types (defined as BUILTIN_DICT_TYPES in constants.ts):
 *
 * - A built-in type's code is fixed and the type cannot be deleted.
 * - `closed`: the server accepts a fixed set of codes for it (a state machine, a level, a
 *   status): no item can be added, and every item is `locked`.
 * - A `locked` item is one the code relies on: it cannot be deleted or disabled and its code
 *   cannot change. Its labels, colour and order can.
 * Open types (notice types) take new items; the server checks a notice's type against the
 * dictionary (enabled items), so a new type is accepted everywhere without code.
 */
import { BUILTIN_DICT_TYPES, type BuiltinDictType } from './constants';

const builtinByCode = new Map(BUILTIN_DICT_TYPES.map((type) => [type.code, type]));

/** The built-in definition of a type, if it is one. */
export const builtinType = (code: string): BuiltinDictType | undefined => builtinByCode.get(code);

/** Whether the product's code relies on this item of this type (it cannot be deleted, disabled or recoded). */
export function isLockedItem(typeCode: string, itemCode: string): boolean {
  return builtinByCode.get(typeCode)?.items.some((item) => item.code === itemCode && item.locked) ?? false;
}

/** Whether a type takes no new items (the server accepts a fixed set of codes). */
export const isClosedType = (typeCode: string): boolean => builtinByCode.get(typeCode)?.closed ?? false;
