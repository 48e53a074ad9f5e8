import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { fetchMenuTree } from '@/services/menus';
import { fetchModules } from '@/services/modules';
import { fetchRoleFunctions, saveRoleMenus, saveRoleModuleActions } from '@/services/roles';
import { fetchSystemTree } from '@/services/systems';
import FunctionAuthorization from '../components/FunctionAuthorization';
import { adminSystem, button, menu, moduleItem, role } from './fixtures';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/roles', () => ({
  fetchRoleFunctions: jest.fn(),
  saveRoleModuleActions: jest.fn(),
  saveRoleMenus: jest.fn(),
}));
jest.mock('@/services/systems', () => ({ fetchSystemTree: jest.fn() }));
jest.mock('@/services/modules', () => ({ fetchModules: jest.fn() }));
jest.mock('@/services/menus', () => ({ fetchMenuTree: jest.fn() }));

describe('function authorisation', () => {
  beforeEach(() => {
    jest.mocked(fetchSystemTree).mockResolvedValue([adminSystem]);
    jest
      .mocked(fetchRoleFunctions)
      .mockResolvedValue({ modules: [{ moduleNo: 'user', actions: ['view'] }], menuIds: [1, 2] });
    jest.mocked(fetchModules).mockResolvedValue({
      list: [
        moduleItem('user', '用户管理', [
          button('view', '查看', 1),
          button('create', '新增', 2),
          button('delete', '删除', 3),
        ]),
        moduleItem('org', '组织管理', [button('view', '查看', 1), button('update', '修改', 2)]),
      ],
      total: 2,
    });
    jest.mocked(fetchMenuTree).mockResolvedValue([menu(1, '系统管理', [{ ...menu(2, '用户管理页'), parentId: 1 }])]);
    jest.mocked(saveRoleModuleActions).mockResolvedValue(null);
  });

  it('saves only the module whose buttons changed, with its new buttons', async () => {
    renderInApp(<FunctionAuthorization role={role()} onClose={jest.fn()} />);
    // Both halves of the tab are in: the modules with their buttons and the menu tree.
    await screen.findByText('用户管理页');
    fireEvent.click(await screen.findByText('新增'));
    const all = screen.getByLabelText('用户管理 全部按钮');
    expect(all).not.toBeChecked();
    expect(all.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(saveRoleModuleActions).toHaveBeenCalledTimes(1));
    expect(saveRoleModuleActions).toHaveBeenCalledWith(7, 'user', ['view', 'create']);
    expect(fetchModules).toHaveBeenCalledWith({ systemNo: 'FSSC', applicationNo: '10', current: 1, pageSize: 100 });
    expect(saveRoleMenus).not.toHaveBeenCalled();
  });
});
