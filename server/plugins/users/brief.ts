import type { FastifyRequest } from 'fastify';
import { fieldRestrictionsOf, withoutHidden } from '../../access/fieldRights';
import { localizedName } from '../../i18n';

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
export async function userBriefs(request: FastifyRequest, rows: UserBriefRow[]) {
  const restrictions = await fieldRestrictionsOf(request, 'user');
  return rows.map(({ orgNameEn, ...user }) =>
    withoutHidden(
      { ...user, orgName: user.orgName === null ? null : localizedName(request, { name: user.orgName, nameEn: orgNameEn }) },
      restrictions,
      { account: ['account'], name: ['name'], jobNo: ['jobNo'], orgId: ['orgName'] },
    ),
  );
}
