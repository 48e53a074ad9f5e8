import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTask } from '@/services/tasks';
import { renderInApp } from '../../../../tests/unit/inApp';
import NewTaskForm from '../components/NewTaskForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ createTask: jest.fn() }));

const type = (id: number, name: string) => ({
  id,
  code: `type${id}`,
  name,
  nameEn: null,
  serviceHours: 24,
  enabled: true,
  sort: id,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
});

interface Org {
  id: number;
  name: string;
  selectable: boolean;
  children: Org[];
}
const org = (id: number, name: string, children: Org[] = [], selectable = true): Org => ({ id, name, selectable, children });

const save = () => fireEvent.click(screen.getByText(/^保\s*存$/, { selector: 'button span' }));
const typeIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('new task', () => {
  beforeEach(() => jest.clearAllMocks());

  it('checks the fields, then creates the task with exactly what was entered', async () => {
    jest.mocked(createTask).mockResolvedValue({ id: 10, taskNo: 'T00000010' } as never);
    const onSaved = jest.fn();
    renderInApp(
      <NewTaskForm
        open
        onOpenChange={jest.fn()}
        types={[type(1, '报销审核'), type(2, '付款')]}
        orgs={[org(1, '总部', [org(2, '财务部')], false)]}
        onSaved={onSaved}
      />,
    );
    save();
    expect(await screen.findByText('请选择任务类型')).toBeInTheDocument();
    expect(screen.getByText('请选择业务组织')).toBeInTheDocument();
    expect(screen.getByText('请输入标题')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('任务类型'));
    fireEvent.click(await screen.findByText('付款', { selector: '.ant-select-item-option-content' }));
    fireEvent.mouseDown(screen.getByLabelText('业务组织'));
    fireEvent.click(await screen.findByText('财务部', { selector: '.ant-select-tree-title' }));
    // Outside the caller's reach: shown to hold the tree, not to be chosen.
    expect(screen.getByText('总部', { selector: '.ant-select-tree-title' }).closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-disabled');
    typeIn('标题', '  Travel claim April ');
    typeIn('申请人', 'Li Ming');
    typeIn('金额', '1.234');
    save();
    expect(await screen.findByText('金额须为不小于 0 的数字，最多两位小数')).toBeInTheDocument();
    expect(createTask).not.toHaveBeenCalled();

    typeIn('金额', '12,345.6');
    save();
    await waitFor(() =>
      expect(createTask).toHaveBeenCalledWith({
        typeId: 2,
        orgId: 2,
        title: 'Travel claim April',
        applicant: 'Li Ming',
        amount: '12345.6',
        currency: 'CNY',
        priority: 2,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('已新建任务 T00000010，正在分派')).toBeInTheDocument();
  });
});
