import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createMenu, updateMenu } from '@/services/menus';
import { fetchModules } from '@/services/modules';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import ModalMenu from '../components/ModalMenu';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/menus', () => ({ createMenu: jest.fn(), updateMenu: jest.fn() }));
jest.mock('@/services/modules', () => ({ fetchModules: jest.fn() }));

const app = { systemNo: 'FSSC', applicationNo: '10' };
const menu = (id: number, name: string, parentId: number | null, children: object[] = []) => ({
  id,
  parentId,
  ...app,
  name,
  nameEn: null,
  path: null,
  icon: null,
  sort: 0,
  moduleNo: null,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  children,
});
const menus = [menu(10, '系统设置', null, [menu(11, '用户管理', 10)])];

// Text queries: role queries walk the whole modal's accessibility tree and are very slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderModal(target: object) {
  const onSaved = jest.fn();
  renderWithStore(
    <ModalMenu target={target as never} app={app} menus={menus as never} onClose={jest.fn()} onSaved={onSaved} />,
    createStore(AdminModel),
  );
  return onSaved;
}

describe('menu dialog', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchModules).mockResolvedValue({
      list: [{ id: 1, moduleNo: 'user', name: '用户', nameEn: 'Users' }],
      total: 1,
    } as never);
  });

  it('requires the name and takes only a route or an http(s) URL as path', async () => {
    renderModal({ parentId: null });
    await screen.findByLabelText('菜单名称');
    save();
    expect(await screen.findByText('请输入菜单名称')).toBeInTheDocument();
    type('路径', 'userManage');
    expect(await screen.findByText('请输入以 / 开头的路由或 http(s) 网址')).toBeInTheDocument();
    type('路径', '//cdn.example.com/x');
    save();
    await waitFor(() => expect(screen.getByText('请输入以 / 开头的路由或 http(s) 网址')).toBeInTheDocument());
    expect(createMenu).not.toHaveBeenCalled();
  });

  it('adds a menu under the chosen parent of the application, with its module', async () => {
    jest.mocked(createMenu).mockResolvedValue({} as never);
    const onSaved = renderModal({ parentId: 10 });
    await screen.findByLabelText('菜单名称');
    type('菜单名称', ' 角色管理 ');
    type('路径', ' /roleManage ');
    expect(fetchModules).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '10', pageSize: 100 });
    fireEvent.mouseDown(screen.getByLabelText('所属模块'));
    fireEvent.click(await screen.findByText('用户 (user)'));
    save();
    await waitFor(() =>
      expect(createMenu).toHaveBeenCalledWith({
        systemNo: 'FSSC',
        applicationNo: '10',
        parentId: 10,
        name: '角色管理',
        nameEn: null,
        path: '/roleManage',
        icon: null,
        sort: 0,
        moduleNo: 'user',
      }),
    );
    expect(updateMenu).not.toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalled();
  });

  it('edits a menu without moving it to another application, and not under itself', async () => {
    jest.mocked(updateMenu).mockResolvedValue({} as never);
    const menus2 = [menu(10, '系统设置', null, [menu(11, '用户管理', 10, [menu(12, '用户列表', 11)])])];
    renderWithStore(
      <ModalMenu
        target={{ menu: { ...menu(11, '用户管理', 10), path: 'https://erp.example.com', sort: 3 } } as never}
        app={app}
        menus={menus2 as never}
        onClose={jest.fn()}
        onSaved={jest.fn()}
      />,
      createStore(AdminModel),
    );
    await screen.findByLabelText('菜单名称');
    type('菜单名称', '用户');
    // The menu and the ones below it are no parents to pick.
    fireEvent.mouseDown(screen.getByLabelText('上级菜单'));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((node) =>
          node.getAttribute('title'),
        ),
      ).toEqual(['系统设置']),
    );
    save();
    await waitFor(() =>
      expect(updateMenu).toHaveBeenCalledWith(11, {
        parentId: 10,
        name: '用户',
        nameEn: null,
        path: 'https://erp.example.com',
        icon: null,
        sort: 3,
        moduleNo: null,
      }),
    );
    expect(createMenu).not.toHaveBeenCalled();
  });
});
