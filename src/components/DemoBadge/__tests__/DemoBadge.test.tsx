import { screen, waitFor } from '@testing-library/react';
import GlobalModel from '@/models/global';
import LoginModel from '@/models/login';
import MenuModel from '@/models/menu';
import SettingModel from '@/models/setting';
import TabsModel from '@/models/tabs';
import UserModel from '@/models/user';
import { fetchProfile } from '@/services/auth';
import HeaderActions from '@/components/HeaderActions';
import { alice, createStore, initialStateHolder, renderWithStore } from '../../../../tests/unit/fixtures/header';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/auth', () => ({ fetchProfile: jest.fn(), signin: jest.fn(), signout: jest.fn() }));
jest.mock('@/services/home', () => ({ fetchLinks: jest.fn(), fetchIsAdmin: jest.fn() }));
jest.mock('@/services/notice', () => ({}));
jest.mock('@/services/message', () => ({}));
jest.mock('@/services/user', () => ({}));

describe('demo-data badge', () => {
  it('shows "演示数据" in orange right after the environment when the profile says the data is demo data', async () => {
    jest.mocked(fetchProfile).mockResolvedValue({ env: 'demo', version: '1.0.2', frameOrigins: [], importMaxBytes: 1024, demoData: true });
    initialStateHolder.current = { currentUser: alice };
    const store = createStore(GlobalModel, LoginModel, MenuModel, SettingModel, TabsModel, UserModel);
    renderWithStore(<HeaderActions />, store);
    const badge = await screen.findByTestId('demo-badge');
    expect(badge).toHaveTextContent('演示数据');
    expect(badge).toHaveClass('ant-tag-orange');
    await waitFor(() => expect(screen.getByTestId('env-name')).toHaveTextContent('demo'));
    expect(screen.getByTestId('env-name').compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
