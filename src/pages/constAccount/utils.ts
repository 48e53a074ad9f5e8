/** Pure logic of the shared accounts page: the list's query, the form's rules and the payloads it sends. */
import dayjs, { type Dayjs } from 'dayjs';
import type { AccountLink, AccountLinkChanges, AccountLinkQuery, NewAccountLink } from '@/services/accountLinks';
import { personLabel, type PickedPerson } from '@/utils/people';
import { ACCOUNT_LINK_STATES, type AccountLinkState } from '../../../server/plugins/accountLinks/constants';

/** What ProTable hands the request: paging plus the search form's values. */
export interface LinkSearch {
  current?: number;
  pageSize?: number;
  staff?: string;
  account?: string;
  state?: string;
}

type Instant = string | Dayjs | null | undefined;

/** The form's values: two picked users, the validity as a date-time range (either side may be blank), a remark. */
export interface LinkValues {
  staff?: PickedPerson | null;
  account?: PickedPerson | null;
  validity?: Instant[] | null;
  remark?: string | null;
}

const text = (value: string | undefined) => value?.trim() || undefined;
const instant = (value: Instant) => (value ? dayjs(value).toISOString() : null);

/** The API query of a search: texts trimmed (blank ones left out), an unknown state ignored; `userId` from the page address. */
export function linkQuery(search: LinkSearch, userId?: number): AccountLinkQuery {
  return {
    current: search.current,
    pageSize: search.pageSize,
    staff: text(search.staff),
    account: text(search.account),
    state: (ACCOUNT_LINK_STATES as readonly string[]).includes(search.state ?? '') ? (search.state as AccountLinkState) : undefined,
    userId,
  };
}

/** The staff member whose links the page was opened for (`?userId=`), or undefined. */
export function userIdParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 ? id : undefined;
}

/** The rule broken by a validity range (the locale key), or null: the end must come after the start. */
export function rangeProblem(range: Instant[] | null | undefined): string | null {
  const [from, to] = range ?? [];
  if (from && to && !dayjs(to).isAfter(dayjs(from))) return 'constAccount.rule.range';
  return null;
}

/** The rule broken by the picked account (the locale key), or null: required, and not the staff member. */
export function accountProblem(staff: PickedPerson | null | undefined, account: PickedPerson | null | undefined): string | null {
  if (!account) return 'constAccount.rule.account';
  if (staff && staff.value === account.value) return 'constAccount.rule.self';
  return null;
}

const remarkOf = (remark: string | null | undefined) => remark?.trim() || null;

/** The body of a new link. */
export function newLinkBody(values: LinkValues): NewAccountLink {
  const [from, to] = values.validity ?? [];
  return {
    userId: values.staff!.value,
    linkedUserId: values.account!.value,
    validFrom: instant(from),
    validTo: instant(to),
    remark: remarkOf(values.remark),
  };
}

/** The changes of an edit: the validity (a blank side clears it) and the remark. */
export function linkChanges(values: LinkValues): AccountLinkChanges {
  const [from, to] = values.validity ?? [];
  return { validFrom: instant(from), validTo: instant(to), remark: remarkOf(values.remark) };
}

/** The form's values for a link being edited. */
export function valuesOf(link: AccountLink): LinkValues {
  return {
    staff: { value: link.staff.id, label: userLabel(link.staff) },
    account: { value: link.account.id, label: userLabel(link.account) },
    validity: [link.validFrom ? dayjs(link.validFrom) : null, link.validTo ? dayjs(link.validTo) : null],
    remark: link.remark ?? undefined,
  };
}

/** A user of a link as far as the caller may see them: "Name (account)", else whichever is shown, else "#id". */
export function userLabel(user: { id: number; name?: string; account?: string }): string {
  return personLabel(user);
}

/** The colour of a state's tag. */
export const STATE_COLORS: Record<AccountLinkState, string> = { active: 'success', upcoming: 'processing', expired: 'default' };
