import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { fetchTaskTypes, updateTaskType } from '@/services/tasks';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import TaskTypes from '../components/TaskTypes';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ fetchTaskTypes: jest.fn(), createTaskType: jest.fn(), updateTaskType: jest.fn() }));

function renderTypes(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  const onChanged = jest.fn();
  renderWithStore(<TaskTypes onChanged={onChanged} />, store);
  return { onChanged };
}

describe('task types', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends only what an edit changed, and disables a type with its switch', async () => {
    const payment = {
      id: 4,
      code: 'payment',
      name: '付款',
      nameEn: 'Payment',
      serviceHours: 4,
      enabled: true,
      sort: 3,
      createdAt: '2025-04-01T00:00:00.000Z',
      updatedAt: '2025-04-01T00:00:00.000Z',
    };
    jest.mocked(fetchTaskTypes).mockResolvedValue([payment]);
    jest.mocked(updateTaskType).mockResolvedValue(payment);
    const { onChanged } = renderTypes(['task:view', 'task:update']);
    fireEvent.click(await screen.findByTestId('type-edit-4'));
    const hours = await screen.findByLabelText('时效（小时）');
    expect(hours).toHaveValue('4');
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.click(screen.getByText(/^保\s*存$/, { selector: 'button span' }));
    await waitFor(() => expect(updateTaskType).toHaveBeenCalledWith(4, { serviceHours: 8 }));

    fireEvent.click(screen.getByTestId('type-enabled-4'));
    await waitFor(() => expect(updateTaskType).toHaveBeenLastCalledWith(4, { enabled: false }));
    expect(await screen.findByText('已停用任务类型“付款”')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('shows a viewer the types without changes', async () => {
    jest.mocked(fetchTaskTypes).mockResolvedValue([]);
    renderTypes(['task:view']);
    expect(await screen.findByText('暂无任务类型')).toBeInTheDocument();
    expect(screen.queryByTestId('type-new')).toBeNull();
  });
});
