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

/** The header of Alice's shell, the server's profile answering this environment. */
function renderHeader(env: string, demoData: boolean) {
  jest.mocked(fetchProfile).mockResolvedValue({ env, version: '1.0.2', frameOrigins: [], importMaxBytes: 1024, demoData });
  initialStateHolder.current = { currentUser: alice };
  renderWithStore(<HeaderActions />, createStore(GlobalModel, LoginModel, MenuModel, SettingModel, TabsModel, UserModel));
}

describe('header actions', () => {
  it('shows the widgets left to right, the fetched environment and the user', async () => {
    renderHeader('uat', false);
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

  it('shows the orange demo-data badge right after the environment when the profile says the data is demo data', async () => {
    renderHeader('demo', true);
    const badge = await screen.findByTestId('demo-badge');
    expect(badge).toHaveTextContent('演示数据');
    expect(badge).toHaveClass('ant-tag-orange');
    await waitFor(() => expect(screen.getByTestId('env-name')).toHaveTextContent('demo'));
    expect(screen.getByTestId('env-name').compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
