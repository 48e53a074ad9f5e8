import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cancelTasks, reassignTasks } from '@/services/tasks';
import { fetchUserOptions } from '@/services/users';
import { renderInApp } from '../../../../tests/unit/inApp';
import BulkModal from '../components/BulkModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ dispatchTasks: jest.fn(), reassignTasks: jest.fn(), cancelTasks: jest.fn() }));
jest.mock('@/services/users', () => ({ fetchUserOptions: jest.fn() }));

const task = (id: number, status: string) =>
  ({
    id,
    taskNo: `T${String(id).padStart(8, '0')}`,
    status,
  }) as never;

const submit = (text: RegExp) => fireEvent.click(screen.getByText(text, { selector: 'button span' }));

describe('bulk actions on tasks', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchUserOptions).mockResolvedValue({
      list: [{ id: 22, account: 'bob', name: 'Bob Li', jobNo: null }],
      total: 1,
    } as never);
  });

  it('reassigns the selected tasks to the person picked, with the note; a refusal keeps the dialog', async () => {
    jest.mocked(reassignTasks).mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce([]);
    const onDone = jest.fn();
    const onClose = jest.fn();
    renderInApp(<BulkModal kind="reassign" tasks={[task(1, 'assigned'), task(2, 'inProgress')]} onClose={onClose} onDone={onDone} />);
    expect(screen.getByText('改派 2 个任务')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-selected')).toHaveTextContent('T00000001, T00000002');
    submit(/^改\s*派$/);
    expect(await screen.findByText('请选择处理人')).toBeInTheDocument();

    const picker = document.querySelector('.ant-modal .ant-select-selection-search-input') as HTMLElement;
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'bob' } });
    await waitFor(() => expect(fetchUserOptions).toHaveBeenLastCalledWith({ current: 1, pageSize: 20, keyword: 'bob' }));
    fireEvent.click(await screen.findByText('Bob Li (bob)'));
    fireEvent.change(screen.getByLabelText('改派说明'), { target: { value: ' on leave ' } });
    submit(/^改\s*派$/);
    await waitFor(() => expect(reassignTasks).toHaveBeenCalledWith({ ids: [1, 2], assigneeId: 22, note: 'on leave' }));
    expect(onDone).not.toHaveBeenCalled();

    submit(/^改\s*派$/);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('已改派 2 个任务')).toBeInTheDocument();
  });

  it('names the selected tasks their state keeps out and sends nothing', async () => {
    renderInApp(<BulkModal kind="reassign" tasks={[task(1, 'assigned'), task(3, 'completed')]} onClose={jest.fn()} onDone={jest.fn()} />);
    expect(screen.getByTestId('bulk-unfit')).toHaveTextContent('T00000003（已完成）');
    expect(screen.getByText(/^改\s*派$/, { selector: 'button span' }).closest('button')).toBeDisabled();
  });

  it('cancels with a reason, after a confirmation', async () => {
    jest.mocked(cancelTasks).mockResolvedValue([]);
    const onDone = jest.fn();
    renderInApp(<BulkModal kind="cancel" tasks={[task(1, 'new')]} onClose={jest.fn()} onDone={onDone} />);
    submit(/^取消任务$/);
    expect(await screen.findByText('请填写取消原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: 'Duplicate claim' } });
    submit(/^取消任务$/);
    const confirm = (await screen.findAllByText('确定取消这 1 个任务吗？'))[0].closest('.ant-modal') as HTMLElement;
    expect(cancelTasks).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(cancelTasks).toHaveBeenCalledWith({ ids: [1], reason: 'Duplicate claim' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
