import { createModelStore } from '../../../tests/unit/dvaStore';
import AdminModel from '../admin';
import { fetchMyRoles } from '@/services/home';

jest.mock('@/services/home', () => ({ fetchMyRoles: jest.fn() }));

describe('admin model', () => {
  it('starts with no roles, not loaded', () => {
    expect(createModelStore(AdminModel).getState().admin).toEqual({ roles: [], rolesLoaded: false });
  });

  it("loads the user's roles", async () => {
    jest.mocked(fetchMyRoles).mockResolvedValue([{ roleCode: 'staff', name: 'Staff', isAdmin: false }]);
    const s = createModelStore(AdminModel);
    await s.dispatch({ type: 'admin/fetchRoles' });
    expect(s.getState().admin).toEqual({ roles: [{ roleCode: 'staff', name: 'Staff', isAdmin: false }], rolesLoaded: true });
  });

  it('an empty answer is loaded, not missing', async () => {
    jest.mocked(fetchMyRoles).mockResolvedValue([]);
    const s = createModelStore(AdminModel);
    await s.dispatch({ type: 'admin/fetchRoles' });
    expect(s.getState().admin.rolesLoaded).toBe(true);
  });
});
