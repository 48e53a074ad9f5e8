import { fireEvent, screen } from '@testing-library/react';
import { alice, createStore, initialStateHolder, renderWithStore } from '../../../../tests/unit/fixtures/header';
import AdminModel from '@/models/admin';
import PersonalCenterPage, { zoneText } from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ updatePassword: jest.fn() }));
jest.mock('@/services/devices', () => ({
  fetchMyDevices: jest.fn(() => new Promise(() => undefined)),
  revokeMyDevice: jest.fn(),
  revokeMySession: jest.fn(),
}));

describe('personal center', () => {
  it("shows the signed-in user's profile", () => {
    initialStateHolder.current = { currentUser: { ...alice, zoneNo: 'Z01', zoneName: 'East', region: 'Shanghai' } };
    renderWithStore(<PersonalCenterPage />, createStore(AdminModel));
    expect(screen.getByTestId('profile-account')).toHaveTextContent('alice');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Alice Wang');
    expect(screen.getByTestId('profile-jobNo')).toHaveTextContent('J001');
    expect(screen.getByTestId('profile-userNo')).toHaveTextContent('U001');
    expect(screen.getByTestId('profile-zone')).toHaveTextContent('East (Z01)');
    expect(screen.getByTestId('profile-region')).toHaveTextContent('Shanghai');
    expect(screen.getByText('账号')).toBeInTheDocument();
    expect(screen.getByText('工号')).toBeInTheDocument();
  });

  it('shows a dash for what the user record leaves empty', () => {
    initialStateHolder.current = { currentUser: alice };
    renderWithStore(<PersonalCenterPage />, createStore(AdminModel));
    expect(screen.getByTestId('profile-zone')).toHaveTextContent('-');
    expect(screen.getByTestId('profile-region')).toHaveTextContent('-');
  });

  it('opens the change-password dialog from the security card', async () => {
    initialStateHolder.current = { currentUser: alice };
    renderWithStore(<PersonalCenterPage />, createStore(AdminModel));
    expect(screen.getByText('账号安全')).toBeInTheDocument();
    expect(screen.queryByLabelText('当前密码')).toBeNull();
    fireEvent.click(screen.getByTestId('personal-change-password'));
    expect(await screen.findByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toBeInTheDocument();
    expect(screen.getByLabelText('确认新密码')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it("lists the user's roles once loaded, or says there are none", () => {
    initialStateHolder.current = { currentUser: alice };
    const store = createStore(AdminModel);
    store.dispatch({ type: 'admin/save', payload: { roles: [{ roleCode: 'staff', name: '普通员工', isAdmin: false }], rolesLoaded: true } });
    renderWithStore(<PersonalCenterPage />, store);
    expect(screen.getByTestId('profile-roles')).toHaveTextContent('普通员工');
  });

  it('says so when the user has no role', () => {
    initialStateHolder.current = { currentUser: alice };
    const store = createStore(AdminModel);
    store.dispatch({ type: 'admin/save', payload: { roles: [], rolesLoaded: true } });
    renderWithStore(<PersonalCenterPage />, store);
    expect(screen.getByTestId('profile-roles')).toHaveTextContent('暂无角色');
  });
});

describe('zoneText', () => {
  it('joins name and number, or shows whichever is known', () => {
    expect(zoneText({ zoneName: 'East', zoneNo: 'Z01' })).toBe('East (Z01)');
    expect(zoneText({ zoneName: 'East', zoneNo: null })).toBe('East');
    expect(zoneText({ zoneName: null, zoneNo: 'Z01' })).toBe('Z01');
    expect(zoneText({ zoneName: null, zoneNo: null })).toBe('-');
  });
});
