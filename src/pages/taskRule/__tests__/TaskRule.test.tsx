import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import AdminModel from '@/models/admin';
import { deleteTaskRule, fetchTaskRuleFields, fetchTaskRules, setTaskRuleEnabled } from '@/services/taskRules';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import TaskRulePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/taskRules', () => ({
  fetchTaskRules: jest.fn(),
  fetchTaskRuleFields: jest.fn(),
  setTaskRuleEnabled: jest.fn(),
  deleteTaskRule: jest.fn(),
}));

const rule = (id: number, overrides: object = {}) => ({
  id,
  name: `Rule ${id}`,
  sort: id * 10,
  enabled: true,
  conditions: [{ field: 'type', operator: 'eq', value: 'payment' }],
  targetKind: 'users',
  targetIds: [5],
  targets: [{ id: 5, name: 'Alice Wang' }],
  strategy: 'roundRobin',
  cap: null,
  owner: { id: 2, name: 'Carol Wu' },
  org: { id: 1, name: 'FSSC' },
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
  ...overrides,
});

const rows = [
  rule(1, {
    name: 'Large payments',
    conditions: [
      { field: 'type', operator: 'in', value: ['payment', 'voucher'] },
      { field: 'amount', operator: 'between', value: [10000, 99999.99] },
    ],
    targetKind: 'group',
    targetIds: [9],
    targets: [{ id: 9, name: 'Review group' }],
    strategy: 'leastLoaded',
    cap: 5,
  }),
  rule(2, {
    name: 'Everything else',
    enabled: false,
    conditions: [{ field: 'priority', operator: 'gte', value: 1 }],
    targets: [1, 2, 3, 4, 5].map((id) => ({ id, name: `Clerk ${id}` })),
  }),
];

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  renderWithStore(<TaskRulePage />, store);
}

describe('/taskRule', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchTaskRules).mockResolvedValue({ list: rows, total: 2 } as never);
    jest.mocked(fetchTaskRuleFields).mockResolvedValue({ fields: [], taskTypes: [{ code: 'payment', name: '付款' }], groups: [], posts: [] } as never);
    jest.mocked(setTaskRuleEnabled).mockResolvedValue({} as never);
    jest.mocked(deleteTaskRule).mockResolvedValue(null);
  });

  it('lists the rules by order with their conditions, people, strategy, cap and owner', async () => {
    renderPage(['taskRule:view', 'taskRule:create', 'taskRule:update', 'taskRule:delete']);
    const large = await rowOf('Large payments');
    expect(fetchTaskRules).toHaveBeenCalledWith({ current: 1, pageSize: 10, name: undefined, enabled: undefined });
    expect(await within(large).findByText('任务类型 属于 付款, voucher；金额 介于 10000 ~ 99999.99')).toBeInTheDocument();
    expect(within(large).getByText('Review group')).toBeInTheDocument();
    expect(within(large).getByText('最少任务优先')).toBeInTheDocument();
    expect(within(large).getByText('5')).toBeInTheDocument();
    expect(within(large).getByText('Carol Wu')).toBeInTheDocument();
    expect(within(large).getByLabelText('启用规则“Large payments”')).toBeChecked();

    const rest = await rowOf('Everything else');
    expect(within(rest).getByText('不限')).toBeInTheDocument();
    expect(within(rest).getByText('Clerk 3')).toBeInTheDocument();
    expect(within(rest).queryByText('Clerk 4')).toBeNull();
    expect(within(rest).getByText('等 2 项')).toBeInTheDocument();
    expect(within(rest).getByLabelText('启用规则“Everything else”')).not.toBeChecked();

    fireEvent.click(screen.getByText('新建规则'));
    expect(history.push).toHaveBeenCalledWith('/taskRule/add');
    fireEvent.click(within(large).getByText('编辑'));
    expect(history.push).toHaveBeenCalledWith('/taskRule/modify?id=1');
    fireEvent.click(within(rest).getByText('详情'));
    expect(history.push).toHaveBeenCalledWith('/taskRule/detail?id=2');
  });

  it('enables a rule from its switch and reloads', async () => {
    renderPage(['taskRule:view', 'taskRule:update']);
    fireEvent.click(within(await rowOf('Everything else')).getByLabelText('启用规则“Everything else”'));
    await waitFor(() => expect(setTaskRuleEnabled).toHaveBeenCalledWith(2, true));
    expect(await screen.findByText('已启用规则“Everything else”')).toBeInTheDocument();
    await waitFor(() => expect(fetchTaskRules).toHaveBeenCalledTimes(2));
  });

  it('deletes a rule after asking', async () => {
    renderPage(['taskRule:view', 'taskRule:delete']);
    fireEvent.click(within(await rowOf('Large payments')).getByText('删除'));
    const question = await screen.findByText('确定删除规则“Large payments”吗？');
    expect(deleteTaskRule).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByText(/^删\s*除$/));
    await waitFor(() => expect(deleteTaskRule).toHaveBeenCalledWith(1));
    expect(await screen.findByText('已删除规则“Large payments”')).toBeInTheDocument();
    await waitFor(() => expect(fetchTaskRules).toHaveBeenCalledTimes(2));
  });

  it('shows a viewer the state without a switch, and no new, edit or delete', async () => {
    renderPage(['taskRule:view']);
    const large = await rowOf('Large payments');
    expect(within(large).getByText('已启用')).toBeInTheDocument();
    expect(within(large).queryByRole('switch')).toBeNull();
    expect(within(large).queryByText('编辑')).toBeNull();
    expect(within(large).queryByText('删除')).toBeNull();
    expect(screen.queryByText('新建规则')).toBeNull();
  });
});
