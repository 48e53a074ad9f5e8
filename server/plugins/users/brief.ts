import type { FastifyRequest } from 'fastify';
import { withoutHidden } from '../../access/fieldRights';
import { USER_KEYWORD_FIELDS } from '../../db/repositories/users';
import type { FieldMode } from '../roles/constants';
import { localizedName } from '../../i18n';

/** The fields a user keyword may search: those not hidden from the caller, so hidden values cannot be guessed by prefix. */
export const searchableUserFields = (restrictions: Record<string, FieldMode>) =>
  USER_KEYWORD_FIELDS.filter((field) => restrictions[field] !== 'hidden');

/** A user as other lists show them (members of a group, holders of a role). */
interface UserBriefRow {
  id: number;
  account: string;
  name: string;
  jobNo: string | null;
  orgName: string | null;
  orgNameEn: string | null;
}

/**
 * Users in a list of another area, with the organisation in the caller's language and the
 * user fields the caller's field rights hide left out, as in the users API.
 */
export function userBriefs(request: FastifyRequest, rows: UserBriefRow[], restrictions: Record<string, FieldMode>) {
  return rows.map(({ orgNameEn, ...user }) =>
    withoutHidden(
      { ...user, orgName: user.orgName === null ? null : localizedName(request, { name: user.orgName, nameEn: orgNameEn }) },
      restrictions,
      { account: ['account'], name: ['name'], jobNo: ['jobNo'], orgId: ['orgName'] },
    ),
  );
}
