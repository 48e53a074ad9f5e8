import { screen, waitFor } from '@testing-library/react';
import GlobalModel from '@/models/global';
import LoginModel from '@/models/login';
import MenuModel from '@/models/menu';
import SettingModel from '@/models/setting';
import TabsModel from '@/models/tabs';
import UserModel from '@/models/user';
import { fetchProfile } from '@/services/auth';
import { alice, createStore, initialStateHolder, renderWithStore } from '../../../../tests/unit/fixtures/header';
import HeaderActions from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/auth', () => ({ fetchProfile: jest.fn(), signin: jest.fn(), signout: jest.fn() }));
jest.mock('@/services/home', () => ({ fetchLinks: jest.fn(), fetchIsAdmin: jest.fn() }));
jest.mock('@/services/notice', () => ({}));
jest.mock('@/services/message', () => ({}));
jest.mock('@/services/user', () => ({}));

describe('header actions', () => {
  it('shows the widgets left to right, the fetched environment and the user', async () => {
    jest.mocked(fetchProfile).mockResolvedValue({ env: 'uat', version: '1.0.2', frameOrigins: [], importMaxBytes: 1024, demoData: false });
    initialStateHolder.current = { currentUser: alice };
    const store = createStore(GlobalModel, LoginModel, MenuModel, SettingModel, TabsModel, UserModel);
    renderWithStore(<HeaderActions />, store);
    await waitFor(() => expect(screen.getByTestId('env-name')).toHaveTextContent('uat'));
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('user-name')).toHaveTextContent('Alice Wang');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    // Without portal links there is no help or links button.
    expect(screen.queryByTestId('help-button')).toBeNull();
    expect(screen.queryByTestId('links-button')).toBeNull();
    const order = ['favorites-button', 'feedback-button', 'messages-button', 'env-name', 'user-menu'].map((id) =>
      screen.getByTestId(id),
    );
    order.slice(1).forEach((el, i) => {
      expect(order[i].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
