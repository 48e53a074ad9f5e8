import { createModelStore } from '../../../tests/unit/dvaStore';
import AdminModel from '../admin';
import { fetchAccess, fetchMyRoles } from '@/services/home';

jest.mock('@/services/home', () => ({ fetchMyRoles: jest.fn(), fetchAccess: jest.fn() }));

describe('admin model', () => {
  it('starts with no roles and no access codes, neither loaded', () => {
    expect(createModelStore(AdminModel).getState().admin).toEqual({
      roles: [],
      rolesLoaded: false,
      access: { codes: [], fields: {}, pages: {} },
      accessLoaded: false,
    });
  });

  it("loads the user's roles", async () => {
    jest.mocked(fetchMyRoles).mockResolvedValue([{ roleCode: 'staff', name: 'Staff', isAdmin: false }]);
    const s = createModelStore(AdminModel);
    await s.dispatch({ type: 'admin/fetchRoles' });
    expect(s.getState().admin).toMatchObject({ roles: [{ roleCode: 'staff', name: 'Staff', isAdmin: false }], rolesLoaded: true });
  });

  it('an empty answer is loaded, not missing', async () => {
    jest.mocked(fetchMyRoles).mockResolvedValue([]);
    const s = createModelStore(AdminModel);
    await s.dispatch({ type: 'admin/fetchRoles' });
    expect(s.getState().admin.rolesLoaded).toBe(true);
  });

  it("loads the user's access codes and field rights", async () => {
    const access = { codes: ['user:view'], fields: { user: { phone: 'hidden' } } };
    jest.mocked(fetchAccess).mockResolvedValue(access as never);
    const s = createModelStore(AdminModel);
    await s.dispatch({ type: 'admin/fetchAccess' });
    expect(s.getState().admin).toMatchObject({ access, accessLoaded: true });
  });
});
