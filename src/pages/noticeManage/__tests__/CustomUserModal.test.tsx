import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchTargetUsers } from '@/services/noticeManage';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import CustomUserModal from '../components/CustomUserModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/noticeManage', () => ({ fetchTargetUsers: jest.fn() }));

const users = [
  { id: 21, account: 'alice', name: 'Alice Wang', jobNo: 'J21', orgName: '财务部' },
  { id: 22, account: 'alan', name: 'Alan Li', jobNo: null, orgName: '财务部' },
  { id: 23, account: 'bob', name: 'Bob Chen', jobNo: 'J23', orgName: '审计部' },
];

const orgs = [
  {
    id: 1,
    name: '财务共享服务中心',
    selectable: true,
    children: [{ id: 3, name: '财务部', selectable: true, children: [] }],
  },
];

describe('custom-user dialog', () => {
  it('searches and pages on the server, keeps the picks as tags and hands them over on OK', async () => {
    jest
      .mocked(fetchTargetUsers)
      .mockImplementation(async ({ keyword }) =>
        keyword
          ? { list: users.filter((user) => user.account.startsWith(keyword)), total: 1, totalCapped: false }
          : { list: users, total: 10_000, totalCapped: true },
      );
    const onOk = jest.fn();
    renderWithStore(
      <CustomUserModal
        open
        value={[{ id: 23, name: 'Bob Chen (bob)' }]}
        orgs={orgs}
        onCancel={jest.fn()}
        onOk={onOk}
      />,
      createStore(AdminModel),
    );
    expect(await screen.findByText('Alice Wang')).toBeInTheDocument();
    expect(fetchTargetUsers).toHaveBeenLastCalledWith({
      current: 1,
      pageSize: 10,
      orgId: undefined,
      withSub: undefined,
      keyword: undefined,
    });
    expect(screen.getByText('超过 10,000 人')).toBeInTheDocument();
    expect(within(screen.getByTestId('picked')).getByText('Bob Chen (bob)')).toBeInTheDocument();

    fireEvent.click(screen.getByText('财务部', { selector: '.ant-tree-title' }));
    await waitFor(() =>
      expect(fetchTargetUsers).toHaveBeenLastCalledWith(expect.objectContaining({ orgId: 3, withSub: 'true' })),
    );

    const search = screen.getByLabelText('账号、姓名或工号');
    fireEvent.change(search, { target: { value: ' ali ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(fetchTargetUsers).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'ali', current: 1 })),
    );
    await waitFor(() => expect(screen.queryByText('Alan Li')).toBeNull());
    expect(screen.getByText('共 1 人')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Alice Wang').closest('tr')!);
    const picked = screen.getByTestId('picked');
    expect(within(picked).getByText('Alice Wang (alice)')).toBeInTheDocument();
    expect(screen.getByText('已选 2 人')).toBeInTheDocument();
    fireEvent.click(within(picked).getByLabelText('移除 Bob Chen (bob)'));
    expect(within(picked).queryByText('Bob Chen (bob)')).toBeNull();

    fireEvent.click(screen.getByText(/^确\s*定$/));
    expect(onOk).toHaveBeenCalledWith([{ id: 21, name: 'Alice Wang (alice)' }]);
  });
});
