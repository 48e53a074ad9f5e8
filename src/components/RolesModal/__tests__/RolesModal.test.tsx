import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { fetchRoleOptions } from '@/services/roles';
import RolesModal from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/roles', () => ({ fetchRoleOptions: jest.fn() }));

describe('roles dialog', () => {
  it('starts from the roles given and saves the whole new list', async () => {
    jest.mocked(fetchRoleOptions).mockResolvedValue([
      { id: 3, roleCode: 'auditor', name: '审核员', nameEn: 'Auditor', status: 1 },
      { id: 4, roleCode: 'cashier', name: '出纳', nameEn: null, status: 0 },
    ]);
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderInApp(<RolesModal title="用户组角色：审核组" roleIds={[3]} onClose={jest.fn()} onSubmit={onSubmit} />);
    expect(await screen.findByText('审核员 (auditor)')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    fireEvent.click(await screen.findByText('出纳 (cashier) （停用）'));
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([3, 4]));
  });
});
