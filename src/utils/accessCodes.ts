/**
 * The signed-in user's function and field rights as the server answers them
 * (GET api/home/access): codes `module:action` (`*` for an administrator) and restricted
 * fields per module. The front end only hides what cannot be used; the server checks every call.
 */
import type { Static } from '@sinclair/typebox';
import type { AccessInfo as AccessInfoSchema } from '../../server/plugins/home/contract';
import type { FieldMode } from '../../server/plugins/roles/constants';

export type AccessInfo = Static<typeof AccessInfoSchema>;
/** A field's limit, or `full` where no field right limits it. */
export type FieldAccess = FieldMode | 'full';

export const NO_ACCESS: AccessInfo = { codes: [], fields: {}, pages: {} };

export function hasCode(codes: readonly string[], code: string): boolean {
  return codes.includes('*') || codes.includes(code);
}

export function fieldAccessOf(access: AccessInfo, moduleNo: string, field: string): FieldAccess {
  return access.fields[moduleNo]?.[field] ?? 'full';
}

/** Whether a route authority (src/utils/routeAuthority.ts), a `module:view` code, is held. */
export function holdsAuthority(access: AccessInfo) {
  return (authority: string) => hasCode(access.codes, authority);
}
