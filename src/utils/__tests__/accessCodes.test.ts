import { fieldAccessOf, hasCode, holdsAuthority, NO_ACCESS } from '../accessCodes';

describe('access codes', () => {
  const staff = {
    codes: ['user:view', 'user:export'],
    fields: { user: { phone: 'hidden' as const, email: 'readonly' as const } },
    pages: {},
  };

  it('holds exactly the listed codes, or every code with *', () => {
    expect(hasCode(staff.codes, 'user:view')).toBe(true);
    expect(hasCode(staff.codes, 'user:create')).toBe(false);
    expect(hasCode(['*'], 'role:delete')).toBe(true);
    expect(hasCode(NO_ACCESS.codes, 'user:view')).toBe(false);
  });

  it('answers the field access of a module, full when unrestricted', () => {
    expect(fieldAccessOf(staff, 'user', 'phone')).toBe('hidden');
    expect(fieldAccessOf(staff, 'user', 'email')).toBe('readonly');
    expect(fieldAccessOf(staff, 'user', 'name')).toBe('full');
    expect(fieldAccessOf(staff, 'role', 'phone')).toBe('full');
  });

  it('holds a route authority when it holds the code; an administrator holds every one', () => {
    expect(holdsAuthority(staff)('user:view')).toBe(true);
    expect(holdsAuthority(staff)('role:view')).toBe(false);
    expect(holdsAuthority(NO_ACCESS)('user:view')).toBe(false);
    expect(holdsAuthority({ ...NO_ACCESS, codes: ['*'] })('role:view')).toBe(true);
  });
});
