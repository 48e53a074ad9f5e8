import dayjs from 'dayjs';
import { accountProblem, linkChanges, linkQuery, newLinkBody, rangeProblem, userIdParam, valuesOf } from '../utils';

const staff = { value: 3, label: 'Clerk (clerk)' };
const shop = { value: 5, label: 'Shop 01 (shop01)' };

describe('the shared accounts page', () => {
  it('asks the list with trimmed texts, a known state and the staff member of the address', () => {
    expect(linkQuery({ current: 2, pageSize: 20, staff: '  cle ', account: ' ', state: 'upcoming' }, 3)).toEqual({
      current: 2,
      pageSize: 20,
      staff: 'cle',
      account: undefined,
      state: 'upcoming',
      userId: 3,
    });
    expect(linkQuery({ state: 'later' }).state).toBeUndefined();
  });

  it('reads the staff member of the address only as a positive whole number', () => {
    expect(userIdParam('12')).toBe(12);
    for (const text of [null, '', '0', '-1', '1.5', 'abc', '12345678901']) expect(userIdParam(text)).toBeUndefined();
  });

  it('wants the end after the start, either side may stay blank', () => {
    expect(rangeProblem(undefined)).toBeNull();
    expect(rangeProblem([null, null])).toBeNull();
    expect(rangeProblem(['2026-05-01T08:00:00Z', null])).toBeNull();
    expect(rangeProblem([null, '2026-05-01T08:00:00Z'])).toBeNull();
    expect(rangeProblem([dayjs('2026-05-01T08:00:00Z'), dayjs('2026-05-02T08:00:00Z')])).toBeNull();
    expect(rangeProblem(['2026-05-01T08:00:00Z', '2026-05-01T08:00:00Z'])).toBe('constAccount.rule.range');
    expect(rangeProblem(['2026-05-02T08:00:00Z', '2026-05-01T08:00:00Z'])).toBe('constAccount.rule.range');
  });

  it('wants an account, and not the staff member’s own', () => {
    expect(accountProblem(staff, undefined)).toBe('constAccount.rule.account');
    expect(accountProblem(staff, { ...staff })).toBe('constAccount.rule.self');
    expect(accountProblem(staff, shop)).toBeNull();
    expect(accountProblem(null, shop)).toBeNull();
  });

  it('sends a new link with both users, its validity as instants (blank: null) and a trimmed remark', () => {
    expect(newLinkBody({ staff, account: shop, validity: [dayjs('2026-05-01T08:00:00Z'), null], remark: '  cover ' })).toEqual({
      userId: 3,
      linkedUserId: 5,
      validFrom: '2026-05-01T08:00:00.000Z',
      validTo: null,
      remark: 'cover',
    });
    expect(newLinkBody({ staff, account: shop })).toEqual({ userId: 3, linkedUserId: 5, validFrom: null, validTo: null, remark: null });
  });

  it('edits the validity and the remark of a link, from the values it started with', () => {
    const link = {
      staff: { id: 3, account: 'clerk', name: 'Clerk', orgName: null },
      account: { id: 5, account: 'shop01', name: 'Shop 01', status: 1 },
      validFrom: null,
      validTo: '2026-05-02T08:00:00.000Z',
      remark: null,
      createdBy: null,
      createdAt: '2026-04-01T08:00:00.000Z',
      updatedAt: '2026-04-01T08:00:00.000Z',
      state: 'active' as const,
    };
    const values = valuesOf(link);
    expect(values.staff).toEqual(staff);
    expect(values.account).toEqual(shop);
    expect(linkChanges(values)).toEqual({ validFrom: null, validTo: '2026-05-02T08:00:00.000Z', remark: null });
    expect(linkChanges({ ...values, validity: null, remark: ' ' })).toEqual({ validFrom: null, validTo: null, remark: null });
  });
});
