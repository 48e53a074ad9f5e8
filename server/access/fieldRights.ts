import type { FastifyRequest } from 'fastify';
import { omit } from 'lodash';
import type { FieldMode } from '../plugins/roles/constants';
import { apiError } from '../plugins/errors';
import { callerFieldRestrictions } from './caller';

export const FIELD_FORBIDDEN_ERROR = 'FIELD_FORBIDDEN';

/** The caller's restricted fields of one module: field -> hidden or read-only (union over roles). */
export async function fieldRestrictionsOf(request: FastifyRequest, moduleNo: string): Promise<Record<string, FieldMode>> {
  return (await callerFieldRestrictions(request))[moduleNo] ?? {};
}

export function hiddenFields(restrictions: Record<string, FieldMode>): string[] {
  return Object.keys(restrictions).filter((field) => restrictions[field] === 'hidden');
}

/**
 * An answer without its hidden fields. `restrictable` maps each field that field rights apply
 * to onto the keys of the answer it hides: itself, and those that would reveal it (the
 * organisation's name reveals orgId).
 */
export function withoutHidden<T extends object, V extends keyof T & string>(
  item: T,
  restrictions: Record<string, FieldMode>,
  restrictable: Readonly<Record<string, readonly V[]>>,
): Omit<T, V> & Partial<Pick<T, V>> {
  const omitted = hiddenFields(restrictions).flatMap((field) => restrictable[field] ?? []);
  return omit(item, omitted) as unknown as Omit<T, V> & Partial<Pick<T, V>>;
}

/**
 * Refuses a write, filter or sort that touches a hidden or read-only field: 403 naming the
 * first such field. Filtering or sorting by a hidden field would reveal its values.
 */
export function refuseRestricted(
  request: FastifyRequest,
  restrictions: Record<string, FieldMode>,
  fields: Iterable<string>,
  modes: readonly FieldMode[] = ['hidden', 'readonly'],
): void {
  for (const field of fields) {
    const mode = restrictions[field];
    if (mode && modes.includes(mode))
      throw apiError(request, 403, FIELD_FORBIDDEN_ERROR, mode === 'hidden' ? 'access.fieldHidden' : 'access.fieldReadonly', {
        field,
      });
  }
}
