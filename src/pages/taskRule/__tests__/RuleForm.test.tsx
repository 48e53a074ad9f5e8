import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createTaskRule, updateTaskRule } from '@/services/taskRules';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import RuleForm from '../components/RuleForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/taskRules', () => ({
  createTaskRule: jest.fn(),
  updateTaskRule: jest.fn(),
}));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

// Text queries: role queries walk the whole form's accessibility tree and are slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const fields = {
  fields: [],
  taskTypes: [
    { code: 'payment', name: '付款' },
    { code: 'voucher', name: '凭证制作' },
  ],
  groups: [
    { id: 9, name: 'Review group', members: 2 },
    { id: 10, name: 'Idle group', members: 0 },
  ],
  posts: [{ id: 3, name: 'Cashier', members: 1 }],
};

const rule = {
  id: 4,
  name: 'Large payments',
  sort: 20,
  enabled: true,
  conditions: [
    { field: 'title', operator: 'contains' as const, value: 'travel' },
    { field: 'amount', operator: 'gte' as const, value: 10000 },
  ],
  targetKind: 'users' as const,
  targetIds: [5, 6],
  targets: [
    { id: 5, name: 'Alice Wang' },
    { id: 6, name: 'Bob Li' },
  ],
  strategy: 'leastLoaded' as const,
  cap: 5,
  owner: { id: 2, name: 'Carol Wu' },
  org: { id: 1, name: 'FSSC' },
  createdAt: '2025-04-10T00:00:00.000Z',
  updatedAt: '2025-04-10T00:00:00.000Z',
};

function renderForm(current?: typeof rule) {
  const onSaved = jest.fn();
  renderWithStore(<RuleForm rule={current} fields={fields} onSaved={onSaved} onCancel={jest.fn()} />, createStore(AdminModel));
  return onSaved;
}

describe('rule form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('names what is missing: the name, the order, the users, the condition’s field', async () => {
    renderForm();
    await screen.findByLabelText('规则名称');
    save();
    expect(await screen.findByText('请输入规则名称')).toBeInTheDocument();
    expect(screen.getByText('请输入顺序（1 到 9999）')).toBeInTheDocument();
    expect(screen.getByText('请至少选择一位人员')).toBeInTheDocument();
    expect(screen.getByText('请选择字段')).toBeInTheDocument();
    expect(createTaskRule).not.toHaveBeenCalled();
  });

  it('creates a rule: the field offers its operators, the operator its value input; a group with its enabled members', async () => {
    jest.mocked(createTaskRule).mockResolvedValue({ ...rule, id: 8, name: 'Big amounts' });
    const onSaved = renderForm();
    type(await screen.findByLabelText('规则名称'), ' Big amounts ');
    type(screen.getByLabelText('顺序'), '30');
    fireEvent.click(screen.getByText('用户组'));
    fireEvent.mouseDown(await screen.findByText('选择用户组'));
    expect(await screen.findByText('Idle group（0 人可用）')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Review group（2 人可用）'));

    fireEvent.mouseDown(screen.getByText('选择字段'));
    fireEvent.click(await screen.findByText('金额'));
    fireEvent.mouseDown(await screen.findByText('选择运算符'));
    expect(await screen.findByText('介于')).toBeInTheDocument();
    expect(screen.queryByText('包含')).toBeNull();
    fireEvent.click(screen.getByText('介于'));
    type(await screen.findByPlaceholderText('下限'), '10000');
    type(screen.getByPlaceholderText('上限'), '50000');
    save();
    await waitFor(() =>
      expect(createTaskRule).toHaveBeenCalledWith({
        name: 'Big amounts',
        sort: 30,
        enabled: true,
        conditions: [{ field: 'amount', operator: 'between', value: [10000, 50000] }],
        targetKind: 'group',
        targetIds: [9],
        strategy: 'roundRobin',
        cap: null,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 8 })));
  });

  it('changes a rule as a whole: the users it has, the cap, the conditions', async () => {
    jest.mocked(updateTaskRule).mockResolvedValue({ ...rule, name: 'Travel payments' });
    const onSaved = renderForm(rule);
    type(await screen.findByLabelText('规则名称'), 'Travel payments');
    expect(screen.getByText('Alice Wang')).toBeInTheDocument();
    expect(screen.getByText('当前：Carol Wu')).toBeInTheDocument();
    expect(screen.getByDisplayValue('travel')).toBeInTheDocument();
    // Bob is taken off the rule.
    fireEvent.click(screen.getByText('Bob Li').closest('.ant-select-selection-item')!.querySelector('.ant-select-selection-item-remove')!);
    save();
    await waitFor(() =>
      expect(updateTaskRule).toHaveBeenCalledWith(4, {
        name: 'Travel payments',
        sort: 20,
        enabled: true,
        conditions: [
          { field: 'title', operator: 'contains', value: 'travel' },
          { field: 'amount', operator: 'gte', value: 10000 },
        ],
        targetKind: 'users',
        targetIds: [5],
        strategy: 'leastLoaded',
        cap: 5,
        ownerId: 2,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Travel payments' })));
  });

  it('marks the condition cell the server refused, with its message', async () => {
    const message = '第 2 行「值」：金额须为数字';
    jest.mocked(updateTaskRule).mockRejectedValueOnce({ data: { success: false, errorMessage: message, data: { row: 2, column: 'value', problems: [{ row: 2, column: 'value', message }] } } });
    const onSaved = renderForm(rule);
    await screen.findByLabelText('规则名称');
    save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('规则名称')).toHaveValue('Large payments');
  });
});
