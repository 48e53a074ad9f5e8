import { fireEvent, screen } from '@testing-library/react';
import { alice, createStore, initialStateHolder, renderWithStore } from '../../../../tests/unit/fixtures/header';
import PersonalCenterPage, { zoneText } from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/user', () => ({ updatePassword: jest.fn() }));

describe('personal center', () => {
  it("shows the signed-in user's profile", () => {
    initialStateHolder.current = { currentUser: { ...alice, zoneNo: 'Z01', zoneName: 'East', region: 'Shanghai' } };
    renderWithStore(<PersonalCenterPage />, createStore());
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
    renderWithStore(<PersonalCenterPage />, createStore());
    expect(screen.getByTestId('profile-zone')).toHaveTextContent('-');
    expect(screen.getByTestId('profile-region')).toHaveTextContent('-');
  });

  it('opens the change-password dialog from the security card', async () => {
    initialStateHolder.current = { currentUser: alice };
    renderWithStore(<PersonalCenterPage />, createStore());
    expect(screen.getByText('账号安全')).toBeInTheDocument();
    expect(screen.queryByLabelText('当前密码')).toBeNull();
    fireEvent.click(screen.getByTestId('personal-change-password'));
    expect(await screen.findByLabelText('当前密码')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toBeInTheDocument();
    expect(screen.getByLabelText('确认新密码')).toBeInTheDocument();
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
