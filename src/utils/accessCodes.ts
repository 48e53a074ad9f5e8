/**
 * The signed-in user's function and field rights as the server answers them
 * (GET api/home/access): codes `module:action` (`*` for an administrator) and restricted
 * fields per module. The front end only hides what cannot be used; the server checks every call.
 */
import type { Static } from '@sinclair/typebox';
import type { AccessInfo as AccessInfoSchema } from '../../server/plugins/home/contract';

export type AccessInfo = Static<typeof AccessInfoSchema>;
export type FieldAccess = 'hidden' | 'readonly' | 'full';

export const NO_ACCESS: AccessInfo = { codes: [], fields: {} };

export function hasCode(codes: readonly string[], code: string): boolean {
  return codes.includes('*') || codes.includes(code);
}

export function fieldAccessOf(access: AccessInfo, moduleNo: string, field: string): FieldAccess {
  return access.fields[moduleNo]?.[field] ?? 'full';
}

/** Whether a route authority (src/utils/routeAuthority.ts) is held: an access code, or the admin check. */
export function holdsAuthority(access: AccessInfo, adminAuth: boolean) {
  return (authority: string) => (authority === 'canAdmin' ? adminAuth : hasCode(access.codes, authority));
}
